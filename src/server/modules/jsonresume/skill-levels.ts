/**
 * A skill's level ↔ its percent: the JSON Resume `level` (a word of level-words.ts or a number) read as
 * Vitae's percent, and the word export writes for a percent.
 *
 * Source: README.md "Command line" and docs/decisions/0004-json-resume-mapping.md.
 */
import { EXPORT_LEVELS, LEVEL_PERCENT, NO_LEVEL_PERCENT } from './level-words.js';

/**
 * Percent of a JSON Resume skill `level`: a word of {@link LEVEL_PERCENT} (any case), or a number
 * 0-100 with or without `%`; no level gives {@link NO_LEVEL_PERCENT}.
 * @returns `known: false` (and {@link NO_LEVEL_PERCENT}) for a word that is not in the table.
 */
export function levelToPercent(level: string | undefined): { percent: number; known: boolean } {
  const word = (level ?? '').trim().toLowerCase();
  if (word === '') return { percent: NO_LEVEL_PERCENT, known: true };
  const table = Object.hasOwn(LEVEL_PERCENT, word) ? LEVEL_PERCENT[word] : undefined;
  if (table !== undefined) return { percent: table, known: true };
  const numeric = /^(\d{1,3})\s*%?$/.exec(word);
  if (numeric && Number(numeric[1]) <= 100) return { percent: Number(numeric[1]), known: true };
  return { percent: NO_LEVEL_PERCENT, known: false };
}

/**
 * The level word export writes for a percent: none for {@link NO_LEVEL_PERCENT}, else the word of the
 * highest threshold at or below it (95 → Master, 75 → Intermediate). When the word's own percent
 * differs, export also writes the exact percent in the item's extension key.
 */
export function percentToLevel(percent: number): string | undefined {
  if (percent === NO_LEVEL_PERCENT) return undefined;
  return EXPORT_LEVELS.find(([threshold]) => percent >= threshold)?.[1];
}

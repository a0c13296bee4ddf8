/**
 * The word tables of skill levels: the words a JSON Resume `level` is read from (English, Spanish,
 * French) with their percent, and the words export writes. The conversions are in skill-levels.ts.
 *
 * Source: README.md "Command line" and docs/decisions/0004-json-resume-mapping.md (which repeats these tables).
 */

/** Percent of a skill whose JSON Resume item has no `level`. */
export const NO_LEVEL_PERCENT = 50;

/** Skill level words (lowercase) → percent. Export writes the first word listed for a percent. */
export const LEVEL_PERCENT: Readonly<Record<string, number>> = {
  master: 90,
  expert: 90,
  advanced: 80,
  proficient: 80,
  intermediate: 60,
  beginner: 30,
  basic: 30,
  novice: 30,
  // Spanish and French level words (decision 0030: non-English files).
  experto: 90,
  experta: 90,
  avanzado: 80,
  avanzada: 80,
  intermedio: 60,
  intermedia: 60,
  básico: 30,
  básica: 30,
  principiante: 30,
  avancé: 80,
  avancée: 80,
  intermédiaire: 60,
  débutant: 30,
  débutante: 30,
};

/** The words export writes, highest first: the word of the highest threshold at or below the percent. */
export const EXPORT_LEVELS: readonly [number, string][] = [
  [90, 'Master'],
  [80, 'Advanced'],
  [60, 'Intermediate'],
  [0, 'Beginner'],
];

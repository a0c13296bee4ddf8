/**
 * The owner's content in a second language (decision 0065): the schemas and rules of the wire key
 * `i18n` that every resource accepts and answers beside its fields, and how a stored value is read
 * and merged. Each resource declares its prose fields once (`translatable` in its module of
 * src/shared/resources/); everything here derives from that list and the fields' own schemas.
 *
 * Wire shape (create, update, every read): `{ ..., i18n: { es: { description: 'Texto', highlights:
 * ['Uno'] } } }`.
 * - A value follows its field's own rule (length, trimming, list size); an empty value (`''`, `[]`
 *   or `null`) removes that translation (the reader then sees the default version).
 * - Unknown languages and fields that are not translatable are refused (400, message names them).
 * - An update merges per field: fields it leaves out keep their stored translation.
 * - Reads answer `i18n` only when some translation is stored: an entry without translations has
 *   exactly the fields it had before.
 *
 * Storage: one JSON text column `i18n` per table (migration 0060; docs/decisions/0065-content-languages.md).
 */
import { z } from 'zod';
import {
  TRANSLATED_LANGUAGES,
  type ProseValue,
  type TranslatedLanguage,
  type Translations,
} from './languages.js';

/** Whether a translation value is empty (and so means "no translation"). */
export function isEmptyTranslation(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((item) => typeof item !== 'string' || item.trim() === '');
  return false;
}

/**
 * The input schema of one translated value: `null`, `''` or the field's own schema (a required
 * field such as a category title may still have no translation).
 */
function translationValue(schema: z.ZodType): z.ZodType {
  return z.union([z.null(), z.literal(''), schema]);
}

/**
 * The input schema of the `i18n` key for `translatable` fields of `fields`: per language of
 * TRANSLATED_LANGUAGES an object of some of those fields. Unknown languages or fields fail with a
 * message naming them and the accepted ones.
 */
export function translationsInputSchema(fields: z.ZodRawShape, translatable: readonly string[]) {
  const allowed = translatable.length > 0 ? translatable.join(', ') : 'none';
  const perLanguage = z
    .strictObject(
      Object.fromEntries(
        translatable.map((field) => [field, translationValue(fields[field] as z.ZodType).optional()]),
      ),
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `has fields that cannot be translated: ${issue.keys.join(', ')} (translatable: ${allowed})`
            : issue.code === 'invalid_type'
              ? 'must be an object of translated fields'
              : undefined,
      },
    )
    .nullable();
  return z.strictObject(
    Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, perLanguage.optional()])) as Record<
      TranslatedLanguage,
      z.ZodOptional<typeof perLanguage>
    >,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `has languages Vitae does not translate into: ${issue.keys.join(', ')} (languages: ${TRANSLATED_LANGUAGES.join(', ')})`
          : issue.code === 'invalid_type'
            ? `must be an object of languages, e.g. {"${TRANSLATED_LANGUAGES[0]}": {...}}`
            : undefined,
    },
  );
}

/** The answered shape of `i18n`: per language, the translated fields with their wire types. */
export function translationsWireSchema(
  wireFields: z.ZodRawShape,
  translatable: readonly string[],
): z.ZodType<Translations> {
  const perLanguage = z.object(
    Object.fromEntries(translatable.map((field) => [field, (wireFields[field] as z.ZodType).optional()])),
  );
  return z.object(
    Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, perLanguage.optional()])),
  ) as unknown as z.ZodType<Translations>;
}

/** A patch of translations as validated input (`null`/`''`/`[]` = remove). */
export type TranslationsPatch = Partial<
  Record<TranslatedLanguage, Record<string, ProseValue | null | undefined> | null>
>;

/**
 * Keep only what a reader may see: known languages, `translatable` fields, filled values of the right
 * kind (text, or a list of texts). Answers undefined when nothing is left. Never throws.
 */
export function cleanTranslations(value: unknown, translatable: readonly string[]): Translations | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out: Translations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const entry = (value as Record<string, unknown>)[language];
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) continue;
    const kept: Record<string, ProseValue> = {};
    for (const field of translatable) {
      const item = (entry as Record<string, unknown>)[field];
      if (isEmptyTranslation(item)) continue;
      if (typeof item === 'string') kept[field] = item;
      else if (Array.isArray(item) && item.every((part) => typeof part === 'string'))
        kept[field] = item as string[];
    }
    if (Object.keys(kept).length > 0) out[language] = kept;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * `stored` with `patch` applied field by field: a filled value replaces, an empty one (`''`, `[]`,
 * `null`) removes, a field left out stays; `{ es: null }` removes the whole language. Pure.
 */
export function mergeTranslations(
  stored: Translations | undefined,
  patch: TranslationsPatch | undefined,
  translatable: readonly string[],
): Translations | undefined {
  if (!patch) return cleanTranslations(stored, translatable);
  const out: Record<string, Record<string, unknown>> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const change = patch[language];
    if (change === null) continue;
    out[language] = { ...(stored?.[language] ?? {}), ...(change ?? {}) };
  }
  return cleanTranslations(out, translatable);
}

/** The stored column text (JSON) read back as translations, or undefined (also for damaged text). */
export function parseTranslations(json: string | null | undefined, translatable: readonly string[]) {
  if (!json) return undefined;
  try {
    return cleanTranslations(JSON.parse(json), translatable);
  } catch {
    return undefined;
  }
}

/** The column text of `translations`: `'{}'` when none. */
export function stringifyTranslations(translations: Translations | undefined): string {
  return JSON.stringify(translations ?? {});
}

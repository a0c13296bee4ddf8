/**
 * The shape of a resource declaration and the one function that completes it. A resource (works,
 * projects, awards...) is declared once, in its module of this folder, and everything else derives
 * from the declaration: the create/update/wire schemas and defaults (here), the database row types
 * (src/server/db/types.ts), the server's repository, routes and OpenAPI
 * (src/server/modules/resources/), the JSON Resume mapping, and the web's query keys, preloads,
 * admin routes and form texts (src/web/features/registry.ts).
 *
 * Source: docs/decisions/0030-one-declaration-per-resource.md.
 */
import { z } from 'zod';
import {
  bool,
  dateText,
  description,
  idSchema,
  image,
  imageList,
  link,
  textList,
  title,
  wholeNumber,
} from '../fields.js';
import { translationsInputSchema, translationsWireSchema } from '../i18n/content.js';
import {
  CONTROL_OF_KIND,
  choiceValues,
  type FieldEntries,
  type FieldEntry,
  type FormControl,
} from './field-entries.js';

export type { FormControl } from './field-entries.js';

/** Texts a person reads about entries of a resource (docs/product.md §8; new sections choose their own). */
export interface ResourceTexts {
  /** The noun of accessible names and announcements ('Edit Work ACME'). */
  noun: string;
  /** The home section's heading. */
  heading: string;
  /** Success text after a save. */
  saved: string;
  /** Success text after a delete (undefined: the default 'Action Completed!'). */
  deleted: string | undefined;
  /** Prefix of the error dialog after a failed delete. */
  deleteError: string;
  /** The delete confirmation. */
  deleteConfirm: { title: string; text: string };
  /** Reorder messages (docs/product.md §5): no list given / an item without a valid id. */
  reorder: { empty: string; badId: string };
  /** Form field labels by field name (fields without one are not shown in the generic form). */
  labels: Record<string, string>;
  /** The words of `choice` fields' values by field name, then value (./field-entries.ts). */
  options?: Record<string, Record<string, string>>;
}

/** What a resource module writes. */
export interface ResourceInput<
  F extends z.ZodRawShape,
  W extends z.ZodRawShape,
  R extends keyof F & string,
  C extends Partial<Record<keyof F & string, string>>,
  L extends keyof F & string,
  Tb extends string = string,
  T extends keyof F & string = keyof F & string,
> {
  /** Domain name ('work', 'skill', 'socialLink'). */
  key: string;
  /** Wire name, the path segment after /api/ (docs/api.md "Routes"). */
  wire: string;
  /** Table name (src/server/db/types.ts). */
  table: Tb;
  /** Singular label of server messages ('Work found'). */
  label: string;
  /** Plural label of server messages ('Works found'). */
  plural: string;
  /** Input field schemas, without defaults (update bodies are partial). */
  fields: F;
  /**
   * The prose fields, which may carry a second-language version under the wire key `i18n` (* docs/decisions/0065-content-languages.md). `[]` for a resource with no prose (social links).
   */
  translatable: readonly T[];
  /** Fields a create body must give (their own message when missing, docs/product.md §5). */
  required: readonly R[];
  /** Values of the fields a create body leaves out. */
  defaults: { [K in Exclude<keyof F & string, R>]: z.output<F[K]> };
  /** Wire fields as answered, besides `_id`, `createdAt`, `updatedAt` and `order`. */
  wireFields: W;
  /** Column names that differ from the wire field name (`linkProyect` → `projectLink`). */
  columns?: C;
  /** Fields stored outside the table (link tables): no column. */
  links?: readonly L[];
  /**
   * The list the home page reads, when not `GET /api/{wire}`: a suffix after `/api/{wire}/`
   * (projects: `populated?populate=languages,categories`). Its query key is `[wire, first segment]`.
   */
  listSuffix?: string;
  /** The JSON Resume section it holds, when it is one with identical keys (awards, volunteer...). */
  resumeSection?: string;
  /**
   * The entry form of `/{wire}/form/:id`, field by field in the order shown, with each field's control
   * (docs/decisions/0116-a-resource-is-its-declaration.md). A JSON Resume section without it is edited
   * in place (src/web/features/resume-sections/owner/).
   */
  form?: { readonly [K in keyof F & string]?: FormControl };
  /** Whether entries carry an `order` (every list resource but the person). */
  ordered: boolean;
  /**
   * The fields' entries when the resource declares them one entry a field (./field-entries.ts,
   * {@link fromEntries}): their words, card and CV places and JSON Resume keys.
   */
  entries?: FieldEntries;
  texts: ResourceTexts;
}

const metaShape = { _id: z.string(), createdAt: z.string(), updatedAt: z.string() };

/**
 * Complete a declaration with its schemas: `createSchema` (every field optional but `required`; unknown
 * keys such as `_id`, `order`, `__v` are dropped), `updateSchema` (every field optional) and
 * `wireSchema` (the answered shape with `_id`, timestamps and, when ordered, `order`). All three carry
 * the optional `i18n` key of the `translatable` fields (src/shared/i18n/content.ts); `i18nSchema` and
 * `i18nWireSchema` are those alone.
 */
export function defineResource<
  const F extends z.ZodRawShape,
  const W extends z.ZodRawShape,
  const R extends keyof F & string = never,
  const C extends Partial<Record<keyof F & string, string>> = Record<never, string>,
  const L extends keyof F & string = never,
  const Tb extends string = string,
  const T extends keyof F & string = never,
>(input: ResourceInput<F, W, R, C, L, Tb, T>) {
  const i18nSchema = translationsInputSchema(input.fields, input.translatable);
  const i18nWireSchema = translationsWireSchema(input.wireFields, input.translatable);
  const updateSchema = z.object(input.fields).partial().extend({ i18n: i18nSchema.optional() });
  const requiredShape = Object.fromEntries(input.required.map((key) => [key, input.fields[key]])) as Pick<
    F,
    R
  >;
  const createSchema = updateSchema.extend(requiredShape);
  const wireSchema = z.object({
    ...metaShape,
    ...input.wireFields,
    ...(input.ordered ? { order: z.number().int() } : {}),
    i18n: i18nWireSchema.optional(),
  } as typeof metaShape & W & { order: z.ZodNumber; i18n: z.ZodOptional<typeof i18nWireSchema> });
  return { ...input, createSchema, updateSchema, wireSchema, i18nSchema, i18nWireSchema };
}

/** Any completed declaration. */
export type AnyResource = ReturnType<
  typeof defineResource<
    z.ZodRawShape,
    z.ZodRawShape,
    string,
    Partial<Record<string, string>>,
    string,
    string,
    string
  >
>;

/** The value a column holds for a field value: booleans 0/1, lists JSON text, text as text. */
type ColumnValue<V> = V extends boolean
  ? number
  : V extends readonly unknown[]
    ? string
    : V extends string
      ? string
      : V extends number
        ? number
        : string;

/**
 * The table columns a declaration implies (besides id, position and timestamps): one per field not in
 * `links`, renamed by `columns`. Used by src/server/db/types.ts so a new field is declared only once.
 */
export type ColumnsOf<D extends { fields: z.ZodRawShape; columns?: object; links?: readonly string[] }> = {
  [
    K in Exclude<keyof D['fields'] & string, NonNullable<D['links']>[number]> as K extends keyof NonNullable<
      D['columns']
    >
      ? NonNullable<D['columns']>[K] & string
      : K
  ]: ColumnValue<z.output<D['fields'][K]>>;
};

/** The input schema each kind of field gets (src/shared/fields/). */
interface KindInput {
  title: ReturnType<typeof title>;
  link: ReturnType<typeof link>;
  date: ReturnType<typeof dateText>;
  flag: ReturnType<typeof bool>;
  prose: ReturnType<typeof description>;
  image: ReturnType<typeof image>;
  lines: ReturnType<typeof textList>;
  percent: ReturnType<typeof wholeNumber>;
  images: ReturnType<typeof imageList>;
  skills: ReturnType<typeof idList>;
  categories: ReturnType<typeof idList>;
}
/** A list of ids of `what` (at most 500), kept in a link table. */
const idList = (what: string) => z.array(idSchema, { error: `must be a list of ${what} ids` }).max(500);
/** The answered (wire) schema each kind of field gets. */
interface KindAnswered {
  title: z.ZodString;
  link: z.ZodString;
  date: z.ZodString;
  flag: z.ZodBoolean;
  prose: z.ZodString;
  image: z.ZodString;
  lines: z.ZodArray<z.ZodString>;
  percent: z.ZodNumber;
  images: z.ZodArray<z.ZodString>;
  skills: z.ZodArray<z.ZodString>;
  categories: z.ZodArray<z.ZodString>;
}
/** The message of a `percent` value out of range (docs/product.md §9: a skill's percent). */
const PERCENT_MESSAGE = 'must be a whole number from 0 to 100';
const KIND_SCHEMAS: {
  [K in keyof KindInput]: { input: () => KindInput[K]; answered: () => KindAnswered[K] };
} = {
  title: { input: title, answered: () => z.string() },
  link: { input: link, answered: () => z.string() },
  date: { input: dateText, answered: () => z.string() },
  flag: { input: bool, answered: () => z.boolean() },
  prose: { input: description, answered: () => z.string() },
  image: { input: image, answered: () => z.string() },
  lines: { input: textList, answered: () => z.array(z.string()) },
  percent: { input: () => wholeNumber(0, 100, PERCENT_MESSAGE), answered: () => z.number().int() },
  images: { input: imageList, answered: () => z.array(z.string()) },
  skills: { input: () => idList('skill'), answered: () => z.array(z.string()) },
  categories: { input: () => idList('category'), answered: () => z.array(z.string()) },
};
const KIND_DEFAULTS: { [K in keyof KindInput]: z.output<KindInput[K]> } = {
  title: '',
  link: '',
  date: '',
  flag: false,
  prose: '',
  image: '',
  lines: [],
  percent: 0,
  images: [],
  skills: [],
  categories: [],
};

/** A `choice` entry's values, '' among them when it is optional. */
type ChoiceOf<E> = E extends { options: infer O }
  ? (keyof O & string) | (E extends { optional: true } ? '' : never)
  : never;
type EnumOf<E> = z.ZodEnum<{ [V in ChoiceOf<E>]: V }>;
/** The input schema of an entry. */
export type InputOf<E extends FieldEntry> = E['kind'] extends keyof KindInput
  ? KindInput[E['kind']]
  : EnumOf<E>;
/** The answered schema of an entry (optional with `answeredOptional`). */
type AnsweredBase<E extends FieldEntry> = E['kind'] extends keyof KindAnswered
  ? KindAnswered[E['kind']]
  : EnumOf<E>;
export type AnsweredOf<E extends FieldEntry> = E extends { answeredOptional: true }
  ? z.ZodOptional<AnsweredBase<E>>
  : AnsweredBase<E>;
/** The fields a create body must give: `choice` entries not `optional`, entries `required`. */
export type RequiredOf<E extends Record<string, FieldEntry>> = {
  [K in keyof E]: E[K] extends { required: true }
    ? K
    : E[K] extends { kind: 'choice' }
      ? E[K] extends { optional: true }
        ? never
        : K
      : never;
}[keyof E] &
  string;

/**
 * The declaration parts a resource's field entries imply (docs/decisions/0240-a-field-is-one-entry.md):
 * `fields` (input schemas by kind; a `choice` is a zod enum of its options' values, '' allowed when
 * optional, its `invalid` message or "must be one of: …" otherwise; a `required` title must not be
 * empty), `wireFields` (answered schemas, optional with `answeredOptional`), `required` (the `choice`
 * entries not optional and the `required` ones), `defaults` (by kind: '', false, [], 0; '' for an
 * optional choice), `form` (each entry's control in entry order; `control: null` leaves it out) and
 * `entries` themselves. Spread into {@link defineResource}. Pure; never throws.
 */
export function fromEntries<const E extends Record<string, FieldEntry>>(entries: E) {
  const fields: Record<string, z.ZodType> = {};
  const wireFields: Record<string, z.ZodType> = {};
  const defaults: Record<string, unknown> = {};
  const form: Record<string, FormControl> = {};
  const required: string[] = [];
  for (const [name, entry] of Object.entries(entries)) {
    if (entry.kind === 'choice') {
      const values = choiceValues(entry);
      const all = (entry.optional ? [...values, ''] : values) as [string, ...string[]];
      fields[name] = z.enum(all, { error: entry.invalid ?? `must be one of: ${values.join(', ')}` });
      wireFields[name] = z.enum(all);
      if (entry.optional) defaults[name] = '';
      else required.push(name);
    } else if (entry.required) {
      // A required text: given and not empty (categories' title, docs/product.md §5).
      fields[name] = title().min(1, { error: 'must not be empty' });
      wireFields[name] = z.string();
      required.push(name);
    } else {
      const kind = KIND_SCHEMAS[entry.kind];
      fields[name] = kind.input();
      wireFields[name] = kind.answered();
      defaults[name] = structuredClone(KIND_DEFAULTS[entry.kind]);
    }
    if (entry.answeredOptional) wireFields[name] = wireFields[name]!.optional();
    const control = entry.control === undefined ? CONTROL_OF_KIND[entry.kind] : entry.control;
    if (control !== null) form[name] = control;
  }
  return {
    fields: fields as { [K in keyof E]: InputOf<E[K]> },
    wireFields: wireFields as { [K in keyof E]: AnsweredOf<E[K]> },
    required: required as RequiredOf<E>[],
    defaults: defaults as {
      [K in Exclude<keyof E & string, RequiredOf<E>>]: z.output<InputOf<E[K]>>;
    },
    form: form as { [K in keyof E]?: FormControl },
    entries,
  };
}

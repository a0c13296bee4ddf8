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
import { translationsInputSchema, translationsWireSchema } from '../i18n/content.js';

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
}

/**
 * The control a field gets in the resource's entry form (src/web/features/owner-kit/declared-control.tsx):
 * `text`, `link` (completed as typed, decision 0097), `date` (a date picker), `checkbox`, `image` (one
 * URL with upload and preview), `images` (a list of URLs), `paragraph` (a 9-row text area), `lines`
 * (one item per line), `select` (the field's enum values), `percent` (a whole number from 0 to 100,
 * edited as text), `special` (drawn by the resource's own widget hook, e.g. the project's chip pickers).
 */
export type FormControl =
  | 'text'
  | 'link'
  | 'date'
  | 'checkbox'
  | 'image'
  | 'images'
  | 'paragraph'
  | 'lines'
  | 'select'
  | 'percent'
  | 'special';

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

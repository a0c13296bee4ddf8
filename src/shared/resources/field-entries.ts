/**
 * A field declared once (docs/decisions/0240-a-field-is-one-entry.md): one {@link FieldEntry} names
 * its kind (from which src/shared/resources/define.ts `fromEntries` builds its input and answered
 * schemas, its default and its form control), its label and option words in both interface
 * languages, where it shows on the visitor's card and in the PDF CV, and its JSON Resume key (none:
 * it travels under `x-vitae`, decision 0031).
 *
 * Plain data without zod, so the visitor's page reads labels, option words and card places without
 * loading a schema (docs/decisions/0021-light-first-view.md, 0160). Every reader of a field's words
 * (form, card, CV, history, exports) goes through the helpers below: the words live in the entry alone.
 */
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';

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

/** A text in each interface language (decision 0060: English and Spanish). */
export type Words = Readonly<Record<Language, string>>;

/**
 * What a field holds, and so its schemas, default and control (define.ts `KIND_SCHEMAS`):
 * `title` (text up to 200 characters, ''), `link` (a link as typed, ''), `date` (a date text, ''),
 * `flag` (a boolean, false), `prose` (text up to 10,000 characters, ''), `image` (one image URL, ''),
 * `lines` (a list of short texts, []), `percent` (a whole number from 0 to 100, 0), `images` (a list
 * of image URLs, []), `skills` / `categories` (a list of ids of skills / categories, [], kept in a
 * link table: the resource lists them in `links`), `choice` (one of `options`' values; '' when
 * `optional`).
 */
export type FieldKind =
  | 'title'
  | 'link'
  | 'date'
  | 'flag'
  | 'prose'
  | 'image'
  | 'lines'
  | 'percent'
  | 'images'
  | 'skills'
  | 'categories'
  | 'choice';

/** The control each kind gets unless its entry names another. */
export const CONTROL_OF_KIND: Readonly<Record<FieldKind, FormControl>> = {
  images: 'images',
  skills: 'special',
  categories: 'special',
  title: 'text',
  link: 'link',
  date: 'date',
  flag: 'checkbox',
  prose: 'paragraph',
  image: 'image',
  lines: 'lines',
  percent: 'percent',
  choice: 'select',
};

/**
 * Where a field shows on the visitor's card (src/web/components/declared-card.tsx and the cards of
 * src/web/features/): `heading` (the card's title), `subtitle` (a second title under it), `image`
 * (its picture or icon), `ring` (a percent drawn as the skill's ring), `group` (a choice the cards
 * are grouped by, in the options' order), and in the facts' description list `role` (its first
 * line), `start` and `end` (the period; `end` reads 'Present' for an entry not `finished`), `fact`
 * (always, a dash when empty), `factIfSet` (only when it holds something), `plain` (a fact whose
 * label is visually hidden: the value says what it is); `list` (its items under the description).
 * Fields without a place are drawn by the card itself (the description, a project's skills) or not
 * shown.
 */
export type CardPlace =
  | 'heading'
  | 'subtitle'
  | 'image'
  | 'ring'
  | 'group'
  | 'role'
  | 'start'
  | 'end'
  | 'fact'
  | 'factIfSet'
  | 'plain'
  | 'list';

/**
 * Where a field shows in a PDF CV entry (src/server/modules/cv/cv-entry.ts `cvEntryOf`): `title` (the
 * entry's title), `at` (after the title: ' — ' and this, e.g. the company), `link` (the link of the
 * `at` part, or of the title when there is none), `detail` (the meta line, before the period), `start`
 * and `end` (the period), `tags` (the meta line after the period: the items' titles joined by ', '),
 * `body` (the description), `bullets` (after the description, one '• ' line an item), `group` (a
 * choice the entries are grouped by, one line a value: the skills).
 */
export type CvPlace =
  'title' | 'at' | 'link' | 'detail' | 'start' | 'end' | 'tags' | 'body' | 'bullets' | 'group';

/** One field, declared once. */
export interface FieldEntry {
  kind: FieldKind;
  /** Its label for a reader (card, CV, history); the form adds `hint` to `lines` in brackets. */
  label: Words;
  /** The card's label when it is shorter than the form's ('Certificate' for 'Certificate Link'). */
  cardLabel?: Words;
  /** `lines`: the form's note after the label (default "one per line" / "uno por línea"). */
  hint?: Words;
  /** `choice`: its values (the keys, in the order offered) with their words. */
  options?: Readonly<Record<string, Words>>;
  /** `choice`: may be left empty (stored ''); otherwise a create body must give it. */
  optional?: boolean;
  /** `title`: a create body must give it, not empty ("must not be empty"); it has no default. */
  required?: boolean;
  /** The answered shape may lack it (clients written before it existed, e.g. skills' keywords). */
  answeredOptional?: boolean;
  /** `choice`: the message of a value outside `options` (default: "must be one of: …"). */
  invalid?: string;
  /** The form's control (default: the kind's, {@link CONTROL_OF_KIND}); `null`: not in the form. */
  control?: FormControl | null;
  card?: CardPlace;
  cv?: CvPlace;
  /** Its JSON Resume key in the resource's section; none: kept under `x-vitae` (decision 0031). */
  resume?: string;
}

/** A resource's entries, in the order its form shows them (and its wire answers them). */
export type FieldEntries = Readonly<Record<string, FieldEntry>>;

/** Keep `entries` as written (their literal kinds and options feed the schemas' types). */
export function fieldEntries<const E extends Record<string, FieldEntry>>(entries: E): E {
  return entries;
}

/** The word the form adds to a `lines` field's label, per language. */
const ONE_PER_LINE: Words = { en: 'one per line', es: 'uno por línea' };

/**
 * The form's labels in `language`, by field name (a `lines` field says "(one per line)"); a field the
 * form does not show (`control: null`) has none (define.ts `labels`).
 */
export function formLabelsOf(entries: FieldEntries, language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(entries)
      .filter(([, entry]) => entry.control !== null)
      .map(([name, entry]) => {
        const label = entry.label[language];
        const hint = (entry.hint ?? ONE_PER_LINE)[language];
        return [name, entry.kind === 'lines' ? `${label} (${hint})` : label];
      }),
  );
}

/** The option words of every `choice` field in `language`: field → value → word. */
export function optionWordsOf(
  entries: FieldEntries,
  language: Language,
): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(entries).flatMap(([name, entry]) =>
      entry.options
        ? [
            [
              name,
              Object.fromEntries(Object.entries(entry.options).map(([value, w]) => [value, w[language]])),
            ],
          ]
        : [],
    ),
  );
}

/** The word of `value` of a field in `language` (from `words`, field → value → word); the value when none. */
export function optionWord(
  words: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined,
  field: string,
  value: string,
): string {
  return words?.[field]?.[value] ?? value;
}

/** The values of a `choice` entry, in the order offered. */
export function choiceValues(entry: FieldEntry): string[] {
  return Object.keys(entry.options ?? {});
}

/** The fields of `entries` with card place `place`, in entry order. */
export function fieldsAt(entries: FieldEntries, place: CardPlace): string[] {
  return Object.entries(entries).flatMap(([name, entry]) => (entry.card === place ? [name] : []));
}

/** The first field of `entries` with card place `place` (e.g. the card's `heading`); '' when none. */
export function fieldAt(entries: FieldEntries, place: CardPlace): string {
  return fieldsAt(entries, place)[0] ?? '';
}

/** The value of `entry`'s first field at card place `place` (the card's `heading`, `image`…); undefined when none. */
export function cardValue(
  entries: FieldEntries,
  entry: Readonly<Record<string, unknown>>,
  place: CardPlace,
): unknown {
  const name = fieldAt(entries, place);
  return name === '' ? undefined : entry[name];
}

/** The text of `entry`'s first field at card place `place` ('' when none or not a text). */
export function cardText(
  entries: FieldEntries,
  entry: Readonly<Record<string, unknown>>,
  place: CardPlace,
): string {
  const value = cardValue(entries, entry, place);
  return typeof value === 'string' ? value : '';
}

/** The first field of `entries` with CV place `place`; '' when none. */
export function cvFieldAt(entries: FieldEntries, place: CvPlace): string {
  return Object.entries(entries).find(([, entry]) => entry.cv === place)?.[0] ?? '';
}

/** A field's label on the card in `language` (its `cardLabel`, else its `label`). */
export function cardLabelOf(entry: FieldEntry, language: Language): string {
  return (entry.cardLabel ?? entry.label)[language];
}

/**
 * The words of `item`'s `detail` fields for a CV entry's meta line (src/server/modules/cv/), in entry
 * order: a `choice` as its option word in `language`, other values as stored; empty ones left out.
 */
export function cvDetailsOf(
  entries: FieldEntries,
  item: Readonly<Record<string, unknown>>,
  language: Language = DEFAULT_LANGUAGE,
): string[] {
  return Object.entries(entries)
    .filter(([, entry]) => entry.cv === 'detail')
    .map(([name, entry]) => wordOf(entry, item[name], language).trim())
    .filter((word) => word !== '');
}

/** The words of a detail value as the CV writes it (`choice`: its option word in `language`). */
export function wordOf(
  entry: FieldEntry | undefined,
  value: unknown,
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (typeof value !== 'string') return '';
  return entry?.options?.[value]?.[language] ?? value;
}

/**
 * The parts of a visitor's card drawn from the fields' entries (docs/decisions/0240-a-field-is-one-entry.md;
 * the places are src/shared/resources/field-entries.ts `CardPlace`): the facts' description list
 * ({@link DeclaredFacts}) and the item lists under the description ({@link DeclaredLists}). Labels
 * and option words are the entries' own in the reader's language, so a field with a card place shows
 * without code here. The card itself draws its image, heading and description.
 *
 * Markup, in this order: `role` fields (class `role`), `start` (a date, class `period`), `end`
 * (a date, or 'Present' for an entry not `finished`, class `period`), then `fact` (a dash when
 * empty), `factIfSet` (only with a value) and `plain` (class `plain`: its label visually hidden)
 * in entry order (class `fact`); docs/product.md §2 "Read-only value display", decision 0072 for
 * the classes. A card with two lists of facts (the education's two cells) draws one per set of
 * `places`. Labels are the entries' `cardLabel`, else `label`.
 *
 * The card's other places (`heading`, `subtitle`, `image`, `ring`) are read by the cards that draw
 * them themselves through field-entries.ts `cardValue` and `cardText`.
 */
import { Fragment } from 'react';
import { cardLabelOf, type CardPlace, type FieldEntries } from '../../shared/resources/field-entries.js';
import { periodEnd } from './display.js';
// Field's styles before the card's (the order the page's style sheet had before, decision 0240).
import { Field } from './read-only-value.js';
import meta from './cv-meta.module.css';
import { TextItems } from './text-items.js';
import { useLanguage, useTexts } from '../i18n/i18n.js';

export interface DeclaredCardProps {
  /** The resource's field entries (src/shared/resources/*-fields.ts). */
  entries: FieldEntries;
  /** The entry as read in the reader's language (`localize`). */
  entry: Readonly<Record<string, unknown>>;
}

/** The places of the facts' description list, the order they are drawn in. */
export const FACT_PLACES = [
  'role',
  'start',
  'end',
  'fact',
  'factIfSet',
  'plain',
] as const satisfies readonly CardPlace[];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The card's description list of the fields at `places` (default: every fact place). */
export function DeclaredFacts({
  entries,
  entry,
  places = FACT_PLACES,
}: DeclaredCardProps & { places?: readonly (typeof FACT_PLACES)[number][] }) {
  const { LABELS } = useTexts();
  const language = useLanguage();
  const fields = Object.entries(entries).filter(([, field]) =>
    (places as readonly (CardPlace | undefined)[]).includes(field.card),
  );
  const at = (place: string) => fields.filter(([, field]) => field.card === place);
  const word = (name: string) => {
    const value = text(entry[name]);
    return entries[name]?.options?.[value]?.[language] ?? value;
  };
  return (
    <dl className={meta.meta}>
      {at('role').map(([name, field]) => (
        <Field key={name} className={meta.role} label={cardLabelOf(field, language)} value={word(name)} />
      ))}
      {at('start').map(([name, field]) => (
        <Field
          key={name}
          className={meta.period}
          label={cardLabelOf(field, language)}
          value={word(name)}
          date
        />
      ))}
      {at('end').map(([name, field]) => (
        <Field
          key={name}
          className={meta.period}
          label={cardLabelOf(field, language)}
          value={periodEnd(word(name), entry.finished as boolean | undefined, LABELS.present)}
        />
      ))}
      {fields.map(([name, field]) =>
        field.card === 'fact' ||
        field.card === 'plain' ||
        (field.card === 'factIfSet' && word(name) !== '') ? (
          <Field
            key={name}
            className={field.card === 'plain' ? meta.plain : meta.fact}
            label={cardLabelOf(field, language)}
            value={word(name)}
          />
        ) : null,
      )}
    </dl>
  );
}

/** The item lists (`list` place) under the card's description, in entry order. */
export function DeclaredLists({ entries, entry }: DeclaredCardProps) {
  const language = useLanguage();
  return (
    <>
      {Object.entries(entries).map(([name, field]) =>
        field.card === 'list' ? (
          <Fragment key={name}>
            <TextItems
              label={cardLabelOf(field, language)}
              items={Array.isArray(entry[name]) ? (entry[name] as string[]) : []}
            />
          </Fragment>
        ) : null,
      )}
    </>
  );
}

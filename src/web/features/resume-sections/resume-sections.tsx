/**
 * The JSON Resume sections on the home page (issue 13): volunteer, awards, certificates,
 * publications, spoken languages, interests and references, after the spec's sections, each shown
 * only when it has entries (the spec's own sections keep their empty-state texts). One generic
 * component renders every section from its declaration (src/shared/resources/), so a new section
 * needs no component of its own:
 *
 * - the first text field is the entry's title; other short texts follow it;
 * - `startDate`/`endDate`/`date`/`releaseDate` show as a date line, at the precision stored;
 * - `url` is a link that opens in a new tab (safe links only: ExternalLink);
 * - `summary` and `reference` are paragraphs; lists (highlights, keywords) are bullet lists.
 *
 * The lists are the registry's queries (src/web/features/registry.ts: same keys as the preloads).
 */
import { useQuery } from '@tanstack/react-query';
import { RESUME_SECTIONS, type AnyResource } from '../../../shared/resources/index.js';
import { ExternalLink } from '../../components/external-link.js';
import { Section } from '../../components/section.js';
import { WEB_RESOURCES } from '../registry.js';
import styles from './resume-sections.module.css';

type Entry = { _id: string } & Record<string, unknown>;

const DATE_FIELDS = ['startDate', 'endDate', 'date', 'releaseDate'];
const PARAGRAPH_FIELDS = ['summary', 'reference'];

/** Every JSON Resume section that has entries, in the schema's order. */
export function ResumeSections() {
  return (
    <>
      {RESUME_SECTIONS.map((resource) => (
        <ResumeSection key={resource.wire} resource={resource} />
      ))}
    </>
  );
}

/** One section: nothing while loading, on error or when empty; else its entries as cards. */
export function ResumeSection({ resource }: { resource: AnyResource }) {
  const web = WEB_RESOURCES.find((entry) => entry.resource.wire === resource.wire);
  const query = useQuery({
    queryKey: web?.queryKey ?? [resource.wire],
    queryFn: web?.fetchList ?? (() => Promise.resolve([])),
  });
  const entries = (query.data ?? []) as Entry[];
  if (entries.length === 0) return null;
  return (
    <Section heading={resource.texts.heading} className={styles.section}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry._id} className={styles.card}>
            <EntryCard resource={resource} entry={entry} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function EntryCard({ resource, entry }: { resource: AnyResource; entry: Entry }) {
  const fields = Object.keys(resource.fields);
  const defaults = resource.defaults as Record<string, unknown>;
  const lists = fields.filter((field) => Array.isArray(defaults[field]));
  const texts = fields.filter(
    (field) =>
      !lists.includes(field) &&
      !DATE_FIELDS.includes(field) &&
      !PARAGRAPH_FIELDS.includes(field) &&
      field !== 'url',
  );
  const [titleField, ...otherTexts] = texts;
  const title = text(entry[titleField ?? '']);
  const url = text(entry.url);
  const dates = DATE_FIELDS.map((field) => text(entry[field])).filter((value) => value !== '');
  return (
    <>
      <h3 className={styles.title}>{url ? <ExternalLink href={url}>{title || url}</ExternalLink> : title}</h3>
      {otherTexts.map((field) =>
        text(entry[field]) ? (
          <p key={field} className={styles.detail}>
            {text(entry[field])}
          </p>
        ) : null,
      )}
      {dates.length > 0 ? <p className={styles.dates}>{dates.join(' – ')}</p> : null}
      {PARAGRAPH_FIELDS.map((field) =>
        text(entry[field]) ? (
          <p key={field} className={styles.paragraph}>
            {text(entry[field])}
          </p>
        ) : null,
      )}
      {lists.map((field) => {
        const items = Array.isArray(entry[field])
          ? (entry[field] as unknown[]).map(text).filter(Boolean)
          : [];
        return items.length > 0 ? (
          <ul key={field} className={styles.items} aria-label={resource.texts.labels[field] ?? field}>
            {items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        ) : null;
      })}
    </>
  );
}

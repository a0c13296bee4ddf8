/**
 * The JSON Resume sections on the home page (issue 13): volunteer, awards, certificates,
 * publications, spoken languages, interests and references, after the spec's sections, each shown
 * only when it has entries (the spec's own sections keep their empty-state texts). One generic
 * component renders every section from its declaration (src/shared/resources/), so a new section
 * needs no component of its own. How an entry reads is `entryView` (src/shared/resources/entry-view.ts,
 * shared with the PDF CV); `url` opens in a new tab (safe links only: ExternalLink).
 *
 * The lists are the registry's queries (src/web/features/registry.ts: same keys as the preloads).
 */
import { useQuery } from '@tanstack/react-query';
import { entryView } from '../../../shared/resources/entry-view.js';
import { RESUME_SECTIONS, type AnyResource } from '../../../shared/resources/index.js';
import { ExternalLink } from '../../components/external-link.js';
import { Section } from '../../components/section.js';
import { WEB_RESOURCES } from '../registry.js';
import styles from './resume-sections.module.css';
import { localize } from '../../../shared/i18n/languages.js';
import { useLanguage, useTexts } from '../../i18n/i18n.js';

type Entry = { _id: string } & Record<string, unknown>;

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
  const { RESOURCE_TEXTS } = useTexts();
  const web = WEB_RESOURCES.find((entry) => entry.resource.wire === resource.wire);
  const query = useQuery({
    queryKey: web?.queryKey ?? [resource.wire],
    queryFn: web?.fetchList ?? (() => Promise.resolve([])),
  });
  const entries = (query.data ?? []) as Entry[];
  if (entries.length === 0) return null;
  return (
    <Section
      heading={RESOURCE_TEXTS[resource.wire]?.heading ?? resource.texts.heading}
      className={styles.section}
    >
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

function EntryCard({ resource, entry }: { resource: AnyResource; entry: Entry }) {
  const { RESOURCE_TEXTS } = useTexts();
  const texts = RESOURCE_TEXTS[resource.wire];
  // The section's labels and the entry in the reader's language.
  const view = entryView(
    texts ? { ...resource, texts: { ...resource.texts, ...texts } } : resource,
    localize(entry, useLanguage()),
  );
  return (
    <>
      <h3 className={styles.title}>
        {view.url ? <ExternalLink href={view.url}>{view.title || view.url}</ExternalLink> : view.title}
      </h3>
      {view.details.map(({ field, value }) => (
        <p key={field} className={styles.detail}>
          {value}
        </p>
      ))}
      {view.dates ? <p className={styles.dates}>{view.dates}</p> : null}
      {view.paragraphs.map(({ field, value }) => (
        <p key={field} className={styles.paragraph}>
          {value}
        </p>
      ))}
      {view.lists.map(({ field, label, items }) => (
        <ul key={field} className={styles.items} aria-label={label}>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ))}
    </>
  );
}

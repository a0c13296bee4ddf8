/**
 * The JSON Resume sections on the home page (decision 0030): volunteer, awards, certificates,
 * publications, spoken languages, interests and references, after the spec's sections, each shown
 * only when it has entries (the spec's own sections keep their empty-state texts). One generic
 * component renders every section from its declaration (src/shared/resources/), so a new section
 * needs no component of its own. How an entry reads is `entryView` (src/shared/resources/entry-view.ts,
 * shared with the PDF CV); `url` opens in a new tab (safe links only: ExternalLink).
 *
 * The lists are the registry's queries (src/web/features/registry.ts: same keys as the preloads).
 *
 * Owner seams ({@link ResumeSectionSeams}, filled by the lazily loaded `owner/` parts): an add button
 * beside the heading, an add form above the list, each entry's list item (controls, or its edit
 * form) and the list itself (sortable); with seams the section shows even when empty.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { entryView } from '../../../shared/resources/entry-view.js';
import { RESUME_SECTIONS, type AnyResource } from '../../../shared/resources/index.js';
import { ExternalLink } from '../../components/external-link.js';
import { Section } from '../../components/section.js';
import { WEB_RESOURCES } from '../registry.js';
import styles from './resume-sections.module.css';
import { localize } from '../../../shared/i18n/languages.js';
import { useLanguage, useTexts } from '../../i18n/i18n.js';

/** One entry of a section as the API answers it. */
export type Entry = { _id: string; order?: number } & Record<string, unknown>;

/** What the owner's layer puts into a section (see the module doc). */
export interface ResumeSectionSeams {
  /** Beside the heading (the add button). */
  headerActions: ReactNode;
  /** Above the list (the add form, when open). */
  top?: ReactNode;
  /** Shown instead of the list when the section has no entries ('' shows nothing). */
  emptyText: string;
  /** One entry's list item (`li`); `card` is the entry as visitors see it. */
  renderItem: (entry: Entry, card: ReactNode) => ReactNode;
  /** The list of items (e.g. sortable); `items` are the rendered list items. */
  renderList: (entries: Entry[], items: ReactNode[]) => ReactNode;
}

/**
 * Every JSON Resume section that has entries, in the schema's order, laid out side by side on wide
 * screens ({@link ResumeSectionsGrid}).
 */
export function ResumeSections() {
  return (
    <ResumeSectionsGrid>
      {RESUME_SECTIONS.map((resource) => (
        <ResumeSection key={resource.wire} resource={resource} />
      ))}
    </ResumeSectionsGrid>
  );
}

/**
 * The sections' area (judged on the 1440 px screenshots: one short card per full-width
 * section left two thirds of the page empty): the sections flow in columns of at least 22 rem, a
 * section with more than {@link NARROW_ENTRIES} entries takes the whole row; one column on a phone.
 */
export function ResumeSectionsGrid({ children }: { children: ReactNode }) {
  return <div className={styles.sections}>{children}</div>;
}

/** A section with at most this many entries shares its row with others. */
export const NARROW_ENTRIES = 2;

/** The list query of a section (the registry's: same key as the home preloads). */
export function useSectionEntries(resource: Pick<AnyResource, 'wire'>) {
  const web = WEB_RESOURCES.find((entry) => entry.resource.wire === resource.wire);
  return useQuery({
    queryKey: web?.queryKey ?? [resource.wire],
    queryFn: web?.fetchList ?? (() => Promise.resolve([])),
  });
}

export interface ResumeSectionProps {
  resource: AnyResource;
  /** The owner's layer; without it (visitors) an empty section is not shown. */
  seams?: ResumeSectionSeams;
}

/**
 * One section: nothing while loading or on error; for visitors nothing when empty; else its entries
 * as cards (through the seams for the owner).
 */
export function ResumeSection({ resource, seams }: ResumeSectionProps) {
  const { RESOURCE_TEXTS } = useTexts();
  const query = useSectionEntries(resource);
  return (
    <EntriesSection
      heading={RESOURCE_TEXTS[resource.wire]?.heading ?? resource.texts.heading}
      entries={(query.data ?? []) as Entry[]}
      ready={query.isSuccess}
      card={(entry) => <EntryCard resource={resource} entry={entry} />}
      {...(seams ? { seams } : {})}
    />
  );
}

export interface EntriesSectionProps {
  heading: string;
  /** The section's entries, in order. */
  entries: Entry[];
  /** Whether the entries have loaded. */
  ready: boolean;
  /** One entry's card content. */
  card: (entry: Entry) => ReactNode;
  seams?: ResumeSectionSeams;
}

/**
 * A section of entry cards, as {@link ResumeSection} shows one (also the owner's custom sections,
 * features/sections/): nothing while loading for the owner; for visitors nothing when empty.
 */
export function EntriesSection({ heading, entries, ready, card, seams }: EntriesSectionProps) {
  if (!seams && entries.length === 0) return null;
  if (seams && !ready) return null;
  let body: ReactNode;
  if (!seams) {
    body = (
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry._id} className={styles.card}>
            {card(entry)}
          </li>
        ))}
      </ul>
    );
  } else if (entries.length === 0) {
    body = seams.emptyText ? <p className={styles.empty}>{seams.emptyText}</p> : null;
  } else {
    body = seams.renderList(
      entries,
      entries.map((entry) => seams.renderItem(entry, card(entry))),
    );
  }
  return (
    <Section
      heading={heading}
      className={entries.length > NARROW_ENTRIES ? `${styles.section} ${styles.wide}` : styles.section}
      headerActions={seams?.headerActions}
    >
      {seams?.top}
      {body}
    </Section>
  );
}

/** One entry as visitors see it (title, details, dates, paragraphs, lists). */
export function EntryCard({ resource, entry }: { resource: AnyResource; entry: Entry }) {
  const { RESOURCE_TEXTS } = useTexts();
  const texts = RESOURCE_TEXTS[resource.wire];
  // The section's labels, the entry and its dates in the reader's language.
  const language = useLanguage();
  const view = entryView(
    texts ? { ...resource, texts: { ...resource.texts, ...texts } } : resource,
    localize(entry, language),
    language,
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

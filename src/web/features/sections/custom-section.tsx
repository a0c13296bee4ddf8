/**
 * A custom section of the owner on the home page (docs/product.md §27): its heading in the reader's
 * language (the English one where the Spanish is empty) and its entries as cards, like the JSON
 * Resume sections' (same classes: resume-sections.module.css): title (a link when the entry has one),
 * subtitle, dates, description and the optional image. For visitors a section without entries is not
 * shown. Owner seams as the JSON Resume sections' ({@link ResumeSectionSeams}).
 */
import type { ReactNode } from 'react';
import { formatResumeDate } from '../../../shared/resources/entry-view.js';
import { localize } from '../../../shared/i18n/languages.js';
import type { SectionWire } from '../../../shared/sections.js';
import { ExternalLink } from '../../components/external-link.js';
import { Section } from '../../components/section.js';
import { useLanguage } from '../../i18n/i18n.js';
import { NARROW_ENTRIES, type Entry, type ResumeSectionSeams } from '../resume-sections/resume-sections.js';
import resumeStyles from '../resume-sections/resume-sections.module.css';
import { useCustomEntries, type CustomEntry } from './api.js';
import styles from './sections.module.css';
import { useSectionTexts } from './texts.js';

/** The heading of a custom section in `language`. */
export function customHeading(section: SectionWire, language: 'en' | 'es'): string {
  return section.heading[language] || section.heading.en;
}

/** The entries of one custom section, in the list's order. */
export function useEntriesOf(key: string): { ready: boolean; all: CustomEntry[]; entries: CustomEntry[] } {
  const query = useCustomEntries();
  const all = query.data ?? [];
  return { ready: query.isSuccess, all, entries: all.filter((entry) => entry.section === key) };
}

export function CustomSection({ section, seams }: { section: SectionWire; seams?: ResumeSectionSeams }) {
  const language = useLanguage();
  const { ready, entries } = useEntriesOf(section.key);
  if (!seams && entries.length === 0) return null;
  if (seams && !ready) return null;
  const card = (entry: Entry) => <CustomEntryCard entry={entry as CustomEntry} />;
  let body: ReactNode;
  if (!seams) {
    body = (
      <ul className={resumeStyles.list}>
        {entries.map((entry) => (
          <li key={entry._id} className={resumeStyles.card}>
            {card(entry)}
          </li>
        ))}
      </ul>
    );
  } else if (entries.length === 0) {
    body = seams.emptyText ? <p className={resumeStyles.empty}>{seams.emptyText}</p> : null;
  } else {
    body = seams.renderList(
      entries,
      entries.map((entry) => seams.renderItem(entry, card(entry))),
    );
  }
  return (
    <Section
      heading={customHeading(section, language)}
      className={
        entries.length > NARROW_ENTRIES
          ? `${resumeStyles.section} ${resumeStyles.wide}`
          : resumeStyles.section
      }
      headerActions={seams?.headerActions}
    >
      {seams?.top}
      {body}
    </Section>
  );
}

/** One custom entry as visitors see it. */
export function CustomEntryCard({ entry }: { entry: CustomEntry }) {
  const language = useLanguage();
  const texts = useSectionTexts();
  const local = localize(entry, language);
  const dates = [local.startDate, local.endDate]
    .filter((value) => value !== '')
    .map((value) => formatResumeDate(value, language))
    .join(' – ');
  return (
    <>
      {local.image ? (
        <img
          className={styles.image}
          src={local.image}
          alt={texts.image(local.title)}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h3 className={resumeStyles.title}>
        {local.url ? <ExternalLink href={local.url}>{local.title || local.url}</ExternalLink> : local.title}
      </h3>
      {local.subtitle ? <p className={resumeStyles.detail}>{local.subtitle}</p> : null}
      {dates ? <p className={resumeStyles.dates}>{dates}</p> : null}
      {local.summary ? <p className={resumeStyles.paragraph}>{local.summary}</p> : null}
    </>
  );
}

/**
 * A custom section of the owner on the home page (docs/product.md §27): its heading in the reader's
 * language (the English one where the Spanish is empty) and its entries as cards, like the JSON
 * Resume sections' (same classes: resume-sections.module.css): title (a link when the entry has one),
 * subtitle, dates, description and the optional image. For visitors a section without entries is not
 * shown. Owner seams as the JSON Resume sections' ({@link ResumeSectionSeams}).
 */
import { localize } from '../../../shared/i18n/languages.js';
import { customEntries, type AnyResource } from '../../../shared/resources/index.js';
import type { SectionWire } from '../../../shared/sections.js';
import { useLanguage } from '../../i18n/i18n.js';
import {
  EntriesSection,
  EntryCard,
  type Entry,
  type ResumeSectionSeams,
} from '../resume-sections/resume-sections.js';
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
  return (
    <EntriesSection
      heading={customHeading(section, language)}
      entries={entries as Entry[]}
      ready={ready}
      card={(entry) => <CustomEntryCard entry={entry as CustomEntry} />}
      {...(seams ? { seams } : {})}
    />
  );
}

/** The custom entry's fields as the entry cards read them (the image drawn apart, the section not shown). */
const CARD_VIEW = {
  ...customEntries,
  fields: (({ image: _image, section: _section, ...rest }) => rest)(customEntries.fields),
} as unknown as AnyResource;

/** One custom entry as visitors see it. */
export function CustomEntryCard({ entry }: { entry: CustomEntry }) {
  const language = useLanguage();
  const texts = useSectionTexts();
  const image = localize(entry, language).image;
  return (
    <>
      {image ? (
        <img
          className={styles.image}
          src={image}
          alt={texts.image(entry.title)}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <EntryCard resource={CARD_VIEW} entry={entry} />
    </>
  );
}

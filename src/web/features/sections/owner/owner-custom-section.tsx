/**
 * A custom section for the owner (docs/product.md §27), with the same in-place controls as the JSON
 * Resume sections (features/resume-sections/owner/owner-sections.tsx {@link useEntrySeams}): "Add
 * Entry" opens the add form above the list; each entry has a drag handle, an edit button (the card
 * becomes its edit form) and a delete button; drag (mouse, touch, keyboard) reorders the section's
 * entries, saved with PUT `/api/custom-entries/reorder` (the other sections' entries keep their
 * places). Shown even when empty.
 */
import { customEntries } from '../../../../shared/resources/index.js';
import type { SectionWire } from '../../../../shared/sections.js';
import type { Entry } from '../../resume-sections/resume-sections.js';
import { useEntrySeams } from '../../resume-sections/owner/owner-sections.js';
import { CustomSection, useEntriesOf } from '../custom-section.js';
import { useSectionTexts } from '../texts.js';

export function OwnerCustomSection({ section }: { section: SectionWire }) {
  const { all, entries } = useEntriesOf(section.key);
  const texts = useSectionTexts();
  const seams = useEntrySeams(customEntries, {
    entries: entries as Entry[],
    all: all as Entry[],
    extra: { section: section.key },
    emptyText: texts.empty,
  });
  return <CustomSection section={section} seams={seams} />;
}

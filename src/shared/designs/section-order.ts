/**
 * The order of the home page's sections under a design (docs/product.md §26 and §27,
 * docs/decisions/0207-design-leading-sections.md): the design's leading sections (its
 * `sectionsFirst` in designs.ts: Bold showcase's projects, Compact academic's publications) come
 * first, in their declared order, then every other section in the order given (the owner's, or a
 * version's). The one rule both sides follow: the site's `SectionList`
 * (src/web/features/sections/section-list.tsx, server render and owner's page) and the PDF CV's
 * `cvSectionsInOrder` (src/server/modules/cv/cv-sections.ts).
 */
import { designOf } from './designs.js';

/**
 * The `<html>` attribute naming the page's design, written by the server for every design but the
 * default (src/server/modules/designs/page-style.ts); the web reads it back to order the sections.
 */
export const DESIGN_ATTRIBUTE = 'data-design';

/**
 * The id of the head's `<style>` holding the page's design tokens and the design's own CSS, written by
 * the server (src/server/modules/designs/page-style.ts) and over it by a version's design in the
 * owner's version mode (src/web/features/versions/version-design.ts).
 */
export const DESIGN_STYLE_ID = 'vitae-design';

/** The keys (section wire names) the design `design` puts first; empty for the usual order. */
export function leadingSections(design: string | null | undefined): readonly string[] {
  return designOf(design).sectionsFirst;
}

/**
 * `sections` (anything with a section `key`: wire name or custom id) with the leading sections of
 * `design` first, in the design's order, and the others after in the order given. A leading
 * section missing from `sections` is skipped; nothing is added or dropped. A new array; `sections`
 * is not changed. An unknown `design` is the default one (no leading sections).
 */
export function inDesignOrder<T extends { key: string }>(
  design: string | null | undefined,
  sections: readonly T[],
): T[] {
  const leading = leadingSections(design);
  if (leading.length === 0) return [...sections];
  const first = leading.flatMap((key) => sections.filter((section) => section.key === key));
  return [...first, ...sections.filter((section) => !leading.includes(section.key))];
}

/**
 * The home page's sections in the owner's order (docs/product.md §27): the one place the order is
 * applied, for the visitor's page and the owner's. Each section is rendered by its feature (given in
 * `parts` by key, src/shared/sections.ts); this list only orders them, leaves hidden ones out (the
 * owner sees them, with the menu's "Hidden from visitors" badge), and gives each the owner's
 * heading and, for the owner, its menu, through {@link SectionShapeContext}.
 *
 * The spec's four lists (works, projects, educations, skills) stand alone; the JSON Resume sections
 * and the custom sections next to one another share one grid ({@link ResumeSectionsGrid}), so with
 * the default order the markup is the one it was. Until the list of sections has loaded (or when it
 * fails), the default order.
 */
import { Fragment, type ReactNode } from 'react';
import { BUILTIN_SECTIONS, type SectionWire } from '../../../shared/sections.js';
import { RESOURCE } from '../../../shared/paths.js';
import { SectionShapeContext } from '../../components/section-shape.js';
import { useLanguage } from '../../i18n/i18n.js';
import { ResumeSectionsGrid } from '../resume-sections/resume-sections.js';
import { useSections } from './api.js';

/** The sections before any change by the owner. */
export const DEFAULT_SECTIONS: readonly SectionWire[] = BUILTIN_SECTIONS.map((key, order) => ({
  key,
  custom: false,
  heading: { en: '', es: '' },
  hidden: false,
  order,
}));

/** The spec's own sections, which stand alone (the others share a grid). */
const STANDALONE = new Set<string>([RESOURCE.work, RESOURCE.project, RESOURCE.education, RESOURCE.skill]);

/** `list` with the built-in sections it lacks after it, in their default order (as the server lists them). */
function withBuiltins(list: readonly SectionWire[]): readonly SectionWire[] {
  const listed = new Set(list.map((section) => section.key));
  const missing = DEFAULT_SECTIONS.filter((section) => !listed.has(section.key));
  return missing.length === 0 ? list : [...list, ...missing].map((section, order) => ({ ...section, order }));
}

export interface SectionListProps {
  /** Each built-in section's element, by key. */
  parts: Readonly<Record<string, ReactNode>>;
  /** A custom section's element. */
  custom: (section: SectionWire) => ReactNode;
  /** The owner's menu of a section (with it, hidden sections are shown). */
  menu?: (section: SectionWire, index: number, all: readonly SectionWire[]) => ReactNode;
}

export function SectionList({ parts, custom, menu }: SectionListProps) {
  const language = useLanguage();
  const all = withBuiltins(useSections() ?? DEFAULT_SECTIONS);
  const out: ReactNode[] = [];
  let grid: ReactNode[] = [];
  const flush = () => {
    if (grid.length > 0) out.push(<ResumeSectionsGrid key={`grid-${out.length}`}>{grid}</ResumeSectionsGrid>);
    grid = [];
  };
  all.forEach((section, index) => {
    if (section.hidden && !menu) return;
    const element = section.custom ? custom(section) : parts[section.key];
    if (element === undefined) return;
    const shaped = (
      <SectionShapeContext.Provider
        key={section.key}
        value={{
          heading: section.custom ? undefined : section.heading[language] || undefined,
          menu: menu?.(section, index, all),
        }}
      >
        {element}
      </SectionShapeContext.Provider>
    );
    if (STANDALONE.has(section.key)) {
      flush();
      out.push(shaped);
    } else grid.push(shaped);
  });
  flush();
  return <Fragment>{out}</Fragment>;
}

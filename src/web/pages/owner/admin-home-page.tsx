/**
 * The home page for the admin (docs/product.md §4.6; docs/product.md §4.5; docs/product.md §2 "Home sections", docs/product.md §4 "Delete" and
 * "Reorder by drag"): the same sections as the visitor's home page, each replaced by its feature's
 * owner part (docs/decisions/0036-web-feature-folders.md), which fills the admin seams:
 *
 * - person: the link to `/update-person` with `{person}` as navigation state
 *   (features/person/owner-section.tsx);
 * - works, projects (with the owner's category strip as their filter), educations and skills: add
 *   links to `/{wire}/form/new`, per entry an edit link (`/{wire}/form/{id}`), a delete button and a
 *   drag handle (features/<resource>/owner-section.tsx, features/categories/owner-strip.tsx);
 * - the JSON Resume sections (decision 0030), each shown even when empty, edited in place
 *   (features/resume-sections/owner/);
 * - the owner's custom sections, edited in place, every section in the owner's order with its
 *   section menu (move, hide, rename), and "Add section" last (features/sections/, docs/product.md §27).
 *
 * This page only composes: it owns the project filter selection (docs/product.md §4: none selected shows all
 * projects) and the order of the sections, and knows no section's private styles.
 *
 * Loaded lazily by src/web/pages/home/home-page.tsx only for an admin, so dnd-kit never reaches a
 * visitor's bundle.
 */
import { useState } from 'react';
import { OwnerCategoriesStrip } from '../../features/categories/owner-strip.js';
import { OwnerEducationsSection } from '../../features/educations/owner-section.js';
import { OwnerPersonSection } from '../../features/person/owner-section.js';
import { OwnerProjectsSection } from '../../features/projects/owner-section.js';
import { OwnerResumeSection } from '../../features/resume-sections/owner/owner-sections.js';
import { SectionList } from '../../features/sections/section-list.js';
import { OwnerCustomSection } from '../../features/sections/owner/owner-custom-section.js';
import { SectionMenu } from '../../features/sections/owner/section-menu.js';
import { AddSection } from '../../features/sections/owner/add-section.js';
import { RESUME_SECTIONS } from '../../../shared/resources/index.js';
import { RESOURCE } from '../../../shared/paths.js';
import { OwnerSkillsSection } from '../../features/skills/owner-section.js';
import { OwnerWorksSection } from '../../features/works/owner-section.js';
import { HeroActions } from '../home/hero-actions.js';
import pageStyles from '../home/home-page.module.css';

/** The admin's home page; see the module doc. */
export function AdminHomePage() {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  return (
    <div className={pageStyles.page}>
      <OwnerPersonSection actions={<HeroActions />} />
      {/* The sections in the owner's order, each with its section menu (docs/product.md §27). */}
      <SectionList
        parts={{
          [RESOURCE.work]: <OwnerWorksSection />,
          [RESOURCE.project]: (
            <OwnerProjectsSection
              selectedCategoryId={categoryId}
              filterStrip={<OwnerCategoriesStrip selectedId={categoryId} onSelect={setCategoryId} />}
            />
          ),
          [RESOURCE.education]: <OwnerEducationsSection />,
          [RESOURCE.skill]: <OwnerSkillsSection />,
          ...Object.fromEntries(
            RESUME_SECTIONS.map((resource) => [
              resource.wire,
              <OwnerResumeSection key={resource.wire} resource={resource} />,
            ]),
          ),
        }}
        custom={(section) => <OwnerCustomSection section={section} />}
        menu={(section, index, all) => <SectionMenu section={section} index={index} all={all} />}
      />
      <AddSection />
    </div>
  );
}

/**
 * The home page (docs/product.md §2 route `/`): personal information (with the primary contacts and Download CV
 * under the name: {@link HeroActions}), works, projects with the category filter strip above them,
 * educations and skills, then the JSON Resume sections (decision 0030, each only when it has entries)
 * and the owner's custom sections: in the owner's order, hidden ones left out, with the owner's
 * headings (docs/product.md §27, features/sections/section-list.tsx). Owns the project filter
 * selection (docs/product.md §4: none selected shows all projects). Each section is exported by its feature so an admin layer can
 * compose the same page with its controls.
 *
 * For an admin, the page is the lazily loaded admin variant (src/web/pages/owner, docs/product.md §4.6 and
 * 6: add, edit, delete and drag reorder in place), so visitors never download it or dnd-kit; the
 * visitor's page shows while it loads.
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { chosenCategory } from '../../../shared/category-filter.js';
import { useCategories } from '../../features/categories/api.js';
import { CategoriesStrip } from '../../features/categories/categories-strip.js';
import { EducationsSection } from '../../features/educations/educations-section.js';
import { PersonSection } from '../../features/person/person-section.js';
import { useProjects } from '../../features/projects/api.js';
import { ProjectsSection } from '../../features/projects/projects-section.js';
import { ResumeSection } from '../../features/resume-sections/resume-sections.js';
import { CustomSection } from '../../features/sections/custom-section.js';
import { SectionList } from '../../features/sections/section-list.js';
import { useSections } from '../../features/sections/api.js';
import { useLanguage } from '../../i18n/i18n.js';
import { RESUME_SECTIONS } from '../../../shared/resources/index.js';
import { RESOURCE } from '../../../shared/paths.js';
import { SkillsSection } from '../../features/skills/skills-section.js';
import { WorksSection } from '../../features/works/works-section.js';
import { Island } from '../../components/island.js';
import { useSession } from '../../lib/session.js';
// Not lazy: the server renders the contact section into every home page, so its styles must ship
// with the page's own (a visitor's island loads its code only near it; without JavaScript, never).
import ContactSection from '../../features/contact/contact-section.js';
import { HeroActions } from './hero-actions.js';
import styles from './home-page.module.css';
import { VisitorProjects } from './visitor-projects.js';

const AdminHomePage = lazy(() =>
  import('../owner/admin-home.js').then((module) => ({ default: module.AdminHomePage })),
);

export function HomePage() {
  const { isAdmin } = useSession();
  if (!isAdmin) return <VisitorHomePage />;
  return (
    <Suspense fallback={<VisitorHomePage />}>
      <AdminHomePage />
    </Suspense>
  );
}

/** The home page as visitors (and signed-in users who are not admins) see it. */
export function VisitorHomePage() {
  const projects = useProjects();
  const categories = useCategories();
  // The category chosen by the address (`?category=`, docs/product.md §24); unknown ones: none.
  const { search } = useLocation();
  const addressed = chosenCategory(
    search,
    (categories.data ?? []).map((category) => category._id),
  );
  const [categoryId, setCategoryId] = useState<string | null>(addressed);
  // The owner's heading of the projects, given to its island (docs/product.md §27).
  const language = useLanguage();
  const projectsHeading =
    useSections()?.find((section) => section.key === RESOURCE.project)?.heading[language] || undefined;
  return (
    <div className={styles.page}>
      <PersonSection actions={<HeroActions />} />
      {/* The sections in the owner's order (docs/product.md §27): the one list of them. */}
      <SectionList
        parts={{
          [RESOURCE.work]: <WorksSection />,
          [RESOURCE.project]:
            projects.isSuccess && categories.isSuccess ? (
              // Both lists at hand (the server's page): the section and its filter are one island.
              <Island
                name="projects"
                component={VisitorProjects}
                props={{
                  projects: projects.data,
                  categories: categories.data,
                  ...(projectsHeading === undefined ? {} : { heading: projectsHeading }),
                  ...(addressed === null ? {} : { categoryId: addressed }),
                }}
              />
            ) : (
              <ProjectsSection
                selectedCategoryId={categoryId}
                filterStrip={
                  <CategoriesStrip selectedId={categoryId} onSelect={setCategoryId} headingLevel={3} />
                }
              />
            ),
          [RESOURCE.education]: <EducationsSection />,
          [RESOURCE.skill]: <SkillsSection />,
          ...Object.fromEntries(
            RESUME_SECTIONS.map((resource) => [
              resource.wire,
              <ResumeSection key={resource.wire} resource={resource} />,
            ]),
          ),
        }}
        custom={(section) => <CustomSection section={section} />}
      />
      <Island name="contact" component={ContactSection} props={{}} />
    </div>
  );
}

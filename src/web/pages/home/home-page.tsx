/**
 * The home page (spec 2 route `/`): personal information, works, projects with the category filter
 * strip above them, educations and skills, in that order. Owns the project filter selection (spec 4:
 * none selected shows all projects). Each section is exported by its feature so an admin layer can
 * compose the same page with its controls.
 */
import { useState } from 'react';
import { CategoriesStrip } from '../../features/categories/categories-strip.js';
import { EducationsSection } from '../../features/educations/educations-section.js';
import { PersonSection } from '../../features/person/person-section.js';
import { ProjectsSection } from '../../features/projects/projects-section.js';
import { SkillsSection } from '../../features/skills/skills-section.js';
import { WorksSection } from '../../features/works/works-section.js';
import styles from './home-page.module.css';

export function HomePage() {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  return (
    <div className={styles.page}>
      <PersonSection />
      <WorksSection />
      <ProjectsSection
        selectedCategoryId={categoryId}
        filterStrip={<CategoriesStrip selectedId={categoryId} onSelect={setCategoryId} headingLevel={3} />}
      />
      <EducationsSection />
      <SkillsSection />
    </div>
  );
}

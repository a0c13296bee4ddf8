/**
 * The markup without the list's query (projects-section.tsx / categories-strip.tsx add it), so the
 * visitor's projects island renders it from its props (docs/decisions/0160-visitor-page-islands.md).
 *
 * Projects (docs/product.md §2 "Proyects"): titled 'Proyects:'; the category filter strip goes above the list
 * (pass it as `filterStrip`; the page composes the categories feature, since features never import
 * each other). Each project shows title, company, company link, project link, start and end dates
 * (first 10 characters), its skills ("languages") with icon and title, a read-only description box
 * and an image carousel (placeholder when none). Cards fade in at 30% visibility (docs/product.md §9). Sorted by
 * order; `selectedCategoryId` filters (docs/product.md §4). Empty (or nothing in the selected category):
 * 'No Proyects data available.'; error: 'Error loading Proyects: {message}'.
 *
 * Admin seams: `headerActions`, `renderControls(project)`, `renderList(projects, renderCard)`.
 */
import type { ReactNode } from 'react';
import { VISIBILITY } from '../../../shared/constants.js';
import type { PopulatedProject } from '../../../shared/schemas.js';
import { Carousel } from '../../components/carousel.js';
import { DescriptionBox } from '../../components/description-box.js';
import { FadeIn } from '../../components/fade-in.js';
import { FallbackImage } from '../../components/fallback-image.js';
import { Field } from '../../components/read-only-value.js';
import { TextItems } from '../../components/text-items.js';
import meta from '../../components/cv-meta.module.css';
import { Section } from '../../components/section.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/section-state.js';
import type { ListState } from '../../components/list-state.js';
import { filterByCategory } from './filter.js';
import styles from './projects-section.module.css';
import { localize } from '../../../shared/i18n/languages.js';
import { useLanguage, useTexts } from '../../i18n/i18n.js';

export interface ProjectsSectionProps {
  /** The selected category id (null: all projects). */
  selectedCategoryId: string | null;
  /** Rendered between the heading and the list: the category strip. */
  filterStrip?: ReactNode;
  headerActions?: ReactNode;
  renderControls?: (project: PopulatedProject) => ReactNode;
  renderList?: (
    projects: PopulatedProject[],
    renderCard: (project: PopulatedProject) => ReactNode,
  ) => ReactNode;
}

/**
 * The section over a given list state (no query: the visitor's projects island renders it from its
 * props, docs/decisions/0160-visitor-page-islands.md).
 */
export function ProjectsSectionView({
  projects,
  selectedCategoryId,
  filterStrip,
  headerActions,
  renderControls,
  renderList,
}: ProjectsSectionProps & { projects: ListState<PopulatedProject> }) {
  const { MESSAGES } = useTexts();
  const renderCard = (project: PopulatedProject) => (
    <ProjectCard
      key={project._id}
      project={project}
      controls={renderControls ? renderControls(project) : undefined}
    />
  );
  let body: ReactNode;
  if (projects.status === 'pending') body = <LoadingState />;
  else if (projects.status === 'error')
    body = <ErrorState prefix={MESSAGES.load.projects} error={projects.error} />;
  else {
    const shown = filterByCategory(projects.data, selectedCategoryId);
    if (shown.length === 0) body = <EmptyState text={MESSAGES.empty.projects} />;
    else if (renderList) body = renderList(shown, renderCard);
    else body = <ul className={styles.list}>{shown.map(renderCard)}</ul>;
  }
  return (
    <Section heading={MESSAGES.headings.projects} headerActions={headerActions} headingId="projects-heading">
      {filterStrip}
      <div aria-live="polite">{body}</div>
    </Section>
  );
}

export interface ProjectCardProps {
  project: PopulatedProject;
  controls?: ReactNode;
}

/** One project card (a list item). */
export function ProjectCard({ project: entry, controls }: ProjectCardProps) {
  const { LABELS } = useTexts();
  const language = useLanguage();
  const project = localize(entry, language);
  const skills = (project.languages ?? [])
    .filter((skill) => typeof skill === 'object' && skill !== null)
    .map((skill) => localize(skill, language));
  return (
    <FadeIn as="li" threshold={VISIBILITY.projects} className={styles.card}>
      <div className={styles.details}>
        <div className={styles.titleRow}>
          <h3 className={styles.title}>{project.title || '-'}</h3>
          {controls ? <div className={styles.controls}>{controls}</div> : null}
        </div>
        <dl className={meta.meta}>
          <Field className={meta.role} label={LABELS.fields.company} value={project.company} />
          <Field className={meta.period} label={LABELS.fields.dateStart} value={project.dateStart} date />
          <Field className={meta.period} label={LABELS.fields.dateEnd} value={project.dateEnd} date />
          <Field className={meta.fact} label={LABELS.fields.companyLink} value={project.linkCompany} />
          <Field className={meta.fact} label={LABELS.fields.projectLink} value={project.linkProyect} />
        </dl>
        <div className={styles.skillsBlock}>
          <h4 className={styles.skillsHeading}>{LABELS.fields.languages}</h4>
          {skills.length === 0 ? (
            <p className={styles.none}>-</p>
          ) : (
            <ul className={styles.skills}>
              {skills.map((skill) => (
                <li key={skill._id} className={styles.skill}>
                  <FallbackImage
                    src={skill.thumbnails}
                    alt=""
                    name={skill.title}
                    className={styles.skillIcon}
                    width={24}
                    height={24}
                  />
                  <span>{skill.title || '-'}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <DescriptionBox value={project.description} id={`project-${project._id}-description`} />
        <TextItems label={LABELS.fields.highlights} items={project.highlights} />
        <TextItems label={LABELS.fields.roles} items={project.roles} />
      </div>
      <div className={styles.media}>
        <Carousel images={project.thumbnails ?? []} title={project.title} />
      </div>
    </FadeIn>
  );
}

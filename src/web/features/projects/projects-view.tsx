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
import { memo, type ReactNode } from 'react';
import { VISIBILITY } from '../../../shared/constants.js';
import type { PopulatedProject } from '../../../shared/schemas.js';
import { Carousel } from '../../components/carousel.js';
import { DescriptionBox } from '../../components/description-box.js';
import { FadeIn } from '../../components/fade-in.js';
import { FallbackImage } from '../../components/fallback-image.js';
import { DeclaredFacts, DeclaredLists } from '../../components/declared-card.js';
import { Section } from '../../components/section.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/section-state.js';
import type { ListState } from '../../components/list-state.js';
import { filterByCategory } from './filter.js';
import styles from './projects-section.module.css';
import { localize } from '../../../shared/i18n/languages.js';
import { cardLabelOf, cardText, cardValue } from '../../../shared/resources/field-entries.js';
import { PROJECT_FIELDS } from '../../../shared/resources/projects-fields.js';
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
    <MemoProjectCard
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

/**
 * A card renders again only when its project or controls change: a filter choice re-renders the
 * section at once and filters the list just after (the visitor's projects island defers it), so the
 * cards that stay cost nothing at the click (docs/product.md §24, interaction to next paint).
 */
const MemoProjectCard = memo(function MemoProjectCard(props: ProjectCardProps) {
  return <ProjectCard {...props} />;
});

export interface ProjectCardProps {
  project: PopulatedProject;
  controls?: ReactNode;
}

/**
 * One project card (a list item), from its fields' card places (src/shared/resources/projects-fields.ts,
 * decision 0240): the `heading`, the facts (src/web/components/declared-card.tsx), the skills' chips
 * (a `skills` field, drawn here), the description, the `list` fields and the `image` carousel.
 */
export function ProjectCard({ project: entry, controls }: ProjectCardProps) {
  const language = useLanguage();
  const project = localize(entry, language);
  const title = cardText(PROJECT_FIELDS, project, 'heading');
  const images = cardValue(PROJECT_FIELDS, project, 'image');
  const skills = (project.languages ?? [])
    .filter((skill) => typeof skill === 'object' && skill !== null)
    .map((skill) => localize(skill, language));
  return (
    <FadeIn as="li" threshold={VISIBILITY.projects} className={styles.card}>
      <div className={styles.details}>
        <div className={styles.titleRow}>
          <h3 className={styles.title}>{title || '-'}</h3>
          {controls ? <div className={styles.controls}>{controls}</div> : null}
        </div>
        <DeclaredFacts entries={PROJECT_FIELDS} entry={project} />
        <div className={styles.skillsBlock}>
          <h4 className={styles.skillsHeading}>{cardLabelOf(PROJECT_FIELDS.languages, language)}</h4>
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
        <DeclaredLists entries={PROJECT_FIELDS} entry={project} />
      </div>
      <div className={styles.media}>
        <Carousel images={Array.isArray(images) ? (images as string[]) : []} title={title} />
      </div>
    </FadeIn>
  );
}

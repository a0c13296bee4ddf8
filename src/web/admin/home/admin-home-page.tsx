/**
 * The home page for the admin (issue 4 items 5 and 6; spec 2 "Home sections", spec 4 "Delete" and
 * "Reorder by drag"): the same sections as the visitor's home page, with the admin seams filled:
 *
 * - add links to `/educations/form/new`, `/works/form/new`, `/languages/form/new`,
 *   `/proyects/form/new`, `/categories/form/new`; per entry an edit link (`/{wire}/form/{id}`), a
 *   delete button and a drag handle; the person section's link to `/update-person` with `{person}`
 *   as navigation state;
 * - drag reorder: works horizontal on wide screens and vertical at 992 px or narrower; projects
 *   vertical (a filtered list reorders among the shown projects, the others keep their positions);
 *   educations vertical; skills within their group only, the whole list renumbered; categories along
 *   their strip.
 *
 * - the JSON Resume sections (issue 13), each shown even when empty, edited in place
 *   (src/web/features/resume-sections/owner/).
 *
 * Loaded lazily by src/web/pages/home/home-page.tsx only for an admin, so dnd-kit never reaches a
 * visitor's bundle.
 */
import { SortableContext, rectSortingStrategy, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BREAKPOINT_DRAG_VERTICAL, type SkillType } from '../../../shared/constants.js';
import type { Category, Education, PopulatedProject, Skill, Work } from '../../../shared/schemas.js';
import { useCategories } from '../../features/categories/api.js';
import { CategoriesStrip } from '../../features/categories/categories-strip.js';
import { useEducations } from '../../features/educations/api.js';
import { EducationsSection } from '../../features/educations/educations-section.js';
import educationStyles from '../../features/educations/educations-section.module.css';
import { PersonSection } from '../../features/person/person-section.js';
import { CreateProfileCard } from '../data/create-profile-card.js';
import { OwnerResumeSections } from '../../features/resume-sections/owner/owner-sections.js';
import { useProjects } from '../../features/projects/api.js';
import { ProjectsSection } from '../../features/projects/projects-section.js';
import projectStyles from '../../features/projects/projects-section.module.css';
import { useSkills } from '../../features/skills/api.js';
import { SkillsSection } from '../../features/skills/skills-section.js';
import skillStyles from '../../features/skills/skills-section.module.css';
import { useWorks } from '../../features/works/api.js';
import { WorksSection } from '../../features/works/works-section.js';
import workStyles from '../../features/works/works-section.module.css';
import pageStyles from '../../pages/home/home-page.module.css';
import { isAllCategory, useDeleteEntry, useSaveOrder } from './actions.js';
import styles from './admin-home.module.css';
import { AddLink, EntryControls } from './controls.js';
import { EditIcon } from './icons.js';
import { KINDS, UPDATE_PERSON_PATH, useControlTexts, type EntryKind } from './kinds.js';
import { moveById, reorderSkills, reorderSubset, type Ordered } from './reorder.js';
import { DragScope, restrictToVerticalAxis, useMediaQuery } from './sortable.js';

/** The media query under which works drag vertically (spec 2 and 9: 992 px or narrower). */
export const WORKS_VERTICAL_QUERY = `(max-width: ${BREAKPOINT_DRAG_VERTICAL}px)`;

/** `nameOf(id)` for the announcements of a list: "Work ACME". */
function useNameOf<T extends Ordered>(kind: EntryKind, items: T[] | undefined, titleOf: (item: T) => string) {
  const { name } = useControlTexts();
  return useCallback(
    (id: string) => {
      const item = items?.find((entry) => entry._id === id);
      return name(kind, item ? titleOf(item) : id);
    },
    [kind, items, titleOf, name],
  );
}

const workTitle = (work: Work) => work.company;
const educationTitle = (education: Education) => education.institutionName || education.title;
const titleOf = (entry: { title: string }) => entry.title;

function AdminWorks() {
  const works = useWorks();
  const remove = useDeleteEntry();
  const save = useSaveOrder<Work>(KINDS.work.queryKey, KINDS.work.wire);
  const vertical = useMediaQuery(WORKS_VERTICAL_QUERY);
  const nameOf = useNameOf('work', works.data, workTitle);
  const onMove = (activeId: string, overId: string) => {
    const next = moveById(works.data ?? [], activeId, overId);
    if (next) void save(next);
  };
  return (
    <WorksSection
      headerActions={<AddLink kind="work" />}
      renderControls={(work) => (
        <EntryControls
          kind="work"
          id={work._id}
          title={workTitle(work)}
          onDelete={() => void remove('work', { _id: work._id, title: work.company })}
        />
      )}
      renderList={(list, renderCard) => (
        // The visitor's list with controls (issue 12 item 3): above 992 px the cards wrap into rows
        // (works-section.module.css) and a card moves along and across them (rect sorting, so the
        // spec's horizontal drag); at 992 px or narrower one column and vertical drag (spec 2).
        <DragScope nameOf={nameOf} onMove={onMove} modifiers={vertical ? [restrictToVerticalAxis] : []}>
          <SortableContext
            items={list.map((work) => work._id)}
            strategy={vertical ? verticalListSortingStrategy : rectSortingStrategy}
          >
            <ul className={workStyles.list} data-axis={vertical ? 'vertical' : 'horizontal'}>
              {list.map(renderCard)}
            </ul>
          </SortableContext>
        </DragScope>
      )}
    />
  );
}

function AdminEducations() {
  const educations = useEducations();
  const remove = useDeleteEntry();
  const save = useSaveOrder<Education>(KINDS.education.queryKey, KINDS.education.wire);
  const nameOf = useNameOf('education', educations.data, educationTitle);
  const onMove = (activeId: string, overId: string) => {
    const next = moveById(educations.data ?? [], activeId, overId);
    if (next) void save(next);
  };
  return (
    <EducationsSection
      headerActions={<AddLink kind="education" />}
      renderControls={(education) => (
        <EntryControls
          kind="education"
          id={education._id}
          title={educationTitle(education)}
          onDelete={() => void remove('education', { _id: education._id, title: educationTitle(education) })}
        />
      )}
      renderList={(list, renderRow) => (
        <DragScope nameOf={nameOf} onMove={onMove} modifiers={[restrictToVerticalAxis]}>
          <SortableContext
            items={list.map((education) => education._id)}
            strategy={verticalListSortingStrategy}
          >
            <ul className={educationStyles.list}>{list.map(renderRow)}</ul>
          </SortableContext>
        </DragScope>
      )}
    />
  );
}

function AdminSkills() {
  const skills = useSkills();
  const remove = useDeleteEntry();
  const save = useSaveOrder<Skill>(KINDS.skill.queryKey, KINDS.skill.wire);
  const nameOf = useNameOf('skill', skills.data, titleOf);
  const onMove = (activeId: string, overId: string) => {
    // Spec 4: a drop into the other group is ignored; the whole list is renumbered.
    const next = reorderSkills(skills.data ?? [], activeId, overId);
    if (next) void save(next);
  };
  return (
    <DragScope nameOf={nameOf} onMove={onMove}>
      <SkillsSection
        headerActions={<AddLink kind="skill" />}
        renderControls={(skill) => (
          <EntryControls
            kind="skill"
            id={skill._id}
            title={skill.title}
            row
            onDelete={() => void remove('skill', { _id: skill._id, title: skill.title })}
          />
        )}
        renderGroup={(type: SkillType, group, renderItem) => (
          <SortableContext
            id={`skills-${type}`}
            items={group.map((skill) => skill._id)}
            strategy={rectSortingStrategy}
          >
            <ul className={skillStyles.grid} data-group={type}>
              {group.map(renderItem)}
            </ul>
          </SortableContext>
        )}
      />
    </DragScope>
  );
}

interface AdminProjectsProps {
  categoryId: string | null;
  onCategoryChange: (id: string | null) => void;
}

function AdminCategories({ categoryId, onCategoryChange }: AdminProjectsProps) {
  const categories = useCategories();
  const remove = useDeleteEntry();
  const save = useSaveOrder<Category>(KINDS.category.queryKey, KINDS.category.wire);
  const nameOf = useNameOf('category', categories.data, titleOf);
  const CONTROL_TEXTS = useControlTexts();
  const onMove = (activeId: string, overId: string) => {
    const next = moveById(categories.data ?? [], activeId, overId);
    if (next) void save(next);
  };
  const ids = useMemo(() => (categories.data ?? []).map((category) => category._id), [categories.data]);
  return (
    <DragScope nameOf={nameOf} onMove={onMove}>
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <CategoriesStrip
          selectedId={categoryId}
          onSelect={onCategoryChange}
          headingLevel={3}
          headerActions={<AddLink kind="category" />}
          renderControls={(category) => (
            <EntryControls
              kind="category"
              id={category._id}
              title={category.title}
              row
              reveal
              deleteDisabledReason={isAllCategory(category.title) ? CONTROL_TEXTS.allCategoryKept : undefined}
              onDelete={() =>
                void remove('category', { _id: category._id, title: category.title }).then((deleted) => {
                  if (deleted && categoryId === category._id) onCategoryChange(null);
                })
              }
            />
          )}
        />
      </SortableContext>
    </DragScope>
  );
}

function AdminProjects({ categoryId, onCategoryChange }: AdminProjectsProps) {
  const projects = useProjects();
  const remove = useDeleteEntry();
  const save = useSaveOrder<PopulatedProject>(KINDS.project.queryKey, KINDS.project.wire);
  const nameOf = useNameOf('project', projects.data, titleOf);
  const renderList = (shown: PopulatedProject[], renderCard: (project: PopulatedProject) => ReactNode) => {
    const shownIds = new Set(shown.map((project) => project._id));
    // A filtered list reorders among the shown projects; the hidden ones keep their positions.
    const onMove = (activeId: string, overId: string) => {
      const next = reorderSubset(
        projects.data ?? [],
        (project) => shownIds.has(project._id),
        activeId,
        overId,
      );
      if (next) void save(next);
    };
    return (
      <DragScope nameOf={nameOf} onMove={onMove} modifiers={[restrictToVerticalAxis]}>
        <SortableContext items={shown.map((project) => project._id)} strategy={verticalListSortingStrategy}>
          <ul className={projectStyles.list}>{shown.map(renderCard)}</ul>
        </SortableContext>
      </DragScope>
    );
  };
  return (
    <ProjectsSection
      selectedCategoryId={categoryId}
      filterStrip={<AdminCategories categoryId={categoryId} onCategoryChange={onCategoryChange} />}
      headerActions={<AddLink kind="project" />}
      renderControls={(project) => (
        <EntryControls
          kind="project"
          id={project._id}
          title={project.title}
          row
          onDelete={() => void remove('project', { _id: project._id, title: project.title })}
        />
      )}
      renderList={renderList}
    />
  );
}

/** The admin's home page; see the module doc. */
export function AdminHomePage() {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const CONTROL_TEXTS = useControlTexts();
  return (
    <div className={pageStyles.page}>
      <PersonSection
        renderEmpty={() => <CreateProfileCard />}
        renderControls={(person) => (
          <Link
            to={UPDATE_PERSON_PATH}
            state={{ person }}
            className={styles.iconButton}
            aria-label={CONTROL_TEXTS.editPerson}
            title={CONTROL_TEXTS.editPerson}
          >
            <EditIcon />
          </Link>
        )}
      />
      <AdminWorks />
      <AdminProjects categoryId={categoryId} onCategoryChange={setCategoryId} />
      <AdminEducations />
      <AdminSkills />
      <OwnerResumeSections />
    </div>
  );
}

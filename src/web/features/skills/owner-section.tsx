/**
 * The skills section for the owner (docs/product.md §4.6; docs/product.md §4.5; docs/product.md §2 "Home sections", docs/product.md §4 "Delete"
 * and "Reorder by drag"): the visitor's {@link SkillsSection} with the add link
 * (`/languages/form/new`), per skill an edit link (`/languages/form/{id}`), a delete button and a
 * drag handle. A skill moves within its group only (a drop into the other group is ignored) and the
 * whole list is renumbered and saved with PUT `/api/languages/reorder`.
 *
 * The only code outside the visitor section that knows its private grid class
 * (skills-section.module.css). Part of the admin home's lazy chunk (src/web/pages/owner/admin-home.ts), so
 * a visitor never downloads it or dnd-kit (docs/decisions/0036-web-feature-folders.md).
 */
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import type { SkillType } from '../../../shared/constants.js';
import type { Skill } from '../../../shared/schemas.js';
import { useDeleteEntry, useSaveOrder } from '../owner-kit/actions.js';
import { AddLink, EntryControls } from '../owner-kit/controls.js';
import { KINDS, useNameOf } from '../owner-kit/kinds.js';
import { reorderSkills } from '../owner-kit/reorder.js';
import { DragScope } from '../owner-kit/sortable.js';
import { useSkills } from './api.js';
import { SkillsSection } from './skills-section.js';
import skillStyles from './skills-section.module.css';

const titleOf = (skill: Skill) => skill.title;

/** The owner's skills section; see the module doc. */
export function OwnerSkillsSection() {
  const skills = useSkills();
  const remove = useDeleteEntry();
  const save = useSaveOrder<Skill>(KINDS.skill.queryKey, KINDS.skill.wire);
  const nameOf = useNameOf('skill', skills.data, titleOf);
  const onMove = (activeId: string, overId: string) => {
    // docs/product.md §4: a drop into the other group is ignored; the whole list is renumbered.
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

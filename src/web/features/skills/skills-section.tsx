/**
 * Skills (docs/product.md §2 "Skills"; "languages" on the wire): titled 'Skills:', with the groups 'Hard Skills:'
 * and 'Soft Skills:' (the type's `group` card place, in its options' order), each shown only when it
 * has entries; every skill is a {@link SkillRing} (animated ring, thumbnail inside, title and
 * '{percent}%': the `ring`, `image` and `heading` places of src/shared/resources/skills-fields.ts); sorted by order; fades in at 30%
 * visibility (docs/product.md §9). Empty: 'No Languages data available.'; error: 'Error loading Languages: {message}'.
 *
 * Admin seams: `headerActions` (add link), `renderControls(skill)`, `renderGroup(type, skills,
 * renderItem)` to wrap one group (drag works only within a group, docs/product.md §4).
 */
import type { ReactNode } from 'react';
import { VISIBILITY, type SkillType } from '../../../shared/constants.js';
import type { Skill } from '../../../shared/schemas.js';
import { FadeIn } from '../../components/fade-in.js';
import { Section } from '../../components/section.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/section-state.js';
import { Island } from '../../components/island.js';
import { SkillRing } from '../../components/skill-ring.js';
import { useSkills } from './api.js';
import styles from './skills-section.module.css';
import { localize } from '../../../shared/i18n/languages.js';
import { cardText, cardValue, choiceValues, fieldAt } from '../../../shared/resources/field-entries.js';
import { SKILL_FIELDS } from '../../../shared/resources/skills-fields.js';
import { useLanguage, useTexts } from '../../i18n/i18n.js';

export interface SkillsSectionProps {
  headerActions?: ReactNode;
  renderControls?: (skill: Skill) => ReactNode;
  renderGroup?: (type: SkillType, skills: Skill[], renderItem: (skill: Skill) => ReactNode) => ReactNode;
}

/** The field the skills are grouped by (its `group` card place: the type) and each value's heading. */
const GROUP_FIELD = fieldAt(SKILL_FIELDS, 'group');
const GROUP_HEADINGS: Record<string, 'hardSkills' | 'softSkills'> = {
  Hard: 'hardSkills',
  Soft: 'softSkills',
};

/** The groups in the type's options' order (docs/product.md §2: hard skills, then soft skills). */
const GROUPS = choiceValues(SKILL_FIELDS[GROUP_FIELD as keyof typeof SKILL_FIELDS]).map((type) => ({
  type: type as SkillType,
  heading: GROUP_HEADINGS[type] ?? 'hardSkills',
}));

export function SkillsSection({ headerActions, renderControls, renderGroup }: SkillsSectionProps) {
  const { MESSAGES } = useTexts();
  const language = useLanguage();
  const query = useSkills();
  const renderItem = (skill: Skill) => (
    <FadeIn as="li" key={skill._id} threshold={VISIBILITY.skills} className={styles.item}>
      <Island
        name="skill-ring"
        component={SkillRing}
        props={{
          title: cardText(SKILL_FIELDS, localize(skill, language), 'heading'),
          percent: Number(cardValue(SKILL_FIELDS, skill, 'ring') ?? 0),
          thumbnail: cardText(SKILL_FIELDS, skill, 'image'),
        }}
      />
      {renderControls ? <div className={styles.controls}>{renderControls(skill)}</div> : null}
    </FadeIn>
  );
  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) body = <ErrorState prefix={MESSAGES.load.skills} error={query.error} />;
  else if (query.data.length === 0) body = <EmptyState text={MESSAGES.empty.skills} />;
  else
    body = GROUPS.map(({ type, heading }) => {
      const skills = query.data.filter((skill) => skill[GROUP_FIELD as 'type'] === type);
      if (skills.length === 0) return null;
      return (
        <div key={type} className={styles.group}>
          <h3 className={styles.groupHeading}>{MESSAGES.headings[heading]}</h3>
          {renderGroup ? (
            renderGroup(type, skills, renderItem)
          ) : (
            <ul className={styles.grid}>{skills.map(renderItem)}</ul>
          )}
        </div>
      );
    });
  return (
    <Section heading={MESSAGES.headings.skills} headerActions={headerActions}>
      {body}
    </Section>
  );
}

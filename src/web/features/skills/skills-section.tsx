/**
 * Skills (docs/product.md §2 "Skills"; "languages" on the wire): titled 'Skills:', with the groups 'Hard Skills:'
 * and 'Soft Skills:', each shown only when it has entries; every skill is a {@link SkillRing}
 * (animated ring, thumbnail inside, title and '{percent}%'); sorted by order; fades in at 30%
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
import { useLanguage, useTexts } from '../../i18n/i18n.js';

export interface SkillsSectionProps {
  headerActions?: ReactNode;
  renderControls?: (skill: Skill) => ReactNode;
  renderGroup?: (type: SkillType, skills: Skill[], renderItem: (skill: Skill) => ReactNode) => ReactNode;
}

const GROUPS = [
  { type: 'Hard', heading: 'hardSkills' },
  { type: 'Soft', heading: 'softSkills' },
] as const satisfies readonly { type: SkillType; heading: string }[];

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
          title: localize(skill, language).title,
          percent: skill.percent,
          thumbnail: skill.thumbnails,
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
      const skills = query.data.filter((skill) => skill.type === type);
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

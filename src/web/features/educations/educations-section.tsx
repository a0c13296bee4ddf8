/**
 * Educations (docs/product.md §2 "Educations"): titled 'Educations:'; each row shows institution, links
 * (institution and certificate), icon, title, dates (first 10 characters), type and description,
 * placed by their fields' entries (src/shared/resources/educations-fields.ts `card`);
 * sorted by order; rows fade in when 10% visible (docs/product.md §9). Columns 5/48/47 percent for visitors
 * (icon | institution and links | title, dates, type), the description under both text columns; with
 * `renderControls` (the admin seam) a fourth column: 5/44/43/8. Below 600 px the columns stack (5%
 * would be 16 px at 320 px). A study not finished and without an end date reads 'Present'; a school
 * without an icon shows its letter mark (docs/decisions/0098-what-a-visitor-reads-first.md).
 * Empty: 'No Educations data available.'; error: 'Error loading Educations: {message}'.
 *
 * Admin seams: `headerActions` (add link), `renderControls(education)`, `renderList`.
 */
import type { ReactNode } from 'react';
import { LOGO_PLACEHOLDER, VISIBILITY } from '../../../shared/constants.js';
import type { Education } from '../../../shared/schemas.js';
import { DescriptionBox } from '../../components/description-box.js';
import { Island } from '../../components/island.js';
import { FadeIn } from '../../components/fade-in.js';
import { FallbackImage } from '../../components/fallback-image.js';
import { DeclaredFacts, DeclaredLists } from '../../components/declared-card.js';
import { Section } from '../../components/section.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/section-state.js';
import { useEducations } from './api.js';
import styles from './educations-section.module.css';
import { EDUCATION_FIELDS } from '../../../shared/resources/educations-fields.js';
import { cardText } from '../../../shared/resources/field-entries.js';
import { localize } from '../../../shared/i18n/languages.js';
import { useLanguage, useTexts } from '../../i18n/i18n.js';

export interface EducationsSectionProps {
  headerActions?: ReactNode;
  renderControls?: (education: Education) => ReactNode;
  renderList?: (educations: Education[], renderRow: (education: Education) => ReactNode) => ReactNode;
}

export function EducationsSection({ headerActions, renderControls, renderList }: EducationsSectionProps) {
  const { MESSAGES } = useTexts();
  const query = useEducations();
  const renderRow = (education: Education) => (
    <EducationRow
      key={education._id}
      education={education}
      controls={renderControls ? renderControls(education) : undefined}
    />
  );
  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) body = <ErrorState prefix={MESSAGES.load.educations} error={query.error} />;
  else if (query.data.length === 0) body = <EmptyState text={MESSAGES.empty.educations} />;
  else if (renderList) body = renderList(query.data, renderRow);
  else body = <ul className={styles.list}>{query.data.map(renderRow)}</ul>;
  return (
    <Section heading={MESSAGES.headings.educations} headerActions={headerActions}>
      {body}
    </Section>
  );
}

export interface EducationRowProps {
  education: Education;
  controls?: ReactNode;
}

/**
 * One education (a list item) in the 5/48/47 (admin 5/44/43/8) grid, from its fields' card places
 * (src/shared/resources/educations-fields.ts, decision 0240): the `image` as the icon, the `heading`
 * over the first cell's `fact` and `factIfSet` fields (the links), the `subtitle` over the second's
 * `role`, `start`, `end` and `plain` ones (the period and the type), `list` fields under the
 * description.
 */
export function EducationRow({ education: entry, controls }: EducationRowProps) {
  const { LABELS } = useTexts();
  const education = localize(entry, useLanguage());
  const institution = cardText(EDUCATION_FIELDS, education, 'heading');
  const hasControls = controls !== undefined && controls !== null;
  return (
    <FadeIn as="li" threshold={VISIBILITY.educations} className={hasControls ? styles.rowAdmin : styles.row}>
      <div className={styles.iconCell}>
        <FallbackImage
          src={cardText(EDUCATION_FIELDS, education, 'image')}
          alt={institution ? LABELS.alt.logoOf({ name: institution }) : LABELS.alt.logo}
          placeholder={LOGO_PLACEHOLDER}
          name={institution}
          shape="square"
          className={styles.icon}
          width={48}
          height={48}
        />
      </div>
      <div className={styles.cell}>
        <h3 className={styles.institution}>{institution || '-'}</h3>
        <DeclaredFacts entries={EDUCATION_FIELDS} entry={education} places={['fact', 'factIfSet']} />
      </div>
      <div className={styles.cell}>
        <p className={styles.title}>{cardText(EDUCATION_FIELDS, education, 'subtitle') || '-'}</p>
        <DeclaredFacts
          entries={EDUCATION_FIELDS}
          entry={education}
          places={['role', 'start', 'end', 'plain']}
        />
      </div>
      <div className={styles.description}>
        <Island
          name="description-box"
          component={DescriptionBox}
          props={{ value: education.description, id: `education-${education._id}-description` }}
        />
        <DeclaredLists entries={EDUCATION_FIELDS} entry={education} />
      </div>
      {hasControls ? <div className={styles.controls}>{controls}</div> : null}
    </FadeIn>
  );
}

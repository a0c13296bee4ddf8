/**
 * Works (docs/product.md §2 "Works"): cards with thumbnail (the company's letter mark when missing, the logo
 * placeholder when broken), company (the `image` and `heading` places), then the fields with a card place in their entries
 * (src/shared/resources/works-fields.ts, drawn by src/web/components/declared-card.tsx: job title,
 * start and end dates (first 10 characters; a job not finished and without an end date reads
 * 'Present'), company link, location when set, highlights) and description; sorted
 * by order; cards fade in when 10% visible (docs/product.md §9). The section's heading 'Works:' is visible like
 * its neighbours' (docs/decisions/0098-what-a-visitor-reads-first.md). Grid columns 15%/85% for visitors; with
 * `renderControls` (the admin seam) a third column: 10%/83%/7%. Empty: 'No Works data available.';
 * error: 'Error loading Works: {message}'.
 *
 * Admin seams: `headerActions` (add button) and `renderControls(work)` (edit link, delete button);
 * `renderList(works, renderCard)` lets the admin layer wrap the cards (e.g. in a sortable list).
 */
import type { ReactNode } from 'react';
import { LOGO_PLACEHOLDER, VISIBILITY } from '../../../shared/constants.js';
import type { Work } from '../../../shared/schemas.js';
import { DescriptionBox } from '../../components/description-box.js';
import { Island } from '../../components/island.js';
import { FadeIn } from '../../components/fade-in.js';
import { FallbackImage } from '../../components/fallback-image.js';
import { DeclaredFacts, DeclaredLists } from '../../components/declared-card.js';
import { Section } from '../../components/section.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/section-state.js';
import { useWorks } from './api.js';
import styles from './works-section.module.css';
import { localize } from '../../../shared/i18n/languages.js';
import { WORK_FIELDS } from '../../../shared/resources/works-fields.js';
import { cardText } from '../../../shared/resources/field-entries.js';
import { useLanguage, useTexts } from '../../i18n/i18n.js';

export interface WorksSectionProps {
  headerActions?: ReactNode;
  renderControls?: (work: Work) => ReactNode;
  renderList?: (works: Work[], renderCard: (work: Work) => ReactNode) => ReactNode;
}

export function WorksSection({ headerActions, renderControls, renderList }: WorksSectionProps) {
  const { MESSAGES, LABELS } = useTexts();
  const query = useWorks();
  const renderCard = (work: Work) => (
    <WorkCard key={work._id} work={work} controls={renderControls ? renderControls(work) : undefined} />
  );
  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) body = <ErrorState prefix={MESSAGES.load.works} error={query.error} />;
  else if (query.data.length === 0) body = <EmptyState text={MESSAGES.empty.works} />;
  else if (renderList) body = renderList(query.data, renderCard);
  else body = <ul className={styles.list}>{query.data.map(renderCard)}</ul>;
  return (
    <Section heading={LABELS.worksHeading} headerActions={headerActions}>
      {body}
    </Section>
  );
}

export interface WorkCardProps {
  work: Work;
  /** Admin seam: the third column (edit, delete). Its presence switches to the admin columns. */
  controls?: ReactNode;
}

/** One work card: thumbnail | details (| controls). A list item (`li`). */
export function WorkCard({ work: entry, controls }: WorkCardProps) {
  const { LABELS } = useTexts();
  const work = localize(entry, useLanguage());
  const company = cardText(WORK_FIELDS, work, 'heading');
  const hasControls = controls !== undefined && controls !== null;
  return (
    <FadeIn as="li" threshold={VISIBILITY.works} className={hasControls ? styles.cardAdmin : styles.card}>
      <div className={styles.thumbCell}>
        <FallbackImage
          src={cardText(WORK_FIELDS, work, 'image')}
          alt={company ? LABELS.alt.logoOf({ name: company }) : LABELS.alt.logo}
          placeholder={LOGO_PLACEHOLDER}
          name={company}
          shape="square"
          className={styles.thumb}
          width={96}
          height={96}
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.company}>{company || '-'}</h3>
        <DeclaredFacts entries={WORK_FIELDS} entry={work} />
        <Island
          name="description-box"
          component={DescriptionBox}
          props={{ value: work.description, id: `work-${work._id}-description` }}
        />
        <DeclaredLists entries={WORK_FIELDS} entry={work} />
      </div>
      {hasControls ? <div className={styles.controls}>{controls}</div> : null}
    </FadeIn>
  );
}

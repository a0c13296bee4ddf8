/**
 * The markup without the list's query (projects-section.tsx / categories-strip.tsx add it), so the
 * visitor's projects island renders it from its props (docs/decisions/0160-visitor-page-islands.md).
 *
 * The category strip (docs/product.md §2 "Categories"): titled 'Categories:', one toggle button per category
 * (thumbnail and title: the `image` and `heading` places of src/shared/resources/categories-fields.ts) sorted by order; clicking a category selects it as the project filter and
 * clicking it again clears the filter (docs/product.md §4 "Project filter"). Fades in at 60% visibility (docs/product.md §9).
 * Horizontal, vertical at a viewport of 768 px or less (CSS). The `All` category reads in the page's
 * language ('Todas'; `categoryTitle`), a category without an icon shows its letter mark (decision
 * 0098). Empty: 'No Categories data available';
 * error: 'Error loading categories: {message}'.
 *
 * Controlled: the page owns the selection (`selectedId`, `onSelect(id | null)`). Admin seams:
 * `headerActions` (add link) and `renderControls(category)` (edit link, delete button).
 *
 * With `hrefOf` (the visitor's page, docs/product.md §24) each choice is a link to the page with that
 * filter (`aria-current` on the chosen one), so the filter works without JavaScript; a plain click
 * still selects in place (`onSelect`, no page load). Without it each choice is a toggle button
 * (`aria-pressed`).
 */
import type { MouseEvent, ReactNode } from 'react';
import { VISIBILITY } from '../../../shared/constants.js';
import type { Category } from '../../../shared/schemas.js';
import { FadeIn } from '../../components/fade-in.js';
import { FallbackImage } from '../../components/fallback-image.js';
import { Section } from '../../components/section.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/section-state.js';
import type { ListState } from '../../components/list-state.js';
import { categoryTitle } from './title.js';
import { CATEGORY_FIELDS } from '../../../shared/resources/categories-fields.js';
import { cardText } from '../../../shared/resources/field-entries.js';
import styles from './categories-strip.module.css';
import { useLanguage, useTexts } from '../../i18n/i18n.js';

export interface CategoriesStripProps {
  /** The selected category id, or null for none (all projects shown). */
  selectedId: string | null;
  /** Called with the clicked id, or null when the selected one is clicked again. */
  onSelect: (id: string | null) => void;
  headerActions?: ReactNode;
  renderControls?: (category: Category) => ReactNode;
  /** 3 when the strip sits inside the projects section (the home page), else 2. */
  headingLevel?: 2 | 3;
  /** The link of a choice (the page with that filter; null: without one): choices are then links. */
  hrefOf?: (id: string | null) => string;
}

/** A plain click (no new tab or window asked for), which a filter link handles in place. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** docs/product.md §4: clicking the selected category clears the filter; any other selects it. */
export function nextSelection(selectedId: string | null, clickedId: string): string | null {
  return selectedId === clickedId ? null : clickedId;
}

/**
 * The strip over a given list state (no query: the visitor's projects island renders it from its
 * props, docs/decisions/0160-visitor-page-islands.md).
 */
export function CategoriesStripView({
  categories,
  selectedId,
  onSelect,
  headerActions,
  renderControls,
  headingLevel = 2,
  hrefOf,
}: CategoriesStripProps & { categories: ListState<Category> }) {
  const { MESSAGES, LABELS } = useTexts();
  const language = useLanguage();
  let body: ReactNode;
  if (categories.status === 'pending') body = <LoadingState />;
  else if (categories.status === 'error')
    body = <ErrorState prefix={MESSAGES.load.categories} error={categories.error} />;
  else if (categories.data.length === 0) body = <EmptyState text={MESSAGES.empty.categories} />;
  else
    body = (
      <FadeIn threshold={VISIBILITY.categories}>
        <ul className={styles.strip}>
          {categories.data.map((category) => {
            const selected = category._id === selectedId;
            const title = categoryTitle(category, language, LABELS.allCategory);
            const face = (
              <>
                <FallbackImage
                  src={cardText(CATEGORY_FIELDS, category, 'image')}
                  alt=""
                  name={title}
                  className={styles.icon}
                  width={28}
                  height={28}
                />
                <span className={styles.title}>{title || '-'}</span>
              </>
            );
            return (
              <li key={category._id} className={styles.item}>
                {hrefOf ? (
                  <a
                    href={hrefOf(nextSelection(selectedId, category._id))}
                    className={selected ? `${styles.chip} ${styles.selected}` : styles.chip}
                    aria-current={selected ? 'true' : undefined}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      onSelect(nextSelection(selectedId, category._id));
                    }}
                  >
                    {face}
                  </a>
                ) : (
                  <button
                    type="button"
                    className={selected ? `${styles.chip} ${styles.selected}` : styles.chip}
                    aria-pressed={selected}
                    onClick={() => onSelect(nextSelection(selectedId, category._id))}
                  >
                    {face}
                  </button>
                )}
                {renderControls ? <div className={styles.controls}>{renderControls(category)}</div> : null}
              </li>
            );
          })}
        </ul>
      </FadeIn>
    );
  return (
    <Section
      heading={MESSAGES.headings.categories}
      headerActions={headerActions}
      headingLevel={headingLevel}
      headingId="categories-heading"
    >
      {body}
    </Section>
  );
}

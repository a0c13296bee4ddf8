/**
 * One read-only value (docs/product.md §2 "Read-only value display"): a dash when empty; a value starting with
 * `https://` or `www.` shows a 'Click Here' link opening in a new tab (www. gets https:// in the
 * href); any other value shows as text. Dates pass `date` to show their first 10 characters (docs/product.md §9).
 * The visible text stays 'Click Here'; with a `linkLabel` the link's text and name also say what it
 * points to ('Click Here: Company Link', the rest visually hidden) for assistive technology and
 * search engines (decision 0020).
 */
import { formatDate, isClickHereValue, isEmptyValue } from './display.js';
import { ExternalLink } from './external-link.js';
import styles from './read-only-value.module.css';
import { useTexts } from '../i18n/i18n.js';

export interface ReadOnlyValueProps {
  value: string | number | null | undefined;
  /** Show only the first 10 characters (YYYY-MM-DD). */
  date?: boolean;
  /** What the link points to, for screen readers ('Click Here' alone says little), e.g. 'Company Link'. */
  linkLabel?: string;
}

export function ReadOnlyValue({ value, date = false, linkLabel }: ReadOnlyValueProps) {
  const { MESSAGES } = useTexts();
  const text = typeof value === 'number' ? String(value) : date ? formatDate(value) : value;
  if (isEmptyValue(text)) return <span className={styles.empty}>-</span>;
  if (isClickHereValue(text)) {
    return (
      <ExternalLink
        href={text.trim()}
        className={styles.link}
        aria-label={linkLabel ? `${MESSAGES.clickHere}: ${linkLabel}` : undefined}
      >
        {MESSAGES.clickHere}
        {linkLabel ? <span className="visually-hidden">{`: ${linkLabel}`}</span> : null}
      </ExternalLink>
    );
  }
  return <span className={styles.text}>{text}</span>;
}

export interface FieldProps extends ReadOnlyValueProps {
  label: string;
  /** A class for the pair, to place or hide it in a card's layout (decision 0072). */
  className?: string;
  /** Show the pair with the spec's dash when the value is empty (the profile page): decision 0249. */
  showEmpty?: boolean;
}

/**
 * A label and its read-only value, as a description-list pair (use inside a `<dl>`). A label with no
 * value is left out whole, not shown with a dash ("Birthday -", "Company Link -"): the visitor's
 * page, a link's page and the static site read as a CV does (decision 0249). A value alone
 * ({@link ReadOnlyValue}) keeps the spec's dash, and so does the profile page (`showEmpty`).
 */
export function Field({ label, className, showEmpty = false, ...value }: FieldProps) {
  const text =
    typeof value.value === 'number'
      ? String(value.value)
      : value.date
        ? formatDate(value.value)
        : value.value;
  if (!showEmpty && isEmptyValue(text)) return null;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        <ReadOnlyValue {...value} linkLabel={value.linkLabel ?? label} />
      </dd>
    </div>
  );
}

/**
 * A labelled list of short texts under a card's description (JSON Resume highlights and roles of
 * works and projects, decision 0030, decision 0033). Nothing when there are no items, so cards without
 * them look as the spec draws them.
 */
import styles from './text-items.module.css';

export function TextItems({ label, items }: { label: string; items: readonly string[] | undefined }) {
  const shown = (items ?? []).filter((item) => item.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <div className={styles.block}>
      <p className={styles.label}>{label}</p>
      <ul className={styles.list} aria-label={label}>
        {shown.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

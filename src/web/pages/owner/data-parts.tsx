/**
 * Parts the data page's cards share: reading a picked file, the counts table of a preview, the
 * list of problems by path, and the restore preview's line.
 *
 * Source: docs/decisions/0040-owner-data-and-images.md.
 */
import type { PortfolioCounts } from '../../../shared/data.js';
import type { ErrorIssue } from '../../../shared/schemas.js';
import { useTexts, type Texts } from '../../i18n/i18n.js';
import own from './data-page.module.css';

/** The file's text (FileReader: works in every browser and in the test DOM). */
export function readText(file: Blob, unreadable: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(unreadable));
    reader.readAsText(file);
  });
}

/** The restore preview's line: "Backup of {date}: 2 people, 1 image." (one/other by count). */
export function restorePreview(
  T: Texts['DATA_TEXTS'],
  createdAt: string,
  people: number,
  images: number,
): string {
  const R = T.restore;
  return R.preview({
    createdAt,
    people: (people === 1 ? R.onePerson : R.people)({ count: people }),
    images: (images === 1 ? R.oneImage : R.images)({ count: images }),
  });
}

/** The counts of a preview, now and after, by section. */
export function CountsTable({
  current,
  after,
  heads: given,
}: {
  current: PortfolioCounts;
  after: PortfolioCounts;
  /** Caption, then the two column heads. */
  heads?: readonly [string, string, string];
}) {
  const T = useTexts().DATA_TEXTS;
  const heads = given ?? [T.import.previewHeading, T.import.current, T.import.after];
  return (
    <table className={own.counts}>
      <caption className="visually-hidden">{heads[0]}</caption>
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">{heads[1]}</th>
          <th scope="col">{heads[2]}</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(T.counts) as (keyof PortfolioCounts)[]).map((key) => (
          <tr key={key}>
            <th scope="row">{T.counts[key]}</th>
            <td>{current[key]}</td>
            <td>{after[key]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The problems a check found, each with its path (as the server names it). */
export function Problems({
  title,
  issues,
  notes = false,
}: {
  title: string;
  issues: readonly ErrorIssue[];
  /** Warnings (left out), not errors: no alert, a neutral frame. */
  notes?: boolean;
}) {
  return (
    <div role={notes ? undefined : 'alert'} className={notes ? own.notes : own.problems}>
      <p>{title}</p>
      <ul>
        {issues.map((issue, index) => (
          <li key={index}>
            {issue.path ? <code>{issue.path}</code> : null} {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

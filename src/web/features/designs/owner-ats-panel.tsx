/**
 * "What an ATS sees" (docs/decisions/0258-ats-view.md): on the owner's request, the report of
 * `GET /api/cv/ats` (or a version's, `path`): each finding with what to change, and the text pdf.js
 * extracts, in its order. Read on demand (a click), as the server reads the PDF in a worker.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AtsReport } from '../../../shared/cv-ats.js';
import { api, errorMessage } from '../../lib/api-client.js';
import { useTexts } from '../../i18n/i18n.js';
import adminStyles from '../owner-kit/admin.module.css';
import styles from './owner-ats-panel.module.css';

/** `path`: the report's address with its query (`/api/cv/ats?design=…&lang=es`). */
export function AtsPanel({ path }: { path: string }) {
  const { DESIGN_TEXTS: texts } = useTexts();
  const [asked, setAsked] = useState<string | null>(null);
  const report = useQuery({
    queryKey: ['cv', 'ats', asked],
    queryFn: () => api.get<AtsReport>(asked!),
    enabled: asked !== null,
    staleTime: 60_000,
  });
  const current = asked === path;
  return (
    <section className={styles.panel} aria-labelledby="ats-heading">
      <h2 id="ats-heading" className={adminStyles.subheading}>
        {texts.atsHeading}
      </h2>
      <p className={styles.help}>{texts.atsIntro}</p>
      <button
        type="button"
        className={adminStyles.secondaryButton}
        onClick={() => setAsked(path)}
        disabled={current && report.isFetching}
      >
        {texts.atsCheck}
      </button>
      {current && report.isFetching ? <p role="status">{texts.atsChecking}</p> : null}
      {current && report.isError ? <p role="alert">{texts.atsError + errorMessage(report.error)}</p> : null}
      {current && report.data ? (
        <div aria-live="polite">
          <p>{report.data.tagged ? texts.atsTagged : texts.atsUntagged}</p>
          <ul className={styles.findings}>
            {report.data.findings.map((finding) => (
              <li key={finding.id} className={finding.ok ? styles.ok : styles.problem}>
                <span aria-hidden="true">{finding.ok ? '✓' : '!'}</span> {finding.message}
              </li>
            ))}
          </ul>
          <details>
            <summary>{texts.atsText}</summary>
            <pre className={styles.text}>{report.data.text}</pre>
          </details>
        </div>
      ) : null}
    </section>
  );
}

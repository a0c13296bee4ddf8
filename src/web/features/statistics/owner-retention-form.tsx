/** The statistics page's retention form: how many months the events are kept (docs/product.md §21). */
import { useState, type FormEvent } from 'react';
import { RETENTION } from '../../../shared/analytics.js';
import { useTexts } from '../../i18n/i18n.js';
import { errorMessage } from '../../lib/api-client.js';
import { useSaveRetention } from './api.js';
import styles from './statistics.module.css';

export function RetentionForm({ months }: { months: number }) {
  const { STATISTICS_TEXTS } = useTexts();
  const save = useSaveRetention();
  const [value, setValue] = useState(String(months));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ retentionMonths: Number(value) });
  };
  return (
    <form className={styles.retention} onSubmit={submit}>
      <label htmlFor="statistics-retention">{STATISTICS_TEXTS.retention}</label>
      <div className={styles.retentionRow}>
        <input
          id="statistics-retention"
          className={styles.retentionInput}
          type="number"
          inputMode="numeric"
          min={RETENTION.min}
          max={RETENTION.max}
          step={1}
          required
          value={value}
          aria-describedby="statistics-retention-help"
          onChange={(event) => setValue(event.target.value)}
        />
        <span>{STATISTICS_TEXTS.retentionUnit}</span>
        <button type="submit" className={styles.saveButton} disabled={save.isPending}>
          {STATISTICS_TEXTS.save}
        </button>
      </div>
      <p id="statistics-retention-help" className={styles.muted}>
        {STATISTICS_TEXTS.retentionHelp}
      </p>
      {save.isError ? <p role="alert">{errorMessage(save.error)}</p> : null}
      {save.isSuccess ? <p role="status">{STATISTICS_TEXTS.saved}</p> : null}
    </form>
  );
}

/** The statistics page's content; pages/owner/statistics-page.tsx guards it. */

/**
 * The history's retention form on the trash page (docs/product.md §22): how many days every change is
 * kept, and how many states of each entry are kept whatever their age (defaults 90 and 20, limits
 * `RETENTION_LIMITS` in src/shared/history.ts). Saving answers "Saved!"; a refused value shows the
 * server's message and keeps what the owner typed.
 */
import { useState, type FormEvent } from 'react';
import { RETENTION_LIMITS, type Retention } from '../../../shared/history.js';
import { errorMessage } from '../../lib/api-client.js';
import { showError, showSuccess } from '../../lib/dialogs.js';
import { useTexts } from '../../i18n/i18n.js';
import adminStyles from '../owner-kit/admin.module.css';
import { TextField } from '../owner-kit/fields.js';
import { useRetention, useSaveRetention } from './api.js';
import styles from './history.module.css';

/** The form once the current setting is known (keyed by it, so a reload starts fresh). */
function RetentionFields({ current }: { current: Retention }) {
  const { HISTORY_TEXTS } = useTexts();
  const texts = HISTORY_TEXTS.retention;
  const save = useSaveRetention();
  const [days, setDays] = useState(String(current.days));
  const [states, setStates] = useState(String(current.states));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ days: Number(days), states: Number(states) });
      void showSuccess(texts.saved);
    } catch (error) {
      void showError(texts.error + errorMessage(error));
    }
  };
  return (
    <form className={adminStyles.form} onSubmit={(event) => void submit(event)}>
      <TextField
        id="history-retention-days"
        label={texts.days}
        type="number"
        inputMode="numeric"
        min={RETENTION_LIMITS.days.min}
        max={RETENTION_LIMITS.days.max}
        required
        value={days}
        onChange={setDays}
      />
      <TextField
        id="history-retention-states"
        label={texts.states}
        type="number"
        inputMode="numeric"
        min={RETENTION_LIMITS.states.min}
        max={RETENTION_LIMITS.states.max}
        required
        value={states}
        onChange={setStates}
      />
      <div className={adminStyles.actions}>
        <button type="submit" className={adminStyles.primaryButton} disabled={save.isPending}>
          {texts.save}
        </button>
      </div>
    </form>
  );
}

export function HistoryRetention() {
  const { HISTORY_TEXTS } = useTexts();
  const retention = useRetention();
  return (
    <section className={styles.page} aria-labelledby="history-retention-heading">
      <h2 id="history-retention-heading" className={adminStyles.subheading}>
        {HISTORY_TEXTS.retention.heading}
      </h2>
      <p className={styles.intro}>{HISTORY_TEXTS.retention.intro}</p>
      {retention.isError ? (
        <p role="alert">{HISTORY_TEXTS.retention.error + errorMessage(retention.error)}</p>
      ) : null}
      {retention.data ? (
        <RetentionFields key={`${retention.data.days}/${retention.data.states}`} current={retention.data} />
      ) : null}
    </section>
  );
}

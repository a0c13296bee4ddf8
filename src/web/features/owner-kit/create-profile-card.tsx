/**
 * The first-run card (decision 0040): on a portfolio with no person, the signed-in admin sees this
 * where the person goes. Creating it (POST /api/people) links it to the admin; the home then shows
 * the person and the profile's "Update Person" works. A link leads to the data page for importing
 * a JSON Resume instead; below the form, a LinkedIn export or a BibTeX file can be imported in
 * place (./source-import-card.tsx, decision 0269).
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { serverMessage } from './errors.js';
import { TextField } from './fields.js';
import styles from './admin.module.css';
import { useCreatePerson } from './data-api.js';
import { DATA_PATH } from '../../i18n/data-texts.js';
import { useTexts } from '../../i18n/i18n.js';
import { SourceImportCard } from './source-import-card.js';

export function CreateProfileCard() {
  const T = useTexts().DATA_TEXTS.createProfile;
  const id = useId();
  const [values, setValues] = useState({ firstName: '', lastName: '', jobTitles: '' });
  const create = useCreatePerson();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(values);
  };
  const bind = (name: keyof typeof values, label: string) => ({
    id: `${id}-${name}`,
    label,
    value: values[name],
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
  });
  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subheading}>
        {T.heading}
      </h2>
      <p className={styles.muted}>{T.intro}</p>
      <form className={styles.form} onSubmit={submit}>
        <TextField {...bind('firstName', T.firstName)} required autoComplete="given-name" />
        <TextField {...bind('lastName', T.lastName)} autoComplete="family-name" />
        <TextField {...bind('jobTitles', T.jobTitles)} />
        {create.isError ? (
          <p role="alert" className={styles.fieldError}>
            {serverMessage(create.error, T.failed)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={create.isPending}>
            {T.create}
          </button>
          <Link to={DATA_PATH} className={styles.secondaryButton}>
            {T.importInstead}
          </Link>
        </div>
      </form>
      <SourceImportCard headed={false} />
    </section>
  );
}

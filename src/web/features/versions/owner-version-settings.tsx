/**
 * The Versions page's settings card: name, pinned language, new entries, anonymised (decision 0265),
 * headline overrides (docs/product.md §20).
 */
import { useState, type FormEvent } from 'react';
import { VERSION_PATHS, type Version } from '../../../shared/versions.js';
import { showSuccess } from '../../lib/dialogs.js';
import { useTexts } from '../../i18n/i18n.js';
import admin from '../owner-kit/admin.module.css';
import { useWrite } from './owner-version-parts.js';

/** The version's name, language and headline overrides (keyed by the version: a switch starts fresh). */
export function Settings({ version }: { version: Version }) {
  const T = useTexts().VERSION_TEXTS;
  const write = useWrite();
  const [name, setName] = useState(version.name);
  const [jobTitles, setJobTitles] = useState(version.overrides.jobTitles ?? '');
  const [about, setAbout] = useState(version.overrides.about ?? '');
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { jobTitles: _j, about: _a, ...orders } = version.overrides;
    const overrides = {
      ...orders,
      ...(jobTitles.trim() === '' ? {} : { jobTitles }),
      ...(about.trim() === '' ? {} : { about }),
    };
    if (await write('PATCH', VERSION_PATHS.version(version._id), { name, overrides }))
      await showSuccess(T.saved);
  };
  return (
    <form className={admin.card} onSubmit={save} aria-labelledby="version-settings">
      <h2 id="version-settings" className={admin.subheading}>
        {T.settings}
      </h2>
      <label className={admin.field}>
        <span className={admin.label}>{T.name}</span>
        <input
          className={admin.input}
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label className={admin.field}>
        <span className={admin.label}>{T.language}</span>
        <select
          className={admin.select}
          value={version.language ?? ''}
          onChange={(e) =>
            void write('PATCH', VERSION_PATHS.version(version._id), { language: e.target.value || null })
          }
        >
          <option value="">{T.recipientLanguage}</option>
          <option value="en">English</option>
          <option value="es">Español</option>
        </select>
      </label>
      <label className={admin.checkboxField}>
        <input
          type="checkbox"
          className={admin.checkbox}
          checked={version.includeNew}
          onChange={(e) =>
            void write('PATCH', VERSION_PATHS.version(version._id), { includeNew: e.target.checked })
          }
        />
        {T.includeNew}
      </label>
      <label className={admin.checkboxField}>
        <input
          type="checkbox"
          className={admin.checkbox}
          checked={version.overrides.anonymous === true}
          aria-describedby="version-anonymous-hint"
          onChange={(e) => {
            const { anonymous: _dropped, ...rest } = version.overrides;
            const overrides = e.target.checked ? { ...rest, anonymous: true } : rest;
            void write('PATCH', VERSION_PATHS.version(version._id), { overrides });
          }}
        />
        {T.anonymous}
      </label>
      <p id="version-anonymous-hint" className={admin.muted}>
        {T.anonymousHint}
      </p>
      <label className={admin.field}>
        <span className={admin.label}>{T.jobTitles}</span>
        <input
          className={admin.input}
          value={jobTitles}
          maxLength={200}
          placeholder={T.followMaster}
          onChange={(e) => setJobTitles(e.target.value)}
        />
      </label>
      <label className={admin.field}>
        <span className={admin.label}>{T.about}</span>
        <textarea
          className={admin.textarea}
          value={about}
          rows={4}
          placeholder={T.followMaster}
          onChange={(e) => setAbout(e.target.value)}
        />
      </label>
      <div className={admin.actions}>
        <button type="submit" className={admin.primaryButton}>
          {T.save}
        </button>
      </div>
    </form>
  );
}

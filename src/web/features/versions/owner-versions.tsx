/**
 * The Versions page's editor (docs/product.md §20; decision 0140): pick a version (or create one),
 * change its settings and headline overrides, include or leave out each master entry and hide whole
 * sections (each switch saves at once), move projects and skills up and down, order its sections
 * by drag and pick its design (owner-version-layout.tsx, docs/product.md §29), duplicate or delete it;
 * and its links: create one (recipient, optional expiry and note, frozen or live), copy, open, pause,
 * resume, revoke, and compare a frozen link with today.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { VERSION_PATHS, type Version, type VersionContent } from '../../../shared/versions.js';
import { errorMessage } from '../../lib/api-client.js';
import { confirmDialog } from '../../lib/dialogs.js';
import { useTexts } from '../../i18n/i18n.js';
import admin from '../owner-kit/admin.module.css';
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import { HistoryCard, useRemountOnRestore } from '../history/owner-history-card.js';
import { useMaster, useVersions, versionKeys } from './api.js';
import styles from './versions.module.css';
import { useWrite } from './owner-version-parts.js';
import { Links } from './owner-version-links.js';
import { Sections } from './owner-version-sections.js';
import { Settings } from './owner-version-settings.js';
import { Posting, versionMatch } from './owner-version-posting.js';
import { DesignPicker, SectionOrder } from './owner-version-layout.js';
import { VERSION_PARAM } from './owner-version-mode.js';

/** A version's name in the picker, with its job posting's match figure when it has one (decision 0266). */
function optionText(version: Version, master: VersionContent | undefined): string {
  const match = master ? versionMatch(version, master) : undefined;
  return match ? `${version.name} — ${match.figure} %` : version.name;
}

export function VersionsEditor() {
  const T = useTexts().VERSION_TEXTS;
  const { data: versions, error } = useVersions();
  const { data: master } = useMaster();
  const write = useWrite();
  // `?version=<id>` (the home page's "Order, design and links") opens that version (docs/product.md §29).
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string | undefined>(params.get(VERSION_PARAM) ?? undefined);
  const [newName, setNewName] = useState('');
  const [generation, onRestored] = useRemountOnRestore(versionKeys.all);
  const version = useMemo(
    () => versions?.find((candidate) => candidate._id === chosen) ?? versions?.[0],
    [versions, chosen],
  );
  const create = async (event: FormEvent) => {
    event.preventDefault();
    const made = (await write('POST', VERSION_PATHS.versions, { name: newName })) as Version | undefined;
    if (made) {
      setNewName('');
      setChosen(made._id);
    }
  };
  const duplicate = async () => {
    const made = (await write('POST', VERSION_PATHS.duplicate(version!._id), {})) as Version | undefined;
    if (made) setChosen(made._id);
  };
  const remove = async () => {
    if (await confirmDialog({ title: T.delete, text: T.deleteConfirm, cancelText: 'No' })) {
      await write('DELETE', VERSION_PATHS.version(version!._id));
      setChosen(undefined);
    }
  };
  return (
    <div className={admin.page}>
      <h1 className={admin.heading}>{T.heading}</h1>
      <p className={admin.muted}>{T.intro}</p>
      {error ? <p className={admin.pageError}>{errorMessage(error)}</p> : null}
      <div className={`${admin.card} ${styles.bar}`}>
        {versions && versions.length > 0 ? (
          <label className={admin.field}>
            <span className={admin.label}>{T.choose}</span>
            <select
              className={admin.select}
              value={version?._id ?? ''}
              onChange={(e) => setChosen(e.target.value)}
            >
              {versions.map((candidate) => (
                <option key={candidate._id} value={candidate._id}>
                  {optionText(candidate, master)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className={admin.muted}>{T.none}</p>
        )}
        <form className={styles.newVersion} onSubmit={create}>
          <label className={admin.field}>
            <span className={admin.label}>{T.newName}</span>
            <input
              className={admin.input}
              value={newName}
              required
              maxLength={80}
              onChange={(e) => setNewName(e.target.value)}
            />
          </label>
          <button type="submit" className={admin.primaryButton}>
            {T.create}
          </button>
        </form>
        {version ? (
          <div className={admin.actions}>
            <a
              className={admin.secondaryButton}
              href={VERSION_PATHS.preview(version._id)}
              target="_blank"
              rel="noreferrer"
            >
              {T.preview}
            </a>
            <button type="button" className={admin.secondaryButton} onClick={() => void duplicate()}>
              {T.duplicate}
            </button>
            <button type="button" className={admin.secondaryButton} onClick={() => void remove()}>
              {T.delete}
            </button>
          </div>
        ) : null}
      </div>
      {version ? (
        <div className={styles.columns}>
          <div>
            <Settings key={`${version._id}.${generation}`} version={version} />
            {master ? (
              <Posting key={`${version._id}.${generation}.posting`} version={version} master={master} />
            ) : null}
            <SectionOrder version={version} />
            <DesignPicker version={version} />
            {master ? <Sections version={version} master={master} /> : null}
          </div>
          <Links version={version} figure={master ? versionMatch(version, master)?.figure : undefined} />
        </div>
      ) : null}
      {version ? (
        // docs/product.md §30: the version's history; a restore shows its settings form again.
        <HistoryCard
          key={version._id}
          resource={HISTORY_DOCUMENTS.version}
          id={version._id}
          labels={{ name: T.name, language: T.language, includeNew: T.includeNew }}
          onRestored={onRestored}
        />
      ) : null}
    </div>
  );
}

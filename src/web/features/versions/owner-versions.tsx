/**
 * The Versions page's editor (docs/product.md §20; decision 0140): pick a version (or create one),
 * change its settings and headline overrides, include or leave out each master entry and hide whole
 * sections (each switch saves at once), move projects and skills up and down, duplicate or delete it;
 * and its links: create one (recipient, optional expiry and note, frozen or live), copy, open, pause,
 * resume, revoke, and compare a frozen link with today.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { PEOPLE, paths, RESOURCE } from '../../../shared/paths.js';
import {
  SECTION_LIST_PATHS,
  VERSION_PATHS,
  VERSION_SECTIONS,
  type Version,
  type VersionContent,
  type VersionLink,
} from '../../../shared/versions.js';
import { errorMessage } from '../../lib/api-client.js';
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { useTexts } from '../../i18n/i18n.js';
import admin from '../owner-kit/admin.module.css';
import { useCompare, useLinks, useMaster, useVersions, useVersionWrite } from './api.js';
import styles from './versions.module.css';

interface Entry {
  _id: string;
  order?: number;
  [field: string]: unknown;
}

/** The words an entry is known by: its first non-empty naming field. */
export function entryName(entry: Entry): string {
  for (const field of [
    'title',
    'company',
    'institutionName',
    'name',
    'organization',
    'language',
    'username',
    'type',
  ]) {
    const value = entry[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return entry._id;
}

/** `entries` with the ids of `first` first in that order (as the server orders a version). */
function inOrder(entries: Entry[], first: readonly string[] | undefined): Entry[] {
  if (!first || first.length === 0) return entries;
  const rank = new Map(first.map((id, index) => [id, index]));
  return [
    ...entries.filter((entry) => rank.has(entry._id)).sort((a, b) => rank.get(a._id)! - rank.get(b._id)!),
    ...entries.filter((entry) => !rank.has(entry._id)),
  ];
}

function isIncluded(version: Version, entry: Entry): boolean {
  const choice = version.entries[entry._id];
  if (choice !== undefined) return choice;
  return String(entry.createdAt ?? '') <= version.baselineAt ? true : version.includeNew;
}

const day = (iso: string) => iso.slice(0, 10);

function useWrite() {
  const write = useVersionWrite();
  return async (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => {
    try {
      return await write.mutateAsync({ method, path, body });
    } catch (error) {
      await showError(errorMessage(error));
      return undefined;
    }
  };
}

/** The version's name, language and headline overrides (keyed by the version: a switch starts fresh). */
function Settings({ version }: { version: Version }) {
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

function Sections({ version, master }: { version: Version; master: VersionContent }) {
  const T = useTexts().VERSION_TEXTS;
  const { RESOURCE_TEXTS } = useTexts();
  const write = useWrite();
  const patch = (body: unknown) => write('PATCH', VERSION_PATHS.version(version._id), body);
  const orderKey = (wire: string) =>
    wire === RESOURCE.project ? 'projectOrder' : wire === RESOURCE.skill ? 'skillOrder' : undefined;
  return (
    <section className={admin.card} aria-labelledby="version-sections">
      <h2 id="version-sections" className={admin.subheading}>
        {T.sections}
      </h2>
      {VERSION_SECTIONS.map((wire) => {
        const all = [...((master[SECTION_LIST_PATHS[wire]!] ?? []) as Entry[])].sort(
          (a, b) => (a.order ?? 0) - (b.order ?? 0),
        );
        if (all.length === 0) return null;
        const key = orderKey(wire);
        const entries = key ? inOrder(all, version.overrides[key]) : all;
        const hidden = version.hiddenSections.includes(wire);
        const move = (index: number, by: -1 | 1) => {
          const ids = entries.map((entry) => entry._id);
          const [moved] = ids.splice(index, 1);
          ids.splice(index + by, 0, moved!);
          void patch({ overrides: { ...version.overrides, [key!]: ids } });
        };
        const heading = RESOURCE_TEXTS[wire]?.heading ?? wire;
        return (
          <fieldset key={wire} className={styles.section} data-section={wire}>
            <legend className={styles.legend}>{heading}</legend>
            <label className={admin.checkboxField}>
              <input
                type="checkbox"
                className={admin.checkbox}
                checked={!hidden}
                onChange={(e) =>
                  void patch({
                    hiddenSections: e.target.checked
                      ? version.hiddenSections.filter((section) => section !== wire)
                      : [...version.hiddenSections, wire],
                  })
                }
              />
              {T.showSection}
            </label>
            <ul className={styles.entries} aria-disabled={hidden}>
              {entries.map((entry, index) => {
                const included = isIncluded(version, entry);
                const name = entryName(entry);
                return (
                  <li
                    key={entry._id}
                    className={included ? styles.entry : `${styles.entry} ${styles.excluded}`}
                  >
                    <label className={styles.entryToggle}>
                      <input
                        type="checkbox"
                        role="switch"
                        className={admin.checkbox}
                        checked={included}
                        aria-label={`${T.included}: ${name}`}
                        onChange={(e) => void patch({ entries: { [entry._id]: e.target.checked } })}
                      />
                      <span className={styles.entryName}>{name}</span>
                    </label>
                    {key ? (
                      <span className={styles.moves}>
                        <button
                          type="button"
                          className={admin.smallButton}
                          disabled={index === 0}
                          aria-label={`${T.moveUp}: ${name}`}
                          onClick={() => move(index, -1)}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className={admin.smallButton}
                          disabled={index === entries.length - 1}
                          aria-label={`${T.moveDown}: ${name}`}
                          onClick={() => move(index, 1)}
                        >
                          ↓
                        </button>
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </section>
  );
}

/** Names of the entries only in `a`, only in `b`, and in both but different. */
function differences(a: VersionContent, b: VersionContent) {
  const byId = (content: VersionContent) =>
    new Map(
      Object.entries(content)
        .filter(([listPath]) => listPath !== paths.list(PEOPLE))
        .flatMap(([, list]) => (list as Entry[]).map((entry) => [entry._id, entry] as const)),
    );
  const before = byId(a);
  const after = byId(b);
  const strip = ({ order: _o, updatedAt: _u, ...rest }: Entry) => JSON.stringify(rest);
  return {
    removed: [...before.values()].filter((entry) => !after.has(entry._id)).map(entryName),
    added: [...after.values()].filter((entry) => !before.has(entry._id)).map(entryName),
    changed: [...after.values()]
      .filter((entry) => before.has(entry._id) && strip(before.get(entry._id)!) !== strip(entry))
      .map(entryName),
  };
}

function Compare({ link }: { link: VersionLink }) {
  const T = useTexts().VERSION_TEXTS;
  const { data } = useCompare(link._id, true);
  if (!data) return null;
  const { removed, added, changed } = differences(data.frozen, data.today);
  const same = removed.length + added.length + changed.length === 0;
  return (
    <div className={styles.compare} role="status">
      <strong>{T.compareTitle({ date: day(data.frozenAt) })}</strong>
      {same ? <p>{T.compareSame}</p> : null}
      {changed.length > 0 ? <p>{T.compareChanged({ names: changed.join(', ') })}</p> : null}
      {removed.length > 0 ? <p>{T.compareRemoved({ names: removed.join(', ') })}</p> : null}
      {added.length > 0 ? <p>{T.compareAdded({ names: added.join(', ') })}</p> : null}
    </div>
  );
}

function LinkItem({ link }: { link: VersionLink }) {
  const T = useTexts().VERSION_TEXTS;
  const write = useWrite();
  const [comparing, setComparing] = useState(false);
  const url = typeof window === 'undefined' ? link.path : `${window.location.origin}${link.path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      await showSuccess(T.copied);
    } catch (error) {
      await showError(errorMessage(error));
    }
  };
  const revoke = async () => {
    if (await confirmDialog({ title: T.revoke, text: T.revokeConfirm, cancelText: 'No' }))
      await write('POST', VERSION_PATHS.revoke(link._id));
  };
  const live = link.state !== 'revoked';
  return (
    <li className={styles.link} data-state={link.state}>
      <div className={styles.linkHead}>
        <strong className={styles.linkLabel}>{link.label}</strong>
        <span className={styles.state}>{T.states[link.state]}</span>
      </div>
      <code className={styles.url}>{url}</code>
      <p className={admin.muted}>
        {[
          link.expiresAt ? T.expires({ date: day(link.expiresAt) }) : '',
          link.frozenAt ? T.frozenOn({ date: day(link.frozenAt) }) : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {link.note ? <p className={styles.note}>{link.note}</p> : null}
      <div className={admin.actions}>
        {live ? (
          <>
            <button type="button" className={admin.smallButton} onClick={() => void copy()}>
              {T.copy}
            </button>
            <a className={admin.smallButton} href={link.path} target="_blank" rel="noreferrer">
              {T.open}
            </a>
            <button
              type="button"
              className={admin.smallButton}
              onClick={() => void write('PATCH', VERSION_PATHS.link(link._id), { paused: !link.paused })}
            >
              {link.paused ? T.resume : T.pause}
            </button>
            <button type="button" className={admin.smallButton} onClick={() => void revoke()}>
              {T.revoke}
            </button>
          </>
        ) : null}
        {link.frozenAt ? (
          <button type="button" className={admin.smallButton} onClick={() => setComparing(!comparing)}>
            {T.compare}
          </button>
        ) : null}
      </div>
      {comparing ? <Compare link={link} /> : null}
    </li>
  );
}

function Links({ version }: { version: Version }) {
  const T = useTexts().VERSION_TEXTS;
  const { data: links } = useLinks(version._id);
  const write = useWrite();
  const [label, setLabel] = useState('');
  const [expiry, setExpiry] = useState('');
  const [note, setNote] = useState('');
  const [frozen, setFrozen] = useState(false);
  const create = async (event: FormEvent) => {
    event.preventDefault();
    const made = await write('POST', VERSION_PATHS.links(version._id), {
      label,
      note,
      // The end of the chosen day, in the owner's time zone.
      expiresAt: expiry ? new Date(`${expiry}T23:59:59`).toISOString() : null,
      frozen,
    });
    if (made) {
      setLabel('');
      setExpiry('');
      setNote('');
      setFrozen(false);
    }
  };
  return (
    <section className={admin.card} aria-labelledby="version-links">
      <h2 id="version-links" className={admin.subheading}>
        {T.links}
      </h2>
      <p className={admin.muted}>{T.linksIntro}</p>
      <form className={styles.linkForm} onSubmit={create}>
        <label className={admin.field}>
          <span className={admin.label}>{T.label}</span>
          <input
            className={admin.input}
            value={label}
            required
            maxLength={120}
            placeholder={T.labelHint}
            onChange={(e) => setLabel(e.target.value)}
          />
        </label>
        <label className={admin.field}>
          <span className={admin.label}>{T.expiry}</span>
          <input
            className={admin.input}
            type="date"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
          />
        </label>
        <label className={admin.field}>
          <span className={admin.label}>{T.note}</span>
          <input
            className={admin.input}
            value={note}
            maxLength={1000}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            className={admin.checkbox}
            checked={frozen}
            onChange={(e) => setFrozen(e.target.checked)}
          />
          {T.frozen}
        </label>
        <div className={admin.actions}>
          <button type="submit" className={admin.primaryButton}>
            {T.createLink}
          </button>
        </div>
      </form>
      {links && links.length === 0 ? <p className={admin.muted}>{T.noLinks}</p> : null}
      <ul className={styles.links}>
        {(links ?? []).map((link) => (
          <LinkItem key={link._id} link={link} />
        ))}
      </ul>
    </section>
  );
}

/** The whole editor (see the module doc). */
export function VersionsEditor() {
  const T = useTexts().VERSION_TEXTS;
  const { data: versions, error } = useVersions();
  const { data: master } = useMaster();
  const write = useWrite();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [newName, setNewName] = useState('');
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
                  {candidate.name}
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
            <Settings key={version._id} version={version} />
            {master ? <Sections version={version} master={master} /> : null}
          </div>
          <Links version={version} />
        </div>
      ) : null}
    </div>
  );
}

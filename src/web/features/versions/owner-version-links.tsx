/** The Versions page's links: create, copy, open, pause, resume, revoke, and compare a frozen link with today (docs/product.md §20). */
import { useState, type FormEvent } from 'react';
import { PEOPLE, paths } from '../../../shared/paths.js';
import {
  VERSION_PATHS,
  type Version,
  type VersionContent,
  type VersionLink,
} from '../../../shared/versions.js';
import { errorMessage } from '../../lib/api-client.js';
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { useTexts } from '../../i18n/i18n.js';
import admin from '../owner-kit/admin.module.css';
import { LinkHistory } from '../history/owner-link-history.js';
import { LinkFigures } from '../statistics/owner-statistics-tables.js';
import { useCompare, useLinks } from './api.js';
import styles from './versions.module.css';
import { type Entry, entryName, day, useWrite } from './owner-version-parts.js';

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

function LinkItem({ link, figure }: { link: VersionLink; figure?: number | undefined }) {
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
      <LinkFigures linkId={link._id} />
      <p className={admin.muted}>
        {[
          link.expiresAt ? T.expires({ date: day(link.expiresAt) }) : '',
          link.frozenAt ? T.frozenOn({ date: day(link.frozenAt) }) : '',
          // A live link shows its version: its job posting's match figure (decision 0266).
          figure !== undefined && !link.frozenAt ? `${T.posting.figure}: ${figure} %` : '',
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
      <LinkHistory linkId={link._id} />
    </li>
  );
}

/** `figure`: the version's job posting match (decision 0266), shown on its live links. */
export function Links({ version, figure }: { version: Version; figure?: number | undefined }) {
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
          <LinkItem key={link._id} link={link} figure={figure} />
        ))}
      </ul>
    </section>
  );
}

/** The whole editor (see the module doc). */

/**
 * The Versions page's job posting card (docs/decisions/0266-job-posting-match.md): the owner pastes
 * the posting a version answers (kept private in the version, `overrides.posting`); its key terms
 * (src/shared/posting-match.ts, no outside service) are shown side by side: covered by the version
 * (and where), covered only by master entries the version leaves out (each with a button to take
 * that entry in), and nowhere in the portfolio, with the match figure.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { PEOPLE, paths, RESOURCE } from '../../../shared/paths.js';
import {
  contentEntries,
  matchPosting,
  POSTING_MAX,
  postingTerms,
  type PostingMatch,
} from '../../../shared/posting-match.js';
import { applyVersion } from '../../../shared/version-projection.js';
import {
  SECTION_LIST_PATHS,
  VERSION_PATHS,
  type Version,
  type VersionContent,
} from '../../../shared/versions.js';
import { showSuccess } from '../../lib/dialogs.js';
import { useTexts } from '../../i18n/i18n.js';
import admin from '../owner-kit/admin.module.css';
import styles from './versions.module.css';
import { useWrite } from './owner-version-parts.js';

/** The skill and tool names the portfolio knows: its skills' titles and its projects' skills. */
function knownNames(master: VersionContent): string[] {
  const skills = (master[SECTION_LIST_PATHS[RESOURCE.skill]!] ?? []) as { title?: unknown }[];
  const projects = (master[SECTION_LIST_PATHS[RESOURCE.project]!] ?? []) as { languages?: unknown }[];
  const names = [
    ...skills.map((skill) => skill.title),
    ...projects.flatMap((project) =>
      Array.isArray(project.languages)
        ? (project.languages as { title?: unknown }[]).map((skill) => skill.title)
        : [],
    ),
  ];
  return names.filter((name): name is string => typeof name === 'string');
}

/** The posting of `version` matched against it over `master` (undefined without a posting). */
export function versionMatch(
  version: Version,
  master: VersionContent,
  profileLabel = 'Profile',
): PostingMatch | undefined {
  const posting = version.overrides.posting ?? '';
  if (posting.trim() === '') return undefined;
  const options = { peoplePath: paths.list(PEOPLE), skip: [], profileLabel };
  const everything: Version = {
    ...version,
    entries: {},
    includeNew: true,
    baselineAt: '\uffff',
    hiddenSections: [],
  };
  return matchPosting(
    postingTerms(posting, knownNames(master)),
    contentEntries(applyVersion(master, version), options),
    contentEntries(applyVersion(master, everything), options),
  );
}

export function Posting({ version, master }: { version: Version; master: VersionContent }) {
  const T = useTexts().VERSION_TEXTS.posting;
  const write = useWrite();
  const [posting, setPosting] = useState(version.overrides.posting ?? '');
  const match = useMemo(() => versionMatch(version, master, T.profile), [version, master, T.profile]);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { posting: _dropped, ...rest } = version.overrides;
    const overrides = posting.trim() === '' ? rest : { ...rest, posting };
    if (await write('PATCH', VERSION_PATHS.version(version._id), { overrides })) await showSuccess(T.saved);
  };
  const takeIn = (id: string) =>
    void write('PATCH', VERSION_PATHS.version(version._id), { entries: { [id]: true } });
  return (
    <form className={admin.card} onSubmit={save} aria-labelledby="version-posting">
      <h2 id="version-posting" className={admin.subheading}>
        {T.heading}
      </h2>
      <label className={admin.field}>
        <span className={admin.label}>{T.label}</span>
        <textarea
          className={admin.textarea}
          value={posting}
          rows={6}
          maxLength={POSTING_MAX}
          aria-describedby="version-posting-private"
          onChange={(e) => setPosting(e.target.value)}
        />
      </label>
      <p id="version-posting-private" className={admin.muted}>
        {T.private}
      </p>
      <div className={admin.actions}>
        <button type="submit" className={admin.primaryButton}>
          {T.save}
        </button>
      </div>
      {match ? (
        <div className={styles.match} aria-live="polite">
          <p className={styles.matchFigure}>
            {T.figure}: <strong>{match.figure} %</strong>
          </p>
          <div className={styles.matchColumns}>
            <section aria-labelledby="posting-covered">
              <h3 id="posting-covered" className={styles.matchHeading}>
                {T.covered} ({match.covered.length})
              </h3>
              <ul className={styles.matchList}>
                {match.covered.map(({ term, where }) => (
                  <li key={term.term}>
                    <strong>{term.term}</strong>
                    <span className={admin.muted}> — {where.join(', ')}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="posting-hidden">
              <h3 id="posting-hidden" className={styles.matchHeading}>
                {T.hidden} ({match.hidden.length})
              </h3>
              <ul className={styles.matchList}>
                {match.hidden.map(({ term, entries }) => (
                  <li key={term.term}>
                    <strong>{term.term}</strong>
                    {entries.map((entry) => (
                      <button
                        key={entry.id}
                        type="button"
                        className={admin.smallButton}
                        onClick={() => takeIn(entry.id)}
                      >
                        {T.takeIn}: {entry.label}
                      </button>
                    ))}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="posting-missing">
              <h3 id="posting-missing" className={styles.matchHeading}>
                {T.missing} ({match.missing.length})
              </h3>
              <ul className={styles.matchList}>
                {match.missing.map((term) => (
                  <li key={term.term}>{term.term}</li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      ) : null}
    </form>
  );
}

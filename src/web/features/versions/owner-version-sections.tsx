/**
 * The Versions page's sections: include or leave out each entry, order projects and skills
 * (docs/product.md §20); a section the version hides shows its entries dimmed. The home page's
 * sections are shown or hidden in "Sections and their order" (owner-version-layout.tsx,
 * docs/product.md §29); the others (the contact links) by their switch here.
 */
import { RESOURCE } from '../../../shared/paths.js';
import { isBuiltinSection } from '../../../shared/sections.js';
import {
  SECTION_LIST_PATHS,
  VERSION_PATHS,
  VERSION_SECTIONS,
  type Version,
  type VersionContent,
} from '../../../shared/versions.js';
import { useTexts } from '../../i18n/i18n.js';
import admin from '../owner-kit/admin.module.css';
import styles from './versions.module.css';
import { type Entry, entryName, inOrder, isIncluded, useWrite } from './owner-version-parts.js';

export function Sections({ version, master }: { version: Version; master: VersionContent }) {
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
            {/* Sections outside the page's order (the contact links) are shown or hidden here. */}
            {isBuiltinSection(wire) ? null : (
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
            )}
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

/**
 * The Versions page's pickers (docs/product.md §29, §26 and §27): the version's sections in its order,
 * moved by drag (dnd-kit, as the home page's lists; the keyboard too) and each shown or hidden, and the
 * version's design (the site's, or one of the five of src/shared/designs). Each change is saved at once
 * (`PATCH /api/versions/{id}`: `overrides.sectionOrder` with every section's key in the new order,
 * `hiddenSections`, `design`), shown before the server answers and put back when refused.
 *
 * The order shown is the shared projection's (src/shared/version-projection.ts `versionSections`), so
 * it is the one the version's page and PDF use. A section the owner hides on the site stays hidden in
 * every version: its switch is off and disabled, with the reason.
 */
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { DESIGNS } from '../../../shared/designs/index.js';
import { SECTIONS_PATH, type SectionWire } from '../../../shared/sections.js';
import { versionSections } from '../../../shared/version-projection.js';
import type { Version } from '../../../shared/versions.js';
import { useLanguage, useTexts } from '../../i18n/i18n.js';
import admin from '../owner-kit/admin.module.css';
import { moveById } from '../owner-kit/reorder.js';
import { DragHandle, DragScope, restrictToVerticalAxis } from '../owner-kit/sortable.js';
import { useMasterContent, useVersionPatch } from './owner-version-mode.js';
import styles from './version-layout.module.css';

/** The version's sections in its order, each with its drag handle and its switch. */
export function SectionOrder({ version }: { version: Version }) {
  const T = useTexts().VERSION_TEXTS;
  const { RESOURCE_TEXTS } = useTexts();
  const language = useLanguage();
  const patch = useVersionPatch();
  // Each switch clicked, held until its save settles (as the design's radio below).
  const [switched, setSwitched] = useState<Record<string, boolean>>({});
  const master = useMasterContent(true).data;
  const owners = (master?.[SECTIONS_PATH] ?? []) as SectionWire[];
  if (owners.length === 0) return null;
  const siteHidden = new Set(owners.filter((section) => section.hidden).map((section) => section.key));
  const sections = versionSections(owners, version);
  const headingOf = (section: SectionWire) =>
    section.heading[language] ||
    (section.custom ? section.heading.en : (RESOURCE_TEXTS[section.key]?.heading ?? section.key));
  const byKey = new Map(sections.map((section) => [section.key, section]));
  const nameOf = (key: string) => {
    const section = byKey.get(key);
    return section ? headingOf(section) : key;
  };
  const onMove = (activeKey: string, overKey: string) => {
    const next = moveById(
      sections.map((section) => ({ _id: section.key, order: section.order })),
      activeKey,
      overKey,
    );
    if (next)
      void patch(version, {
        overrides: { ...version.overrides, sectionOrder: next.map((item) => item._id) },
      });
  };
  return (
    <section className={admin.card} aria-labelledby="version-order">
      <h2 id="version-order" className={admin.subheading}>
        {T.sectionOrder}
      </h2>
      <p className={admin.muted}>{T.sectionOrderIntro}</p>
      <DragScope nameOf={nameOf} onMove={onMove} modifiers={[restrictToVerticalAxis]}>
        <SortableContext
          items={sections.map((section) => section.key)}
          strategy={verticalListSortingStrategy}
        >
          <ol className={styles.order}>
            {sections.map((section) => {
              const heading = headingOf(section);
              const byOwner = siteHidden.has(section.key);
              const shown =
                !byOwner && (switched[section.key] ?? !version.hiddenSections.includes(section.key));
              return (
                <li
                  key={section.key}
                  className={shown ? styles.row : `${styles.row} ${styles.off}`}
                  data-section={section.key}
                >
                  <DragHandle id={section.key} name={heading} />
                  <span className={styles.name}>{heading}</span>
                  {byOwner ? <span className={styles.note}>{T.hiddenOnSite}</span> : null}
                  <label className={styles.switchField}>
                    <input
                      type="checkbox"
                      role="switch"
                      className={admin.checkbox}
                      checked={shown}
                      disabled={byOwner}
                      aria-label={T.shownNamed({ name: heading })}
                      onChange={(event) => {
                        const on = event.target.checked;
                        setSwitched((held) => ({ ...held, [section.key]: on }));
                        void patch(version, {
                          hiddenSections: on
                            ? version.hiddenSections.filter((key) => key !== section.key)
                            : [...version.hiddenSections, section.key],
                        }).finally(() => setSwitched(({ [section.key]: _settled, ...held }) => held));
                      }}
                    />
                  </label>
                </li>
              );
            })}
          </ol>
        </SortableContext>
      </DragScope>
    </section>
  );
}

/** The version's design: the site's or one of the five (docs/product.md §26). */
export function DesignPicker({ version }: { version: Version }) {
  const T = useTexts().VERSION_TEXTS;
  const language = useLanguage();
  const patch = useVersionPatch();
  // The choice clicked, held here until its save settles: the cache's optimistic write reaches the
  // page a task later, and a controlled radio would show the old choice in between.
  const [chosen, setChosen] = useState<string>();
  const current = chosen ?? version.design ?? '';
  const choose = (id: string) => {
    setChosen(id);
    void patch(version, { design: id === '' ? null : (id as NonNullable<Version['design']>) }).finally(() =>
      setChosen(undefined),
    );
  };
  const choices = [
    { id: '', name: T.siteDesign, description: '' },
    ...DESIGNS.map((design) => ({
      id: design.id,
      name: design.name[language],
      description: design.description[language],
    })),
  ];
  return (
    <fieldset className={`${admin.card} ${styles.designs}`}>
      <legend className={`${admin.subheading} ${styles.designLegend}`}>{T.design}</legend>
      <p className={admin.muted}>{T.designIntro}</p>
      {choices.map((choice) => (
        <label key={choice.id} className={styles.design}>
          <input
            type="radio"
            name={`version-design-${version._id}`}
            value={choice.id}
            checked={current === choice.id}
            onChange={() => choose(choice.id)}
          />
          <span>
            <span className={styles.designName}>{choice.name}</span>
            {choice.description ? <span className={styles.designText}>{choice.description}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A version's content, read now or from a frozen link's snapshot (docs/product.md §20;
 * docs/decisions/0140-versions-and-links.md), and the three things a link shows from it: the site's
 * lists, the PDF CV and the JSON Resume.
 *
 * The master's lists are read through the app's own public GET routes (site/lists.ts), so through the
 * list cache (docs/decisions/0003-list-cache.md), and the version applied over them (content.ts).
 * A frozen snapshot ({@link Snapshot}) keeps the content, the JSON Resume in each language and the
 * version's language and design as they were when the link was made.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages.js';
import { RESOURCE } from '../../../shared/paths.js';
import { SECTIONS_PATH, type SectionWire } from '../../../shared/sections.js';
import { SECTION_LIST_PATHS, type Version, type VersionContent } from '../../../shared/versions.js';
import type { Database } from '../../db/types.js';
import { exportJsonResume, RESUME_KEY_OF_WIRE } from '../jsonresume/index.js';
import { EXTENSION_KEY, type JsonResume } from '../jsonresume/document.js';
import { loadLists } from '../site/lists.js';
import { applyVersion, CONTENT_PATHS, contentRanks, withOverrides } from './content.js';

/**
 * What a frozen link keeps (JSON text in `versionLinks.snapshot`): the content, the JSON Resume in
 * each language, and the version's settings that shape the output beside the content (`version`:
 * its pinned language and its own design; docs/decisions/0233-frozen-links-keep-the-version-settings.md).
 * A snapshot taken before that decision has no `version`: its link follows the version's settings of
 * the day ({@link frozenVersion}).
 */
export interface Snapshot {
  content: VersionContent;
  resume: Record<Language, JsonResume>;
  version?: FrozenSettings;
}

/** The version's settings a frozen link keeps (the rest of the version shapes its content). */
export type FrozenSettings = Pick<Version, 'language' | 'design'>;

/** `version` as a frozen link shows it: its settings as `snapshot` kept them, where it kept them. */
export function frozenVersion(version: Version, snapshot: Snapshot): Version {
  if (!snapshot.version) return version;
  return { ...version, language: snapshot.version.language, design: snapshot.version.design };
}

/** The master's content now (every list of {@link CONTENT_PATHS}; a list whose read fails is empty). */
export async function masterContent(app: FastifyInstance): Promise<VersionContent> {
  const lists = await loadLists(app, CONTENT_PATHS);
  return Object.fromEntries(
    CONTENT_PATHS.map((listPath) => [
      listPath,
      Array.isArray(lists[listPath]) ? (lists[listPath] as unknown[]) : [],
    ]),
  );
}

/** The version's content now. */
export async function versionContent(app: FastifyInstance, version: Version): Promise<VersionContent> {
  return applyVersion(await masterContent(app), version);
}

/**
 * The sections `content` hides: its layout's hidden ones (the site's and the version's, merged by
 * the projection) and the version's `hiddenSections` (the social links, which are no section of the
 * layout; a content without a layout).
 */
export function hiddenSections(
  content: VersionContent,
  version: Pick<Version, 'hiddenSections' | 'overrides'>,
): Set<string> {
  const layout = (content[SECTIONS_PATH] ?? []) as SectionWire[];
  return new Set([
    ...version.hiddenSections,
    // An anonymised version has no contact links (decision 0265).
    ...(version.overrides.anonymous === true ? [RESOURCE.socialLink] : []),
    ...layout.filter((section) => section.hidden).map((section) => section.key),
  ]);
}

/**
 * The built-in sections with no entry in `content` (by wire name): a link's page shows nothing of
 * them, so its JSON Resume leaves them out too (decision 0248).
 */
export function emptySections(content: VersionContent): string[] {
  return Object.entries(SECTION_LIST_PATHS)
    .filter(([, listPath]) => Array.isArray(content[listPath]) && content[listPath].length === 0)
    .map(([wire]) => wire);
}

/**
 * The version's JSON Resume in `language`, given its content (entries, order, headline overrides),
 * without the sections the version or the site hides (docs/product.md §20;
 * docs/decisions/0232-link-resume-leaves-out-hidden-sections.md) and those it has no entry in (key
 * and `x-vitae.sections` line: decision 0248).
 */
export function versionResume(
  db: Kysely<Database>,
  version: Version,
  content: VersionContent,
  language: Language,
): Promise<JsonResume> {
  return exportJsonResume(db, language, {
    ranks: contentRanks(content),
    person: (person) => withOverrides(person, version),
    hidden: new Set([...hiddenSections(content, version), ...emptySections(content)]),
  });
}

/**
 * A frozen link's JSON Resume in `language`: the snapshot's, less what its content hid when it was
 * taken. A snapshot taken before decision 0232 kept the hidden sections in its documents: a section
 * its `x-vitae.sections` marks hidden, a built-in section its layout hides and a custom section
 * whose headings are those of a custom section its layout hides are left out (key and line), so
 * every frozen link's file leaves out what its page leaves out. On a newer snapshot this changes
 * nothing.
 */
export function snapshotResume(snapshot: Snapshot, language: Language): JsonResume | undefined {
  const doc = snapshot.resume[language] as JsonResume | undefined;
  if (!doc) return undefined;
  const ext = doc[EXTENSION_KEY] as { sections?: unknown } | undefined;
  if (!ext || !Array.isArray(ext.sections)) return doc;
  const layout = (snapshot.content[SECTIONS_PATH] ?? []) as SectionWire[];
  const hiddenKeys = new Set(layout.filter((section) => section.hidden).map((section) => section.key));
  const hiddenHeadings = layout
    .filter((section) => section.hidden && section.custom)
    .map((section) => JSON.stringify([section.heading.en, section.heading.es]));
  type Line = { key?: unknown; heading?: { en?: unknown; es?: unknown }; hidden?: unknown };
  const hides = (line: Line) =>
    line.hidden === true ||
    (typeof line.key === 'string' && hiddenKeys.has(line.key)) ||
    (typeof line.key === 'string' &&
      line.key.startsWith('x_') &&
      hiddenHeadings.includes(JSON.stringify([line.heading?.en, line.heading?.es])));
  const lines = ext.sections as Line[];
  if (!lines.some(hides)) return doc;
  const out: JsonResume = {
    ...doc,
    [EXTENSION_KEY]: { ...ext, sections: lines.filter((line) => !hides(line)) },
  };
  for (const line of lines.filter(hides)) {
    const key = String(line.key);
    delete out[key.startsWith('x_') ? key : (RESUME_KEY_OF_WIRE.get(key) ?? key)];
  }
  return out;
}

/** The snapshot a frozen link keeps: the version's content, JSON Resumes and settings now. */
export async function takeSnapshot(
  app: FastifyInstance,
  db: Kysely<Database>,
  version: Version,
): Promise<Snapshot> {
  const content = await versionContent(app, version);
  const resumes = await Promise.all(
    LANGUAGES.map((language) => versionResume(db, version, content, language)),
  );
  return {
    content,
    version: { language: version.language, design: version.design },
    resume: Object.fromEntries(LANGUAGES.map((language, index) => [language, resumes[index]!])) as Record<
      Language,
      JsonResume
    >,
  };
}

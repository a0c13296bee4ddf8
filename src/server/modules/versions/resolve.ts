/**
 * A version's content, read now or from a frozen link's snapshot (docs/product.md §20;
 * docs/decisions/0140-versions-and-links.md), and the three things a link shows from it: the site's
 * lists, the PDF CV and the JSON Resume.
 *
 * The master's lists are read through the app's own public GET routes (site/lists.ts), so through the
 * list cache (docs/decisions/0003-list-cache.md), and the version applied over them (content.ts).
 * A frozen snapshot ({@link Snapshot}) keeps the content and the JSON Resume in each language as they
 * were when the link was made.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages.js';
import type { Version, VersionContent } from '../../../shared/versions.js';
import type { Database } from '../../db/types.js';
import { exportJsonResume } from '../jsonresume/index.js';
import type { JsonResume } from '../jsonresume/document.js';
import { loadLists } from '../site/lists.js';
import { applyVersion, CONTENT_PATHS, contentRanks, withOverrides } from './content.js';

/** What a frozen link keeps (JSON text in `versionLinks.snapshot`). */
export interface Snapshot {
  content: VersionContent;
  resume: Record<Language, JsonResume>;
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

/** The version's JSON Resume in `language`, given its content (entries, order, headline overrides). */
export function versionResume(
  db: Kysely<Database>,
  version: Version,
  content: VersionContent,
  language: Language,
): Promise<JsonResume> {
  return exportJsonResume(db, language, {
    ranks: contentRanks(content),
    person: (person) => withOverrides(person, version),
  });
}

/** The snapshot a frozen link keeps: the version's content and JSON Resumes now. */
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
    resume: Object.fromEntries(LANGUAGES.map((language, index) => [language, resumes[index]!])) as Record<
      Language,
      JsonResume
    >,
  };
}

/**
 * The CLI's versions and links (docs/product.md §20; docs/decisions/0140-versions-and-links.md):
 *
 * - `versions`: each version with its id, name, language and its links (state, label, address);
 * - `links create --version <id or name> --label <text> [--expires <ISO date>] [--note <text>]`:
 *   a live link, its address printed (absolute when PUBLIC_URL is set);
 * - `links revoke <link id>`: the address answers 410 from then on.
 *
 * Frozen links are made on the Versions page or with the API: a snapshot is read through the running
 * app's lists. Same rules and messages as the API (src/shared/versions.ts).
 */
import { loadConfig } from '../server/config.js';
import { nowIso } from '../server/lib/ids.js';
import {
  expiryIso,
  linksRepository,
  linkToWire,
  versionsRepository,
} from '../server/modules/versions/versions.repository.js';
import { linkCreateSchema, VERSION_LIMITS, VERSION_TEXTS } from '../shared/versions.js';
import { CliError, type CliIO } from './cli-io.js';
import { run } from './run-command.js';
import { withDatabase } from './database.js';

/** The link's address: PUBLIC_URL + path when set, else the path. */
function addressOf(env: NodeJS.ProcessEnv, path: string): string {
  const base = loadConfig(env).publicUrl;
  return base ? `${base.replace(/\/+$/, '')}${path}` : path;
}

export function versionsCommand(io: CliIO): Promise<number> {
  return run(io, async () => {
    await withDatabase(io.env, async (db) => {
      const versions = await versionsRepository.list(db);
      if (versions.length === 0) {
        io.out('No versions.');
        return;
      }
      const now = nowIso();
      for (const version of versions) {
        io.out(`${version._id}  ${version.name}${version.language ? ` (${version.language})` : ''}`);
        for (const row of await linksRepository.listOf(db, version._id)) {
          const link = linkToWire(row, now);
          io.out(`  ${link._id}  ${link.state.padEnd(7)}  ${link.label}  ${addressOf(io.env, link.path)}`);
        }
      }
    });
  });
}

export function linkCreateCommand(
  io: CliIO,
  options: { version: string; label: string; expires?: string | undefined; note?: string | undefined },
): Promise<number> {
  return run(io, async () => {
    const parsed = linkCreateSchema.safeParse({
      label: options.label,
      note: options.note ?? '',
      expiresAt: options.expires ?? null,
    });
    if (!parsed.success)
      throw new CliError(
        'The link is not valid:',
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      );
    const input = parsed.data;
    if (input.expiresAt && (expiryIso(input.expiresAt) ?? '') <= nowIso())
      throw new CliError(VERSION_TEXTS.expiryInPast);
    await withDatabase(io.env, async (db) => {
      const versions = await versionsRepository.list(db);
      const matches = versions.filter(
        (version) => version._id === options.version || version.name === options.version,
      );
      if (matches.length === 0) throw new CliError(`${VERSION_TEXTS.versionNotFound} (${options.version})`);
      if (matches.length > 1)
        throw new CliError(
          `Several versions are named "${options.version}": give the id.`,
          matches.map((v) => v._id),
        );
      const version = matches[0]!;
      if ((await linksRepository.count(db, version._id)) >= VERSION_LIMITS.links)
        throw new CliError(VERSION_TEXTS.tooManyLinks);
      const row = await linksRepository.create(db, {
        versionId: version._id,
        label: input.label,
        note: input.note,
        expiresAt: input.expiresAt,
        snapshot: null,
      });
      io.out(`Created the link ${row.id} for "${version.name}": ${addressOf(io.env, linkToWire(row).path)}`);
    });
  });
}

export function linkRevokeCommand(io: CliIO, id: string): Promise<number> {
  return run(io, async () => {
    await withDatabase(io.env, async (db) => {
      const link = await linksRepository.find(db, id);
      if (!link) throw new CliError(`${VERSION_TEXTS.linkNotFound} (${id})`);
      if (link.revokedAt === null) await linksRepository.update(db, id, { revokedAt: nowIso() });
      io.out(`Revoked the link ${id} ("${link.label}").`);
    });
  });
}

/**
 * Versions and their links in the database (tables `versions` and `versionLinks`, migration 0090;
 * docs/product.md §20; docs/decisions/0140-versions-and-links.md): rows to wire shapes
 * (src/shared/versions.ts), and the writes. A link's token is 144 random bits (crypto.randomBytes,
 * base64url); a link is looked up by the SHA-256 of the token ({@link findLinkByToken}), so no code
 * compares a secret character by character.
 */
import { isDesignId } from '../../../shared/designs/index.js';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/i18n/languages.js';
import {
  LINK_TOKEN_BYTES,
  VERSION_PATHS,
  type LinkState,
  type Version,
  type VersionLink,
  type VersionOverrides,
} from '../../../shared/versions.js';
import type { Database, VersionLinksTable, VersionsTable } from '../../db/types.js';
import { newId, nowIso } from '../../lib/ids.js';

type Db = Kysely<Database>;

/** A new link token: {@link LINK_TOKEN_BYTES} random bytes as base64url. */
export function newLinkToken(): string {
  return randomBytes(LINK_TOKEN_BYTES).toString('base64url');
}

/** SHA-256 hex of a token: what the table is searched by. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

export function versionToWire(row: VersionsTable): Version {
  return {
    _id: row.id,
    name: row.name,
    language: (row.language as Language | null) ?? null,
    includeNew: Number(row.includeNew) === 1,
    baselineAt: row.baselineAt,
    hiddenSections: parse<string[]>(row.hiddenSections, []),
    entries: parse<Record<string, boolean>>(row.entries, {}),
    overrides: parse<VersionOverrides>(row.overrides, {}),
    design: isDesignId(row.design) ? row.design : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What a link's URL answers at `now` (ISO): revoked wins, then expired, then paused. */
export function linkState(
  row: Pick<VersionLinksTable, 'revokedAt' | 'expiresAt' | 'paused'>,
  now: string,
): LinkState {
  if (row.revokedAt !== null) return 'revoked';
  if (row.expiresAt !== null && row.expiresAt <= now) return 'expired';
  return Number(row.paused) === 1 ? 'paused' : 'active';
}

export function linkToWire(row: VersionLinksTable, now = nowIso()): VersionLink {
  return {
    _id: row.id,
    versionId: row.versionId,
    label: row.label,
    note: row.note,
    expiresAt: row.expiresAt,
    paused: Number(row.paused) === 1,
    revokedAt: row.revokedAt,
    state: linkState(row, now),
    frozenAt: row.frozenAt,
    path: VERSION_PATHS.page(row.token),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Expiry as stored: ISO 8601 in UTC, so stored times compare as text. */
export function expiryIso(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

export const versionsRepository = {
  async list(db: Db): Promise<Version[]> {
    const rows = await db.selectFrom('versions').selectAll().orderBy('createdAt').orderBy('id').execute();
    return rows.map(versionToWire);
  },

  async count(db: Db): Promise<number> {
    const row = await db
      .selectFrom('versions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async find(db: Db, id: string): Promise<Version | undefined> {
    const row = await db.selectFrom('versions').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? versionToWire(row) : undefined;
  },

  /** Insert a version; `from` copies another's selection (its baseline too, so it selects the same). */
  async create(
    db: Db,
    input: { name: string; language: Language | null; includeNew: boolean },
    from?: Version,
  ): Promise<Version> {
    const now = nowIso();
    const row: VersionsTable = {
      id: newId(),
      name: input.name,
      language: input.language,
      includeNew: input.includeNew ? 1 : 0,
      baselineAt: from?.baselineAt ?? now,
      hiddenSections: JSON.stringify(from?.hiddenSections ?? []),
      entries: JSON.stringify(from?.entries ?? {}),
      overrides: JSON.stringify(from?.overrides ?? {}),
      design: from?.design ?? null,
      createdAt: now,
      updatedAt: now,
    };
    await db.insertInto('versions').values(row).execute();
    return versionToWire(row);
  },

  async update(db: Db, version: Version): Promise<Version> {
    const updatedAt = nowIso();
    await db
      .updateTable('versions')
      .set({
        name: version.name,
        language: version.language,
        includeNew: version.includeNew ? 1 : 0,
        hiddenSections: JSON.stringify(version.hiddenSections),
        entries: JSON.stringify(version.entries),
        overrides: JSON.stringify(version.overrides),
        design: version.design,
        updatedAt,
      })
      .where('id', '=', version._id)
      .execute();
    return { ...version, updatedAt };
  },

  /** Delete a version and its links (in one transaction). */
  async delete(db: Db, id: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('versionLinks').where('versionId', '=', id).execute();
      await trx.deleteFrom('versions').where('id', '=', id).execute();
    });
  },
};

export const linksRepository = {
  async listOf(db: Db, versionId: string): Promise<VersionLinksTable[]> {
    return db
      .selectFrom('versionLinks')
      .selectAll()
      .where('versionId', '=', versionId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },

  async count(db: Db, versionId: string): Promise<number> {
    const row = await db
      .selectFrom('versionLinks')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('versionId', '=', versionId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async find(db: Db, id: string): Promise<VersionLinksTable | undefined> {
    return db.selectFrom('versionLinks').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The link whose token is `token`, found by the token's hash (see the module doc). */
  async findByToken(db: Db, token: string): Promise<VersionLinksTable | undefined> {
    return db
      .selectFrom('versionLinks')
      .selectAll()
      .where('tokenHash', '=', tokenHash(token))
      .executeTakeFirst();
  },

  async create(
    db: Db,
    input: {
      versionId: string;
      label: string;
      note: string;
      expiresAt: string | null;
      snapshot: string | null;
    },
  ): Promise<VersionLinksTable> {
    const now = nowIso();
    const token = newLinkToken();
    const row: VersionLinksTable = {
      id: newId(),
      versionId: input.versionId,
      tokenHash: tokenHash(token),
      token,
      label: input.label,
      note: input.note,
      expiresAt: expiryIso(input.expiresAt),
      paused: 0,
      revokedAt: null,
      frozenAt: input.snapshot === null ? null : now,
      snapshot: input.snapshot,
      createdAt: now,
      updatedAt: now,
    };
    await db.insertInto('versionLinks').values(row).execute();
    return row;
  },

  async update(
    db: Db,
    id: string,
    changes: Partial<Pick<VersionLinksTable, 'label' | 'note' | 'expiresAt' | 'paused' | 'revokedAt'>>,
  ): Promise<VersionLinksTable | undefined> {
    await db
      .updateTable('versionLinks')
      .set({ ...changes, updatedAt: nowIso() })
      .where('id', '=', id)
      .execute();
    return this.find(db, id);
  },
};

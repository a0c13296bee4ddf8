/**
 * Versions and links tables (docs/product.md §20, docs/decisions/0140-versions-and-links.md).
 * Conventions as in ../types.ts.
 */
import type { Timestamps } from './timestamps.js';

/** A version of the portfolio (migration 0090; docs/decisions/0140-versions-and-links.md). */
export interface VersionsTable extends Timestamps {
  id: string;
  name: string;
  /** Pinned content language (`en`, `es`), or null for the recipient's. */
  language: string | null;
  /** 0/1: entries created after `baselineAt` are included. */
  includeNew: number;
  /** ISO time: entries created at or before it are included unless chosen out. */
  baselineAt: string;
  /** JSON text: wire names of the hidden sections. */
  hiddenSections: string;
  /** JSON text: `{entryId: boolean}`. */
  entries: string;
  /** JSON text: src/shared/versions.ts VersionOverrides. */
  overrides: string;
  /** The version's own design (src/shared/designs), null for the site's (migration 0110). */
  design: string | null;
}

/** A link sent for a version (migration 0090). */
export interface VersionLinksTable extends Timestamps {
  id: string;
  versionId: string;
  /** SHA-256 hex of the token: the only column a link is looked up by. */
  tokenHash: string;
  /** The token, so the owner can copy the link again (decision 0140). */
  token: string;
  label: string;
  note: string;
  expiresAt: string | null;
  /** 0/1. */
  paused: number;
  revokedAt: string | null;
  frozenAt: string | null;
  /** JSON text of the frozen snapshot, null for a live link. */
  snapshot: string | null;
}

/** Link tokens that matched no link, per client address, in the current window (migration 0142). */
export interface LinkMissesTable {
  /** The client address's keyed hash (lib/address-key.ts), never the address. */
  key: string;
  misses: number;
  /** ISO 8601 UTC start of the counting window. */
  windowStart: string;
}

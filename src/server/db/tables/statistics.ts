/**
 * Visitor statistics tables (docs/product.md §21, docs/decisions/0150-visitor-statistics.md).
 * Conventions as in ../types.ts.
 */
/** One counted visit event (migration 0100, docs/product.md §21). */
export interface VisitEventsTable {
  /** `view` (a page view), `download` (a CV download) or `message` (a contact message). */
  kind: string;
  /** The link the visit came through; null for the home page and the site's own CV link. */
  linkId: string | null;
  /** The language answered (src/shared/i18n/languages.ts). */
  language: string;
  /** The referring site's host name without `www.`; '' when none or the site itself. */
  referrerDomain: string;
  /** `mobile`, `tablet`, `desktop` or `other`, from the User-Agent. */
  deviceClass: string;
  /** ISO 8601 UTC time. */
  occurredAt: string;
  /** Hex hash of the day's salt, the address and the User-Agent: unique visitors of one day. */
  visitor: string;
}

/** The salt of one UTC day (`YYYY-MM-DD`), shared by every instance (migration 0100). */
export interface VisitorSaltsTable {
  day: string;
  salt: string;
}

/**
 * The figures of one closed UTC day for one combination of link, kind, language, referrer domain
 * and device class (migration 0140, docs/decisions/0185-statistics-roll-up.md).
 */
export interface VisitDaysTable {
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  /** The link's id; '' for the site itself (the home page and its own CV link). */
  linkId: string;
  kind: string;
  language: string;
  referrerDomain: string;
  deviceClass: string;
  /** How many events. */
  events: number;
  /** How many different visitor hashes among them (the hash changes daily). */
  visitors: number;
}

/** The different visitors among the page views of one closed UTC day, all links and the site together (migration 0140). */
export interface VisitDayVisitorsTable {
  day: string;
  visitors: number;
}

/** When a link was first and last opened (ISO 8601 UTC), over its rolled-up events (migration 0140). */
export interface VisitLinkOpensTable {
  linkId: string;
  firstOpenedAt: string;
  lastOpenedAt: string;
}

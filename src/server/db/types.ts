/**
 * Kysely table types: the one schema that both SQLite and PostgreSQL hold (see migrate.ts and migrations/).
 *
 * Conventions (docs/decisions/0002-database-schema.md): ids are 24-hex text; timestamps are ISO 8601
 * text (they sort as text); booleans are integers 0/1; image lists are JSON text; `position` is the
 * 0-based order the wire calls `order`.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  RESUME_SECTIONS,
  categories,
  ColumnsOf,
  educations,
  person,
  projects,
  skills,
  socialLinks,
  works,
} from '../../shared/resources/index.js';

interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

export interface UsersTable extends Timestamps {
  id: string;
  name: string;
  /** Lowercased; unique. */
  email: string;
  passwordHash: string;
  role: string;
  personId: string | null;
}

export interface SessionsTable {
  /** SHA-256 hex of the session token; the token itself is never stored. */
  id: string;
  userId: string;
  createdAt: string;
  /** ISO time after which the session is over; slides forward on use. */
  expiresAt: string;
  /** Device class it signed in from ("Firefox on Windows"), null when unknown (migration 0071). */
  device: string | null;
}

/** A user's authenticator-app (TOTP) enrolment; `enabledAt` null while it awaits its first code. */
export interface TwoFactorTable {
  userId: string;
  /** Base32 TOTP secret (docs/decisions/0120-two-factor-sign-in.md: stored as is, never sent twice). */
  secret: string;
  createdAt: string;
  enabledAt: string | null;
  /** The last accepted 30-second time step: a code is accepted once (RFC 6238 §5.2). */
  lastUsedStep: number | null;
}

/** One single-use recovery code of a user: its SHA-256 hex, and when it was used. */
export interface RecoveryCodesTable {
  userId: string;
  codeHash: string;
  usedAt: string | null;
}

/**
 * The second-language versions of an entry's prose fields: JSON text `{"es": {"field": value}}`,
 * `'{}'` when none (docs/decisions/0065-content-languages.md; src/shared/i18n/content.ts).
 */
interface Translated {
  i18n: Generated<string>;
}

export interface PeopleTable extends Timestamps, Translated, ColumnsOf<typeof person> {
  id: string;
}

interface Ordered extends Timestamps, Translated {
  id: string;
  position: number;
}

// The columns of each resource table derive from its declaration (src/shared/resources/, decision
// record 0030): a field added there is a column here, with no second list to keep in step.
export interface WorksTable extends Ordered, ColumnsOf<typeof works> {}
export interface EducationsTable extends Ordered, ColumnsOf<typeof educations> {}
export interface SkillsTable extends Ordered, ColumnsOf<typeof skills> {}
export interface CategoriesTable extends Ordered, ColumnsOf<typeof categories> {
  /** lower(title): makes titles unique ignoring case. */
  titleKey: string;
}
/** `linkProyect` is the column `projectLink`; skills and categories live in the link tables. */
export interface ProjectsTable extends Ordered, ColumnsOf<typeof projects> {}

export interface ProjectSkillsTable {
  projectId: string;
  skillId: string;
  position: number;
}

export interface ProjectCategoriesTable {
  projectId: string;
  categoryId: string;
  position: number;
}

export interface SocialLinksTable extends Ordered, ColumnsOf<typeof socialLinks> {}

/**
 * The JSON Resume sections (decision 0030): one table per declaration of `RESUME_SECTIONS`, named by its
 * `table`, columns from its fields. A new section adds no line here.
 */
export type ResumeSectionTables = {
  [D in (typeof RESUME_SECTIONS)[number] as D['table']]: Ordered & ColumnsOf<D>;
};

/** What an imported JSON Resume held beyond the columns, by entity id (JSON text). */
export interface ResumeExtrasTable {
  id: string;
  data: string;
}

/** An uploaded image (decision 0040): its largest variant's size and a tiny placeholder. */
export interface MediaTable {
  /** 24 hex characters of the SHA-256 of the uploaded file. */
  id: string;
  width: number;
  height: number;
  /** `data:image/webp;base64,...`, 16 px wide. */
  placeholder: string;
  createdAt: string;
}

/** One WebP variant of an uploaded image. */
export interface MediaFilesTable {
  mediaId: string;
  width: number;
  /** The WebP bytes (blob on SQLite, bytea on PostgreSQL). */
  data: Buffer;
}

/** An automatic backup (decision 0040): the gzipped backup file and why it was taken. */
export interface BackupsTable {
  id: string;
  createdAt: string;
  /** What was about to happen: `import`, `restore` or `reset`. */
  reason: string;
  /** Bytes of `data`. */
  size: number;
  data: Buffer;
}

export interface Database extends ResumeSectionTables {
  backups: BackupsTable;
  media: MediaTable;
  mediaFiles: MediaFilesTable;
  users: UsersTable;
  sessions: SessionsTable;
  people: PeopleTable;
  works: WorksTable;
  educations: EducationsTable;
  skills: SkillsTable;
  categories: CategoriesTable;
  projects: ProjectsTable;
  projectSkills: ProjectSkillsTable;
  projectCategories: ProjectCategoriesTable;
  socialLinks: SocialLinksTable;
  resumeExtras: ResumeExtrasTable;
  messages: MessagesTable;
  secrets: SecretsTable;
  loginFailures: LoginFailuresTable;
  twoFactor: TwoFactorTable;
  recoveryCodes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  webauthnChallenges: WebauthnChallengesTable;
  entryHistory: EntryHistoryTable;
  trash: TrashTable;
  settings: SettingsTable;
  versions: VersionsTable;
  versionLinks: VersionLinksTable;
  visitEvents: VisitEventsTable;
  visitorSalts: VisitorSaltsTable;
  analyticsSettings: AnalyticsSettingsTable;
}

/** A user's passkey (WebAuthn credential), migration 0072. */
export interface PasskeysTable {
  /** The credential ID, base64url. */
  id: string;
  userId: string;
  /** The owner's name for it ("Laptop"). */
  name: string;
  /** COSE public key, base64url (a public key: not a secret, yet never sent). */
  publicKey: string;
  /** The authenticator's signature counter at the last use (0 when it keeps none). */
  counter: number;
  /** JSON array of the transports the browser named ("internal", "hybrid", ...). */
  transports: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A WebAuthn challenge handed out and not used yet (five minutes; one use). */
export interface WebauthnChallengesTable {
  /** base64url, as the browser returns it in clientDataJSON. */
  challenge: string;
  kind: 'register' | 'authenticate';
  /** The account registering; null for a sign-in. */
  userId: string | null;
  expiresAt: string;
}

/** One change of an entry or of a list's order (migration 0080, docs/product.md §22). */
export interface EntryHistoryTable {
  id: string;
  /** Wire name of the resource, e.g. `works`. */
  resource: string;
  /** The entry's id; '' for a change of the list's order. */
  entryId: string;
  action: 'create' | 'update' | 'delete' | 'reorder' | 'restore';
  /** JSON text of the wire state before the change (a reorder: the ids in order); null for a create. */
  before: string | null;
  /** JSON text of the wire state after the change; null for a delete. */
  after: string | null;
  userId: string | null;
  /** The user's name when the change was made ('' for imports and the command line). */
  userName: Generated<string>;
  createdAt: string;
}

/** A deleted entry not yet restored or deleted for good (migration 0080, docs/product.md §22). */
export interface TrashTable {
  resource: string;
  entryId: string;
  /** JSON text of the entry's last wire state (with its links). */
  state: string;
  /** Its place in the list when it was deleted (0-based). */
  position: number;
  userId: string | null;
  userName: Generated<string>;
  deletedAt: string;
}

/** The site's settings, one JSON value per name (migration 0080). */
export interface SettingsTable {
  name: string;
  value: string;
}

/** Failed sign-ins per key (`ip:`, `ip-email:`, `email:`) in the current window (login-throttle.ts). */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  /** ISO time the counting window started; a failure after the window starts a new one. */
  windowStart: string;
  lastFailureAt: string;
}

/** Names of the tables that carry a `position`. */
export type OrderedTable =
  'works' | 'educations' | 'skills' | 'categories' | 'projects' | 'socialLinks' | ResumeSectionTable;

/** Tables of the JSON Resume sections (decision 0030). */
export type ResumeSectionTable = keyof ResumeSectionTables;

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;
export type { Generated };

/** Contact messages and their email outbox (migration 0050). */
export interface MessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  /** 0/1. */
  read: number;
  createdAt: string;
  deliveryStatus: 'none' | 'pending' | 'sent' | 'failed';
  deliveryAttempts: number;
  /** ISO time of the next delivery attempt (pending only). */
  nextAttemptAt: string | null;
  lastError: string;
}

/** Server secrets such as the contact token's HMAC key (migration 0050). */
export interface SecretsTable {
  name: string;
  value: string;
}

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

/** The visitor statistics' settings: one row, id 'site' (migration 0100). */
export interface AnalyticsSettingsTable {
  id: string;
  retentionMonths: number;
  updatedAt: string;
}

/**
 * Every table by name with plain records as rows: for the code that walks all tables alike (backup
 * and restore, counts, the demo images), where the table is a value, not a literal.
 */
export type TablesByName = Record<string, Record<string, unknown>>;

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

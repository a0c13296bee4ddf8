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
  customEntries,
  categories,
  ColumnsOf,
  educations,
  person,
  projects,
  skills,
  socialLinks,
  works,
} from '../../shared/resources/index.js';
import type { Timestamps } from './tables/timestamps.js';
import type {
  SessionsTable,
  TwoFactorTable,
  RecoveryCodesTable,
  PasskeysTable,
  WebauthnChallengesTable,
  LoginFailuresTable,
} from './tables/sign-in.js';
import type { EntryHistoryTable, TrashTable, SettingsTable } from './tables/history.js';
import type { VersionsTable, VersionLinksTable, LinkMissesTable } from './tables/versions.js';
import type {
  VisitEventsTable,
  VisitorSaltsTable,
  VisitDaysTable,
  VisitDayVisitorsTable,
  VisitLinkOpensTable,
} from './tables/statistics.js';
import type { AuditLogTable } from './tables/audit.js';
import type { SectionsTable } from './tables/sections.js';
import type { DesignSettingsTable } from './tables/designs.js';

export type {
  SessionsTable,
  TwoFactorTable,
  RecoveryCodesTable,
  PasskeysTable,
  WebauthnChallengesTable,
  LoginFailuresTable,
} from './tables/sign-in.js';
export type { EntryHistoryTable, TrashTable, SettingsTable } from './tables/history.js';
export type { VersionsTable, VersionLinksTable, LinkMissesTable } from './tables/versions.js';
export type {
  VisitEventsTable,
  VisitorSaltsTable,
  VisitDaysTable,
  VisitDayVisitorsTable,
  VisitLinkOpensTable,
} from './tables/statistics.js';
export type { AuditLogTable } from './tables/audit.js';
export type { SectionsTable } from './tables/sections.js';
export type { DesignSettingsTable } from './tables/designs.js';

export interface UsersTable extends Timestamps {
  id: string;
  name: string;
  /** Lowercased; unique. */
  email: string;
  passwordHash: string;
  role: string;
  personId: string | null;
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
  linkMisses: LinkMissesTable;
  visitEvents: VisitEventsTable;
  visitorSalts: VisitorSaltsTable;
  visitDays: VisitDaysTable;
  visitDayVisitors: VisitDayVisitorsTable;
  visitLinkOpens: VisitLinkOpensTable;
  auditLog: AuditLogTable;
  // The sections the owner shapes and the entries of the custom ones (docs/product.md §27).
  sections: SectionsTable;
  customEntries: Ordered & ColumnsOf<typeof customEntries>;
  designSettings: DesignSettingsTable;
}

/** Names of the tables that carry a `position`. */
export type OrderedTable =
  | 'works'
  | 'educations'
  | 'skills'
  | 'categories'
  | 'projects'
  | 'socialLinks'
  | 'customEntries'
  | ResumeSectionTable;

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
  /** The link (versionLinks.id) the message was sent through; null for the site's form (migration 0143). */
  linkId: Generated<string | null>;
}

/** Server secrets such as the contact token's HMAC key (migration 0050). */
export interface SecretsTable {
  name: string;
  value: string;
}

/**
 * Every table by name with plain records as rows: for the code that walks all tables alike (backup
 * and restore, counts, the demo images), where the table is a value, not a literal.
 */
export type TablesByName = Record<string, Record<string, unknown>>;

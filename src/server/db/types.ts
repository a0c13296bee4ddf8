/**
 * Kysely table types: the one schema that both SQLite and PostgreSQL hold (see migrations.ts).
 *
 * Conventions (docs/decisions/0002-database-schema.md): ids are 24-hex text; timestamps are ISO 8601
 * text (they sort as text); booleans are integers 0/1; image lists are JSON text; `position` is the
 * 0-based order the wire calls `order`.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

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
}

export interface PeopleTable extends Timestamps {
  id: string;
  firstName: string;
  lastName: string;
  dni: string;
  cuil: string;
  birthday: string;
  jobTitles: string;
  about: string;
  city: string;
  province: string;
  country: string;
  /** JSON array of URLs. */
  thumbnails: string;
  /** JSON array of URLs. */
  banners: string;
}

interface Ordered extends Timestamps {
  id: string;
  position: number;
}

export interface WorksTable extends Ordered {
  company: string;
  linkCompany: string;
  jobTitle: string;
  dateStart: string;
  dateEnd: string;
  finished: number;
  description: string;
  thumbnails: string;
}

export interface EducationsTable extends Ordered {
  institutionName: string;
  linkInstitution: string;
  iconInstitution: string;
  title: string;
  linkCertificate: string;
  dateStart: string;
  dateEnd: string;
  finished: number;
  typeEducation: string;
  description: string;
}

export interface SkillsTable extends Ordered {
  title: string;
  percent: number;
  type: string;
  thumbnails: string;
}

export interface CategoriesTable extends Ordered {
  title: string;
  /** lower(title): makes titles unique ignoring case. */
  titleKey: string;
  thumbnails: string;
}

export interface ProjectsTable extends Ordered {
  title: string;
  company: string;
  linkCompany: string;
  /** Wire name `linkProyect`. */
  projectLink: string;
  dateStart: string;
  dateEnd: string;
  description: string;
  /** JSON array of URLs. */
  thumbnails: string;
}

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

export interface SocialLinksTable extends Ordered {
  type: string;
  title: string;
  linkSocial: string;
  thumbnails: string;
}

export interface Database {
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
  loginFailures: LoginFailuresTable;
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
export type OrderedTable = 'works' | 'educations' | 'skills' | 'categories' | 'projects' | 'socialLinks';

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;
export type { Generated };

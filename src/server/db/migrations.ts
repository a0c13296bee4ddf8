/**
 * The one set of migrations, written with Kysely's schema builder so the same code creates the same
 * schema on SQLite and PostgreSQL. Applied automatically at start by {@link migrateToLatest}.
 *
 * Rule: never edit a migration that has shipped; add a new one. Source: issue 2 item 2.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { isPostgres } from './portfolio-lock.js';
import { typedResumeFieldsMigration } from '../modules/jsonresume/typed-fields.migration.js';
import { messagesMigration } from '../modules/messages/messages.migration.js';

const text = 'text' as const;

function timestamps<T extends { addColumn: (name: string, type: 'text', build: (c: any) => any) => T }>(
  t: T,
): T {
  return t.addColumn('createdAt', text, (c) => c.notNull()).addColumn('updatedAt', text, (c) => c.notNull());
}

const migrations: Record<string, Migration> = {
  '0001-initial': {
    async up(db: Kysely<any>) {
      await timestamps(
        db.schema
          .createTable('people')
          .addColumn('id', text, (c) => c.primaryKey())
          .addColumn('firstName', text, (c) => c.notNull().defaultTo(''))
          .addColumn('lastName', text, (c) => c.notNull().defaultTo(''))
          .addColumn('dni', text, (c) => c.notNull().defaultTo(''))
          .addColumn('cuil', text, (c) => c.notNull().defaultTo(''))
          .addColumn('birthday', text, (c) => c.notNull().defaultTo(''))
          .addColumn('jobTitles', text, (c) => c.notNull().defaultTo(''))
          .addColumn('about', text, (c) => c.notNull().defaultTo(''))
          .addColumn('city', text, (c) => c.notNull().defaultTo(''))
          .addColumn('province', text, (c) => c.notNull().defaultTo(''))
          .addColumn('country', text, (c) => c.notNull().defaultTo(''))
          .addColumn('thumbnails', text, (c) => c.notNull().defaultTo('[]'))
          .addColumn('banners', text, (c) => c.notNull().defaultTo('[]')),
      ).execute();

      await timestamps(
        db.schema
          .createTable('users')
          .addColumn('id', text, (c) => c.primaryKey())
          .addColumn('name', text, (c) => c.notNull())
          .addColumn('email', text, (c) => c.notNull().unique())
          .addColumn('passwordHash', text, (c) => c.notNull())
          .addColumn('role', text, (c) => c.notNull())
          .addColumn('personId', text, (c) => c.references('people.id').onDelete('set null')),
      ).execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', text, (c) => c.primaryKey())
        .addColumn('userId', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('createdAt', text, (c) => c.notNull())
        .addColumn('expiresAt', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('userId').execute();

      const ordered = (name: string) =>
        db.schema
          .createTable(name)
          .addColumn('id', text, (c) => c.primaryKey())
          .addColumn('position', 'integer', (c) => c.notNull());

      await timestamps(
        ordered('works')
          .addColumn('company', text, (c) => c.notNull())
          .addColumn('linkCompany', text, (c) => c.notNull())
          .addColumn('jobTitle', text, (c) => c.notNull())
          .addColumn('dateStart', text, (c) => c.notNull())
          .addColumn('dateEnd', text, (c) => c.notNull())
          .addColumn('finished', 'integer', (c) => c.notNull())
          .addColumn('description', text, (c) => c.notNull())
          .addColumn('thumbnails', text, (c) => c.notNull()),
      ).execute();

      await timestamps(
        ordered('educations')
          .addColumn('institutionName', text, (c) => c.notNull())
          .addColumn('linkInstitution', text, (c) => c.notNull())
          .addColumn('iconInstitution', text, (c) => c.notNull())
          .addColumn('title', text, (c) => c.notNull())
          .addColumn('linkCertificate', text, (c) => c.notNull())
          .addColumn('dateStart', text, (c) => c.notNull())
          .addColumn('dateEnd', text, (c) => c.notNull())
          .addColumn('finished', 'integer', (c) => c.notNull())
          .addColumn('typeEducation', text, (c) => c.notNull())
          .addColumn('description', text, (c) => c.notNull()),
      ).execute();

      await timestamps(
        ordered('skills')
          .addColumn('title', text, (c) => c.notNull())
          .addColumn('percent', 'integer', (c) => c.notNull())
          .addColumn('type', text, (c) => c.notNull())
          .addColumn('thumbnails', text, (c) => c.notNull()),
      ).execute();

      await timestamps(
        ordered('categories')
          .addColumn('title', text, (c) => c.notNull())
          .addColumn('titleKey', text, (c) => c.notNull().unique())
          .addColumn('thumbnails', text, (c) => c.notNull()),
      ).execute();

      await timestamps(
        ordered('projects')
          .addColumn('title', text, (c) => c.notNull())
          .addColumn('company', text, (c) => c.notNull())
          .addColumn('linkCompany', text, (c) => c.notNull())
          .addColumn('projectLink', text, (c) => c.notNull())
          .addColumn('dateStart', text, (c) => c.notNull())
          .addColumn('dateEnd', text, (c) => c.notNull())
          .addColumn('description', text, (c) => c.notNull())
          .addColumn('thumbnails', text, (c) => c.notNull()),
      ).execute();

      await db.schema
        .createTable('projectSkills')
        .addColumn('projectId', text, (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('skillId', text, (c) => c.notNull().references('skills.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('projectSkills_pk', ['projectId', 'skillId'])
        .execute();
      await db.schema.createIndex('projectSkills_skill').on('projectSkills').column('skillId').execute();

      await db.schema
        .createTable('projectCategories')
        .addColumn('projectId', text, (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('categoryId', text, (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('projectCategories_pk', ['projectId', 'categoryId'])
        .execute();
      await db.schema
        .createIndex('projectCategories_category')
        .on('projectCategories')
        .column('categoryId')
        .execute();

      await timestamps(
        ordered('socialLinks')
          .addColumn('type', text, (c) => c.notNull())
          .addColumn('title', text, (c) => c.notNull())
          .addColumn('linkSocial', text, (c) => c.notNull())
          .addColumn('thumbnails', text, (c) => c.notNull()),
      ).execute();

      for (const table of ['works', 'educations', 'skills', 'categories', 'projects', 'socialLinks']) {
        await db.schema
          .createIndex(`${table}_position`)
          .on(table)
          .columns(['position', 'createdAt'])
          .execute();
      }
    },
  },
  // Failed sign-in counts, shared by every server process on the database (issue 7, defect 1;
  // docs/decisions/0010-login-throttling.md).
  '0010-login-failures': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('loginFailures')
        .addColumn('key', text, (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('windowStart', text, (c) => c.notNull())
        .addColumn('lastFailureAt', text, (c) => c.notNull())
        .execute();
    },
  },
  '0030-skill-keywords': {
    // JSON Resume skills[].keywords stay on their skill (issue 13). Additive: existing rows get [].
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('skills')
        .addColumn('keywords', text, (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
  },
  '0031-resume-sections': {
    // The JSON Resume sections Vitae lacked, each an ordered resource (src/shared/resources/,
    // RESUME_SECTIONS). Text columns default to '' and lists to '[]' so later fields stay additive.
    async up(db: Kysely<any>) {
      const sections: Record<string, { text: string[]; lists: string[] }> = {
        volunteer: {
          text: ['organization', 'role', 'url', 'startDate', 'endDate', 'summary'],
          lists: ['highlights'],
        },
        awards: { text: ['title', 'date', 'awarder', 'summary'], lists: [] },
        certificates: { text: ['name', 'date', 'issuer', 'url'], lists: [] },
        publications: { text: ['name', 'publisher', 'releaseDate', 'url', 'summary'], lists: [] },
        spokenLanguages: { text: ['language', 'fluency'], lists: [] },
        interests: { text: ['name'], lists: ['keywords'] },
        references: { text: ['name', 'reference'], lists: [] },
      };
      for (const [table, columns] of Object.entries(sections)) {
        let builder = db.schema
          .createTable(table)
          .addColumn('id', text, (c) => c.primaryKey())
          .addColumn('position', 'integer', (c) => c.notNull());
        for (const column of columns.text)
          builder = builder.addColumn(column, text, (c) => c.notNull().defaultTo(''));
        for (const column of columns.lists)
          builder = builder.addColumn(column, text, (c) => c.notNull().defaultTo('[]'));
        await timestamps(builder).execute();
        await db.schema
          .createIndex(`${table}_position`)
          .on(table)
          .columns(['position', 'createdAt'])
          .execute();
      }
    },
  },
  '0032-resume-extras': {
    // What an imported JSON Resume held that no column keeps (unknown keys, the precision of a date,
    // pre-normalised spellings), by entity id, so export gives it back (jsonresume/residue.ts).
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('resumeExtras')
        .addColumn('id', text, (c) => c.primaryKey())
        .addColumn('data', text, (c) => c.notNull())
        .execute();
    },
  },
  // Issue 13: typed columns for the JSON Resume values residues kept (decision 0033).
  '0033-typed-resume-fields': typedResumeFieldsMigration,
  // Issue 9: uploaded images, stored in the database so a backup holds them and every server instance
  // on one PostgreSQL serves them (docs/decisions/0040-owner-data-and-images.md).
  '0040-media': {
    async up(db: Kysely<any>) {
      const binary = isPostgres(db) ? 'bytea' : 'blob';
      await db.schema
        .createTable('media')
        .addColumn('id', text, (c) => c.primaryKey())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('placeholder', text, (c) => c.notNull())
        .addColumn('createdAt', text, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('mediaFiles')
        .addColumn('mediaId', text, (c) => c.notNull().references('media.id').onDelete('cascade'))
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('data', binary, (c) => c.notNull())
        .addPrimaryKeyConstraint('mediaFiles_pk', ['mediaId', 'width'])
        .execute();
    },
  },
  // Issue 9: the automatic backups taken before every import, restore and reset (the last 5).
  '0041-backups': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('backups')
        .addColumn('id', text, (c) => c.primaryKey())
        .addColumn('createdAt', text, (c) => c.notNull())
        .addColumn('reason', text, (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
        .execute();
    },
  },
  '0050-messages': messagesMigration,
  // Issue 11: the owner's content in a second language. One JSON text column per content table,
  // `{"es": {"field": value}}`, '{}' when none (docs/decisions/0065-content-languages.md). Additive:
  // existing rows and old backups read as "no translation".
  '0060-content-translations': {
    async up(db: Kysely<any>) {
      for (const table of [
        'people',
        'works',
        'educations',
        'skills',
        'categories',
        'projects',
        'socialLinks',
        'volunteer',
        'awards',
        'certificates',
        'publications',
        'spokenLanguages',
        'interests',
        'references',
      ]) {
        await db.schema
          .alterTable(table)
          .addColumn('i18n', text, (c) => c.notNull().defaultTo('{}'))
          .execute();
      }
    },
  },
};

class InlineMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Bring the database to the latest schema. Idempotent.
 * @throws Error with the failing migration's name when a migration fails (the start stops).
 */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Migration names carry each engineer's number range (0033 was written after 0050 shipped), so a
  // database may meet a migration that sorts before ones it already ran: run it then (they are
  // independent and additive).
  const migrator = new Migrator({
    db,
    provider: new InlineMigrationProvider(),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

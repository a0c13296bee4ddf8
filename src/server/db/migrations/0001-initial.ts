/**
 * Migration 0001-initial.
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text, timestamps } from '../schema-helpers.js';

export default {
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
      await db.schema.createIndex(`${table}_position`).on(table).columns(['position', 'createdAt']).execute();
    }
  },
} satisfies Migration;

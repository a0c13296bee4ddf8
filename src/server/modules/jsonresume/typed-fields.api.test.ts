/**
 * Typed JSON Resume fields (decision 0030, docs/decisions/0033-typed-resume-fields.md), on SQLite and
 * PostgreSQL: an import keeps work location/highlights, project roles/highlights, profile usernames
 * and basics address/postal code in their columns (no residue for them), and migration 0033 moves
 * what a database imported before it into the columns.
 */
import { describe, expect, it } from 'vitest';
import { ensureAllCategory } from '../resources/categories.js';
import { openTestDatabase, skipReason } from '../../test/test-app.js';
import { projects } from '../resources/projects.js';
import { socialLinks, works } from '../resources/definitions.js';
import { repositoryOf } from '../resources/repository.js';
import { peopleRepository } from '../people/people.repository.js';
import { exportJsonResume, importJsonResume } from './index.js';
import { typedResumeFieldsMigration } from '../../db/migrations/0033-typed-resume-fields.js';

const RESUME = {
  basics: {
    name: 'Ana Pérez',
    location: { address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', countryCode: 'ES' },
    profiles: [{ network: 'GitHub', username: 'anaperez', url: 'https://github.com/anaperez' }],
  },
  work: [
    {
      name: 'Traducciones SL',
      location: 'Madrid',
      summary: 'Traducción jurídica.',
      highlights: ['Glosario de 3.000 términos', '字幕'],
    },
  ],
  projects: [{ name: 'Glosario', description: 'Un glosario.', highlights: ['Abierto'], roles: ['Autora'] }],
};

describe.skipIf(skipReason() !== '')('typed JSON Resume fields (decision 0033)', () => {
  it('imports them into their columns, keeps no residue for them, and exports them back', async () => {
    const opened = await openTestDatabase();
    const db = opened.kysely;
    try {
      await ensureAllCategory(db);
      await importJsonResume(db, RESUME, { replace: true });
      const [work] = await repositoryOf(works).list(db);
      expect(work).toMatchObject({
        location: 'Madrid',
        description: 'Traducción jurídica.',
        highlights: ['Glosario de 3.000 términos', '字幕'],
      });
      const [project] = await repositoryOf(projects).list(db);
      expect(project).toMatchObject({
        description: 'Un glosario.',
        highlights: ['Abierto'],
        roles: ['Autora'],
      });
      const [link] = await repositoryOf(socialLinks).list(db);
      expect(link).toMatchObject({ title: 'GitHub', username: 'anaperez' });
      const [person] = await peopleRepository.list(db);
      expect(person).toMatchObject({ address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid' });
      const residues = (await db.selectFrom('resumeExtras').select('data').execute()).map((row) => row.data);
      for (const key of ['"location"', '"highlights"', '"roles"', '"username"', '"address"'])
        expect(residues.filter((data) => data.includes(`"add":{${key}`))).toEqual([]);

      const exported = await exportJsonResume(db);
      expect(exported.basics).toMatchObject(RESUME.basics);
      expect(exported.work).toEqual(RESUME.work);
      expect(exported.projects).toMatchObject(RESUME.projects);
    } finally {
      await opened.drop();
    }
  });

  it('migration 0033 moves what an earlier import kept as residues into the columns', async () => {
    const opened = await openTestDatabase();
    const db = opened.kysely;
    try {
      await ensureAllCategory(db);
      // The database as an import before 0033 left it: highlights appended to the description, the
      // file's values in residues, and no typed columns.
      const { work, edited, project, link, person } = await db.transaction().execute(async (trx) => {
        const work = await repositoryOf(works).create(trx, {
          company: 'ACME',
          description: 'Summary.\n\n- One\n- Two',
        });
        const edited = await repositoryOf(works).create(trx, { company: 'Edited', description: 'Mine now.' });
        const project = await repositoryOf(projects).create(trx, { title: 'P', description: '- Shipped' });
        const link = await repositoryOf(socialLinks).create(trx, {
          type: 'Social Media',
          title: 'GitHub',
          linkSocial: 'https://github.com/me',
        });
        const person = await peopleRepository.create(trx, { firstName: 'Ana', city: 'Madrid' }, {});
        return { work, edited, project, link, person };
      });
      const residues: Record<string, unknown> = {
        [work._id]: {
          add: { location: 'Madrid', highlights: ['One', 'Two'], keywords: ['own key'] },
          replace: { summary: { stored: 'Summary.\n\n- One\n- Two', original: 'Summary.' } },
          order: ['name', 'location', 'summary', 'highlights', 'keywords'],
        },
        [edited._id]: {
          add: { highlights: ['Kept'] },
          replace: { summary: { stored: 'Old.\n\n- Kept', original: 'Old.' } },
        },
        [project._id]: {
          add: { roles: ['Lead'], highlights: ['Shipped'] },
          remove: { description: '- Shipped' },
        },
        [link._id]: { add: { username: 'me' } },
        [person._id]: {
          replace: {
            location: {
              stored: { city: 'Madrid' },
              original: { address: 'Calle 1', postalCode: '28013', city: 'Madrid', note: 'own key' },
            },
          },
        },
      };
      for (const [id, data] of Object.entries(residues))
        await db
          .insertInto('resumeExtras')
          .values({ id, data: JSON.stringify(data) })
          .execute();
      const columns: [string, string][] = [
        ['works', 'location'],
        ['works', 'highlights'],
        ['projects', 'roles'],
        ['projects', 'highlights'],
        ['socialLinks', 'username'],
        ['people', 'address'],
        ['people', 'postalCode'],
      ];
      for (const [table, column] of columns)
        await db.schema
          .alterTable(table as 'works')
          .dropColumn(column)
          .execute();

      await typedResumeFieldsMigration.up(db);

      expect(await repositoryOf(works).get(db, work._id)).toMatchObject({
        location: 'Madrid',
        highlights: ['One', 'Two'],
        description: 'Summary.',
      });
      // An edited description stays as the owner left it.
      expect(await repositoryOf(works).get(db, edited._id)).toMatchObject({
        highlights: ['Kept'],
        description: 'Mine now.',
      });
      expect(await repositoryOf(projects).get(db, project._id)).toMatchObject({
        roles: ['Lead'],
        highlights: ['Shipped'],
        description: '',
      });
      expect(await repositoryOf(socialLinks).get(db, link._id)).toMatchObject({ username: 'me' });
      expect(await peopleRepository.get(db, person._id)).toMatchObject({
        address: 'Calle 1',
        postalCode: '28013',
      });
      const stored = new Map(
        (await db.selectFrom('resumeExtras').selectAll().execute()).map((row) => [
          row.id,
          JSON.parse(row.data) as Record<string, unknown>,
        ]),
      );
      expect(stored.get(work._id)).toEqual({
        add: { keywords: ['own key'] },
        order: ['name', 'location', 'summary', 'highlights', 'keywords'],
      });
      expect(stored.has(link._id)).toBe(false);

      // Export gives back what the file had, from the columns and what is left of the residues.
      const exported = await exportJsonResume(db);
      expect(exported.work?.[0]).toEqual({
        name: 'ACME',
        location: 'Madrid',
        summary: 'Summary.',
        highlights: ['One', 'Two'],
        keywords: ['own key'],
      });
      expect(exported.basics?.location).toEqual({
        address: 'Calle 1',
        postalCode: '28013',
        city: 'Madrid',
        note: 'own key',
      });
      expect(exported.basics?.profiles?.[0]).toMatchObject({ network: 'GitHub', username: 'me' });
    } finally {
      await opened.drop();
    }
  });
});

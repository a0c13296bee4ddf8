/**
 * Imports from a LinkedIn data export and a BibTeX file (docs/decisions/0269-imports-from-linkedin-and-bibtex.md),
 * through the real app on SQLite and PostgreSQL: every field lands where the mapping says, the
 * preview groups new / matching / skipped items, "add" twice merges instead of doubling, "replace"
 * puts a section's entries in the trash, an automatic backup is taken and restoring it undoes the
 * whole import, and every bad file is a 4xx naming the file and line with nothing changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceImportDone, SourcePreview } from '../../../shared/source-import.js';
import { sourceImportPaths } from '../../../shared/source-import.js';
import { paths } from '../../../shared/paths.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';
import { createBackup } from '../data/backup.js';
import {
  ENGLISH_EXPORT,
  OLDER_EXPORT,
  SPANISH_EXPORT,
  zipOf,
  type ExportFiles,
} from './fixtures/linkedin-exports.js';

const BIB = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'publications.bib'),
);

type Row = Record<string, unknown> & { _id: string };
/** A JSON Resume export: sections of items. */
type ExportedDoc = Record<string, Record<string, unknown>[]>;

describe.skipIf(skipReason() !== '')('imports from LinkedIn and BibTeX', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = async (
    url: string,
    bytes: Uint8Array,
    name: string,
    choices?: unknown,
    cookie = t.adminCookie,
  ) => {
    const form = new FormData();
    if (choices !== undefined) form.append('choices', JSON.stringify(choices));
    form.append('file', new Blob([bytes]), name);
    const encoded = new Response(form);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': encoded.headers.get('content-type')!, cookie },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  };
  const previewOf = async (url: string, bytes: Uint8Array, name: string) =>
    expectOk<SourcePreview>(await post(url, bytes, name));
  const everyKey = (preview: SourcePreview, status?: string) =>
    preview.sections.flatMap((section) =>
      section.items.filter((item) => !status || item.status === status).map((item) => item.key),
    );
  const list = async (wire: string) =>
    expectOk<Row[]>(await t.request('GET', `/api/${wire}`, { cookie: t.adminCookie }));
  const reset = async () =>
    expectOk(await t.request('POST', `${paths.data.reset}?confirm=true`, { cookie: t.adminCookie }));
  /** Every table but the automatic backups and the audit log (it records refused requests too). */
  const snapshot = async () => {
    const { auditLog: _audit, ...tables } = (await createBackup(t.db.kysely)).tables;
    const backups = await t.db.kysely.selectFrom('backups').select('id').execute();
    return { tables, backups: backups.length };
  };

  it('previews an English export by section, all new on an empty portfolio, and never reads unused files', async () => {
    await reset();
    const preview = await previewOf(
      sourceImportPaths.linkedin,
      zipOf(ENGLISH_EXPORT, 'Basic_LinkedInDataExport/'),
      'export.zip',
    );
    expect(preview.source).toBe('linkedin');
    expect(preview.sections.map((section) => section.key)).toEqual([
      'basics',
      'work',
      'education',
      'skills',
      'projects',
      'certificates',
      'languages',
      'publications',
      'awards',
      'volunteer',
      'courses',
    ]);
    expect(everyKey(preview, 'new')).toHaveLength(everyKey(preview).length);
    const work = preview.sections.find((section) => section.key === 'work')!.items;
    expect(work[0]).toMatchObject({
      key: 'work:0',
      title: 'Lead Programmer',
      origin: 'Positions.csv line 2',
    });
    expect(work[1]).toMatchObject({
      origin: 'Positions.csv line 4',
      detail: 'Difference Engines · 2020-01 – 2025-08',
    });
    expect(preview.files.filter((file) => !file.used).map((file) => file.name)).toEqual([
      'Connections.csv',
      'messages.csv',
      'Ads Clicked.csv',
    ]);
  });

  it('imports every field where it belongs, keeps month precision and unknown columns, and never stores private or unused data', async () => {
    await reset();
    const bytes = zipOf(ENGLISH_EXPORT);
    const preview = await previewOf(sourceImportPaths.linkedin, bytes, 'export.zip');
    const done = expectOk<SourceImportDone>(
      await post(`${sourceImportPaths.linkedin}?confirm=true`, bytes, 'export.zip', {
        take: everyKey(preview),
      }),
    );
    expect(done.created).toBe(15);
    expect(done.backup.reason).toBe('import');
    expect(done.counts).toMatchObject({ people: 1, works: 2, educations: 1, skills: 3, projects: 1 });

    const [person] = await list('people');
    expect(person).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitles: 'Analyst & Metaphysician',
    });
    expect(person!.about).toBe('I write programs for engines\nthat do not exist yet.');
    const works = await list('works');
    expect(
      works.map((work) => [work.company, work.jobTitle, work.dateStart, work.dateEnd, work.finished]),
    ).toEqual([
      ['Analytical Engines Ltd', 'Lead Programmer', '2025-09-01', '', false],
      ['Difference Engines', 'Research Assistant', '2020-01-01', '2025-08-01', true],
    ]);
    expect(works[1]!.description).toBe('Translated "Sketch of the Analytical Engine".');
    const [education] = await list('educations');
    expect(education).toMatchObject({
      institutionName: 'University of London',
      title: 'Bachelor of Science',
      dateStart: '2015-01-01',
    });
    expect((await list('languages')).map((skill) => skill.title)).toEqual([
      'Mathematics',
      'Programming',
      'Poetical science',
    ]);
    expect((await list('proyects'))[0]).toMatchObject({
      title: 'Note G',
      linkProyect: 'https://notes.example/g',
    });
    expect((await list('certificates'))[0]).toMatchObject({
      name: 'Certified Engine Operator',
      issuer: 'Royal Society',
      date: '2021-03',
    });
    expect((await list('spoken-languages')).map((row) => [row.language, row.fluency])).toEqual([
      ['English', 'Native or bilingual proficiency'],
      ['French', 'Professional working proficiency'],
    ]);
    expect((await list('publications'))[0]).toMatchObject({
      name: 'Sketch of the Analytical Engine',
      releaseDate: '1843-10',
    });
    expect((await list('awards'))[0]).toMatchObject({ title: 'Honorary Fellow', date: '2024-11' });
    expect((await list('volunteer'))[0]).toMatchObject({
      organization: 'Mechanics Institute',
      position: 'Teacher',
    });
    expect((await list('custom-entries'))[0]).toMatchObject({
      title: 'Differential Calculus',
      subtitle: 'MATH 201',
    });
    const socials = await list('social-medias');
    expect(socials.map((link) => link.linkSocial)).toEqual(
      expect.arrayContaining([
        'https://ada.example',
        'https://engines.example',
        'https://twitter.com/adalovelace',
      ]),
    );

    // The JSON Resume export gives back the month precision and the columns Vitae has no field for.
    const exported = JSON.parse(
      (await t.request('GET', paths.data.export, { cookie: t.adminCookie })).body,
    ) as ExportedDoc;
    expect(exported.work![0]!.startDate).toBe('2025-09');
    expect(exported.certificates![0]!['x-linkedin']).toEqual({ 'License Number': 'RS-1843' });
    expect(exported.volunteer![0]!['x-linkedin']).toEqual({ Cause: 'Education' });
    // Private details of Profile.csv and the files Vitae does not use are nowhere in the database.
    const stored = JSON.stringify((await createBackup(t.db.kysely)).tables);
    for (const secret of ['Dec 10 1815', 'James', 'SW1Y', 'Secret message', 'cb@example.com', 'Byron'])
      expect(stored).not.toContain(secret);
  });

  it('merges a second "add" of the same export instead of doubling it, and "replace" sends a section to the trash', async () => {
    await reset();
    const bytes = zipOf(ENGLISH_EXPORT);
    const first = await previewOf(sourceImportPaths.linkedin, bytes, 'export.zip');
    const made = expectOk<SourceImportDone>(
      await post(`${sourceImportPaths.linkedin}?confirm=true`, bytes, 'export.zip', {
        take: everyKey(first),
      }),
    );
    const before = await snapshot();

    const second = await previewOf(sourceImportPaths.linkedin, bytes, 'export.zip');
    expect(everyKey(second, 'match')).toHaveLength(everyKey(second).length);
    expect(second.sections[1]!.items[0]!.reason).toBe(
      'Already in your portfolio: Lead Programmer · Analytical Engines Ltd · 2025-09-01.',
    );
    const again = expectOk<SourceImportDone>(
      await post(`${sourceImportPaths.linkedin}?confirm=true`, bytes, 'export.zip', {
        take: everyKey(second),
      }),
    );
    expect(again.created).toBe(0);
    expect(again.counts).toEqual(made.counts);
    expect((await snapshot()).tables.works).toEqual(before.tables.works);

    const replaced = expectOk<SourceImportDone>(
      await post(`${sourceImportPaths.linkedin}?confirm=true`, bytes, 'export.zip', {
        take: ['skills:0'],
        replace: ['skills'],
      }),
    );
    expect(replaced).toMatchObject({ created: 1, removed: 3 });
    expect((await list('languages')).map((skill) => skill.title)).toEqual(['Mathematics']);
    const trash = expectOk<{ resource: string }[]>(
      await t.request('GET', '/api/trash', { cookie: t.adminCookie }),
    );
    expect(trash.filter((item) => item.resource === 'languages')).toHaveLength(3);
  });

  it('reads Spanish column names and month names, and the older Positions.csv layout', async () => {
    await reset();
    for (const files of [SPANISH_EXPORT, OLDER_EXPORT] as ExportFiles[]) {
      const bytes = zipOf(files);
      const preview = await previewOf(sourceImportPaths.linkedin, bytes, 'export.zip');
      expectOk(
        await post(`${sourceImportPaths.linkedin}?confirm=true`, bytes, 'export.zip', {
          take: everyKey(preview),
        }),
      );
    }
    const works = await list('works');
    expect(works.map((work) => [work.company, work.jobTitle, work.dateStart, work.dateEnd])).toEqual([
      ['Editorial Galega', 'Escritora', '2021-09-01', '2024-01-01'],
      ['Lovelace Labs', 'Founder', '2019-09-01', '2021-03-01'],
    ]);
    expect((await list('people'))[0]).toMatchObject({
      firstName: 'Rosalía',
      lastName: 'Castro',
      jobTitles: 'Poeta y novelista',
    });
    expect((await list('educations'))[0]).toMatchObject({
      institutionName: 'Sociedad Económica de Amigos del País',
    });
    expect((await list('spoken-languages'))[0]).toMatchObject({ language: 'Gallego' });
  });

  it('imports BibTeX publications with Unicode, DOIs as links, the owner marked, duplicates merged; twice adds nothing', async () => {
    await reset();
    const person = await post(sourceImportPaths.linkedin, zipOf(ENGLISH_EXPORT), 'export.zip');
    const linkedin = expectOk<SourcePreview>(person);
    expectOk(
      await post(`${sourceImportPaths.linkedin}?confirm=true`, zipOf(ENGLISH_EXPORT), 'export.zip', {
        take: ['basics:0'],
      }),
    );
    expect(linkedin.sections[0]!.key).toBe('basics');

    const preview = await previewOf(sourceImportPaths.bibtex, BIB, 'publications.bib');
    const items = preview.sections[0]!.items;
    expect(items.map((item) => item.status)).toEqual(['new', 'new', 'new', 'new', 'new', 'skip']);
    expect(items[5]!.reason).toBe(
      'the same publication as publications.bib line 6 (same DOI); merged into it',
    );
    expect(items[0]!.authors).toEqual([
      { name: 'Ada Lovelace', owner: true },
      { name: 'Kurt Gödel', owner: false },
      { name: 'Gabriel García Márquez', owner: false },
    ]);
    const done = expectOk<SourceImportDone>(
      await post(`${sourceImportPaths.bibtex}?confirm=true`, BIB, 'publications.bib', {
        take: everyKey(preview),
      }),
    );
    expect(done.created).toBe(5);
    const publications = await list('publications');
    expect(publications.map((row) => [row.name, row.publisher, row.releaseDate, row.url])).toEqual([
      [
        'On the Analytical Engine: a new approach to Übersetzung',
        'Journal of Machine Learning Research',
        '2019-09',
        'https://doi.org/10.5555/3322706.3362015',
      ],
      [
        'Café ça et là: naïve costs of Nested Braces',
        'Proceedings of the Symposium on Engines',
        '2021',
        'https://example.org/paper_2021.pdf',
      ],
      ['Notes on the Engine', 'Taylor & Francis', '2020', ''],
      ['Numbers of Bernoulli', 'Université de Paris', '2015', ''],
      ['Engines for everyone', '', '2023', 'https://talks.example/engines'],
    ]);
    expect(publications[0]!.summary).toBe('Ada Lovelace, Kurt Gödel and Gabriel García Márquez');
    const exported = JSON.parse(
      (await t.request('GET', paths.data.export, { cookie: t.adminCookie })).body,
    ) as ExportedDoc;
    expect(exported.publications![0]!['x-bibtex']).toMatchObject({
      type: 'article',
      key: 'lovelace2019engine',
      pages: '1–42',
    });
    expect((exported.publications![0]!.authors as unknown[])[0]).toEqual({
      name: 'Ada Lovelace',
      owner: true,
    });

    const twice = await previewOf(sourceImportPaths.bibtex, BIB, 'publications.bib');
    expect(twice.sections[0]!.items.map((item) => item.status)).toEqual([
      'match',
      'match',
      'match',
      'match',
      'match',
      'skip',
    ]);
    const again = expectOk<SourceImportDone>(
      await post(`${sourceImportPaths.bibtex}?confirm=true`, BIB, 'publications.bib', {
        take: everyKey(twice),
      }),
    );
    expect(again.created).toBe(0);
    expect(await list('publications')).toHaveLength(5);
  });

  it('restoring the automatic backup taken before an import undoes all of it', async () => {
    await reset();
    const before = await snapshot();
    const bytes = zipOf(ENGLISH_EXPORT);
    const preview = await previewOf(sourceImportPaths.linkedin, bytes, 'export.zip');
    const done = expectOk<SourceImportDone>(
      await post(`${sourceImportPaths.linkedin}?confirm=true`, bytes, 'export.zip', {
        take: everyKey(preview),
      }),
    );
    expect(await list('works')).toHaveLength(2);
    expectOk(
      await t.request('POST', `${paths.data.backupRestore(done.backup.id)}?confirm=true`, {
        cookie: t.adminCookie,
      }),
    );
    const after = await snapshot();
    for (const table of [
      'people',
      'works',
      'educations',
      'skills',
      'projects',
      'publications',
      'customEntries',
      'sections',
    ] as const)
      expect(after.tables[table], table).toEqual(before.tables[table]);
  });

  describe('refuses a bad file with a 4xx naming the file and line, changing nothing', () => {
    const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const withPositions = (positions: string | Uint8Array) =>
      zipSync({
        'Profile.csv': strToU8('First Name,Last Name\nAda,Lovelace\n'),
        'Positions.csv': typeof positions === 'string' ? strToU8(positions) : positions,
      });
    const manyEntries = Array.from(
      { length: 50_000 },
      (_, index) => `@misc{k${index}, title={T${index}}, year={2020}}`,
    ).join('\n');
    const cases: [string, string, Uint8Array, string, number, RegExp][] = [
      [
        'not a ZIP',
        sourceImportPaths.linkedin,
        Buffer.from('just text'),
        'export.zip',
        400,
        /^export\.zip is not a ZIP archive/,
      ],
      [
        'a ZIP bomb',
        sourceImportPaths.linkedin,
        zipSync({ 'Positions.csv': new Uint8Array(64 * 1024 * 1024) }, { level: 9 }),
        'export.zip',
        413,
        /^export\.zip: Positions\.csv unpacks to 64 MiB; Vitae reads files of at most 5 MiB/,
      ],
      [
        'path traversal',
        sourceImportPaths.linkedin,
        zipSync({ '../../etc/Positions.csv': strToU8('Company Name\nX\n') }),
        'export.zip',
        400,
        /names a file outside itself \("\.\.\/\.\.\/etc\/Positions\.csv"\)/,
      ],
      [
        'no Positions.csv',
        sourceImportPaths.linkedin,
        zipSync({ 'Profile.csv': strToU8('First Name\nAda\n') }),
        'export.zip',
        400,
        /^Positions\.csv is missing/,
      ],
      [
        'UTF-16',
        sourceImportPaths.linkedin,
        withPositions(utf16('Company Name,Title\nX,Y\n')),
        'export.zip',
        400,
        /^Positions\.csv, line 1: the file is in UTF-16/,
      ],
      [
        'broken quoting',
        sourceImportPaths.linkedin,
        withPositions('Company Name,Title\nAcme,Boss\n"Unclosed,Title\nMore,Rows\n'),
        'export.zip',
        400,
        /^Positions\.csv, line 3: a quoted value is never closed/,
      ],
      [
        'a row wider than its header',
        sourceImportPaths.linkedin,
        withPositions('Company Name,Title\nAcme,Boss,Extra\n'),
        'export.zip',
        400,
        /^Positions\.csv, line 2: the row has more values than the header/,
      ],
      [
        'unbalanced braces',
        sourceImportPaths.bibtex,
        strToU8('@article{a,\n  title = {Open {brace},\n  year = 2020\n}\n@book{b, title={B}, year=2001}\n'),
        'refs.bib',
        400,
        /^refs\.bib, line 1: the entry starting on this line has unbalanced braces/,
      ],
      [
        '50,000 entries',
        sourceImportPaths.bibtex,
        strToU8(manyEntries),
        'refs.bib',
        413,
        /^refs\.bib, line 501: the file has more than 500 entries/,
      ],
      [
        'a .bib in UTF-16',
        sourceImportPaths.bibtex,
        utf16('@misc{a, title={A}}'),
        'refs.bib',
        400,
        /^refs\.bib, line 1: the file is in UTF-16/,
      ],
      [
        'a .bib with no entry',
        sourceImportPaths.bibtex,
        strToU8('just words'),
        'refs.bib',
        400,
        /^refs\.bib: the file holds no BibTeX entry/,
      ],
    ];
    it.each(cases)('%s', async (_name, url, bytes, name, status, message) => {
      const before = await snapshot();
      for (const confirm of ['', '?confirm=true']) {
        const body = expectError(
          await post(`${url}${confirm}`, bytes, name, confirm ? { take: ['work:0'] } : undefined),
          status,
        );
        expect(body.message).toMatch(message);
        expect(body.message).toMatch(/Nothing was imported\.$/);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('a CSV with a byte-order mark is read (Excel writes one)', async () => {
      const bytes = withPositions(
        Buffer.concat([
          Buffer.from([0xef, 0xbb, 0xbf]),
          Buffer.from('Company Name,Title,Started On\nBOM Inc,Boss,Sep 2025\n'),
        ]),
      );
      const preview = await previewOf(sourceImportPaths.linkedin, bytes, 'export.zip');
      expect(preview.sections.find((section) => section.key === 'work')!.items[0]).toMatchObject({
        title: 'Boss',
        detail: 'BOM Inc · 2025-09',
      });
    });

    it('only an admin imports', async () => {
      const before = await snapshot();
      expectError(
        await post(sourceImportPaths.linkedin, zipOf(ENGLISH_EXPORT), 'export.zip', undefined, t.userCookie),
        403,
      );
      expectError(
        await post(
          `${sourceImportPaths.bibtex}?confirm=true`,
          BIB,
          'refs.bib',
          { take: ['publications:0'] },
          '',
        ),
        401,
      );
      expect(await snapshot()).toEqual(before);
    });

    it('choices that are no JSON or of another shape are a 400', async () => {
      const before = await snapshot();
      const form = new FormData();
      form.append('choices', '{nope');
      form.append('file', new Blob([BIB]), 'refs.bib');
      const encoded = new Response(form);
      const response = await t.app.inject({
        method: 'POST',
        url: `${sourceImportPaths.bibtex}?confirm=true`,
        headers: { 'content-type': encoded.headers.get('content-type')!, cookie: t.adminCookie },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      expect(expectError(response, 400).message).toMatch(/^The choices are not JSON/);
      expect(
        expectError(
          await post(`${sourceImportPaths.bibtex}?confirm=true`, BIB, 'refs.bib', { take: 'all' }),
          400,
        ).message,
      ).toMatch(/not of the expected shape/);
      expect(
        expectError(await post(`${sourceImportPaths.bibtex}?confirm=true`, BIB, 'refs.bib'), 400).message,
      ).toMatch(/^Say what to import/);
      expect(await snapshot()).toEqual(before);
    });
  });
});

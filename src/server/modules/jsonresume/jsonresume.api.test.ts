/**
 * JSON Resume import and export on the real database (runs on SQLite and on PostgreSQL).
 * Source: README.md "Quick start"; README.md "Command line"; docs/decisions/0004-json-resume-mapping.md.
 */
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { ensureAllCategory } from '../resources/categories.js';
import type { Database } from '../../db/types.js';
import { createTestApp, openTestDatabase, skipReason, type TestApp } from '../../test/test-app.js';
import { categories, educations, skills, socialLinks, works } from '../resources/definitions.js';
import { repositoryOf } from '../resources/repository.js';
import { projects } from '../resources/projects.js';
import { usersRepository } from '../users/users.repository.js';
import { peopleRepository } from '../people/people.repository.js';
import {
  countPortfolio,
  exportJsonResume,
  importJsonResume,
  isPortfolioEmpty,
  loadSampleResume,
  PortfolioNotEmptyError,
  ResumeValidationError,
} from './jsonresume.js';

const require = createRequire(import.meta.url);
const resumeSchema = require('@jsonresume/schema') as {
  validate(
    resume: unknown,
    callback: (errors: { property: string; message: string }[] | null, valid: boolean) => void,
  ): void;
};

/** Errors of the official validator for `doc` (`[]` when valid). */
function officialErrors(doc: unknown): string[] {
  let found: string[] = [];
  resumeSchema.validate(doc, (errors) => {
    found = (errors ?? []).map((error) => `${error.property} ${error.message}`);
  });
  return found;
}

type Db = Kysely<Database>;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/** A fresh database as a first start leaves it (the All category). */
async function freshDb(): Promise<Db> {
  const db = await openTestDatabase();
  closers.push(() => db.drop());
  await ensureAllCategory(db.kysely);
  return db.kysely;
}

async function app(options: { seedDemo?: boolean } = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  closers.push(() => t.close());
  return t;
}

/** The portfolio as the repositories give it, without ids and timestamps; links as titles. */
async function snapshot(db: Db) {
  const strip = <T extends Record<string, unknown>>(item: T) => {
    const { _id: _i, createdAt: _c, updatedAt: _u, ...rest } = item;
    return rest;
  };
  const skillList = await repositoryOf(skills).list(db);
  const categoryList = await repositoryOf(categories).list(db);
  const title = (list: { _id: string; title: string }[]) => (id: string) =>
    list.find((item) => item._id === id)?.title;
  return {
    people: (await peopleRepository.list(db)).map(strip),
    works: (await repositoryOf(works).list(db)).map(strip),
    educations: (await repositoryOf(educations).list(db)).map(strip),
    skills: skillList.map(strip),
    categories: categoryList.map(strip),
    socialLinks: (await repositoryOf(socialLinks).list(db)).map(strip),
    projects: (await repositoryOf(projects).list(db)).map((project) => ({
      ...strip(project),
      languages: project.languages.map(title(skillList)),
      categories: project.categories.map(title(categoryList)),
    })),
  };
}

describe.skipIf(skipReason() !== '')('JSON Resume import and export', () => {
  it('imports the sample resume with the documented mapping', async () => {
    const db = await freshDb();
    const result = await importJsonResume(db, loadSampleResume(), { replace: false });

    expect(result.replaced).toBe(false);
    expect(result.counts).toEqual({
      people: 1,
      works: 1,
      educations: 1,
      // 2 skills (their keywords stay on them, decision 0030) + 3 project keywords that were missing
      skills: 5,
      projects: 1,
      categories: 1,
      // email, phone, url + 2 profiles
      socialLinks: 5,
    });
    // Every section has a home now (decision 0030); the sample's empty image is normalised away.
    expect(result.warnings).toEqual([{ path: 'basics.image', message: 'empty value; left out' }]);

    const person = await peopleRepository.get(db, result.personId!);
    expect(person).toMatchObject({
      firstName: 'Richard',
      lastName: 'Hendriks',
      jobTitles: 'Programmer',
      city: 'San Francisco',
      province: 'California',
      country: 'US',
      thumbnails: [],
    });
    expect(person.about).toMatch(/^Richard hails from Tulsa/);

    const links = await repositoryOf(socialLinks).list(db);
    expect(links.map((link) => [link.type, link.title, link.linkSocial, link.order])).toEqual([
      ['Contact', 'Email', 'mailto:richard.hendriks@mail.com', 0],
      ['Contact', 'Phone', 'tel:(912) 555-4321', 1],
      ['Contact', 'Website', 'http://richardhendricks.example.com', 2],
      ['Social Media', 'Twitter', 'https://www.twitter.com', 3],
      ['Social Media', 'SoundCloud', 'https://soundcloud.example.com/dandymusicnl', 4],
    ]);

    const [work] = await repositoryOf(works).list(db);
    expect(work).toMatchObject({
      company: 'Pied Piper',
      linkCompany: 'http://piedpiper.example.com',
      jobTitle: 'CEO/President',
      dateStart: '2013-12-01',
      dateEnd: '2014-12-01',
      finished: true,
    });
    // Summary → description; location and highlights have their own columns (decision 0033).
    expect(work!.description).toMatch(/lossless compression\.$/);
    expect(work!.highlights[0]).toMatch(/^Build an algorithm/);

    const [education] = await repositoryOf(educations).list(db);
    expect(education).toMatchObject({
      institutionName: 'University of Oklahoma',
      linkInstitution: 'https://www.ou.edu/',
      title: 'Bachelor in Information Technology',
      typeEducation: 'University',
      finished: true,
      description: 'Score: 4.0\nCourses:\n- DB1101 - Basic SQL\n- CS2011 - Java Introduction',
    });

    const skillList = await repositoryOf(skills).list(db);
    expect(skillList.map((skill) => [skill.title, skill.percent, skill.type, skill.keywords])).toEqual([
      ['Web Development', 90, 'Hard', ['HTML', 'CSS', 'Javascript']],
      ['Compression', 90, 'Hard', ['Mpeg', 'MP4', 'GIF']],
      ['GoogleMaps', 50, 'Hard', []],
      ['Chrome Extension', 50, 'Hard', []],
      ['Javascript', 50, 'Hard', []],
    ]);

    const snap = await snapshot(db);
    expect(snap.categories.map((category) => category.title)).toEqual(['All', 'application']);
    expect(snap.projects).toEqual([
      expect.objectContaining({
        title: 'Miss Direction',
        company: 'Smoogle',
        linkProyect: 'http://missdirection.example.com',
        dateStart: '2016-08-24',
        dateEnd: '2016-08-24',
        languages: ['GoogleMaps', 'Chrome Extension', 'Javascript'],
        categories: ['All', 'application'],
      }),
    ]);
  });

  it('pads JSON Resume dates of YYYY and YYYY-MM to YYYY-MM-DD and maps study types and levels', async () => {
    const db = await freshDb();
    await importJsonResume(
      db,
      {
        work: [
          { name: 'A', startDate: '2019', endDate: '2020-07' },
          { name: 'B', startDate: '2021-03' },
        ],
        education: [
          { institution: 'School 1', studyType: 'Secondary school' },
          { institution: 'Academy', studyType: 'Bootcamp', area: 'Web' },
          { institution: 'Event', studyType: 'Workshop' },
          { institution: 'Somewhere', studyType: 'Apprenticeship' },
          { institution: 'Uni', studyType: 'PhD', area: 'Physics' },
          { institution: 'Primary', studyType: 'Elementary' },
        ],
        skills: [
          { name: 'A', level: 'expert' },
          { name: 'B', level: 'Intermediate' },
          { name: 'C', level: 'novice' },
          { name: 'D', level: '72%' },
        ],
      },
      { replace: false },
    );
    const workList = await repositoryOf(works).list(db);
    expect(workList.map((work) => [work.dateStart, work.dateEnd, work.finished])).toEqual([
      ['2019-01-01', '2020-07-01', true],
      ['2021-03-01', '', false],
    ]);
    const educationList = await repositoryOf(educations).list(db);
    expect(educationList.map((education) => [education.typeEducation, education.title])).toEqual([
      ['High School', 'Secondary school'],
      ['Course', 'Bootcamp in Web'],
      ['Conference', 'Workshop'],
      ['Other', 'Apprenticeship'],
      ['University', 'PhD in Physics'],
      ['Primary School', 'Elementary'],
    ]);
    expect((await repositoryOf(skills).list(db)).map((skill) => skill.percent)).toEqual([90, 60, 30, 72]);
  });

  it('rejects an invalid resume with every error and its path, and writes nothing', async () => {
    const db = await freshDb();
    await importJsonResume(db, loadSampleResume(), { replace: false });
    const before = await snapshot(db);
    const invalid = {
      basics: { name: 'X', email: 'not-an-email', profiles: [{ network: 'Web', url: 'no scheme' }] },
      work: [{ name: 'A', startDate: '2020-1-5' }],
      skills: 'many',
    };

    const error = await importJsonResume(db, invalid, { replace: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResumeValidationError);
    expect((error as ResumeValidationError).errors).toEqual([
      { path: 'basics.email', message: 'must be an email address (got "not-an-email")' },
      {
        path: 'basics.profiles[0].url',
        message: 'must be a URL with a scheme, such as https://example.com (got "no scheme")',
      },
      {
        path: 'work[0].startDate',
        message: 'must be a date written YYYY, YYYY-MM or YYYY-MM-DD (got "2020-1-5")',
      },
      { path: 'skills', message: 'must be of type array (got "many")' },
    ]);
    expect(await snapshot(db)).toEqual(before);

    await expect(importJsonResume(db, 'not an object', { replace: true })).rejects.toThrow(
      ResumeValidationError,
    );
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses a non-empty portfolio without replace, and replaces it with replace', async () => {
    const db = await freshDb();
    expect(await isPortfolioEmpty(db)).toBe(true);
    const first = await importJsonResume(db, loadSampleResume(), { replace: false });
    expect(await isPortfolioEmpty(db)).toBe(false);
    const admin = await usersRepository.create(db, {
      name: 'Owner',
      email: 'owner@example.com',
      password: 'owner-password',
      role: 'admin',
      personId: first.personId!,
    });
    const before = await snapshot(db);

    const refused = await importJsonResume(
      db,
      { basics: { name: 'Other Person' } },
      { replace: false },
    ).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(PortfolioNotEmptyError);
    expect((refused as Error).message).toMatch(
      /^The portfolio is not empty \(1 person, 1 work, .*nothing was imported/,
    );
    expect(await snapshot(db)).toEqual(before);

    const replaced = await importJsonResume(
      db,
      {
        basics: { name: 'Other Person', profiles: [{ network: 'GitHub', url: 'https://github.com/other' }] },
      },
      { replace: true },
    );
    expect(replaced.replaced).toBe(true);
    expect(replaced.counts).toEqual({
      people: 1,
      works: 0,
      educations: 0,
      skills: 0,
      projects: 0,
      categories: 0,
      socialLinks: 1,
    });
    const after = await snapshot(db);
    expect(after.people.map((person) => [person.firstName, person.lastName])).toEqual([['Other', 'Person']]);
    expect(after.categories.map((category) => [category.title, category.order])).toEqual([['All', 0]]);
    // The user who was linked to the old person is linked to the new one.
    expect((await usersRepository.get(db, admin.id)).personId).toBe(replaced.personId);
  });

  it('a portfolio category other than All makes it non-empty', async () => {
    const db = await freshDb();
    await importJsonResume(db, { projects: [{ name: 'P', type: 'Web' }] }, { replace: false });
    await db.deleteFrom('projects').execute();
    await db.deleteFrom('skills').execute();
    expect(await countPortfolio(db)).toMatchObject({ projects: 0, categories: 1 });
    expect(await isPortfolioEmpty(db)).toBe(false);
  });

  it('exports a valid JSON Resume, and export → import (replace) → export gives the same document', async () => {
    const db = await freshDb();
    await importJsonResume(db, loadSampleResume(), { replace: false });
    const first = await exportJsonResume(db);
    expect(officialErrors(first)).toEqual([]);
    const before = await snapshot(db);

    const result = await importJsonResume(db, structuredClone(first), { replace: true });
    expect(result.warnings).toEqual([]);
    expect(await exportJsonResume(db)).toEqual(first);
    expect(await snapshot(db)).toEqual(before);
  });

  it('keeps every Vitae field through export → import → export (extension keys)', async () => {
    const t = await app();
    const admin = (path: string, body: unknown, method: 'POST' | 'PUT' = 'POST') =>
      t.request(method, path, { cookie: t.adminCookie, body }).then((res) => {
        expect(res.statusCode, res.body).toBeLessThan(300);
        return res.json().response as { _id: string };
      });
    await admin('/api/people', {
      firstName: 'Juan Pablo',
      lastName: 'Pérez García',
      dni: '30111222',
      cuil: '20301112223',
      birthday: '1990-05-17',
      jobTitles: 'Full-stack developer',
      about: 'About me.',
      city: 'Córdoba',
      province: 'Córdoba',
      country: 'Argentina',
      thumbnails: ['/img/me.png', 'https://img.example.com/me2.png'],
      banners: ['https://img.example.com/banner.png'],
    });
    await admin('/api/social-medias', {
      type: 'Social Media',
      title: 'GitHub',
      linkSocial: 'https://github.com/juan',
    });
    await admin('/api/social-medias', {
      type: 'Contact',
      title: 'Correo',
      linkSocial: 'mailto:juan@example.com',
      thumbnails: '/img/mail.png',
    });
    await admin('/api/social-medias', {
      type: 'Contact',
      title: 'WhatsApp',
      linkSocial: 'https://wa.me/5493511234567',
    });
    await admin('/api/social-medias', {
      type: 'Contact',
      title: 'Phone',
      linkSocial: 'tel:+54 351 123 4567',
    });
    await admin('/api/social-medias', {
      type: 'Social Media',
      title: 'Blog',
      linkSocial: 'www.juan.example.com',
    });
    await admin('/api/social-medias', {
      type: 'Contact',
      title: 'Work mail',
      linkSocial: 'mailto:juan@work.example.com',
    });
    await admin('/api/social-medias', { type: 'Social Media', title: 'Empty', linkSocial: '' });
    await admin('/api/works', {
      company: 'ACME',
      linkCompany: 'www.acme.example.com',
      jobTitle: 'Developer',
      dateStart: '2020-01-15',
      finished: true,
      description: 'Builds things.',
      thumbnails: '/img/acme.png',
    });
    await admin('/api/works', {
      company: 'Current',
      dateStart: '2021-02-01',
      dateEnd: '2030-01-01',
      finished: false,
    });
    await admin('/api/educations', {
      institutionName: 'Platzi',
      linkInstitution: '/schools/platzi',
      iconInstitution: 'https://img.example.com/platzi.png',
      title: 'React',
      linkCertificate: 'https://platzi.example.com/cert/1',
      dateStart: '2022-03-01',
      dateEnd: '2022-04-01',
      finished: true,
      typeEducation: 'Course',
      description: 'Hooks and more.',
    });
    await admin('/api/educations', { typeEducation: 'Other' });
    const ts = await admin('/api/languages', {
      title: 'TypeScript',
      percent: 75,
      type: 'Hard',
      thumbnails: '/img/ts.png',
    });
    await admin('/api/languages', { title: 'Teamwork', percent: 90, type: 'Soft' });
    const go = await admin('/api/languages', { title: 'Go', percent: 50, type: 'Hard' });
    await admin('/api/languages', { title: 'Rust', percent: 0, type: 'Hard' });
    const web = await admin('/api/categories', {
      title: 'Web',
      thumbnails: 'https://img.example.com/web.png',
    });
    const cli = await admin('/api/categories', { title: 'CLI' });
    const all = (await t.request('GET', '/api/categories')).json().response[0] as { _id: string };
    await admin(
      '/api/categories/reorder',
      { data: [{ _id: web._id }, { _id: all._id }, { _id: cli._id }] },
      'PUT',
    );
    await admin('/api/proyects', {
      title: 'Vitae',
      company: 'Me',
      linkCompany: 'https://me.example.com',
      linkProyect: '/projects/vitae',
      dateStart: '2024-01-01',
      description: 'This site.',
      languages: [ts._id, go._id],
      categories: [web._id, cli._id],
      thumbnails: ['https://img.example.com/v1.png', '/img/v2.png'],
    });
    await admin('/api/proyects', { title: 'Bare' });

    const db = t.db.kysely;
    const before = await snapshot(db);
    const first = await exportJsonResume(db);
    expect(officialErrors(first)).toEqual([]);
    expect(first.basics).toMatchObject({
      name: 'Juan Pablo Pérez García',
      email: 'juan@example.com',
      phone: '+54 351 123 4567',
      url: 'https://wa.me/5493511234567',
      image: '/img/me.png',
      'x-vitae': { dni: '30111222' },
    });
    // The name splits back as stored (two given names, two family names), so no extension is needed.
    expect(first.basics?.['x-vitae']).not.toHaveProperty('firstName');

    const result = await importJsonResume(db, JSON.parse(JSON.stringify(first)) as unknown, {
      replace: true,
    });
    expect(result.warnings).toEqual([]);
    expect(await exportJsonResume(db)).toEqual(first);
    expect(await snapshot(db)).toEqual(before);
  });

  it('leaves out values that Vitae refuses, with a warning, instead of failing', async () => {
    const db = await freshDb();
    const result = await importJsonResume(
      db,
      {
        basics: {
          name: 'Ada Lovelace',
          image: 'data:image/png;base64,AAAA',
          profiles: [
            { network: 'FTP', url: 'ftp://files.example.com' },
            { network: 'Mastodon', username: 'ada' },
            { network: 'Site', url: 'https://ada.example.com' },
          ],
        },
        work: [{ name: 'Engines Ltd', url: 'javascript:alert(1)', position: 'Analyst' }],
        skills: [{ name: 'Maths', level: 'Genius' }],
        projects: [{ name: 'Notes', type: 'x'.repeat(300) }],
      },
      { replace: false },
    );
    expect(result.warnings).toEqual([
      {
        path: 'basics.image',
        message:
          'must be an http(s) URL or a site path starting with / (got "data:image/png;base64,AAAA"); left out',
      },
      {
        path: 'basics.profiles[0].url',
        message: expect.stringMatching(
          /^must be an http\(s\) URL.*\(got "ftp:\/\/files.example.com"\); left out$/,
        ),
      },
      { path: 'basics.profiles[0]', message: 'no usable url; profile skipped' },
      { path: 'basics.profiles[1]', message: 'has no url; profile skipped' },
      { path: 'work[0].url', message: expect.stringMatching(/\(got "javascript:alert\(1\)"\); left out$/) },
      {
        path: 'skills[0].level',
        message: expect.stringMatching(/^"Genius" is not a known level .*imported as 50%$/),
      },
      {
        path: 'projects[0].type',
        message: expect.stringMatching(/^must have at most 200 characters .*; projects\[0\]\.type skipped$/),
      },
    ]);
    const snap = await snapshot(db);
    expect(snap.people[0]).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', thumbnails: [] });
    expect(snap.socialLinks.map((link) => link.title)).toEqual(['Site']);
    expect(snap.works[0]).toMatchObject({ company: 'Engines Ltd', linkCompany: '', jobTitle: 'Analyst' });
    expect(snap.skills[0]).toMatchObject({ title: 'Maths', percent: 50 });
    expect(snap.projects[0]).toMatchObject({ title: 'Notes', categories: ['All'] });
  });

  it('after an import the API lists the projects with their skills and categories, All included', async () => {
    const t = await app();
    await importJsonResume(t.db.kysely, loadSampleResume(), { replace: false });
    const res = await t.request('GET', '/api/proyects/populated?populate=languages,categories');
    expect(res.statusCode).toBe(200);
    const list = res.json().response as {
      title: string;
      languages: { title: string }[];
      categories: { title: string }[];
    }[];
    expect(list.map((project) => project.title)).toEqual(['Miss Direction']);
    expect(list[0]!.languages.map((skill) => skill.title)).toEqual([
      'GoogleMaps',
      'Chrome Extension',
      'Javascript',
    ]);
    expect(list[0]!.categories.map((category) => category.title)).toEqual(['All', 'application']);
  });

  it('a first start with the demo imports the sample portfolio and links the admin to its person', async () => {
    const t = await app({ seedDemo: true });
    const people = (await t.request('GET', '/api/people')).json().response as {
      _id: string;
      firstName: string;
    }[];
    expect(people.map((person) => person.firstName)).toEqual(['Richard']);
    const current = await t.request('GET', '/api/auth/current', { cookie: t.adminCookie });
    expect(current.json().response).toMatchObject({
      email: 'admin@example.com',
      role: 'admin',
      person: people[0]!._id,
    });
    const works = (await t.request('GET', '/api/works')).json().response as { company: string }[];
    expect(works.map((work) => work.company)).toEqual(['Pied Piper']);
  });
});

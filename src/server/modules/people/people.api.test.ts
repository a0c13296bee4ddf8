/**
 * API tests of people: public list and read, update by the linked user or an admin (another
 * non-admin: 403), create and delete admin only, digits-only dni/cuil (numbers accepted), image
 * lists validated. Source: docs/api.md "Entities on the wire" (people) and "Routes".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, ID_RE } from '../../test/expect-api.js';
import { personDefaults } from '../../../shared/schemas.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';
import { peopleRepository } from './people.repository.js';

type Person = Record<string, unknown> & { _id: string };

const UNKNOWN_ID = 'ffffffffffffffffffffffff';

describe.skipIf(skipReason() !== '')('people API', () => {
  let t: TestApp;
  let userId: string;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    userId = expectOk<{ _id: string }>(
      await t.request('GET', '/api/auth/current', { cookie: t.userCookie }),
    )._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A portfolio has one person: each test starts from none. */
  const createPerson = async (body: Record<string, unknown> = {}): Promise<Person> => {
    await t.db.kysely.updateTable('users').set({ personId: null }).execute();
    await t.db.kysely.deleteFrom('people').execute();
    return expectOk(
      await t.request('POST', '/api/people/', {
        cookie: t.adminCookie,
        body: { firstName: `First ${++n}`, ...body },
      }),
      201,
    );
  };
  const linkUser = async (id: string, personId: string | null) =>
    t.db.kysely.updateTable('users').set({ personId }).where('id', '=', id).execute();

  it('creates (admin, 201) with "" and [] for empty fields; list and get are public', async () => {
    const created = await createPerson({ lastName: 'Lovelace' });
    expect(created._id).toMatch(ID_RE);
    expect(created).toMatchObject({
      lastName: 'Lovelace',
      dni: '',
      cuil: '',
      birthday: '',
      jobTitles: '',
      about: '',
      city: '',
      province: '',
      country: '',
      thumbnails: [],
      banners: [],
    });
    const list = expectOk<Person[]>(await t.request('GET', '/api/people/'));
    expect(list.find((p) => p._id === created._id)).toEqual(created);
    expect(expectOk(await t.request('GET', `/api/people/${created._id}`))).toEqual(created);
    expect(expectOk(await t.request('GET', `/api/people/${created._id}/`))).toEqual(created);
  });

  it('unknown id 404, malformed id 400', async () => {
    expectError(await t.request('GET', `/api/people/${UNKNOWN_ID}`), 404);
    expectError(await t.request('GET', '/api/people/123'), 400);
    expectError(
      await t.request('PUT', `/api/people/${UNKNOWN_ID}`, { cookie: t.adminCookie, body: { city: 'X' } }),
      404,
    );
    expectError(
      await t.request('PUT', `/api/people/${UNKNOWN_ID}`, { cookie: t.userCookie, body: { city: 'X' } }),
      404,
    );
    expectError(
      await t.request('PUT', '/api/people/123', { cookie: t.adminCookie, body: { city: 'X' } }),
      400,
    );
  });

  it('the linked user updates their own person', async () => {
    const person = await createPerson();
    await linkUser(userId, person._id);
    try {
      const res = await t.request('PUT', `/api/people/${person._id}`, {
        cookie: t.userCookie,
        body: { city: 'Córdoba', about: 'Hello', _id: UNKNOWN_ID, __v: 1 },
      });
      const updated = expectOk<Person>(res);
      expect(updated).toMatchObject({
        _id: person._id,
        city: 'Córdoba',
        about: 'Hello',
        firstName: person.firstName,
      });
      expect(expectOk(await t.request('GET', `/api/people/${person._id}`))).toEqual(updated);
    } finally {
      await linkUser(userId, null);
    }
  });

  it('an admin updates any person', async () => {
    const person = await createPerson();
    const updated = expectOk<Person>(
      await t.request('PUT', `/api/people/${person._id}`, {
        cookie: t.adminCookie,
        body: { country: 'Argentina' },
      }),
    );
    expect(updated.country).toBe('Argentina');
  });

  it('another non-admin is 403, anonymous 401, nothing changes', async () => {
    const person = await createPerson();
    // A second person only exists in data from before the one-person rule: insert it directly.
    const mine = await peopleRepository.create(t.db.kysely, { firstName: 'Mine' }, personDefaults);
    await linkUser(userId, mine._id);
    try {
      expectError(
        await t.request('PUT', `/api/people/${person._id}`, {
          cookie: t.userCookie,
          body: { city: 'Hacked' },
        }),
        403,
      );
      expectError(await t.request('PUT', `/api/people/${person._id}`, { body: { city: 'Hacked' } }), 401);
      expect(expectOk(await t.request('GET', `/api/people/${person._id}`))).toEqual(person);
    } finally {
      await linkUser(userId, null);
    }
  });

  it('creates one person per portfolio (409 for a second) and links it to the admin who creates it', async () => {
    const person = await createPerson();
    const admin = expectOk<{ person: string }>(
      await t.request('GET', '/api/auth/current', { cookie: t.adminCookie }),
    );
    expect(admin.person).toBe(person._id);
    const second = await t.request('POST', '/api/people', {
      cookie: t.adminCookie,
      body: { firstName: 'Two' },
    });
    expectError(second, 409);
    expect(expectOk<Person[]>(await t.request('GET', '/api/people'))).toEqual([person]);
  });

  it('two creates at once make one person (the other is 409)', async () => {
    await createPerson();
    await t.db.kysely.updateTable('users').set({ personId: null }).execute();
    await t.db.kysely.deleteFrom('people').execute();
    const answers = await Promise.all(
      [1, 2, 3].map((i) =>
        t.request('POST', '/api/people', { cookie: t.adminCookie, body: { firstName: `Race ${i}` } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(expectOk<Person[]>(await t.request('GET', '/api/people'))).toHaveLength(1);
  });

  it('create and delete are admin only', async () => {
    const before = expectOk(await t.request('GET', '/api/people'));
    expectError(await t.request('POST', '/api/people', { body: { firstName: 'X' } }), 401);
    expectError(
      await t.request('POST', '/api/people', { cookie: t.userCookie, body: { firstName: 'X' } }),
      403,
    );
    expect(expectOk(await t.request('GET', '/api/people'))).toEqual(before);
    const person = await createPerson();
    await linkUser(userId, person._id);
    expectError(await t.request('DELETE', `/api/people/${person._id}`, { cookie: t.userCookie }), 403);
    expectError(await t.request('DELETE', `/api/people/${person._id}`), 401);
    expect(
      expectOk(await t.request('DELETE', `/api/people/${person._id}`, { cookie: t.adminCookie })),
    ).toEqual(person);
    expectError(await t.request('GET', `/api/people/${person._id}`), 404);
    // The user that was linked to it is unlinked.
    expect(
      expectOk<{ person: string }>(await t.request('GET', `/api/users/${userId}`, { cookie: t.userCookie }))
        .person,
    ).toBe('');
  });

  it('dni and cuil: digits only, numbers accepted', async () => {
    const person = await createPerson({ dni: 30123456, cuil: '20301234569' });
    expect(person.dni).toBe('30123456');
    expect(person.cuil).toBe('20301234569');
    const put = (body: Record<string, unknown>) =>
      t.request('PUT', `/api/people/${person._id}`, { cookie: t.adminCookie, body });
    expect(expectOk<Person>(await put({ dni: 12345678 })).dni).toBe('12345678');
    expect(expectOk<Person>(await put({ cuil: '' })).cuil).toBe('');
    for (const bad of ['12.345.678', '12a', -5, 1.5, true, '20-30123456-9']) {
      expectError(await put({ dni: bad }), 400, /dni/);
    }
    expectError(await put({ cuil: 'abc' }), 400, /cuil/);
    expect(expectOk<Person>(await t.request('GET', `/api/people/${person._id}`)).dni).toBe('12345678');
  });

  it('image lists are validated; birthday is a date', async () => {
    const person = await createPerson();
    const put = (body: Record<string, unknown>) =>
      t.request('PUT', `/api/people/${person._id}`, { cookie: t.adminCookie, body });
    const images = ['https://img.example/a.png', '/img/b.png'];
    expect(expectOk<Person>(await put({ thumbnails: images, banners: ['/img/banner.png'] }))).toMatchObject({
      thumbnails: images,
      banners: ['/img/banner.png'],
    });
    for (const bad of [
      ['javascript:alert(1)'],
      ['data:image/png;base64,AA'],
      [''],
      'https://img.example/a.png',
      [5],
      ['vbscript:x'],
    ]) {
      expectError(await put({ thumbnails: bad }), 400, /thumbnails/);
      expectError(await put({ banners: bad }), 400, /banners/);
    }
    expectError(await put({ birthday: '31/12/1990' }), 400, /birthday/);
    expect(expectOk<Person>(await put({ birthday: '1990-12-31T00:00:00.000Z' })).birthday).toBe('1990-12-31');
    const after = expectOk<Person>(await t.request('GET', `/api/people/${person._id}`));
    expect(after.thumbnails).toEqual(images);
    expect(after.banners).toEqual(['/img/banner.png']);
  });

  it('a people list write shows in the next list read', async () => {
    const person = await createPerson();
    expectOk(await t.request('GET', '/api/people'));
    expectOk(
      await t.request('PUT', `/api/people/${person._id}`, {
        cookie: t.adminCookie,
        body: { city: 'Rosario' },
      }),
    );
    const list = expectOk<Person[]>(await t.request('GET', '/api/people'));
    expect(list.find((p) => p._id === person._id)!.city).toBe('Rosario');
  });
});

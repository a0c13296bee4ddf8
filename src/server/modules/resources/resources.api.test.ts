/**
 * API tests of the six ordered resources (educations, works, languages, proyects, categories,
 * social-medias), one table-driven suite: list/get/create/update/delete, trailing slashes, ids,
 * every validation failure, permissions, and reorder (partial and full sets, both methods, both
 * body shapes, every 400 and the 409). Source: docs/api.md "Basics", "Entities on the wire",
 * "Routes", "Reorder", "Rules carried by the server"; docs/product.md §5 and §9.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REORDER_MESSAGES } from '../../../shared/messages.js';
import { expectError, expectOk, ID_RE } from '../../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

type Body = Record<string, unknown>;
type Entity = Record<string, unknown> & { _id: string; order: number; createdAt: string; updatedAt: string };

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

interface ResourceCase {
  wire: string;
  /** A valid create body with every field set. */
  full: () => Body;
  /** The smallest valid create body. */
  minimal: () => Body;
  /** A text field limited to 200 characters. */
  titleField: string;
  descriptionField?: string;
  linkField?: string;
  /** An image field holding one URL (string) or a list (array). */
  imageField: string;
  imageIsList?: boolean;
  dateField?: string;
  /** Enum field and the spec's message for a bad value. */
  enumField?: { field: string; message: string };
}

const RESOURCES: ResourceCase[] = [
  {
    wire: 'educations',
    full: () => ({
      institutionName: unique('MIT'),
      linkInstitution: 'https://mit.example',
      iconInstitution: '/img/mit.png',
      title: 'BSc Computer Science',
      linkCertificate: 'www.certs.example/abc',
      dateStart: '2010-03-01',
      dateEnd: '2014-12-20',
      finished: true,
      typeEducation: 'University',
      description: 'Studied things.',
    }),
    minimal: () => ({ typeEducation: 'Course' }),
    titleField: 'title',
    descriptionField: 'description',
    linkField: 'linkInstitution',
    imageField: 'iconInstitution',
    dateField: 'dateStart',
    enumField: { field: 'typeEducation', message: 'Please select a valid type of Education!' },
  },
  {
    wire: 'works',
    full: () => ({
      company: unique('ACME'),
      linkCompany: 'https://acme.example',
      jobTitle: 'Developer',
      dateStart: '2019-01-15',
      dateEnd: '',
      finished: false,
      description: 'Built things.',
      thumbnails: 'https://img.example/acme.png',
    }),
    minimal: () => ({}),
    titleField: 'company',
    descriptionField: 'description',
    linkField: 'linkCompany',
    imageField: 'thumbnails',
    dateField: 'dateEnd',
  },
  {
    wire: 'languages',
    full: () => ({ title: unique('TypeScript'), percent: 80, type: 'Hard', thumbnails: '/img/ts.png' }),
    minimal: () => ({ type: 'Soft' }),
    titleField: 'title',
    imageField: 'thumbnails',
    enumField: { field: 'type', message: 'Please select a valid Type of Language!' },
  },
  {
    wire: 'proyects',
    full: () => ({
      title: unique('Portfolio'),
      company: 'Self',
      linkCompany: '/about',
      linkProyect: 'https://portfolio.example',
      dateStart: '2021-06-01',
      dateEnd: '2021-09-30',
      description: 'A site.',
      languages: [],
      categories: [],
      thumbnails: ['/img/p1.png', 'https://img.example/p2.png'],
    }),
    minimal: () => ({}),
    titleField: 'title',
    descriptionField: 'description',
    linkField: 'linkProyect',
    imageField: 'thumbnails',
    imageIsList: true,
    dateField: 'dateStart',
  },
  {
    wire: 'categories',
    full: () => ({ title: unique('Web'), thumbnails: 'https://img.example/web.png' }),
    minimal: () => ({ title: unique('Cat') }),
    titleField: 'title',
    imageField: 'thumbnails',
  },
  {
    wire: 'social-medias',
    full: () => ({
      type: 'Contact',
      title: unique('Email'),
      linkSocial: 'mailto:me@example.com',
      thumbnails: '/img/mail.png',
    }),
    minimal: () => ({ type: 'Social Media' }),
    titleField: 'title',
    linkField: 'linkSocial',
    imageField: 'thumbnails',
    enumField: { field: 'type', message: 'Please select a valid Type of Social Media - Contact!' },
  },
];

const UNKNOWN_ID = 'ffffffffffffffffffffffff';
const MALFORMED_IDS = [
  '123',
  'ZZZZZZZZZZZZZZZZZZZZZZZZ',
  'FFFFFFFFFFFFFFFFFFFFFFFF',
  'fffffffffffffffffffffffff',
];

describe.skipIf(skipReason() !== '').each(RESOURCES)('$wire API', (rc) => {
  let t: TestApp;
  const base = `/api/${rc.wire}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (): Promise<Entity[]> => expectOk(await t.request('GET', `${base}/`));
  const create = async (body: Body = rc.full()): Promise<Entity> =>
    expectOk(await t.request('POST', `${base}/`, { cookie: t.adminCookie, body }), 201);

  /** Send a request that must fail and check that no list changed. */
  const rejected = async (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: { body?: unknown; cookie?: string },
    status: number,
    message?: string | RegExp,
  ) => {
    const before = await list();
    const res = await t.request(method, url, options);
    const error = expectError(res, status, message);
    expect(await list()).toEqual(before);
    return error;
  };

  it('creates (201): envelope, 24-hex id, order = count, "" for empty optional fields', async () => {
    const before = await list();
    const res = await t.request('POST', `${base}/`, { cookie: t.adminCookie, body: rc.minimal() });
    const created = expectOk<Entity>(res, 201);
    expect(res.json()).toMatchObject({ method: 'POST', url: `${base}/` });
    expect(created._id).toMatch(ID_RE);
    expect(created.order).toBe(before.length);
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    expect(Date.parse(created.updatedAt)).not.toBeNaN();
    const given = rc.minimal();
    for (const [key, value] of Object.entries(created)) {
      if (['_id', 'createdAt', 'updatedAt'].includes(key) || key in given) continue;
      expect(value, key).not.toBeNull();
      if (typeof value === 'string') expect(value, key).toBe('');
    }
    const second = await create();
    expect(second.order).toBe(before.length + 1);
    expect(second._id).not.toBe(created._id);
  });

  it('stores every field given and answers it on list and get (public)', async () => {
    const body = rc.full();
    const created = await create(body);
    // Projects also get the `All` category (projects.api.test.ts).
    const { categories: _categories, ...rest } = body;
    expect(created).toMatchObject(rc.wire === 'proyects' ? rest : body);
    const listed = await list();
    expect(listed.find((entry) => entry._id === created._id)).toEqual(created);
    expect(listed.map((entry) => entry.order)).toEqual(listed.map((_, index) => index));
    const got = expectOk<Entity>(await t.request('GET', `${base}/${created._id}`));
    expect(got).toEqual(created);
  });

  it('updates partially and ignores _id, order, createdAt and __v', async () => {
    const created = await create();
    const other = await create();
    const text = unique('Changed');
    const res = await t.request('PUT', `${base}/${created._id}`, {
      cookie: t.adminCookie,
      body: {
        [rc.titleField]: text,
        _id: other._id,
        order: 99,
        createdAt: '1999-01-01T00:00:00.000Z',
        __v: 3,
      },
    });
    const updated = expectOk<Entity>(res);
    expect(updated._id).toBe(created._id);
    expect(updated.order).toBe(created.order);
    expect(updated.createdAt).toBe(created.createdAt);
    expect(updated).not.toHaveProperty('__v');
    expect(updated[rc.titleField]).toBe(text);
    for (const [key, value] of Object.entries(created)) {
      if (![rc.titleField, 'updatedAt'].includes(key)) expect(updated[key], key).toEqual(value);
    }
    expect(expectOk<Entity>(await t.request('GET', `${base}/${other._id}`))).toEqual(other);
    expect(expectOk<Entity>(await t.request('GET', `${base}/${created._id}`))).toEqual(updated);
  });

  it('trims strings', async () => {
    const created = await create();
    const text = unique('Trimmed');
    const updated = expectOk<Entity>(
      await t.request('PUT', `${base}/${created._id}`, {
        cookie: t.adminCookie,
        body: { [rc.titleField]: `   ${text}  ` },
      }),
    );
    expect(updated[rc.titleField]).toBe(text);
  });

  it('deletes (200 the deleted entity) and renumbers the rest 0..n-1', async () => {
    await create();
    const middle = await create();
    await create();
    const before = await list();
    const res = await t.request('DELETE', `${base}/${middle._id}`, { cookie: t.adminCookie });
    expect(expectOk<Entity>(res)).toEqual(before.find((entry) => entry._id === middle._id));
    const after = await list();
    expect(after.map((entry) => entry._id)).toEqual(
      before.filter((e) => e._id !== middle._id).map((e) => e._id),
    );
    expect(after.map((entry) => entry.order)).toEqual(after.map((_, index) => index));
    expectError(await t.request('GET', `${base}/${middle._id}`), 404);
    const next = await create();
    expect(next.order).toBe(after.length);
  });

  it('treats a trailing slash as the same route', async () => {
    const viaSlash = await t.request('POST', `${base}/`, { cookie: t.adminCookie, body: rc.full() });
    const viaBare = await t.request('POST', base, { cookie: t.adminCookie, body: rc.full() });
    const a = expectOk<Entity>(viaSlash, 201);
    expectOk<Entity>(viaBare, 201);
    expect(expectOk(await t.request('GET', base))).toEqual(expectOk(await t.request('GET', `${base}/`)));
    expect(expectOk(await t.request('GET', `${base}/${a._id}/`))).toEqual(a);
    const text = unique('Slash');
    expectOk(
      await t.request('PUT', `${base}/${a._id}/`, { cookie: t.adminCookie, body: { [rc.titleField]: text } }),
    );
    expectOk(await t.request('DELETE', `${base}/${a._id}/`, { cookie: t.adminCookie }));
    expectError(await t.request('GET', `${base}/${a._id}`), 404);
  });

  it('answers 400 for a malformed id and 404 for an unknown one (GET, PUT, DELETE)', async () => {
    await create();
    for (const id of MALFORMED_IDS) {
      expectError(await t.request('GET', `${base}/${id}`), 400);
      await rejected('PUT', `${base}/${id}`, { cookie: t.adminCookie, body: { [rc.titleField]: 'x' } }, 400);
      await rejected('DELETE', `${base}/${id}`, { cookie: t.adminCookie }, 400);
    }
    expectError(await t.request('GET', `${base}/${UNKNOWN_ID}`), 404);
    await rejected(
      'PUT',
      `${base}/${UNKNOWN_ID}`,
      { cookie: t.adminCookie, body: { [rc.titleField]: 'x' } },
      404,
    );
    await rejected('DELETE', `${base}/${UNKNOWN_ID}`, { cookie: t.adminCookie }, 404);
  });

  it('answers an empty list as [] (never 404) before anything exists', async () => {
    if (rc.wire === 'categories') return; // categories always hold `All` (projects.api.test.ts)
    const fresh = await createTestApp();
    try {
      expect(expectOk(await fresh.request('GET', `${base}/`))).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  describe('validation (400 with the message, nothing changed), on create and on update', () => {
    const cases: { name: string; body: () => Body; message?: string | RegExp }[] = [];
    if (rc.enumField) {
      const { field, message } = rc.enumField;
      cases.push(
        { name: `${field} unknown`, body: () => ({ ...rc.full(), [field]: 'Something else' }), message },
        { name: `${field} empty`, body: () => ({ ...rc.full(), [field]: '' }), message },
        { name: `${field} not text`, body: () => ({ ...rc.full(), [field]: 3 }), message },
      );
    }
    cases.push(
      {
        name: 'title over 200 characters',
        body: () => ({ [rc.titleField]: 'x'.repeat(201) }),
        message: new RegExp(rc.titleField),
      },
      {
        name: 'title of the wrong type',
        body: () => ({ [rc.titleField]: { a: 1 } }),
        message: new RegExp(rc.titleField),
      },
    );
    if (rc.descriptionField) {
      const field = rc.descriptionField;
      cases.push({
        name: 'description over 10,000 characters',
        body: () => ({ [field]: 'y'.repeat(10_001) }),
        message: /description/,
      });
    }
    if (rc.linkField) {
      const field = rc.linkField;
      for (const bad of [
        'javascript:alert(1)',
        'JavaScript:alert(1)',
        'data:text/html,<b>x</b>',
        'vbscript:msgbox(1)',
        '//evil.example/x',
      ]) {
        cases.push({ name: `link ${bad}`, body: () => ({ [field]: bad }), message: new RegExp(field) });
      }
    }
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'vbscript:x',
      'mailto:a@b.example',
    ]) {
      const value = rc.imageIsList ? ['/img/ok.png', bad] : bad;
      cases.push({
        name: `image ${bad}`,
        body: () => ({ [rc.imageField]: value }),
        message: new RegExp(rc.imageField),
      });
    }
    if (rc.dateField) {
      const field = rc.dateField;
      for (const bad of [
        '2020/01/01',
        '01-02-2020',
        '2020-13-01',
        '2021-02-30',
        'yesterday',
        '2020-1-1',
        20200101,
      ]) {
        cases.push({
          name: `date ${String(bad)}`,
          body: () => ({ [field]: bad }),
          message: new RegExp(field),
        });
      }
    }
    if (rc.wire === 'languages') {
      // Digit strings are numbers (decision 0110 §8); anything else that is not a whole number is not.
      for (const bad of [-1, 101, 50.5, '75abc', '1e2', '', ' ', '101', '-1', '50.5', '0x10', null]) {
        cases.push({ name: `percent ${String(bad)}`, body: () => ({ percent: bad }), message: /percent/ });
      }
    }
    if (rc.wire === 'categories') {
      cases.push({ name: 'title empty', body: () => ({ title: '   ' }), message: /title/ });
    }
    if (rc.wire === 'works' || rc.wire === 'educations') {
      cases.push({ name: 'finished not a boolean', body: () => ({ finished: 'yes' }), message: /finished/ });
    }

    it.each(cases)('create: $name', async ({ body, message }) => {
      const full = { ...rc.full(), ...body() };
      const error = await rejected('POST', `${base}/`, { cookie: t.adminCookie, body: full }, 400, message);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.issues?.length).toBeGreaterThan(0);
    });

    it.each(cases)('update: $name', async ({ body, message }) => {
      const created = await create();
      await rejected('PUT', `${base}/${created._id}`, { cookie: t.adminCookie, body: body() }, 400, message);
      expect(expectOk(await t.request('GET', `${base}/${created._id}`))).toEqual(created);
    });

    if (rc.wire === 'languages') {
      it('a percent sent as a string of digits is stored as a number (decision 0110 §8)', async () => {
        const created = expectOk<{ _id: string; percent: number }>(
          await t.request('POST', `${base}/`, {
            cookie: t.adminCookie,
            body: { ...rc.full(), percent: '75' },
          }),
          201,
        );
        expect(created.percent).toBe(75);
        const updated = expectOk<{ percent: number }>(
          await t.request('PUT', `${base}/${created._id}`, {
            cookie: t.adminCookie,
            body: { percent: '100' },
          }),
        );
        expect(updated.percent).toBe(100);
        expect(expectOk<{ percent: number }>(await t.request('GET', `${base}/${created._id}`)).percent).toBe(
          100,
        );
      });
    }

    if (rc.enumField) {
      it('a missing type on create gives the spec message', async () => {
        const body = rc.full();
        delete body[rc.enumField!.field];
        await rejected('POST', `${base}/`, { cookie: t.adminCookie, body }, 400, rc.enumField!.message);
      });
    }

    it('rejects a body that is not an object', async () => {
      for (const body of ['[]', '"text"', '42', 'null']) {
        await rejected('POST', `${base}/`, { cookie: t.adminCookie, body }, 400);
      }
    });
  });

  if (rc.dateField) {
    it('keeps the first 10 characters of an ISO date-time', async () => {
      const created = await create({ ...rc.full(), [rc.dateField!]: '2020-05-17T10:20:30.000Z' });
      expect(created[rc.dateField!]).toBe('2020-05-17');
      const updated = expectOk<Entity>(
        await t.request('PUT', `${base}/${created._id}`, {
          cookie: t.adminCookie,
          body: { [rc.dateField!]: '2021-01-02T03:04:05Z' },
        }),
      );
      expect(updated[rc.dateField!]).toBe('2021-01-02');
      const cleared = expectOk<Entity>(
        await t.request('PUT', `${base}/${created._id}`, {
          cookie: t.adminCookie,
          body: { [rc.dateField!]: '' },
        }),
      );
      expect(cleared[rc.dateField!]).toBe('');
    });
  }

  if (rc.linkField) {
    it('accepts http(s), www., site paths, mailto:, tel: and "" as links', async () => {
      const created = await create();
      for (const good of [
        'https://x.example/a?b=c',
        'http://x.example',
        'www.x.example/path',
        '/site/path',
        'mailto:a@b.example',
        'tel:+54 11 1234-5678',
        '',
      ]) {
        const updated = expectOk<Entity>(
          await t.request('PUT', `${base}/${created._id}`, {
            cookie: t.adminCookie,
            body: { [rc.linkField!]: good },
          }),
        );
        expect(updated[rc.linkField!]).toBe(good);
      }
    });
  }

  describe('permissions: 401 anonymous, 403 non-admin, nothing changed', () => {
    const writes = (
      id: string,
    ): { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown }[] => [
      { method: 'POST', url: `${base}/`, body: rc.full() },
      { method: 'PUT', url: `${base}/${id}`, body: { [rc.titleField]: 'Hacked' } },
      { method: 'DELETE', url: `${base}/${id}` },
      { method: 'PUT', url: `${base}/reorder`, body: { data: [{ _id: id, order: 0 }] } },
      { method: 'PATCH', url: `${base}/reorder`, body: [{ _id: id, order: 0 }] },
    ];

    it('anonymous writes are 401', async () => {
      const created = await create();
      await create();
      for (const write of writes(created._id)) {
        const error = await rejected(write.method, write.url, { body: write.body }, 401);
        expect(error.code).toBe('UNAUTHENTICATED');
      }
    });

    it('non-admin writes are 403', async () => {
      const created = await create();
      await create();
      for (const write of writes(created._id)) {
        const error = await rejected(
          write.method,
          write.url,
          { body: write.body, cookie: t.userCookie },
          403,
        );
        expect(error.code).toBe('FORBIDDEN');
      }
    });

    it('an unknown or malformed cookie counts as anonymous', async () => {
      await rejected(
        'POST',
        `${base}/`,
        { body: rc.full(), cookie: 'token=not-a-real-session-token-at-all' },
        401,
      );
      await rejected('POST', `${base}/`, { body: rc.full(), cookie: 'token=x' }, 401);
    });
  });

  describe('reorder', () => {
    const reorderUrl = `${base}/reorder`;
    const messages = REORDER_MESSAGES[rc.wire]!;
    const ids = (entries: Entity[]) => entries.map((entry) => entry._id);

    const ensure = async (count: number) => {
      while ((await list()).length < count) await create();
      return list();
    };

    it.each([
      ['PUT', 'data'],
      ['PATCH', 'data'],
      ['PUT', 'array'],
      ['PATCH', 'array'],
    ] as const)('reorders the full set with %s and a %s body', async (method, shape) => {
      const before = await ensure(4);
      const reversed = [...before].reverse();
      const items = reversed.map((entry, order) => ({ _id: entry._id, order }));
      const res = await t.request(method, reorderUrl, {
        cookie: t.adminCookie,
        body: shape === 'data' ? { data: items } : items,
      });
      const answered = expectOk<Entity[]>(res);
      const after = await list();
      expect(ids(after)).toEqual(ids(reversed));
      expect(after.map((entry) => entry.order)).toEqual(after.map((_, index) => index));
      expect(answered).toEqual(after);
    });

    it('orders by `order` when every item has one, else as given', async () => {
      const before = await ensure(3);
      const [a, b, c] = before.slice(0, 3).map((entry) => entry._id) as [string, string, string];
      // Items given out of order but with orders: sorted by order.
      expectOk(
        await t.request('PUT', reorderUrl, {
          cookie: t.adminCookie,
          body: {
            data: [
              { _id: a, order: 2 },
              { _id: b, order: 0 },
              { _id: c, order: 1 },
            ],
          },
        }),
      );
      expect(ids(await list()).slice(0, 3)).toEqual([b, c, a]);
      // Without orders: the given sequence.
      expectOk(
        await t.request('PUT', reorderUrl, {
          cookie: t.adminCookie,
          body: [{ _id: a }, { _id: b }, { _id: c }],
        }),
      );
      expect(ids(await list()).slice(0, 3)).toEqual([a, b, c]);
    });

    it('a partial set takes the positions it held, the others stay in place', async () => {
      const before = await ensure(5);
      const picked = [before[1]!, before[3]!, before[4]!];
      const body = {
        data: [picked[2]!, picked[0]!, picked[1]!].map((entry, order) => ({ _id: entry._id, order })),
      };
      expectOk(await t.request('PUT', reorderUrl, { cookie: t.adminCookie, body }));
      const after = ids(await list());
      const expected = ids(before);
      expected[1] = picked[2]!._id;
      expected[3] = picked[0]!._id;
      expected[4] = picked[1]!._id;
      expect(after).toEqual(expected);
    });

    it('empty or missing data is 400 with the spec message', async () => {
      await ensure(2);
      for (const body of [{ data: [] }, {}, [], { data: null }, { data: 'x' }, undefined]) {
        await rejected('PUT', reorderUrl, { cookie: t.adminCookie, body }, 400, messages.empty);
      }
      await rejected(
        'PATCH',
        reorderUrl,
        { cookie: t.adminCookie, body: { items: [] } },
        400,
        messages.empty,
      );
    });

    it('an _id that is not 24 characters is 400 with the spec message', async () => {
      const before = await ensure(2);
      for (const bad of ['abc', `${before[0]!._id}0`, 12, null, 'G'.repeat(24)]) {
        const body = {
          data: [
            { _id: before[1]!._id, order: 0 },
            { _id: bad, order: 1 },
          ],
        };
        await rejected('PUT', reorderUrl, { cookie: t.adminCookie, body }, 400, messages.badId);
      }
      await rejected(
        'PUT',
        reorderUrl,
        { cookie: t.adminCookie, body: { data: [{ order: 0 }] } },
        400,
        messages.badId,
      );
      await rejected(
        'PUT',
        reorderUrl,
        { cookie: t.adminCookie, body: { data: ['not-an-object'] } },
        400,
        messages.badId,
      );
    });

    it('a duplicate id is 400, a bad order is 400', async () => {
      const before = await ensure(2);
      const [a, b] = [before[0]!._id, before[1]!._id];
      await rejected(
        'PUT',
        reorderUrl,
        {
          cookie: t.adminCookie,
          body: {
            data: [
              { _id: b, order: 0 },
              { _id: b, order: 1 },
              { _id: a, order: 2 },
            ],
          },
        },
        400,
      );
      await rejected(
        'PUT',
        reorderUrl,
        {
          cookie: t.adminCookie,
          body: {
            data: [
              { _id: b, order: -1 },
              { _id: a, order: 1 },
            ],
          },
        },
        400,
      );
      await rejected(
        'PUT',
        reorderUrl,
        {
          cookie: t.adminCookie,
          body: {
            data: [
              { _id: b, order: 0.5 },
              { _id: a, order: 1 },
            ],
          },
        },
        400,
      );
    });

    it('a nonexistent id is 409 and nothing changes', async () => {
      const before = await ensure(3);
      const body = {
        data: [
          { _id: before[2]!._id, order: 0 },
          { _id: UNKNOWN_ID, order: 1 },
          { _id: before[0]!._id, order: 2 },
        ],
      };
      const error = await rejected('PUT', reorderUrl, { cookie: t.adminCookie, body }, 409);
      expect(error.code).toBe('CONFLICT');
    });

    it('an id of another resource is 409 (ids are per list)', async () => {
      const before = await ensure(2);
      const otherWire = rc.wire === 'works' ? 'educations' : 'works';
      const otherBody = otherWire === 'works' ? { company: 'X' } : { typeEducation: 'Other' };
      const other = expectOk<Entity>(
        await t.request('POST', `/api/${otherWire}/`, { cookie: t.adminCookie, body: otherBody }),
        201,
      );
      const body = {
        data: [
          { _id: other._id, order: 0 },
          { _id: before[0]!._id, order: 1 },
        ],
      };
      await rejected('PUT', reorderUrl, { cookie: t.adminCookie, body }, 409);
    });

    it('after a delete, a reorder and a create keep 0..n-1', async () => {
      const before = (await ensure(5)).filter((entry) => entry.title !== 'All');
      expectOk(await t.request('DELETE', `${base}/${before[0]!._id}`, { cookie: t.adminCookie }));
      const rest = await list();
      expect(rest.map((entry) => entry.order)).toEqual(rest.map((_, index) => index));
      const items = [rest[1]!, rest[0]!].map((entry, order) => ({ _id: entry._id, order }));
      expectOk(await t.request('PATCH', reorderUrl, { cookie: t.adminCookie, body: items }));
      const after = await list();
      expect(ids(after).slice(0, 2)).toEqual([rest[1]!._id, rest[0]!._id]);
      expect(after.map((entry) => entry.order)).toEqual(after.map((_, index) => index));
      expect((await create()).order).toBe(after.length);
    });
  });
});

describe.skipIf(skipReason() !== '')('reorder of a partial set by kind', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = async (wire: string, body: Body): Promise<Entity> =>
    expectOk(await t.request('POST', `/api/${wire}/`, { cookie: t.adminCookie, body }), 201);
  const list = async (wire: string): Promise<Entity[]> => expectOk(await t.request('GET', `/api/${wire}/`));

  it('only the Contacts among social-medias: the Social Media entries stay in place', async () => {
    const kinds = ['Social Media', 'Contact', 'Social Media', 'Contact', 'Contact', 'Social Media'];
    for (const [index, type] of kinds.entries()) await post('social-medias', { type, title: `S${index}` });
    const before = await list('social-medias');
    const contacts = before.filter((entry) => entry.type === 'Contact');
    const reordered = [contacts[2]!, contacts[0]!, contacts[1]!];
    const res = await t.request('PUT', '/api/social-medias/reorder', {
      cookie: t.adminCookie,
      body: { data: reordered.map((entry, order) => ({ _id: entry._id, order })) },
    });
    expectOk(res);
    const after = await list('social-medias');
    expect(after.map((entry) => entry.type)).toEqual(kinds);
    expect(after.filter((entry) => entry.type === 'Social Media').map((entry) => entry._id)).toEqual(
      before.filter((entry) => entry.type === 'Social Media').map((entry) => entry._id),
    );
    expect(after.filter((entry) => entry.type === 'Contact').map((entry) => entry._id)).toEqual(
      reordered.map((entry) => entry._id),
    );
    expect(after.map((entry) => entry.order)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('only the Hard skills among languages: the Soft skills stay in place', async () => {
    const kinds = ['Hard', 'Soft', 'Hard', 'Hard', 'Soft'];
    for (const [index, type] of kinds.entries())
      await post('languages', { type, title: `L${index}`, percent: index * 10 });
    const before = await list('languages');
    const hard = before.filter((entry) => entry.type === 'Hard');
    const reordered = [hard[1]!, hard[2]!, hard[0]!];
    expectOk(
      await t.request('PATCH', '/api/languages/reorder', {
        cookie: t.adminCookie,
        body: reordered.map((entry, order) => ({ _id: entry._id, order })),
      }),
    );
    const after = await list('languages');
    expect(after.map((entry) => entry.type)).toEqual(kinds);
    expect(after.filter((entry) => entry.type === 'Soft')).toEqual(
      before.filter((entry) => entry.type === 'Soft'),
    );
    expect(after.filter((entry) => entry.type === 'Hard').map((entry) => entry._id)).toEqual(
      reordered.map((entry) => entry._id),
    );
  });
});

/**
 * Property-based test (fast-check): well over 1,000 random and malformed bodies sent as admin to the
 * create, update and reorder routes of every ordered resource. For every answer: never 5xx; every
 * 4xx carries the error envelope with a non-empty message; a rejected request changes nothing (a
 * snapshot of every table before and after). Source: docs/architecture.md "Tests"; docs/api.md "Basics".
 */
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablesByName } from './db/types.js';
import { createTestApp, skipReason, type TestApp } from './test/test-app.js';

const TABLES = [
  'works',
  'educations',
  'skills',
  'categories',
  'projects',
  'socialLinks',
  'projectSkills',
  'projectCategories',
  'people',
  'users',
  'sessions',
] as const;

interface Resource {
  wire: string;
  fields: string[];
  valid: () => Record<string, unknown>;
}

let serial = 0;
const RESOURCES: Resource[] = [
  {
    wire: 'educations',
    fields: [
      'institutionName',
      'linkInstitution',
      'iconInstitution',
      'title',
      'linkCertificate',
      'dateStart',
      'dateEnd',
      'finished',
      'typeEducation',
      'description',
    ],
    valid: () => ({
      institutionName: 'Uni',
      title: 'BSc',
      typeEducation: 'University',
      dateStart: '2010-01-01',
      finished: true,
    }),
  },
  {
    wire: 'works',
    fields: [
      'company',
      'linkCompany',
      'jobTitle',
      'dateStart',
      'dateEnd',
      'finished',
      'description',
      'thumbnails',
    ],
    valid: () => ({
      company: 'ACME',
      linkCompany: 'https://acme.example',
      jobTitle: 'Dev',
      thumbnails: '/img/a.png',
    }),
  },
  {
    wire: 'languages',
    fields: ['title', 'percent', 'type', 'thumbnails'],
    valid: () => ({ title: 'TS', percent: 50, type: 'Hard', thumbnails: '' }),
  },
  {
    wire: 'proyects',
    fields: [
      'title',
      'company',
      'linkCompany',
      'linkProyect',
      'dateStart',
      'dateEnd',
      'description',
      'languages',
      'categories',
      'thumbnails',
    ],
    valid: () => ({
      title: 'Site',
      linkProyect: 'https://site.example',
      languages: [],
      categories: [],
      thumbnails: ['/img/p.png'],
    }),
  },
  {
    wire: 'categories',
    fields: ['title', 'thumbnails'],
    valid: () => ({ title: `Category ${++serial}`, thumbnails: '' }),
  },
  {
    wire: 'social-medias',
    fields: ['type', 'title', 'linkSocial', 'thumbnails'],
    valid: () => ({ type: 'Contact', title: 'Mail', linkSocial: 'mailto:me@example.com' }),
  },
];

/** Values of every wrong kind: control characters (NUL), lone surrogates, huge strings, nesting. */
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    ' ',
    '2020-02-30',
    '2020-01-01T25:00:00Z',
    '9999-12-31T23:59:59.999+14:00',
    'ALL',
    'all',
    '__proto__',
    'Hard',
    'Contact',
    'University',
    "'; DROP TABLE works; --",
    '%s%n',
    'ffffffffffffffffffffffff',
  ),
  fc.nat({ max: 12_000 }).map((length) => 'x'.repeat(length)),
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 100, 101, -1, 1e300, -1e300, Number.MAX_SAFE_INTEGER + 2, 0.5),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyString, nastyNumber, fc.constant(null)), { maxLength: 5 }),
  fc.array(fc.array(fc.array(fc.integer(), { maxLength: 2 }), { maxLength: 2 }), { maxLength: 2 }),
  fc.dictionary(nastyString, fc.oneof(nastyString, nastyNumber), { maxKeys: 3 }),
);

const hexId = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 });

function bodyArbitrary(resource: Resource): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    fc.constantFrom(...resource.fields, '_id', 'order', 'createdAt', '__v', '__proto__', 'constructor'),
    fc.string(),
  );
  return fc.oneof(
    // Anything at all, including non-objects.
    fc.anything({ maxDepth: 3, maxKeys: 6 }),
    // Objects with the resource's keys (and others) holding values of the wrong types.
    fc.dictionary(key, nastyValue, { maxKeys: 8 }),
    // A valid body with one field mutated.
    fc
      .tuple(fc.constantFrom(...resource.fields), nastyValue)
      .map(([field, value]) => ({ ...resource.valid(), [field]: value })),
    // A valid body with two fields mutated.
    fc
      .tuple(fc.constantFrom(...resource.fields), nastyValue, fc.constantFrom(...resource.fields), nastyValue)
      .map(([f1, v1, f2, v2]) => ({ ...resource.valid(), [f1]: v1, [f2]: v2 })),
  );
}

function reorderArbitrary(ids: () => string[]): fc.Arbitrary<unknown> {
  const anId = fc.oneof(
    fc.nat().map((index) => {
      const list = ids();
      return list[index % Math.max(list.length, 1)] ?? 'ffffffffffffffffffffffff';
    }),
    hexId,
    nastyString,
    nastyNumber,
  );
  const item = fc.oneof(
    fc.record(
      { _id: anId, order: fc.oneof(fc.nat({ max: 20 }), nastyNumber, nastyString) },
      { requiredKeys: ['_id'] },
    ),
    nastyValue,
  );
  const items = fc.array(item, { maxLength: 8 });
  return fc.oneof(
    fc.anything({ maxDepth: 3, maxKeys: 5 }),
    items,
    items.map((data) => ({ data })),
    fc.dictionary(fc.constantFrom('data', 'items', '_id'), nastyValue, { maxKeys: 2 }),
    // Every existing id, shuffled, with one of them broken or duplicated.
    fc.tuple(fc.nat(), fc.constantFrom('duplicate', 'unknown', 'short', 'none')).map(([seed, change]) => {
      const list = [...ids()].sort(
        (a, b) => ((a.charCodeAt(23) * seed) % 7) - ((b.charCodeAt(23) * seed) % 7),
      );
      if (list.length > 0 && change === 'duplicate') list.push(list[0]!);
      if (change === 'unknown') list.push('ffffffffffffffffffffffff');
      if (list.length > 0 && change === 'short') list[0] = list[0]!.slice(1);
      return { data: list.map((_id, order) => ({ _id, order })) };
    }),
  );
}

/** A path segment: percent-encoded, or a malformed escape when the text cannot be encoded (lone surrogates). */
function encodePath(segment: string): string {
  try {
    return encodeURIComponent(segment);
  } catch {
    return '%E0%A4%A';
  }
}

/** JSON text of a body, or '' when it has none (undefined, functions). */
/** A body as sent: JSON text, or raw text as it is (deeply nested bodies, built as text). */
function toPayload(body: unknown): string {
  if (body instanceof RawBody) return body.text;
  return JSON.stringify(body) ?? '';
}

class RawBody {
  constructor(readonly text: string) {}
}

/** A body nested 10,000 to 30,000 levels deep in one field (decision 0110 §4), with a NUL or not. */
function deepBodyArbitrary(resource: Resource): fc.Arbitrary<RawBody> {
  return fc
    .record({
      depth: fc.integer({ min: 10_000, max: 30_000 }),
      field: fc.constantFrom(...resource.fields),
      open: fc.constantFrom('[', '{"a":'),
      nul: fc.boolean(),
    })
    .map(({ depth, field, open, nul }) => {
      const close = open === '[' ? ']' : '}';
      const inner = `${open.repeat(depth)}${nul ? '"\\u0000"' : '1'}${close.repeat(depth)}`;
      return new RawBody(`{"${field}":${inner},"title":"x"}`);
    });
}

describe.skipIf(skipReason() !== '')('random and malformed bodies (property)', () => {
  let t: TestApp;
  let sent = 0;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    t = await createTestApp();
    // Some existing entries of every resource, so updates and reorders have targets.
    for (const resource of RESOURCES) {
      for (let i = 0; i < 3; i++) {
        const res = await t.request('POST', `/api/${resource.wire}`, {
          cookie: t.adminCookie,
          body: resource.valid(),
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const snapshot = async () => {
    const tables = await Promise.all(
      TABLES.map((table) =>
        (t.db.kysely as unknown as Kysely<TablesByName>)
          .selectFrom(table)
          .selectAll()
          .execute()
          .then((rows: Record<string, unknown>[]) =>
            rows
              // A session's expiry slides forward on use (once a minute): not a change of the data.
              .map((row) => JSON.stringify(table === 'sessions' ? { ...row, expiresAt: undefined } : row))
              .sort(),
          ),
      ),
    );
    return Object.fromEntries(TABLES.map((table, index) => [table, tables[index]]));
  };

  const idsOf = (wire: string) => async () => {
    const res = await t.request('GET', `/api/${wire}`);
    return (res.json().response as { _id: string }[]).map((entry) => entry._id);
  };

  /** Send one body and check the three properties. */
  const check = async (method: 'POST' | 'PUT' | 'PATCH', url: string, body: unknown) => {
    const before = await snapshot();
    const res = await t.request(method, url, { cookie: t.adminCookie, body: toPayload(body) });
    sent += 1;
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const context = `${method} ${url} ${toPayload(body).slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, context).toBeLessThan(500);
    if (res.statusCode >= 400) {
      const answer = res.json();
      expect(answer.error, context).toBeTruthy();
      expect(typeof answer.error.message, context).toBe('string');
      expect(answer.error.message.trim().length, context).toBeGreaterThan(0);
      expect(answer.method, context).toBe(method);
      // The envelope echoes the URL the server received: dot segments ('/.', '/..') are resolved
      // by the HTTP client before sending, as a browser does.
      const sentUrl = new URL(url, 'http://localhost');
      expect(answer.url, context).toBe(sentUrl.pathname + sentUrl.search);
      expect(await snapshot(), context).toEqual(before);
    } else {
      expect(res.json().response, context).toBeDefined();
    }
  };

  const RUNS = { create: 120, update: 120, reorder: 100 };

  describe.each(RESOURCES)('$wire', (resource) => {
    const base = `/api/${resource.wire}`;

    it('create', async () => {
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(resource), (body) => check('POST', base, body)),
        { numRuns: RUNS.create },
      );
    });

    it('bodies nested 10,000 to 30,000 levels deep are 400', async () => {
      await fc.assert(
        fc.asyncProperty(deepBodyArbitrary(resource), async (body) => {
          await check('POST', base, body);
          const list = await idsOf(resource.wire)();
          await check('PUT', `${base}/${list[0] ?? 'ffffffffffffffffffffffff'}`, body);
        }),
        { numRuns: 5 },
      );
    });

    it('update', async () => {
      const ids = idsOf(resource.wire);
      await fc.assert(
        fc.asyncProperty(
          bodyArbitrary(resource),
          fc.oneof(fc.constant('existing'), hexId, nastyString),
          async (body, which) => {
            const list = await ids();
            const id = which === 'existing' ? (list[0] ?? 'ffffffffffffffffffffffff') : which;
            await check('PUT', `${base}/${encodePath(id)}`, body);
          },
        ),
        { numRuns: RUNS.update },
      );
    });

    it('reorder', async () => {
      let current: string[] = await idsOf(resource.wire)();
      await fc.assert(
        fc.asyncProperty(
          reorderArbitrary(() => current),
          fc.boolean(),
          async (body, patch) => {
            await check(patch ? 'PATCH' : 'PUT', `${base}/reorder`, body);
            current = await idsOf(resource.wire)();
          },
        ),
        { numRuns: RUNS.reorder },
      );
    });
  });

  it('sent at least 1,000 bodies in total, with both accepted and rejected ones', () => {
    const expected = RESOURCES.length * (RUNS.create + RUNS.update + RUNS.reorder);
    // When the whole file runs; a single test run alone sends fewer.
    if (sent >= expected) {
      expect(sent).toBeGreaterThanOrEqual(1000);
      expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
      expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
    }
    expect(RESOURCES.length * (RUNS.create + RUNS.update + RUNS.reorder)).toBeGreaterThanOrEqual(1000);
  });
});

describe.skipIf(skipReason() !== '')(
  'concurrent conflicting writes (property; decision 0110 §5 and §6)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    const post = async (wire: string, body: object) =>
      (await t.request('POST', `/api/${wire}`, { cookie: t.adminCookie, body })).json().response as {
        _id: string;
      };

    /** One write of a batch that collides with the others on the same skill, category or project. */
    const operation = fc.constantFrom(
      'create project with skill',
      'delete skill',
      'update project categories',
      'delete category',
      'delete project',
      'reorder skills',
    );

    it('every answer is a success or a clear 4xx, never a 5xx; lists stay numbered 0..n-1', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(operation, { minLength: 2, maxLength: 6 }), async (operations) => {
          const skill = await post('languages', { title: `S${++serial}`, type: 'Hard' });
          const category = await post('categories', { title: `C${++serial}` });
          const project = await post('proyects', { title: `P${++serial}`, languages: [skill._id] });
          const skills = (await t.request('GET', '/api/languages')).json().response as { _id: string }[];
          const answers = await Promise.all(
            operations.map((name) => {
              const cookie = t.adminCookie;
              switch (name) {
                case 'create project with skill':
                  return t.request('POST', '/api/proyects', {
                    cookie,
                    body: { title: `P${++serial}`, languages: [skill._id], categories: [category._id] },
                  });
                case 'delete skill':
                  return t.request('DELETE', `/api/languages/${skill._id}`, { cookie });
                case 'update project categories':
                  return t.request('PUT', `/api/proyects/${project._id}`, {
                    cookie,
                    body: { categories: [category._id], languages: [skill._id] },
                  });
                case 'delete category':
                  return t.request('DELETE', `/api/categories/${category._id}`, { cookie });
                case 'delete project':
                  return t.request('DELETE', `/api/proyects/${project._id}`, { cookie });
                default:
                  return t.request('PUT', '/api/languages/reorder', {
                    cookie,
                    body: { data: [...skills].reverse().map((entry, order) => ({ _id: entry._id, order })) },
                  });
              }
            }),
          );
          for (const [index, res] of answers.entries()) {
            expect(res.statusCode, `${operations[index]} -> ${res.body}`).toBeLessThan(500);
            if (res.statusCode >= 400) expect(res.json().error.message.trim().length).toBeGreaterThan(0);
          }
          for (const wire of ['languages', 'categories', 'proyects']) {
            const list = (await t.request('GET', `/api/${wire}`)).json().response as { order: number }[];
            expect(list.map((entry) => entry.order)).toEqual(list.map((_, index) => index));
          }
        }),
        { numRuns: 25 },
      );
    });
  },
);

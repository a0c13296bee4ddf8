/**
 * Users and people: all their SQL, password hashing (argon2id) and the wire mapping. A user's wire
 * shape never carries the password or its hash.
 *
 * Source: contract.md "Entities on the wire" (users, people) and "Routes". Errors: HttpError 404 for
 * unknown ids, 409 for a taken email or the last admin.
 */
import { hash, verify, type Options } from '@node-rs/argon2';
import type { Kysely, Transaction } from 'kysely';
import type { Role } from '../../../shared/constants.js';
import type { Person, User } from '../../../shared/schemas.js';
import type { Database, Row } from '../../db/types.js';
import { transactionLock } from '../../db/locks.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { parseList } from '../../lib/json-list.js';
import {
  mergeTranslations,
  parseTranslations,
  stringifyTranslations,
  type TranslationsPatch,
} from '../../../shared/i18n/content.js';
import { person as personDeclaration } from '../../../shared/resources/index.js';

type AnyDb = Kysely<Database> | Transaction<Database>;

/** argon2id (Algorithm.Argon2id = 2; a const enum that isolated modules cannot read) with OWASP's parameters. */
const ARGON2: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** A hash to verify against when the email is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash, spends the same time and answers false. */
export async function checkPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

export function userToWire(row: Row<'users'>): User {
  return {
    _id: row.id,
    user: row.name,
    email: row.email,
    role: row.role as Role,
    person: row.personId ?? '',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A person row as answered; `i18n` only when some translation is stored (issue 11). */
export function personToWire(row: Row<'people'>): Person {
  const { id, thumbnails, banners, i18n, ...rest } = row;
  const translations = parseTranslations(i18n, personDeclaration.translatable);
  return {
    _id: id,
    ...rest,
    thumbnails: parseList(thumbnails),
    banners: parseList(banners),
    ...(translations ? { i18n: translations } : {}),
  };
}

/**
 * Map person input (wire names) onto columns: image lists as JSON text, translations as the JSON text
 * of `stored` merged with the input's (per field: an update keeps the translations it leaves out).
 */
export function personColumns(input: Record<string, unknown>, stored?: string): Record<string, unknown> {
  const columns: Record<string, unknown> = { ...input };
  if (Array.isArray(input.thumbnails)) columns.thumbnails = JSON.stringify(input.thumbnails);
  if (Array.isArray(input.banners)) columns.banners = JSON.stringify(input.banners);
  if (input.i18n !== undefined) {
    const translatable = personDeclaration.translatable;
    columns.i18n = stringifyTranslations(
      mergeTranslations(
        parseTranslations(stored, translatable),
        input.i18n as TranslationsPatch,
        translatable,
      ),
    );
  }
  return columns;
}

export const usersRepository = {
  async list(db: AnyDb): Promise<Row<'users'>[]> {
    return db.selectFrom('users').selectAll().orderBy('createdAt').orderBy('id').execute();
  },
  async find(db: AnyDb, id: string): Promise<Row<'users'> | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  },
  async get(db: AnyDb, id: string): Promise<Row<'users'>> {
    const row = await this.find(db, id);
    if (!row) throw notFound('User not found.');
    return row;
  },
  async findByEmail(db: AnyDb, email: string): Promise<Row<'users'> | undefined> {
    return db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
  },
  /**
   * The number of admins, read under the `admins` transaction lock (db/locks.ts) so that two
   * transactions that demote or delete admins decide one after the other and the last admin stays
   * (issue 7, defect 6). Call it inside the transaction that makes the change.
   */
  async countAdmins(db: AnyDb): Promise<number> {
    await transactionLock(db, 'admins');
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
  /** @throws HttpError 409 when the email is taken (ignoring case). */
  async create(
    db: AnyDb,
    input: { name: string; email: string; password: string; role: Role; personId?: string | null },
  ): Promise<Row<'users'>> {
    const email = input.email.trim().toLowerCase();
    if (await this.findByEmail(db, email)) throw conflict(`A user with the email ${email} already exists.`);
    const now = nowIso();
    const id = newId();
    await db
      .insertInto('users')
      .values({
        id,
        name: input.name,
        email,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        personId: input.personId || null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    return this.get(db, id);
  },
  async update(
    db: AnyDb,
    id: string,
    changes: { passwordHash?: string; role?: Role; personId?: string | null },
  ) {
    await db
      .updateTable('users')
      .set({ ...changes, updatedAt: nowIso() })
      .where('id', '=', id)
      .execute();
    return this.get(db, id);
  },
  async remove(db: AnyDb, id: string) {
    await db.deleteFrom('users').where('id', '=', id).execute();
  },
};

export const peopleRepository = {
  async list(db: AnyDb): Promise<Person[]> {
    const rows = await db.selectFrom('people').selectAll().orderBy('createdAt').orderBy('id').execute();
    return rows.map(personToWire);
  },
  async find(db: AnyDb, id: string): Promise<Person | undefined> {
    const row = await db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? personToWire(row) : undefined;
  },
  async get(db: AnyDb, id: string): Promise<Person> {
    const person = await this.find(db, id);
    if (!person) throw notFound('Person not found.');
    return person;
  },
  async create(
    db: AnyDb,
    input: Record<string, unknown>,
    defaults: Record<string, unknown>,
  ): Promise<Person> {
    const now = nowIso();
    const id = newId();
    await db
      .insertInto('people')
      .values({
        ...(personColumns({ ...defaults, ...input }) as Record<string, any>),
        id,
        createdAt: now,
        updatedAt: now,
      } as never)
      .execute();
    return this.get(db, id);
  },
  async update(db: AnyDb, id: string, input: Record<string, unknown>): Promise<Person> {
    const stored = await db.selectFrom('people').select('i18n').where('id', '=', id).executeTakeFirst();
    if (!stored) throw notFound('Person not found.');
    await db
      .updateTable('people')
      .set({ ...(personColumns(input, stored.i18n) as Record<string, any>), updatedAt: nowIso() })
      .where('id', '=', id)
      .execute();
    return this.get(db, id);
  },
  async remove(db: AnyDb, id: string): Promise<Person> {
    const person = await this.get(db, id);
    await db.deleteFrom('people').where('id', '=', id).execute();
    return person;
  },
};

/**
 * Users: their SQL and wire mapping. A user's wire shape never carries the password or its hash
 * (hashing: passwords.ts).
 *
 * Source: docs/api.md "Entities on the wire" (users) and "Routes". Errors: HttpError 404 for unknown
 * ids, 409 for a taken email.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Role } from '../../../shared/constants.js';
import type { User } from '../../../shared/schemas.js';
import type { Database, Row } from '../../db/types.js';
import { transactionLock } from '../../db/locks.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { hashPassword } from './passwords.js';

type AnyDb = Kysely<Database> | Transaction<Database>;

/** A user row as answered: never the password hash (docs/api.md §2 "Entities on the wire"). */
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
   * (decision 0110 §6). Call it inside the transaction that makes the change.
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

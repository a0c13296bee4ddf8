/**
 * People: the portfolio's person (one per portfolio, people/owner.ts), its SQL and wire mapping, with
 * the image lists as JSON text and the Spanish version of its prose fields under `i18n`.
 *
 * Source: docs/api.md "Entities on the wire" (people); docs/decisions/0065-content-languages.md.
 * Errors: HttpError 404 for unknown ids.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  mergeTranslations,
  parseTranslations,
  stringifyTranslations,
  type TranslationsPatch,
} from '../../../shared/i18n/content.js';
import { person as personDeclaration } from '../../../shared/resources/index.js';
import type { Person } from '../../../shared/schemas.js';
import type { Database, NewRow, Row, RowUpdate } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { parseList } from '../../lib/json-list.js';

type AnyDb = Kysely<Database> | Transaction<Database>;

/** A person row as answered; `i18n` only when some translation is stored (decision 0065). */
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
        ...(personColumns({ ...defaults, ...input }) as NewRow<'people'>),
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
      .set({ ...(personColumns(input, stored.i18n) as RowUpdate<'people'>), updatedAt: nowIso() })
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

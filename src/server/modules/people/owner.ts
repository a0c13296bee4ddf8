/**
 * The portfolio's one person and its owner (decision 0040).
 *
 * - {@link createTheOnePerson}: `POST /api/people` creates the person only when there is none (409
 *   otherwise) and links it to the caller when the caller has no person.
 * - {@link linkOwnerIfUnlinked}: after an import or a restore, the person is linked to the owner (the
 *   oldest admin) when no user is linked to any person, so the profile's "Update Person" works.
 */
import type { Kysely, Transaction } from 'kysely';
import { type Person, personDefaults } from '../../../shared/schemas.js';
import { lockPortfolio } from '../../db/portfolio-lock.js';
import type { Database } from '../../db/types.js';
import { conflict } from '../../lib/http-error.js';
import { peopleRepository } from './people.repository.js';

/** Message of the 409 when a person exists. */
export const PERSON_EXISTS_MESSAGE =
  'The portfolio already has a person; edit it instead (a portfolio has one person).';

/**
 * Create the portfolio's person from `input` (person fields, already validated) in one locked
 * transaction, and link it to `userId` when that user has no person.
 * @throws HttpError 409 when a person already exists (nothing written).
 */
export async function createTheOnePerson(
  db: Kysely<Database>,
  input: Record<string, unknown>,
  userId: string,
  /** Called in the create's transaction with the new person (the history's record, docs/product.md §30). */
  onCreated?: (trx: Transaction<Database>, person: Person) => Promise<unknown>,
): Promise<Person> {
  return db.transaction().execute(async (trx) => {
    await lockPortfolio(trx);
    const existing = await trx.selectFrom('people').select('id').executeTakeFirst();
    if (existing) throw conflict(PERSON_EXISTS_MESSAGE);
    const person = await peopleRepository.create(trx, input, personDefaults);
    await trx
      .updateTable('users')
      .set({ personId: person._id })
      .where('id', '=', userId)
      .where('personId', 'is', null)
      .execute();
    await onCreated?.(trx, person);
    return person;
  });
}

/**
 * Link `personId` to the owner (the oldest admin) when no user is linked to any person. Runs inside
 * the caller's transaction.
 */
export async function linkOwnerIfUnlinked(trx: Kysely<Database>, personId: string): Promise<void> {
  const linked = await trx
    .selectFrom('users')
    .select('id')
    .where('personId', 'is not', null)
    .executeTakeFirst();
  if (linked) return;
  const owner = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst();
  if (owner) await trx.updateTable('users').set({ personId }).where('id', '=', owner.id).execute();
}

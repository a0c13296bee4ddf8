/**
 * Restoring a recorded state of a document that is not an entry of a list (docs/product.md §30,
 * docs/decisions/0199-history-of-every-entry.md): the person, a user, a version, a link, a setting.
 *
 * A restore is an update like the owner's own: the state is validated by the same schema as the
 * document's update route and the same rules apply (the last admin keeps the role, a role changes
 * only from a recent sign-in, a revoked link does not change, an expiry must be in the future); a
 * state that does not pass changes nothing and answers a 4xx. It is recorded as a `restore`
 * (./documents.ts), so it can itself be undone. A user's restore writes only the role: the name and
 * the email have no update route, and a password or a secret is never in a state.
 *
 * A deleted document (docs/product.md §30 "Creates and deletes"): a version comes back from the
 * trash with its links (./version-trash.ts, decision 0213); a deleted user never comes back (409,
 * decision 0214); a link deleted with its version comes back only with it (409); a deleted person
 * comes back under its id when the portfolio has no person (decision 0215).
 *
 * Errors: HttpError 404 an unknown document, 409 a state that no longer fits its form or the rules,
 * 400 a link's expiry now in the past, 403 a role change without a recent sign-in.
 */
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { RECENT_SIGN_IN_MS, ROLES } from '../../../shared/constants.js';
import { designSettingsSchema } from '../../../shared/designs/index.js';
import { retentionSchema as statisticsRetentionSchema } from '../../../shared/analytics.js';
import { retentionSchema as historyRetentionSchema } from '../../../shared/history.js';
import { HISTORY_DOCUMENTS, type SettingsEntry } from '../../../shared/history-documents.js';
import { TRANSLATED_LANGUAGES } from '../../../shared/i18n/languages.js';
import { MESSAGES } from '../../../shared/messages.js';
import { person as personDeclaration } from '../../../shared/resources/index.js';
import { personDefaults, personUpdateSchema } from '../../../shared/schemas.js';
import { linkUpdateSchema, VERSION_TEXTS, versionUpdateSchema } from '../../../shared/versions.js';
import type { Database } from '../../db/types.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { nowIso } from '../../lib/ids.js';
import { retentionMonths, setRetentionMonths, purgeExpired } from '../analytics/retention.js';
import { readDesignSettings, saveDesignSettings } from '../designs/designs.repository.js';
import { peopleRepository } from '../people/people.repository.js';
import { usersRepository, userToWire } from '../users/users.repository.js';
import { expiryIso, linksRepository, versionsRepository } from '../versions/versions.repository.js';
import { documentState, linkHistoryState, recordUpdate, userState } from './documents.js';
import { restoreVersionFromTrash } from './version-trash.js';
import { lockPortfolio } from '../../db/portfolio-lock.js';
import { linkOwnerIfUnlinked, PERSON_EXISTS_MESSAGE } from '../people/owner.js';
import { readRetention, recordChange, writeRetention, type Actor } from './record.js';

type Trx = Transaction<Database>;

/** The 409 of a restore of a deleted user (docs/decisions/0214-deleted-users-stay-deleted.md). */
export const DELETED_USER_MESSAGE =
  'This user was deleted and cannot be restored: their password, two-factor sign-in and passkeys are gone for good. Add them again from Users; this history stays.';

/** The 409 of a restore of a link deleted with its version (docs/decisions/0213-versions-in-the-trash.md). */
export const LINK_DELETED_MESSAGE =
  'This link was deleted with its version: restore the version from the trash and its links come back.';

/** Who restores: the history's actor, and when they signed in (ms since epoch; for a role change). */
export interface RestoreContext {
  actor: Actor;
  signedInAt: number | null;
}

/** What one document's restore did: the states before and after, and the answer's value. */
interface Restored {
  before: object;
  after: object;
  value: unknown;
  /** True when the restorer recorded the change itself (a version back from the trash). */
  recorded?: boolean;
}

interface DocumentRestorer {
  /** The document's name in messages ("Person restored"). */
  label: string;
  restore(
    trx: Trx,
    entryId: string,
    state: Record<string, unknown>,
    context: RestoreContext,
  ): Promise<Restored>;
}

/** Parse `state` with `schema`, or refuse with 409 naming what no longer fits. */
function fits<S extends z.ZodType>(schema: S, state: unknown, label: string): z.infer<S> {
  const parsed = schema.safeParse(state);
  if (!parsed.success) {
    throw conflict(
      `This state of the ${label.toLowerCase()} no longer fits its form: ${parsed.error.issues
        .map((issue) => `${issue.path.join('.')} ${issue.message}`.trim())
        .join('; ')}.`,
    );
  }
  return parsed.data;
}

/** Only the keys of `state` that `keys` names. */
function pick(state: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in state).map((key) => [key, state[key]]));
}

/** The part of a user's recorded state a restore writes. */
const userRoleSchema = z.object({ role: z.enum(ROLES) });

const person: DocumentRestorer = {
  label: 'Person',
  async restore(trx, id, state, context) {
    const before = await peopleRepository.find(trx, id);
    const { i18n, ...fields } = fits(personUpdateSchema, documentState(state), 'person');
    if (!before) return recreatePerson(trx, id, fields, i18n, context.actor);
    // The state's translations replace the stored ones whole: a field it has not is emptied.
    const translations = (i18n ?? {}) as Record<string, Record<string, unknown> | undefined>;
    const patch = Object.fromEntries(
      TRANSLATED_LANGUAGES.map((language) => {
        const values = translations[language];
        if (!values) return [language, null];
        return [
          language,
          Object.fromEntries(personDeclaration.translatable.map((field) => [field, values[field] ?? null])),
        ];
      }),
    );
    const after = await peopleRepository.update(trx, id, { ...fields, i18n: patch });
    return { before, after, value: after };
  },
};

/**
 * Bring a deleted person back under its old id when the portfolio has no person (decision 0215),
 * linked to the owner when no user has a person; 409 when another person exists.
 */
async function recreatePerson(
  trx: Trx,
  id: string,
  fields: Record<string, unknown>,
  i18n: unknown,
  actor: Actor,
): Promise<Restored> {
  await lockPortfolio(trx);
  if (await trx.selectFrom('people').select('id').executeTakeFirst()) throw conflict(PERSON_EXISTS_MESSAGE);
  const created = await peopleRepository.create(
    trx,
    { ...fields, ...(i18n ? { i18n } : {}) },
    personDefaults,
  );
  await trx.updateTable('people').set({ id }).where('id', '=', created._id).execute();
  await linkOwnerIfUnlinked(trx, id);
  const after = await peopleRepository.get(trx, id);
  await recordChange(
    trx,
    {
      resource: HISTORY_DOCUMENTS.person,
      entryId: id,
      action: 'restore',
      before: null,
      after: documentState(after),
    },
    actor,
  );
  return { before: {}, after, value: after, recorded: true };
}

const user: DocumentRestorer = {
  label: 'User',
  async restore(trx, id, state, context) {
    const target = await usersRepository.find(trx, id);
    // docs/decisions/0214-deleted-users-stay-deleted.md: the history stays, the user does not come back.
    if (!target) throw conflict(DELETED_USER_MESSAGE);
    // Only the role is written back (the module doc).
    const { role } = fits(userRoleSchema, state, 'user');
    let row = target;
    if (role !== target.role) {
      if (!(Date.now() - (context.signedInAt ?? 0) <= RECENT_SIGN_IN_MS))
        throw new HttpError(403, 'REAUTHENTICATION_REQUIRED', MESSAGES.profile.signInAgain);
      if (target.role === 'admin' && (await usersRepository.countAdmins(trx)) <= 1)
        throw conflict('The last admin must keep the admin role.');
      row = await usersRepository.update(trx, id, { role });
    }
    const value = userToWire(row);
    return { before: userState(userToWire(target)), after: userState(value), value };
  },
};

const version: DocumentRestorer = {
  label: 'Version',
  async restore(trx, id, state, context) {
    const current = await versionsRepository.find(trx, id);
    if (!current) {
      // A deleted version comes back from the trash with its links, as it was (./version-trash.ts).
      const back = await restoreVersionFromTrash(trx, id, context.actor);
      return { before: {}, after: back, value: back, recorded: true };
    }
    const fields = fits(
      versionUpdateSchema,
      pick(state, ['name', 'language', 'includeNew', 'hiddenSections', 'entries', 'overrides', 'design']),
      'version',
    );
    const restored = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const entries = Object.fromEntries(
      Object.entries(fields.entries ?? current.entries).filter(([, choice]) => choice !== null),
    ) as Record<string, boolean>;
    const after = await versionsRepository.update(trx, { ...current, ...restored, entries });
    return { before: current, after, value: after };
  },
};

const link: DocumentRestorer = {
  label: 'Link',
  async restore(trx, id, state) {
    const current = await linksRepository.find(trx, id);
    // A link is deleted only with its version (decision 0213): it comes back with it.
    if (!current) throw conflict(LINK_DELETED_MESSAGE);
    if (current.revokedAt !== null) throw conflict(VERSION_TEXTS.revokedCannotChange);
    const fields = fits(linkUpdateSchema, pick(state, ['label', 'note', 'expiresAt', 'paused']), 'link');
    if (fields.expiresAt && (expiryIso(fields.expiresAt) ?? '') <= nowIso())
      throw badRequest(VERSION_TEXTS.expiryInPast, [{ path: 'expiresAt', message: 'in the past' }]);
    const after = await linksRepository.update(trx, id, {
      ...(fields.label === undefined ? {} : { label: fields.label }),
      ...(fields.note === undefined ? {} : { note: fields.note }),
      ...(fields.expiresAt === undefined ? {} : { expiresAt: expiryIso(fields.expiresAt) }),
      ...(fields.paused === undefined ? {} : { paused: fields.paused ? 1 : 0 }),
    });
    if (!after) throw notFound(VERSION_TEXTS.linkNotFound);
    return {
      before: linkHistoryState(current),
      after: linkHistoryState(after),
      value: linkHistoryState(after),
    };
  },
};

/** The settings, by entry id (src/shared/history-documents.ts). */
const settings: Record<SettingsEntry, (trx: Trx, state: unknown) => Promise<Restored>> = {
  async design(trx, state) {
    const before = await readDesignSettings(trx);
    const after = fits(designSettingsSchema, state, 'design');
    await saveDesignSettings(trx, after);
    return { before, after, value: after };
  },
  async statistics(trx, state) {
    const before = { retentionMonths: await retentionMonths(trx) };
    const after = fits(statisticsRetentionSchema, state, 'statistics setting');
    await setRetentionMonths(trx, after.retentionMonths);
    await purgeExpired(trx);
    return { before, after: { retentionMonths: after.retentionMonths }, value: after };
  },
  async history(trx, state) {
    const before = await readRetention(trx);
    const after = fits(historyRetentionSchema, state, 'history setting');
    await writeRetention(trx, after);
    return { before, after: { days: after.days, states: after.states }, value: after };
  },
};

const settingsRestorer: DocumentRestorer = {
  label: 'Setting',
  async restore(trx, id, state) {
    const restore = settings[id as SettingsEntry] as (typeof settings)[SettingsEntry] | undefined;
    if (!restore) throw notFound(`There is no setting called "${id}".`);
    return restore(trx, state);
  },
};

const RESTORERS: Record<string, DocumentRestorer> = {
  [HISTORY_DOCUMENTS.person]: person,
  [HISTORY_DOCUMENTS.user]: user,
  [HISTORY_DOCUMENTS.version]: version,
  [HISTORY_DOCUMENTS.link]: link,
  [HISTORY_DOCUMENTS.settings]: settingsRestorer,
};

/**
 * Bring back `state` of the document `resource`/`entryId` in `trx` and record it as a `restore`.
 * @returns the label (for the answer's message) and the document as its routes answer it (a link:
 *   its recorded fields).
 * @throws HttpError as the module doc says.
 */
export async function restoreDocument(
  trx: Trx,
  resource: string,
  entryId: string,
  state: unknown,
  context: RestoreContext,
): Promise<{ label: string; value: unknown }> {
  const restorer = Object.hasOwn(RESTORERS, resource) ? RESTORERS[resource] : undefined;
  if (!restorer) throw notFound(`There is no list called "${resource}".`);
  if (state === null || typeof state !== 'object' || Array.isArray(state))
    throw notFound('This change has no such state.');
  const result = await restorer.restore(trx, entryId, state as Record<string, unknown>, context);
  if (result.recorded) return { label: restorer.label, value: result.value };
  await recordUpdate(
    trx,
    { resource, entryId, before: result.before, after: result.after },
    context.actor,
    'restore',
  );
  return { label: restorer.label, value: result.value };
}

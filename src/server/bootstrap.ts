/**
 * First start on an empty database (issue 2 item 6):
 * - create the `All` category when no category has that title;
 * - create the admin from ADMIN_EMAIL/ADMIN_PASSWORD, or when they are unset and no user exists,
 *   `admin@example.com` with a random password printed once to the console;
 * - unless SEED_DEMO=false, when the portfolio is empty, import the sample resume of
 *   `@jsonresume/schema` through the same code as the CLI, link the admin to that person, and attach
 *   the demo's images (modules/media/demo-images.ts).
 *
 * Idempotent: a later start changes nothing that exists (an existing admin keeps their password).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ALL_CATEGORY_TITLE } from '../shared/constants.js';
import type { Database } from './db/types.js';
import { newId, nowIso } from './lib/ids.js';
import { categoryKey } from './modules/resources/definitions.js';
import { nextPosition } from './modules/ordering.js';
import { importJsonResume, isPortfolioEmpty, loadSampleResume } from './modules/jsonresume/jsonresume.js';
import { attachDemoImages } from './modules/media/demo-images.js';
import { usersRepository } from './modules/users/users.repository.js';

export interface BootstrapOptions {
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
  seedDemo: boolean;
  /** With the demo, attach its images from assets/demo-images (default true; API tests skip it). */
  demoImages?: boolean;
  /** Where to print the generated password (console by default). */
  print?: (line: string) => void;
}

/** Create the `All` category when missing (in `db`'s transaction when it is one). */
export async function ensureAllCategory(db: Kysely<Database>): Promise<void> {
  // Inside a caller's transaction (restore, reset), run in it.
  const inTransaction = (work: (trx: Kysely<Database>) => Promise<void>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  await inTransaction(async (trx) => {
    const existing = await trx
      .selectFrom('categories')
      .select('id')
      .where('titleKey', '=', categoryKey(ALL_CATEGORY_TITLE))
      .executeTakeFirst();
    if (existing) return;
    const now = nowIso();
    await trx
      .insertInto('categories')
      .values({
        id: newId(),
        title: ALL_CATEGORY_TITLE,
        titleKey: categoryKey(ALL_CATEGORY_TITLE),
        thumbnails: '',
        position: await nextPosition(trx, 'categories'),
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  });
}

export async function bootstrap(db: Kysely<Database>, options: BootstrapOptions): Promise<void> {
  const print = options.print ?? ((line: string) => console.log(line));
  await ensureAllCategory(db);

  let adminId: string | undefined;
  if (options.adminEmail && options.adminPassword) {
    const existing = await usersRepository.findByEmail(db, options.adminEmail);
    adminId =
      existing?.id ??
      (
        await usersRepository.create(db, {
          name: 'Admin',
          email: options.adminEmail,
          password: options.adminPassword,
          role: 'admin',
        })
      ).id;
  } else if ((await usersRepository.list(db)).length === 0) {
    const password = randomBytes(12).toString('base64url');
    const created = await usersRepository.create(db, {
      name: 'Admin',
      email: 'admin@example.com',
      password,
      role: 'admin',
    });
    adminId = created.id;
    print('');
    print('  Vitae created the admin user admin@example.com');
    print(`  with the password: ${password}`);
    print('  It is shown only this once. Change it on the Profile page, or reset it with');
    print('  npm run cli -- create-admin --email admin@example.com');
    print('');
  }

  if (options.seedDemo && (await isPortfolioEmpty(db))) {
    const { personId } = await importJsonResume(db, loadSampleResume(), { replace: false });
    if (options.demoImages ?? true) await attachDemoImages(db);
    if (adminId && personId) {
      const admin = await usersRepository.get(db, adminId);
      if (!admin.personId) await usersRepository.update(db, adminId, { personId });
    }
  }
}

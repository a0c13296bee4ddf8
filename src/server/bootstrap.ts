/**
 * First start on an empty database (README.md "Quick start"):
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
import type { Database } from './db/types.js';
import { ensureAllCategory } from './modules/resources/categories.js';
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

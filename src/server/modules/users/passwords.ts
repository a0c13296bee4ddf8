/**
 * Users' passwords: argon2id hashes with OWASP's parameters (19 MiB, 2 passes, 1 lane), and a check
 * that spends the same time whether or not the email is known.
 *
 * Source: docs/api.md §6 "Sessions and safety" (passwords are stored only as hashes).
 */
import { hash, type Options, verify } from '@node-rs/argon2';

/** argon2id (Algorithm.Argon2id = 2; a const enum that isolated modules cannot read) with OWASP's parameters. */
const ARGON2: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** The argon2id hash of `password` (a PHC string with its salt and parameters). */
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

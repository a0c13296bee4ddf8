/**
 * Ids and timestamps.
 *
 * `newId()` gives 24 lowercase hex characters in the MongoDB ObjectId layout (4 bytes of seconds,
 * 5 random bytes, 3 bytes of counter), so ids sort by creation and exports stay compatible with the
 * original (docs/api.md: Basics). `nowIso()` gives the current time as an ISO 8601 string.
 */
import { randomBytes } from 'node:crypto';

const processRandom = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

export function newId(): string {
  counter = (counter + 1) % 0xffffff;
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${processRandom}${counter.toString(16).padStart(6, '0')}`;
}

export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * What the bench scripts (bench/api.ts, soak.ts, attack-data.ts, attack-uploads.ts) need of the
 * processes they start, written once: a free loopback port, a process's memory, and the admin's
 * session cookie. Linux only (memory from /proc). Bench code: prints figures, never a CI gate.
 */
import fs from 'node:fs';
import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now. Rejects when the system gives none. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The current (VmRSS) and peak-since-start (VmHWM) resident memory of process `pid`, in MB (MiB);
 * NaN for both when the process is gone or `pid` is undefined.
 */
export function memoryOf(pid: number | undefined): { hwm: number; rss: number } {
  if (pid === undefined) return { hwm: NaN, rss: NaN };
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
    return { hwm: field('VmHWM'), rss: field('VmRSS') };
  } catch {
    return { hwm: NaN, rss: NaN };
  }
}

/**
 * Sign in at `base` (`POST /api/auth/login`) and answer the `token=...` cookie pair to send back.
 * Throws with the status and body when the sign-in fails or answers no session cookie.
 */
export async function signIn(base: string, admin: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const body = await login.text();
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0]!)
    .find((pair) => pair.startsWith('token='));
  if (login.status !== 200 || !cookie) throw new Error(`sign-in failed: ${login.status} ${body}`);
  return cookie;
}

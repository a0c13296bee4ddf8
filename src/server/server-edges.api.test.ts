/**
 * The HTTP server's own edges, on a real socket (decision 0110 §3 and §10): a request whose body
 * stops half-way is closed within REQUEST_TIMEOUT, and Node's own refusals (bad request line,
 * headers too large) answer in the contract's error envelope.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, skipReason, type TestApp } from './test/test-app.js';

/** Send raw bytes and collect everything the server answers until it closes the connection. */
function rawExchange(port: number, bytes: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
  });
}

describe.skipIf(skipReason() !== '')('the server on a real socket', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ timeouts: { requestMs: 1_000, headersMs: 1_000, keepAliveMs: 1_000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a body that stops half-way is answered 408 and the connection closed (REQUEST_TIMEOUT)', async () => {
    const { answer, closedAfterMs } = await rawExchange(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"email":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Closed by the server (the request bound plus Node's one-second check), not by this test.
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
  }, 30_000);

  /** The status line and the JSON body of a raw answer. */
  const parse = (answer: string) => {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head, body };
  };

  it("Node's own 400 (malformed request) and 431 (headers too large) are in the error envelope", async () => {
    const bad = parse(
      (await rawExchange(port, 'GET /api/works HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n')).answer,
    );
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({
      method: 'GET',
      url: '/api/works',
      error: { message: 'The request is not valid HTTP.', code: 'VALIDATION_ERROR' },
    });
    const big = `GET /api/works HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    const tooLarge = parse((await rawExchange(port, big)).answer);
    expect(tooLarge.status).toBe(431);
    expect(JSON.parse(tooLarge.body).error).toEqual({
      message: 'The request headers are too large.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('a 431 to HEAD carries no body', async () => {
    const big = `HEAD /api/works HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    const answer = parse((await rawExchange(port, big)).answer);
    expect(answer.status).toBe(431);
    expect(answer.body).toBe('');
  });
});

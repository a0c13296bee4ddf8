/**
 * Node's HTTP parser's refusals, before any route runs (Fastify `clientErrorHandler`), answered in the
 * contract's error envelope (docs/api.md "Basics"; decision 0110 §10).
 */
import type { Socket } from 'node:net';
import type { ErrorBody, ErrorCode } from '../../../shared/schemas.js';

/** Node's own refusals before any route runs (Fastify `clientErrorHandler`), by Node error code. */
const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'VALIDATION_ERROR',
    message: 'The request took too long to arrive.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'VALIDATION_ERROR',
    message: 'The request headers are too large.',
  },
};

/**
 * Answer a request that Node's HTTP parser refused (malformed request line or headers: 400; headers
 * too large: 431; too slow: 408) in the contract's error envelope, with no body to a HEAD request,
 * then close the connection (decision 0110 §10). Method and URL come from the raw bytes when
 * readable, else ''.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    code: 'VALIDATION_ERROR' as const,
    message: 'The request is not valid HTTP.',
  };
  const rawPacket = (error as { rawPacket?: Buffer }).rawPacket;
  const firstLine = rawPacket?.toString('latin1').split('\r\n', 1)[0] ?? '';
  const [, method = '', url = ''] = /^([A-Z]{1,20}) (\S{1,2000}) HTTP\/1\.[01]$/.exec(firstLine) ?? [];
  const body: ErrorBody = { method, url, error: { message: known.message, code: known.code } };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_TEXT[known.status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n` +
        (method === 'HEAD' ? '' : text),
    );
  }
  socket.destroy(error);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * API tests of the bounded image queue (docs/decisions/0091-bounded-image-processing.md): many
 * uploads at once through the real app answer 201 or 503 with `Retry-After` in the error envelope,
 * never 500; no more than IMAGE_JOBS images are processed at once (the queue's own counters); a
 * refused upload stores nothing and is read by nobody; callers that wait (restore, demo images) are
 * never refused. Images are real JPEGs made with sharp.
 */
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectError, expectOk } from '../../test/expect-api.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';
import { processImage } from './image-processing.js';
import { IMAGE_JOBS, imageQueueStats, resetPeakRunning, runImageJob, UPLOAD_PLACES } from './image-queue.js';

const UPLOADS = 20;
/** Per test, ms: generous, the suite runs on a busy machine. */
const SLOW = 120_000;

/** `count` different files from one JPEG: distinct bytes after its end (ignored by decoders). */
function distinct(bytes: Buffer, count: number, tag: string): Buffer[] {
  return Array.from({ length: count }, (_, i) => Buffer.concat([bytes, Buffer.from(`${tag} ${i}`)]));
}

async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe.skipIf(skipReason() !== '')('image queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = async (bytes: Uint8Array) => {
    const body = await multipart(bytes, 'photo.jpg', 'image/jpeg');
    return t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { 'content-type': body.contentType, cookie: t.adminCookie },
      payload: body.payload,
    });
  };
  const mediaCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('media')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const expectBusy = (response: LightMyRequestResponse) => {
    const error = expectError(
      response,
      503,
      /^The server is busy processing other images\. Try this upload again in \d+ seconds?\.$/,
    );
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 120, String(retryAfter)).toBe(
      true,
    );
    expect(error.message).toContain(`in ${retryAfter} second`);
  };

  it(
    'with every slot busy, the first UPLOAD_PLACES uploads wait and succeed, the rest are 503 with Retry-After and store nothing',
    async () => {
      const before = await mediaCount();
      const files = distinct(await noisyJpeg(600, 400), UPLOADS, 'gate');
      // Hold every slot with a job of our own: the uploads can only wait or be refused.
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const holders = Array.from({ length: IMAGE_JOBS }, () => runImageJob(() => gate));
      resetPeakRunning();
      const refused: LightMyRequestResponse[] = [];
      const answers = files.map((bytes) =>
        upload(bytes).then((response) => {
          if (response.statusCode !== 201) refused.push(response);
          return response;
        }),
      );
      try {
        // The admitted uploads read their body and queue for a slot; the others are answered at once.
        await vi.waitFor(
          () => {
            expect(imageQueueStats()).toMatchObject({ uploads: UPLOAD_PLACES, waiting: UPLOAD_PLACES });
            expect(refused).toHaveLength(UPLOADS - UPLOAD_PLACES);
          },
          { timeout: 60_000, interval: 20 },
        );
        for (const response of refused) expectBusy(response);
        // Still full: one more is refused before its body is read (a body that is no form at all).
        expectBusy(
          await t.app.inject({
            method: 'POST',
            url: '/api/images',
            headers: { 'content-type': 'multipart/form-data; boundary=x', cookie: t.adminCookie },
            payload: 'not a multipart body',
          }),
        );
      } finally {
        open();
      }
      await Promise.all(holders);
      const statuses = (await Promise.all(answers)).map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(UPLOAD_PLACES);
      expect(statuses.filter((status) => status === 503)).toHaveLength(UPLOADS - UPLOAD_PLACES);
      expect(imageQueueStats()).toEqual({ running: 0, waiting: 0, uploads: 0, peakRunning: IMAGE_JOBS });
      expect(await mediaCount()).toBe(before + UPLOAD_PLACES);
    },
    SLOW,
  );

  it(
    'many real uploads at once: each 201 or 503, never more than IMAGE_JOBS processed at once; a refused one succeeds later',
    async () => {
      const files = distinct(await noisyJpeg(800, 600), 10, 'real');
      resetPeakRunning();
      // sharp's own count of images in its worker threads, sampled while the uploads run.
      let mostInSharp = 0;
      const sampler = setInterval(() => (mostInSharp = Math.max(mostInSharp, sharp.counters().process)), 2);
      const responses = await Promise.all(files.map((bytes) => upload(bytes))).finally(() =>
        clearInterval(sampler),
      );
      const refused: Buffer[] = [];
      responses.forEach((response, i) => {
        if (response.statusCode === 503) {
          expectBusy(response);
          refused.push(files[i]!);
        } else expectOk(response, 201);
      });
      expect(refused.length).toBeLessThan(files.length);
      expect(mostInSharp).toBeGreaterThan(0);
      expect(mostInSharp).toBeLessThanOrEqual(IMAGE_JOBS);
      expect(imageQueueStats().peakRunning).toBeGreaterThan(0);
      expect(imageQueueStats().peakRunning).toBeLessThanOrEqual(IMAGE_JOBS);
      for (const bytes of refused) expectOk(await upload(bytes), 201);
      expect(imageQueueStats()).toMatchObject({ running: 0, waiting: 0, uploads: 0 });
    },
    SLOW,
  );

  it(
    'direct callers (restore, demo images) wait for a slot and are never refused',
    async () => {
      resetPeakRunning();
      const files = distinct(await noisyJpeg(400, 300), 2 * UPLOAD_PLACES, 'direct');
      const images = await Promise.all(files.map((bytes) => processImage(bytes)));
      expect(new Set(images.map((image) => image.id)).size).toBe(files.length);
      expect(imageQueueStats().peakRunning).toBe(IMAGE_JOBS);
    },
    SLOW,
  );
});

/**
 * The bounded queue of image work (docs/decisions/0091-bounded-image-processing.md).
 *
 * - Every decode and encode of an uploaded or restored image runs through {@link runImageJob}: at
 *   most {@link IMAGE_JOBS} at once (half the cores, at least one; each job is one libvips thread,
 *   src/server/lib/sharp.ts), the rest wait in order. Callers that must not be refused (restore,
 *   the demo images at first start) simply wait.
 * - An upload takes one of {@link UPLOAD_PLACES} places from before its body is read until its
 *   processing has finished ({@link admitUpload}): the running jobs plus {@link UPLOAD_WAITING}
 *   waiting ones. Past that the upload is refused before its body is read: 503 with `Retry-After`
 *   (seconds), so the memory of uploads is bounded by the places × the 15 MB file limit plus the
 *   running jobs' pixels (64 megapixels each at most, src/shared/media.ts).
 *
 * One queue per process: the cores and libvips' memory are the process's.
 */
import os from 'node:os';
import pLimit from 'p-limit';
import { HttpError } from '../../lib/http-error.js';

/** Image jobs that run at once: half the cores (os.availableParallelism), at least 1. */
export const IMAGE_JOBS = Math.max(1, Math.floor(os.availableParallelism() / 2));

/** Uploads that may wait for a running job to finish before new ones are refused with 503. */
export const UPLOAD_WAITING = 4;

/** Uploads in flight at most (reading their body, waiting, or being processed). */
export const UPLOAD_PLACES = IMAGE_JOBS + UPLOAD_WAITING;

/**
 * Seconds one job is assumed to take at least, and before any has finished: a 12-megapixel phone
 * photo takes 1-3 s on one core (bench/attack-uploads.ts). The floor keeps small images (the demo
 * images at the first start) from making the estimate for a photo too short.
 */
const MIN_JOB_SECONDS = 2;
/** Longest Retry-After given, in seconds. */
const MAX_RETRY_AFTER_SECONDS = 120;

const limit = pLimit(IMAGE_JOBS);
let uploadsInFlight = 0;
let running = 0;
let peakRunning = 0;
/** Exponentially weighted mean duration of the jobs finished so far, in seconds. */
let meanJobSeconds = MIN_JOB_SECONDS;

/**
 * Run `job` (sharp work on one image) when one of the {@link IMAGE_JOBS} slots is free; waits
 * otherwise, in order, and never refuses. Answers or rejects with what `job` does.
 */
export function runImageJob<T>(job: () => Promise<T>): Promise<T> {
  return limit(async () => {
    running++;
    peakRunning = Math.max(peakRunning, running);
    const started = performance.now();
    try {
      return await job();
    } finally {
      running--;
      meanJobSeconds = 0.7 * meanJobSeconds + 0.3 * ((performance.now() - started) / 1000);
    }
  });
}

/**
 * Take an upload place, to hold from before the upload's body is read until its image is stored.
 * Answers the function that gives the place back (call it exactly once, in a `finally`).
 * @throws HttpError 503 SERVICE_UNAVAILABLE when all {@link UPLOAD_PLACES} are taken; its
 *   `retryAfterSeconds` is the estimated wait for the queue to drain, for the `Retry-After` header.
 */
export function admitUpload(): () => void {
  if (uploadsInFlight >= UPLOAD_PLACES) {
    const seconds = retryAfterSeconds();
    throw new ImageQueueFullError(seconds);
  }
  uploadsInFlight++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    uploadsInFlight--;
  };
}

/** 503 for an upload past the waiting list; `retryAfterSeconds` goes into `Retry-After`. */
export class ImageQueueFullError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      503,
      'SERVICE_UNAVAILABLE',
      `The server is busy processing other images. Try this upload again in ${retryAfterSeconds} ${
        retryAfterSeconds === 1 ? 'second' : 'seconds'
      }.`,
    );
  }
}

/**
 * Seconds until the jobs ahead should be done: their count × the mean job time (at least
 * {@link MIN_JOB_SECONDS}) ÷ the slots, from 1 to {@link MAX_RETRY_AFTER_SECONDS}. An estimate:
 * images differ, so a retry may still find the queue full and get a new estimate.
 */
function retryAfterSeconds(): number {
  const ahead = Math.max(uploadsInFlight, limit.activeCount + limit.pendingCount);
  const seconds = Math.ceil((ahead * Math.max(MIN_JOB_SECONDS, meanJobSeconds)) / IMAGE_JOBS);
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds));
}

/**
 * The queue's counters, for tests and logs: jobs `running` now and `waiting` for a slot, uploads
 * holding a place (`uploads`), and the most jobs that ever ran at once (`peakRunning`, since the
 * process started or the last {@link resetPeakRunning}).
 */
export function imageQueueStats(): {
  running: number;
  waiting: number;
  uploads: number;
  peakRunning: number;
} {
  return { running, waiting: limit.pendingCount, uploads: uploadsInFlight, peakRunning };
}

/** Start counting {@link imageQueueStats}' `peakRunning` again from the jobs running now. */
export function resetPeakRunning(): void {
  peakRunning = running;
}

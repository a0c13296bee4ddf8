/**
 * The worker thread of `validateResumeOffThread` (validate-off-thread.ts): validates `workerData.resume` with
 * `validateResume` and posts a {@link ValidateWorkerAnswer}, then ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ResumeTooLargeError } from './limits.js';
import { ResumeValidationError } from './schema-errors.js';
import { validateResume } from './validate.js';
import { type ValidateWorkerAnswer } from './validate-off-thread.js';

const post = (answer: ValidateWorkerAnswer) => parentPort!.postMessage(answer);

try {
  post({ validated: validateResume((workerData as { resume: unknown }).resume) });
} catch (error) {
  if (error instanceof ResumeValidationError) post({ invalid: error.errors });
  else if (error instanceof ResumeTooLargeError) post({ tooLarge: error.message });
  else post({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}

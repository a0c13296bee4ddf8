/**
 * Validation of a large JSON Resume in a worker thread (validate-worker.ts), so the event loop keeps
 * answering while jsonschema runs; a small document is validated inline.
 *
 * Source: docs/decisions/0080-data-limits.md.
 */
import type { ResumeIssue } from './document.js';
import { startModuleWorker } from '../../lib/worker.js';
import { checkResumeLimits, ResumeTooLargeError } from './limits.js';
import { ResumeValidationError } from './schema-errors.js';
import { validateResume, type ValidatedResume } from './validate.js';

/** Documents with more values than this are validated in a worker thread (a few ms below it). */
const INLINE_VALUES = 2_000;

/** What validate-worker.ts posts. */
export type ValidateWorkerAnswer =
  { validated: ValidatedResume } | { invalid: ResumeIssue[] } | { tooLarge: string } | { failed: string };

/**
 * {@link validateResume}, run in a worker thread for a large document (more than 2,000 values: up
 * to a few hundred milliseconds of jsonschema at the import's limits) so the event loop keeps
 * answering meanwhile (docs/decisions/0080-data-limits.md); the limits are checked here first.
 * @throws as {@link validateResume}.
 */
export async function validateResumeOffThread(resume: unknown): Promise<ValidatedResume> {
  const { refused, values } = checkResumeLimits(resume);
  if (refused.length > 0) throw new ResumeValidationError(refused);
  if (values <= INLINE_VALUES) return validateResume(resume);
  const answer = await new Promise<ValidateWorkerAnswer>((resolve, reject) => {
    const worker = startModuleWorker(import.meta.url, 'validate-worker', { workerData: { resume } });
    worker.once('message', (message: ValidateWorkerAnswer) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The resume validator stopped (exit code ${code}).`)));
  });
  if ('validated' in answer) return answer.validated;
  if ('invalid' in answer) throw new ResumeValidationError(answer.invalid);
  if ('tooLarge' in answer) throw new ResumeTooLargeError(answer.tooLarge);
  throw new Error(answer.failed);
}

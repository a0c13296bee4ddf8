/**
 * Worker threads for the server's heavy, pure work (reading a backup file, validating a large JSON
 * Resume: docs/decisions/0080-data-limits.md), so the event loop keeps answering meanwhile.
 *
 * {@link startModuleWorker} starts the worker module `<name>.js` beside the calling module when the
 * server runs built (dist/), and `<name>.ts` with tsx registered in the worker first when it runs
 * from the TypeScript sources (tests, `npm run cli`, `npm run dev`): a worker does not inherit its
 * parent's module loader.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Start the worker module `name` that lies beside the module whose `import.meta.url` is `callerUrl`.
 * @param options as `new Worker` takes them (`workerData`, `resourceLimits`...).
 */
export function startModuleWorker(callerUrl: string, name: string, options: WorkerOptions = {}): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), options);
  const require = createRequire(import.meta.url);
  // tsx's ESM API (the package's `tsx/esm/api` export for `import`).
  const tsx = pathToFileURL(
    path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  );
  const entry = new URL(`./${name}.ts`, callerUrl);
  const code = `import(${JSON.stringify(tsx.href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(code, { ...options, eval: true });
}

/**
 * The worker thread of `subsetOffThread` (font-subsets.ts): cuts `workerData.font` (the bytes of a
 * font file) down to the glyphs `workerData.text` needs with subset-font (HarfBuzz's subsetter, the
 * variable axes kept), as WOFF2, with the layout features `workerData.features` when given (else
 * every feature and the glyphs they reach), posts a {@link SubsetAnswer}, then ends.
 * Source: docs/decisions/0226-text-font-subset.md, docs/decisions/0227-text-font-first-window.md.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./subset-font.d.ts" />
import { parentPort, workerData } from 'node:worker_threads';
import subsetFont from 'subset-font';
import type { SubsetAnswer, SubsetAsked } from './font-subsets.js';

const { font, text, features } = workerData as SubsetAsked;
const post = (answer: SubsetAnswer) => parentPort!.postMessage(answer);

subsetFont(Buffer.from(font), text, {
  targetFormat: 'woff2',
  ...(features ? { keepFeatures: [...features] } : {}),
}).then(
  (bytes) => post({ bytes }),
  (error: unknown) => post({ failed: error instanceof Error ? error.message : String(error) }),
);

/**
 * The worker thread of `subsetOffThread` (font-subsets.ts): cuts `workerData.font` (the bytes of a
 * font file) down to the glyphs `workerData.text` needs with subset-font (HarfBuzz's subsetter, joins,
 * kerning and the variable axes kept), as WOFF2, posts a {@link SubsetAnswer}, then ends.
 * Source: docs/decisions/0226-text-font-subset.md.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./subset-font.d.ts" />
import { parentPort, workerData } from 'node:worker_threads';
import subsetFont from 'subset-font';
import type { SubsetAnswer } from './font-subsets.js';

const { font, text } = workerData as { font: Uint8Array; text: string };
const post = (answer: SubsetAnswer) => parentPort!.postMessage(answer);

subsetFont(Buffer.from(font), text, { targetFormat: 'woff2' }).then(
  (bytes) => post({ bytes }),
  (error: unknown) => post({ failed: error instanceof Error ? error.message : String(error) }),
);

/**
 * The worker thread of ats.ts `readOffThread`: reads `workerData.bytes` (a PDF) with pdf.js
 * (ats-read.ts `readPdfForAts`) and posts the {@link AtsReading}, then ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readPdfForAts } from './ats-read.js';

const { bytes } = workerData as { bytes: Uint8Array };
parentPort!.postMessage(await readPdfForAts(bytes));

#!/usr/bin/env node
/**
 * Prints the house's figures (docs/architecture.md "Small rooms"): per side and in all, the number
 * of non-test source files under src/, their median length in lines, the files over 300 lines (text
 * catalogues excepted: src/web/i18n/ and src/shared/resources/texts.ts), and the explicit `any` types outside the migrations.
 * Import cycles and imports that run up a layer are counted by ESLint's rules (`npm run lint`).
 *
 * Usage: `node scripts/house-figures.mjs` from the checkout's root. Pure reading; no output files.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TEST = /(\.test\.tsx?$|\.spec\.tsx?$|\/test\/|test-utils|test-support|\.d\.ts$)/;
const CATALOGUE = /^src\/web\/i18n\/|^src\/shared\/resources\/texts\.ts$/;
const files = execFileSync('git', ['ls-files', 'src'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file) && !TEST.test(file));

const lengthOf = (file) => readFileSync(file, 'utf8').split('\n').length - 1;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const sides = { all: files };
for (const side of ['shared', 'server', 'web', 'cli'])
  sides[side] = files.filter((f) => f.startsWith(`src/${side}/`));
for (const [side, list] of Object.entries(sides)) {
  const lengths = list.map(lengthOf);
  console.log(`${side.padEnd(7)} files ${String(list.length).padStart(4)}  median ${median(lengths)} lines`);
}
// How far the median is from its target (docs/architecture.md "Small rooms": at most 60 lines): the
// median is at most 60 once at least half of the files have 60 lines or fewer.
const small = files.filter((file) => lengthOf(file) <= 60).length;
console.log(
  `files of 60 lines or fewer: ${small} of ${files.length} (margin to a median of 60: ${small - (Math.floor(files.length / 2) + 1)})`,
);
const large = files
  .filter((file) => !CATALOGUE.test(file))
  .map((file) => [file, lengthOf(file)])
  .filter(([, length]) => length > 300);
console.log(`over 300 lines (catalogues excepted): ${large.length}`);
for (const [file, length] of large) console.log(`  ${length} ${file}`);

// `any` is an ESLint error outside the migrations (eslint.config.js); each one left is marked by a
// disable comment that gives its reason, counted here.
const DISABLE = ['eslint-disable-next-line', '@typescript-eslint/no-explicit-any'].join(' ');
let marked = '';
try {
  marked = execFileSync('git', ['grep', '-n', DISABLE, '--', 'src', 'e2e', 'bench', 'scripts'], {
    encoding: 'utf8',
  });
} catch {
  // git grep exits 1 when nothing matches.
}
const anyLines = marked.split('\n').filter(Boolean);
console.log(`explicit any outside the migrations: ${anyLines.length}`);
for (const line of anyLines) console.log(`  ${line.split(':').slice(0, 2).join(':')}`);

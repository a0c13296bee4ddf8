/**
 * Code cites the source of a rule inside the repository (docs/architecture.md "Habits"): a section of
 * docs/product.md, docs/api.md or docs/architecture.md, or a decision record in docs/decisions/.
 * This fails, with the file:line list, when a source file under src/, e2e/, scripts/ or bench/ cites
 * a ticket number, the specification by number, or a document that is not in the repository
 * (contract.md, architecture.md outside docs/). Fix: cite the docs section or decision record that
 * holds the rule (docs/decisions/README.md lists the records).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDERS = ['src', 'e2e', 'scripts', 'bench'];
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|css|html|md)$/;
const THIS_FILE = path.join('src', 'server', 'citations.test.ts');

/** What may not be cited, with the reason shown in the failure. */
const FORBIDDEN: { pattern: RegExp; reason: string }[] = [
  { pattern: /\bissue \d+/i, reason: 'a ticket number' },
  { pattern: /\bspec(?:ification)?(?: sections?)? §?\d/i, reason: 'the spec by number (docs/product.md §N)' },
  { pattern: /contract\.md/, reason: 'contract.md (docs/api.md)' },
  { pattern: /(?<!docs\/)architecture\.md/, reason: 'architecture.md outside docs/ (docs/architecture.md)' },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && EXTENSIONS.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('node_modules') && file !== THIS_FILE);
}

describe('citations', () => {
  it('cite docs/ sections and decision records, never a ticket or a document outside the repository', () => {
    const found: string[] = [];
    for (const file of FOLDERS.flatMap(sourceFiles)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const { pattern, reason } of FORBIDDEN) {
            if (pattern.test(line))
              found.push(`${file}:${index + 1}: ${reason}: ${line.trim().slice(0, 120)}`);
          }
        });
    }
    expect(found, `${found.length} citations to fix:\n${found.join('\n')}`).toEqual([]);
  });
});

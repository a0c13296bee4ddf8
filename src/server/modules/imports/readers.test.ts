/**
 * The readers' small rules (docs/decisions/0269-imports-from-linkedin-and-bibtex.md): LinkedIn's and
 * BibTeX's dates to month or year precision, LinkedIn's text escapes, its websites column, the
 * archive names refused as outside the archive, a CSV's lines (values with line breaks, a BOM), and
 * the owner found among BibTeX authors.
 */
import { describe, expect, it } from 'vitest';
import { isOwner } from './bibtex.js';
import { cleanText } from './clean-text.js';
import { decodeText, parseCsv } from './csv.js';
import { toResumeDate } from './dates.js';
import { websites } from './linkedin.js';
import { isSafeEntryName } from './zip.js';

describe('import readers', () => {
  it.each([
    ['Sep 2025', '2025-09'],
    ['September 2025', '2025-09'],
    ['sept. 2025', '2025-09'],
    ['ene 2020', '2020-01'],
    ['septiembre de 2021', '2021-09'],
    ['09/2019', '2019-09'],
    ['2019-9', '2019-09'],
    ['2019', '2019'],
    ['', ''],
    ['Sep 1, 2025', '2025-09'],
    ['13/2019', undefined],
    ['Smarch 2020', undefined],
    ['soon', undefined],
  ])('reads the date %j as %j', (text, date) => {
    expect(toResumeDate(text)).toBe(date);
  });

  it("cleans LinkedIn's escapes, entities and spacing", () => {
    expect(cleanText('Tom &amp; Jerry\\nsaid \\"hi\\"\\, twice &#39;ok&#39;  \r\n\r\n\r\n\r\nend  ')).toBe(
      'Tom & Jerry\nsaid "hi", twice \'ok\'\n\nend',
    );
  });

  it('reads the websites column with and without types', () => {
    expect(websites('[PERSONAL:https://ada.example,COMPANY:engines.example/about]')).toEqual([
      { type: 'Personal', url: 'https://ada.example' },
      { type: 'Company', url: 'https://engines.example/about' },
    ]);
    expect(websites('https://a.example, https://b.example')).toEqual([
      { type: '', url: 'https://a.example' },
      { type: '', url: 'https://b.example' },
    ]);
    expect(websites('[]')).toEqual([]);
  });

  it.each([
    ['Positions.csv', true],
    ['Basic_LinkedInDataExport/Positions.csv', true],
    ['../Positions.csv', false],
    ['a/../../Positions.csv', false],
    ['/etc/passwd', false],
    ['C:\\Windows\\Positions.csv', false],
    ['a\\..\\b.csv', false],
  ])('the archive name %j is inside the archive: %j', (name, safe) => {
    expect(isSafeEntryName(name)).toBe(safe);
  });

  it('gives each CSV row the line it starts on, drops a BOM, keeps header order', () => {
    const text = decodeText('P.csv', new TextEncoder().encode('\uFEFFA,B\n1,"two\nlines"\n3,4\n'));
    expect(parseCsv('P.csv', text)).toEqual({
      headers: ['A', 'B'],
      rows: [
        { line: 2, values: { A: '1', B: 'two\nlines' } },
        { line: 4, values: { A: '3', B: '4' } },
      ],
    });
  });

  it('finds the owner among the authors by last name and first initial', () => {
    expect(isOwner({ firstName: 'Ada', lastName: 'Lovelace' }, 'Ada Lovelace')).toBe(true);
    expect(isOwner({ firstName: 'A.', lastName: 'Lovelace' }, 'Ada Lovelace')).toBe(true);
    expect(isOwner({ firstName: 'Gabriel', lastName: 'García Márquez' }, 'Gabriel Garcia Marquez')).toBe(
      true,
    );
    expect(isOwner({ firstName: 'Byron', lastName: 'Lovelace' }, 'Ada Lovelace')).toBe(false);
    expect(isOwner({ name: 'The Engine Consortium' }, 'Ada Lovelace')).toBe(false);
    expect(isOwner({ firstName: 'Ada', lastName: 'Lovelace' }, undefined)).toBe(false);
  });
});

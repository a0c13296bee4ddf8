/**
 * The history's readable diff (./diff.ts, docs/product.md §22): field by field, texts word by word,
 * lists item by item, translations by language; identity keys never show.
 */
import { describe, expect, it } from 'vitest';
import { diffStates } from './diff.js';

describe('diffStates', () => {
  it('gives the changed fields only, texts word by word', () => {
    const changes = diffStates(
      { _id: 'a', order: 0, updatedAt: '1', company: 'Acme', description: 'I wrote fast code' },
      { _id: 'a', order: 3, updatedAt: '2', company: 'Acme', description: 'I wrote clean code' },
    );
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change).toMatchObject({ field: 'description', kind: 'text' });
    if (change?.kind !== 'text') throw new Error('a text change');
    expect(change.parts.filter((part) => part.removed).map((part) => part.value.trim())).toEqual(['fast']);
    expect(change.parts.filter((part) => part.added).map((part) => part.value.trim())).toEqual(['clean']);
  });

  it('lists items added and removed, other values before and after, translations by language', () => {
    const changes = diffStates(
      { highlights: ['a', 'b'], finished: false, i18n: { es: { description: 'uno' } } },
      { highlights: ['b', 'c'], finished: true, i18n: { es: { description: 'dos' } } },
    );
    expect(changes).toEqual([
      { field: 'highlights', kind: 'list', added: ['c'], removed: ['a'] },
      { field: 'finished', kind: 'value', before: 'false', after: 'true' },
      expect.objectContaining({ field: 'description', language: 'es', kind: 'text' }),
    ]);
  });

  it('shows every filled field of a created or deleted entry', () => {
    const created = { _id: 'a', title: 'New', link: '', finished: false, highlights: [] };
    expect(diffStates(null, created).map((change) => change.field)).toEqual(['title']);
    expect(diffStates({ title: 'Old' }, null).map((change) => change.field)).toEqual(['title']);
  });
});

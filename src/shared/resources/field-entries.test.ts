/** A field declared once (docs/decisions/0240-a-field-is-one-entry.md): what one entry implies. */
import { describe, expect, it } from 'vitest';
import { fromEntries } from './define.js';
import { cvDetailsOf, fieldEntries, formLabelsOf, optionWordsOf } from './field-entries.js';

const ENTRIES = fieldEntries({
  name: { kind: 'title', label: { en: 'Name', es: 'Nombre' }, resume: 'name' },
  kind: {
    kind: 'choice',
    optional: true,
    label: { en: 'Kind', es: 'Clase' },
    options: { a: { en: 'Alpha', es: 'Alfa' }, b: { en: 'Beta', es: 'Beta' } },
    cv: 'detail',
  },
  notes: { kind: 'lines', label: { en: 'Notes', es: 'Notas' } },
  tags: { kind: 'lines', label: { en: 'Tags', es: 'Etiquetas' }, control: null },
});

describe('fromEntries', () => {
  it('gives schemas, defaults, the form and no required field for an optional choice', () => {
    const declared = fromEntries(ENTRIES);
    expect(declared.defaults).toEqual({ name: '', kind: '', notes: [], tags: [] });
    expect(declared.required).toEqual([]);
    expect(declared.form).toEqual({ name: 'text', kind: 'select', notes: 'lines' });
    expect(declared.fields.kind.safeParse('b').success).toBe(true);
    expect(declared.fields.kind.safeParse('').success).toBe(true);
    expect(declared.fields.kind.safeParse('c').error?.issues[0]?.message).toBe('must be one of: a, b');
  });

  it('reads labels, option words and CV details in each language; a field not in the form has no form label', () => {
    expect(formLabelsOf(ENTRIES, 'es')).toEqual({
      name: 'Nombre',
      kind: 'Clase',
      notes: 'Notas (uno por línea)',
    });
    expect(optionWordsOf(ENTRIES, 'en')).toEqual({ kind: { a: 'Alpha', b: 'Beta' } });
    expect(cvDetailsOf(ENTRIES, { name: 'X', kind: 'a' }, 'es')).toEqual(['Alfa']);
    expect(cvDetailsOf(ENTRIES, { kind: '' })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { isLanguage, localize } from './languages.js';

describe('localize', () => {
  const work = {
    company: 'ACME',
    jobTitle: 'Engineer',
    description: 'Builds things',
    highlights: ['Shipped'],
    i18n: { es: { jobTitle: 'Ingeniera', description: '  ', highlights: ['Entregó'] } },
  };

  it('returns the entry itself in the default language', () => {
    expect(localize(work, 'en')).toBe(work);
  });

  it('takes filled Spanish values and falls back to the default for blank ones', () => {
    const es = localize(work, 'es');
    expect(es.jobTitle).toBe('Ingeniera');
    expect(es.description).toBe('Builds things');
    expect(es.highlights).toEqual(['Entregó']);
    expect(es.company).toBe('ACME');
  });

  it('ignores translated keys the entry does not have', () => {
    const es = localize({ title: 'A', i18n: { es: { other: 'B' } } }, 'es');
    expect(es).not.toHaveProperty('other');
  });

  it('knows its languages', () => {
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

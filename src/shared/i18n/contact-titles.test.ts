/** Generic contact titles in the reader's language (docs/decisions/0098). */
import { describe, expect, it } from 'vitest';
import { contactTitle } from './contact-titles.js';

describe('contactTitle', () => {
  it('reads the generic titles in Spanish, whatever their case and spaces', () => {
    expect(contactTitle('Email', 'es')).toBe('Correo electrónico');
    expect(contactTitle(' phone ', 'es')).toBe('Teléfono');
    expect(contactTitle('WEBSITE', 'es')).toBe('Sitio web');
  });

  it("keeps the owner's own titles, and every title in English", () => {
    expect(contactTitle('Work email', 'es')).toBe('Work email');
    expect(contactTitle('Twitter', 'es')).toBe('Twitter');
    expect(contactTitle('Email', 'en')).toBe('Email');
    expect(contactTitle('website', 'en')).toBe('website');
  });
});

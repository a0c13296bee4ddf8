/**
 * The card's facts and lists drawn from the fields' entries (docs/decisions/0240-a-field-is-one-entry.md):
 * a field with a card place shows without code in the card, in the reader's language, under its
 * card label; a card draws only the places it asks for (the education's two cells).
 */
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldEntries } from '../../shared/resources/field-entries.js';
import { ES } from '../i18n/es.js';
import { createI18n } from '../i18n/i18n.js';
import { DeclaredFacts, DeclaredLists } from './declared-card.js';

const ENTRIES = fieldEntries({
  name: { kind: 'title', label: { en: 'Name', es: 'Nombre' }, card: 'heading' },
  role: { kind: 'title', label: { en: 'Role', es: 'Rol' }, card: 'role' },
  dateStart: { kind: 'date', label: { en: 'Start Date', es: 'Fecha de inicio' }, card: 'start' },
  dateEnd: { kind: 'date', label: { en: 'End Date', es: 'Fecha de fin' }, card: 'end' },
  finished: { kind: 'flag', label: { en: 'Finished', es: 'Terminado' } },
  proof: {
    kind: 'link',
    label: { en: 'Certificate Link', es: 'Enlace del certificado' },
    cardLabel: { en: 'Certificate', es: 'Certificado' },
    card: 'fact',
  },
  level: {
    kind: 'choice',
    label: { en: 'Level', es: 'Nivel' },
    options: { high: { en: 'High', es: 'Alto' } },
    card: 'plain',
  },
  venue: { kind: 'title', label: { en: 'Venue', es: 'Lugar' }, card: 'factIfSet' },
  notes: { kind: 'lines', label: { en: 'Notes', es: 'Notas' }, card: 'list' },
});

const ENTRY = {
  name: 'Ignored here',
  role: 'Lead',
  dateStart: '2020-01-02T00:00:00.000Z',
  dateEnd: '',
  finished: false,
  proof: 'https://example.com/c',
  level: 'high',
  venue: '',
  notes: ['First', ''],
};

describe('DeclaredFacts', () => {
  it('draws every fact place in order, a plain fact with its label hidden, the card label, the end as Present', () => {
    const { container } = render(<DeclaredFacts entries={ENTRIES} entry={ENTRY} />);
    const pairs = [...container.querySelectorAll('dl > div')].map((pair) => pair.textContent);
    expect(pairs).toEqual([
      'RoleLead',
      'Start Date2020-01-02',
      'End DatePresent',
      'CertificateClick Here: Certificate',
      'LevelHigh',
    ]);
    expect(screen.queryByText('Venue')).toBeNull();
    expect(screen.queryByText('Ignored here')).toBeNull();
    const level = screen.getByText('Level').closest('div');
    const proof = screen.getByText('Certificate').closest('div');
    expect(level?.className).not.toBe(proof?.className);
  });

  it('draws only the places asked for, in the reader’s words', () => {
    const { container } = render(
      <I18nProvider i18n={createI18n('es', { es: ES })}>
        <DeclaredFacts
          entries={ENTRIES}
          entry={{ ...ENTRY, venue: 'Madrid' }}
          places={['fact', 'factIfSet']}
        />
      </I18nProvider>,
    );
    const pairs = [...container.querySelectorAll('dl > div')].map((pair) => pair.textContent);
    expect(pairs).toEqual(['CertificadoHaz clic aquí: Certificado', 'LugarMadrid']);
  });
});

describe('DeclaredLists', () => {
  it('lists a list field under its label, empty items left out', () => {
    render(<DeclaredLists entries={ENTRIES} entry={ENTRY} />);
    expect(screen.getByRole('list', { name: 'Notes' })).toHaveTextContent(/^First$/);
  });
});

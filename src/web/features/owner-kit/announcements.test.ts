/**
 * The drag announcements (screen readers, dnd-kit) read in the active language (decision 0060):
 * English keeps the sentences the keyboard-drag tests wait for; Spanish says the same in Spanish.
 */
import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { ES } from '../../i18n/es.js';
import { createI18n, textsOf } from '../../i18n/i18n.js';
import { controlTextsOf } from './kinds.js';
import { makeAnnouncements } from './drag-announcements.js';

const names: Record<string, string> = { a: 'Work ACME', b: 'Work Hooli' };
const active = { id: 'a' } as unknown as Active;
const over = {
  id: 'b',
  data: { current: { sortable: { index: 1, items: ['a', 'b', 'c'] } } },
} as unknown as Over;

describe('drag announcements', () => {
  it('speak English by default, naming the entries and the position', () => {
    const say = makeAnnouncements((id) => names[String(id)] ?? '');
    expect(say.onDragStart({ active })).toBe('Picked up Work ACME.');
    expect(say.onDragOver?.({ active, over })).toBe(
      'Work ACME was moved to position 2 of 3, over Work Hooli.',
    );
    expect(say.onDragEnd({ active, over })).toBe(
      'Work ACME was dropped at position 2 of 3, in place of Work Hooli.',
    );
    expect(say.onDragCancel({ active, over: null })).toBe(
      'Dragging was cancelled. Work ACME went back to its place.',
    );
  });

  it('speak Spanish with the Spanish texts', () => {
    const texts = controlTextsOf(textsOf(createI18n('es', { es: ES })));
    const say = makeAnnouncements((id) => names[String(id)] ?? '', texts);
    expect(say.onDragStart({ active })).toBe('Has tomado Work ACME.');
    expect(say.onDragEnd({ active, over })).toBe(
      'Work ACME se soltó en la posición 2 de 3, en lugar de Work Hooli.',
    );
    expect(say.onDragEnd({ active, over: null })).toBe('Work ACME se soltó donde estaba.');
  });
});

import { describe, expect, it } from 'vitest';
import { awards } from './awards.js';
import { entryView, formatResumeDate } from './entry-view.js';

describe('formatResumeDate', () => {
  it('writes full and month dates for the reader, in long month names', () => {
    expect(formatResumeDate('2021-03-04', 'en')).toBe('March 4, 2021');
    expect(formatResumeDate('2021-03-04', 'es')).toBe('4 de marzo de 2021');
    expect(formatResumeDate('2014-11', 'en')).toBe('November 2014');
    expect(formatResumeDate('2014-11', 'es')).toBe('noviembre de 2014');
  });

  it('leaves years, impossible dates and other texts as written', () => {
    expect(formatResumeDate('2019', 'es')).toBe('2019');
    expect(formatResumeDate('2021-02-30', 'en')).toBe('2021-02-30');
    expect(formatResumeDate('2021-13', 'en')).toBe('2021-13');
    expect(formatResumeDate('Spring 2020', 'en')).toBe('Spring 2020');
  });
});

describe('entryView dates', () => {
  it('joins an entry’s dates in the language asked for', () => {
    const entry = { title: 'Best paper', date: '2021-03-04', awarder: 'ACL', summary: '' };
    expect(entryView(awards, entry).dates).toBe('March 4, 2021');
    expect(entryView(awards, entry, 'es').dates).toBe('4 de marzo de 2021');
  });
});

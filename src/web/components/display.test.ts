import { describe, expect, it } from 'vitest';
import { formatDate, isClickHereValue, isEmptyValue, safeHref } from './display.js';

describe('display rules (spec 2 read-only values, spec 9 dates)', () => {
  it('treats null, undefined, empty and blank text as empty', () => {
    expect(isEmptyValue(null)).toBe(true);
    expect(isEmptyValue(undefined)).toBe(true);
    expect(isEmptyValue('')).toBe(true);
    expect(isEmptyValue('   ')).toBe(true);
    expect(isEmptyValue('x')).toBe(false);
  });

  it('shows dates as their first 10 characters', () => {
    expect(formatDate('2013-12-01T00:00:00.000Z')).toBe('2013-12-01');
    expect(formatDate('2013-12-01')).toBe('2013-12-01');
    expect(formatDate('')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  it('makes a Click Here link only of https:// and www. values', () => {
    expect(isClickHereValue('https://example.com')).toBe(true);
    expect(isClickHereValue('www.example.com')).toBe(true);
    expect(isClickHereValue('http://example.com')).toBe(false);
    expect(isClickHereValue('Buenos Aires')).toBe(false);
  });

  it('prepends https:// to www. hosts and keeps safe schemes', () => {
    expect(safeHref('www.example.com/a')).toBe('https://www.example.com/a');
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('http://example.com')).toBe('http://example.com');
    expect(safeHref('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeHref('tel:+5411')).toBe('tel:+5411');
    expect(safeHref('tel:(912) 555-4321')).toBe('tel:(912)555-4321');
    expect(safeHref('/img/x.png')).toBe('/img/x.png');
  });

  it('never answers an unsafe href', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('JavaScript:alert(1)')).toBeNull();
    expect(safeHref(' javascript:alert(1)')).toBeNull();
    expect(safeHref('java\tscript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<b>x</b>')).toBeNull();
    expect(safeHref('//evil.example.com')).toBeNull();
    expect(safeHref('')).toBeNull();
  });
});

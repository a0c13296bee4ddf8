import { describe, expect, it } from 'vitest';
import {
  countryName,
  formatDate,
  isClickHereValue,
  isEmptyValue,
  linkText,
  periodEnd,
  placeOf,
  safeHref,
  withBullets,
} from './display.js';

describe('display rules (docs/product.md §2 read-only values, docs/product.md §9 dates)', () => {
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

describe('what a visitor reads first (docs/decisions/0098)', () => {
  it("ends a period not finished with 'Present', and a finished one without an end with the dash's ''", () => {
    expect(periodEnd('2014-12-01T00:00:00.000Z', true, 'Present')).toBe('2014-12-01');
    expect(periodEnd('', false, 'Present')).toBe('Present');
    expect(periodEnd('', false, 'Actualidad')).toBe('Actualidad');
    // An end date written while still going on (a contract's end) is shown, as the PDF CV does.
    expect(periodEnd('2027-06-30', false, 'Present')).toBe('2027-06-30');
    expect(periodEnd('', true, 'Present')).toBe('');
    expect(periodEnd(undefined, undefined, 'Present')).toBe('');
  });

  it('writes list lines with bullets, keeping other dashes', () => {
    expect(withBullets('Score: 4.0\nCourses:\n- DB1101 - Basic SQL\n  * CS2011')).toBe(
      'Score: 4.0\nCourses:\n• DB1101 - Basic SQL\n  • CS2011',
    );
    expect(withBullets('-\n- \nA - B\n-5 degrees')).toBe('-\n- \nA - B\n-5 degrees');
  });

  it('writes a link as a person reads it', () => {
    expect(linkText('mailto:ada@example.com?subject=Hello')).toBe('ada@example.com');
    expect(linkText('MAILTO:ada%40example.com')).toBe('ada@example.com');
    expect(linkText('tel:(912) 555-4321')).toBe('(912) 555-4321');
    expect(linkText('http://richardhendricks.example.com')).toBe('richardhendricks.example.com');
    expect(linkText('https://www.example.com/ada/')).toBe('www.example.com/ada');
    expect(linkText('www.example.com')).toBe('www.example.com');
    expect(linkText('')).toBe('');
    expect(linkText(undefined)).toBe('');
  });

  it('names a country from its code in the page language, and keeps a name as written', () => {
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('us', 'es')).toBe('Estados Unidos');
    expect(countryName('AR', 'es')).toBe('Argentina');
    expect(countryName('Israel', 'en')).toBe('Israel');
    expect(countryName(' ', 'en')).toBe('');
  });

  it('writes the place as one line, leaving out what is empty', () => {
    expect(placeOf({ city: 'San Francisco', province: 'California', country: 'US' }, 'en')).toBe(
      'San Francisco, California, United States',
    );
    expect(placeOf({ city: '', province: 'California', country: 'US' }, 'es')).toBe(
      'California, Estados Unidos',
    );
    expect(placeOf({ city: ' ', province: '', country: '' }, 'en')).toBe('');
  });
});

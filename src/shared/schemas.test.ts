/** Unit tests of the shared link, image and date rules (docs/api.md: "Link fields", "Image fields"). */
import { describe, expect, it } from 'vitest';
import { dateText, isAbsoluteHttpUrl, isSafeImage, isSafeLink, link, normalizeLink } from './schemas.js';

describe('isSafeLink', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b=1',
    'www.example.com',
    '/projects/1',
    'mailto:me@example.com',
    'tel:+54 11 5555-5555',
  ])('accepts %s', (value) => expect(isSafeLink(value)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example',
    '/\\evil.example',
    'ftp://x',
    'example.com',
    'https://',
  ])('refuses %s', (value) => expect(isSafeLink(value)).toBe(false));
});

describe('isSafeImage', () => {
  it('accepts http(s) URLs and site paths only', () => {
    expect(isSafeImage('https://cdn.example.com/a.png')).toBe(true);
    expect(isSafeImage('/img/a.png')).toBe(true);
    expect(isSafeImage('www.example.com/a.png')).toBe(false);
    expect(isSafeImage('mailto:a@b.c')).toBe(false);
    expect(isSafeImage('data:image/png;base64,AAAA')).toBe(false);
  });
});

describe('isAbsoluteHttpUrl (image-URL managers)', () => {
  it('needs a scheme and a host', () => {
    expect(isAbsoluteHttpUrl('https://example.com/a.png')).toBe(true);
    expect(isAbsoluteHttpUrl('/img/a.png')).toBe(false);
    expect(isAbsoluteHttpUrl('example.com/a.png')).toBe(false);
  });
});

describe('dateText', () => {
  it('keeps YYYY-MM-DD, cuts an ISO date-time to its date, and accepts empty', () => {
    expect(dateText().parse('2020-02-29')).toBe('2020-02-29');
    expect(dateText().parse('2020-01-05T10:00:00.000Z')).toBe('2020-01-05');
    expect(dateText().parse('')).toBe('');
    expect(dateText().parse(null)).toBe('');
  });
  it('refuses impossible or other formats', () => {
    for (const value of ['2021-02-29', '2020-13-01', '05/01/2020', '2020-1-5', 'soon']) {
      expect(dateText().safeParse(value).success, value).toBe(false);
    }
  });
});

describe('normalizeLink and the link fields (docs/decisions/0097)', () => {
  it.each([
    ['hooli.example.com', 'https://hooli.example.com'],
    ['  github.com/ada  ', 'https://github.com/ada'],
    ['localhost.example:8080/x?y=1#z', 'https://localhost.example:8080/x?y=1#z'],
    ['ada@example.com', 'mailto:ada@example.com'],
    ['ada.lovelace+cv@mail.example.co.uk', 'mailto:ada.lovelace+cv@mail.example.co.uk'],
    ['+54 11 5555-5555', 'tel:+54 11 5555-5555'],
    ['(912) 555-4321', 'tel:(912) 555-4321'],
    ['español.example.es', 'https://español.example.es'],
  ])('completes %j as %j', (typed, stored) => {
    expect(normalizeLink(typed)).toBe(stored);
    expect(link().parse(typed)).toBe(stored);
  });

  it.each([
    'https://example.com',
    'http://example.com/a?b=1',
    'www.example.com',
    '/projects/1',
    'mailto:me@example.com',
    'tel:+54 11 5555-5555',
    '',
  ])('keeps %j as it is', (value) => expect(link().parse(value)).toBe(value));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'javascript:ada@example.com',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example',
    '/\\evil.example',
    'ftp://x.example.com',
    'hooli',
    'ada@example',
    '12345',
    'example.com with spaces',
  ])('still refuses %j', (value) => {
    expect(link().safeParse(value).success).toBe(false);
  });
});

/**
 * The site's address for absolute URLs (src/server/modules/site/site-url.ts, decision 0085): PUBLIC_URL in
 * its normal form, and a request's origin only from a Host header that is a host name.
 */
import { describe, expect, it } from 'vitest';
import { requestOrigin, siteBase } from './site-url.js';

describe('siteBase', () => {
  it('keeps origin and path, without trailing slash, repeated slashes, query or fragment', () => {
    expect(siteBase('https://cv.example.com/')).toBe('https://cv.example.com');
    expect(siteBase('https://cv.example.com')).toBe('https://cv.example.com');
    expect(siteBase('HTTPS://Cv.Example.com:443/cv//me/?utm_source=x#top')).toBe(
      'https://cv.example.com/cv/me',
    );
    expect(siteBase('http://cv.example.com:8080/cv/')).toBe('http://cv.example.com:8080/cv');
  });
});

describe('requestOrigin', () => {
  it('writes a host name or address in its normal form', () => {
    expect(requestOrigin('http', 'cv.example.com')).toBe('http://cv.example.com');
    expect(requestOrigin('https', 'CV.Example.COM:443')).toBe('https://cv.example.com');
    expect(requestOrigin('http', 'localhost:3000')).toBe('http://localhost:3000');
    expect(requestOrigin('http', '[::1]:3000')).toBe('http://[::1]:3000');
    expect(requestOrigin('http', 'my_service:3000')).toBe('http://my_service:3000');
    // Anything but https (e.g. a forwarded `javascript`) is http.
    expect(requestOrigin('javascript', 'cv.example.com')).toBe('http://cv.example.com');
  });

  it('refuses what is not a host name with an optional port', () => {
    for (const host of [
      '',
      'evil.example/phish',
      '/evil.example',
      'evil.example\\phish',
      'evil.example?x=1',
      'evil.example#x',
      'user@evil.example',
      'a b',
      'evil.example:99999',
      'evil.example:',
      '[zz]',
      'évil.example',
    ]) {
      expect(requestOrigin('http', host), host).toBeUndefined();
    }
  });
});

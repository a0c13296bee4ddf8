/**
 * Unit tests of the search and share tags (src/server/site/head.ts): the title rule, the cut
 * description, links made absolute or dropped, and a JSON-LD graph that no text can break out of.
 */
import { describe, expect, it } from 'vitest';
import type { Person, SocialLink, Work } from '../../shared/schemas.js';
import { absoluteUrl, headTags, jsonForScript, jsonLd, pageDescription, pageTitle } from './head.js';

const person = (fields: Partial<Person>): Person =>
  ({
    _id: 'p1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    dni: '',
    cuil: '',
    birthday: '',
    jobTitles: 'Analyst',
    about: '',
    city: '',
    province: '',
    country: '',
    thumbnails: [],
    banners: [],
    createdAt: '',
    updatedAt: '',
    ...fields,
  }) as Person;

describe('head tags', () => {
  it('titles the page "First Last · job titles", the name alone, or the site name', () => {
    expect(pageTitle(person({}), 'Site')).toBe('Ada Lovelace · Analyst');
    expect(pageTitle(person({ jobTitles: ' ' }), 'Site')).toBe('Ada Lovelace');
    expect(pageTitle(person({ firstName: '', lastName: '' }), 'Site')).toBe('Site');
    expect(pageTitle(undefined, 'Site')).toBe('Site');
  });

  it('describes the page with About on one line, cut at a word before 160 characters', () => {
    expect(pageDescription(person({ about: 'Line one\n\nline  two' }))).toBe('Line one line two');
    const long = pageDescription(person({ about: 'word '.repeat(100) }));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
  });

  it('makes links absolute against the origin and drops what is not http(s)', () => {
    expect(absoluteUrl('/img/a.png', 'https://cv.example.com')).toBe('https://cv.example.com/img/a.png');
    expect(absoluteUrl('www.example.com', 'https://x.test')).toBe('https://www.example.com/');
    expect(absoluteUrl('mailto:a@b.c', 'https://x.test')).toBeUndefined();
    expect(absoluteUrl('javascript:alert(1)', 'https://x.test')).toBeUndefined();
    expect(absoluteUrl('//evil.test/x', 'https://x.test')).toBeUndefined();
  });

  it('builds the Person graph from the lists and keeps every text inside its script', () => {
    const evil = '</script><script>alert(1)</script>';
    const works = [
      { company: 'Now Co', finished: false, linkCompany: 'https://now.example' },
      { company: 'Old Co', finished: true, linkCompany: '' },
    ] as Work[];
    const links = [
      { type: 'Social Media', linkSocial: 'https://social.example/ada' },
      { type: 'Contact', linkSocial: 'mailto:ada@example.com' },
    ] as SocialLink[];
    const graph = jsonLd(
      { people: [person({ about: evil })], works, socialLinks: links },
      'https://cv.example.com',
    );
    const owner = (graph['@graph'] as Record<string, unknown>[])[0]!;
    expect(owner).toMatchObject({
      '@type': 'Person',
      name: 'Ada Lovelace',
      jobTitle: 'Analyst',
      sameAs: ['https://social.example/ada'],
      worksFor: [{ '@type': 'Organization', name: 'Now Co', url: 'https://now.example/' }],
    });
    const json = jsonForScript(graph);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(graph);
    const tags = headTags(
      { people: [person({ about: evil, firstName: '<b>' })] },
      {
        origin: 'https://cv.example.com',
        pathname: '/',
        siteName: 'Site',
      },
    );
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    expect(tags).toContain('<title>&lt;b&gt; Lovelace · Analyst</title>');
  });
});

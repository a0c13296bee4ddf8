/**
 * Unit tests of the search and share tags (src/server/modules/site/head.ts): the title rule, the cut
 * description, links made absolute or dropped, and JSON-LD that no text can break out of.
 */
import { describe, expect, it } from 'vitest';
import type { Person, PopulatedProject, Skill, SocialLink, Work } from '../../../shared/schemas.js';
import { absoluteUrl, jsonForScript, pageDescription, pageTitle } from './head-data.js';
import { headTags } from './head.js';
import { jsonLd } from './json-ld.js';
import { ogSvg } from './og-image.js';

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
    const documents = jsonLd(
      { people: [person({ about: evil })], works, socialLinks: links },
      'https://cv.example.com',
    );
    const owner = documents[0] as Record<string, unknown>;
    expect(owner).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ada Lovelace',
      jobTitle: 'Analyst',
      sameAs: ['https://social.example/ada'],
      worksFor: [{ '@type': 'Organization', name: 'Now Co', url: 'https://now.example/' }],
    });
    const json = jsonForScript(owner);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(owner);
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

  it('in Spanish: texts from the Spanish versions (English where empty), ?lang=es URLs, es_ES, JSON-LD in Spanish', () => {
    const ada = person({
      jobTitles: 'Analyst',
      about: 'Wrote the first program.',
      i18n: { es: { jobTitles: 'Analista', about: '' } },
    });
    const projects = [
      {
        _id: 'x1',
        title: 'Engine',
        description: 'Notes on the engine.',
        linkProyect: '',
        thumbnails: [],
        languages: [{ _id: 's1', title: 'Maths', i18n: { es: { title: 'Matemáticas' } } }],
        categories: [],
        i18n: { es: { title: 'Máquina', description: 'Notas sobre la máquina.' } },
      },
    ] as unknown as PopulatedProject[];
    const skills = [
      { _id: 's1', title: 'Maths', type: 'Hard', i18n: { es: { title: 'Matemáticas' } } },
    ] as unknown as Skill[];
    const data = { people: [ada], projects, skills };
    const options = { origin: 'https://cv.example.com', pathname: '/', siteName: 'Site' };
    const tags = headTags(data, options, 'es');
    expect(tags).toContain('<title>Ada Lovelace · Analista</title>');
    // No Spanish 'About': the English one is the description.
    expect(tags).toContain('<meta name="description" content="Wrote the first program." />');
    expect(tags).toContain('<meta property="og:locale" content="es_ES" />');
    expect(tags).toContain('<link rel="canonical" href="https://cv.example.com/?lang=es" />');
    expect(tags).toContain('<meta property="og:url" content="https://cv.example.com/?lang=es" />');
    expect(tags).toContain('<meta property="og:image" content="https://cv.example.com/og.png?lang=es" />');
    const scripts = [...tags.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as unknown,
    );
    const [owner, works] = scripts as [Record<string, unknown>, Record<string, unknown>[]];
    expect(owner).toMatchObject({
      '@type': 'Person',
      jobTitle: 'Analista',
      description: 'Wrote the first program.',
      url: 'https://cv.example.com/?lang=es',
      knowsAbout: ['Matemáticas'],
    });
    expect(works[0]).toMatchObject({
      '@type': 'CreativeWork',
      name: 'Máquina',
      description: 'Notas sobre la máquina.',
      keywords: 'Matemáticas',
      inLanguage: 'es',
    });
    expect(scripts).toEqual(jsonLd(data, options.origin, 'es'));
    // English stays as it was, with its own locale.
    const english = headTags(data, options);
    expect(english).toContain('<title>Ada Lovelace · Analyst</title>');
    expect(english).toContain('<meta property="og:locale" content="en_US" />');
    expect(english).toContain('<meta property="og:image" content="https://cv.example.com/og.png" />');
    expect(headTags({ people: [person({ i18n: { es: {} } })] }, options, 'es')).toContain(
      'content="Portafolio personal y currículum"',
    );
  });

  it('a page with no address of its own (the not-found page) has no canonical URL and no og:url (decision 0085)', () => {
    const data = { people: [person({ jobTitles: 'Analyst' })] };
    const tags = headTags(data, {
      origin: 'https://cv.example.com',
      pathname: undefined,
      siteName: 'Site',
      noindex: true,
    });
    expect(tags).not.toContain('rel="canonical"');
    expect(tags).not.toContain('og:url');
    expect(tags).not.toContain('hreflang');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    // The share image and the JSON-LD still name the site.
    expect(tags).toContain('<meta property="og:image" content="https://cv.example.com/og.png" />');
    expect(tags).toContain('"@id":"https://cv.example.com/#person"');
  });

  it('writes the Person and the projects as top-level JSON-LD objects, and the image alt for Twitter too (docs/decisions/0099)', () => {
    const projects = [
      {
        _id: 'x1',
        title: 'Engine',
        description: '',
        linkProyect: '',
        thumbnails: [],
        languages: [],
        categories: [],
      },
    ] as unknown as PopulatedProject[];
    const tags = headTags(
      { people: [person({})], projects },
      { origin: 'https://cv.example.com', pathname: '/', siteName: 'Site' },
    );
    expect(tags).toContain('<meta property="og:image:alt" content="Ada Lovelace" />');
    expect(tags).toContain('<meta name="twitter:image:alt" content="Ada Lovelace" />');
    // Read as a parser that does not follow @graph reads it (web-auto-extractor, used by
    // structured-data-testing-tool): each script's object, or each item of its array, by @type.
    const byType = new Map<string, Record<string, unknown>[]>();
    for (const [, json] of tags.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) {
      const parsed = JSON.parse(json!) as Record<string, unknown> | Record<string, unknown>[];
      for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
        const type = String(item['@type']);
        byType.set(type, [...(byType.get(type) ?? []), item]);
      }
    }
    expect([...byType.keys()]).toEqual(['Person', 'CreativeWork']);
    const owner = byType.get('Person')![0]!;
    expect(owner).toMatchObject({
      '@context': 'https://schema.org',
      '@id': 'https://cv.example.com/#person',
      name: 'Ada Lovelace',
      jobTitle: 'Analyst',
    });
    expect(byType.get('CreativeWork')![0]).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Engine',
      creator: { '@type': 'Person', '@id': 'https://cv.example.com/#person', name: 'Ada Lovelace' },
    });
    // Without projects, the Person alone.
    const alone = headTags(
      { people: [person({})] },
      { origin: 'https://cv.example.com', pathname: '/', siteName: 'Site' },
    );
    expect(alone.match(/application\/ld\+json/g)).toHaveLength(1);
  });

  it('the share image shows the Spanish job titles for es', () => {
    const ada = person({ jobTitles: 'Analyst', i18n: { es: { jobTitles: 'Analista' } } });
    expect(ogSvg(ada, 'Site', undefined, 'es')).toContain('>Analista</text>');
    expect(ogSvg(ada, 'Site', undefined)).toContain('>Analyst</text>');
  });
});

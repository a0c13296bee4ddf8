/**
 * The server entry renders the page in the request's language (decision 0060): the home page of a
 * Spanish request reads the Spanish catalogue and the owner's Spanish versions (the default version
 * where a Spanish field is empty); an English request reads the spec's texts.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.js';
import { PEOPLE, paths } from '../shared/paths.js';
import { makePerson, makeWork } from './test/render.js';
import render from './entry-server.js';
import { ES } from './i18n/es.js';

const lists = {
  [paths.list(PEOPLE)]: [
    makePerson({
      jobTitles: 'Software engineer',
      about: 'I build things.',
      i18n: { es: { jobTitles: 'Ingeniera de software', about: '' } },
    } as never),
  ],
  [paths.list('works')]: [
    makeWork({ jobTitle: 'Lead', i18n: { es: { jobTitle: 'Jefa de equipo' } } } as never),
  ],
};

describe('server render per language', () => {
  it('renders Spanish texts and content for a Spanish request', async () => {
    const { html } = await render.render({ url: '/', lists, user: null, language: 'es' });
    expect(html).toContain(ES.MESSAGES.headings.aboutMe);
    expect(html).toContain('Ingeniera de software');
    expect(html).toContain('Jefa de equipo');
    // An empty Spanish field falls back to the default version.
    expect(html).toContain('I build things.');
    expect(html).not.toContain(`>${MESSAGES.headings.aboutMe}<`);
    expect(html).toContain('lang="en"'); // the switch's link to English
  });

  it("renders the spec's English texts for an English request", async () => {
    const { html } = await render.render({ url: '/', lists, user: null, language: 'en' });
    expect(html).toContain(`>${MESSAGES.headings.aboutMe}<`);
    expect(html).toContain('Software engineer');
    expect(html).not.toContain('Ingeniera de software');
  });
});

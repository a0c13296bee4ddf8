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

describe('the state a page carries', () => {
  const keysOf = (state: unknown) =>
    (state as { queries: { queryKey: unknown[] }[] }).queries.map((query) => JSON.stringify(query.queryKey));

  it("carries every list for the application's page, only the session and shell lists for the islands'", async () => {
    const withLinks = { ...lists, [paths.list('social-medias')]: [] };
    const whole = await render.render({ url: '/', lists: withLinks, user: null, language: 'en' });
    expect(keysOf(whole.state)).toContain(JSON.stringify(['works']));
    // The page of islands (docs/decisions/0222-first-window-first-paint.md): what the hand-over needs.
    const handoff = await render.render({
      url: '/',
      lists: withLinks,
      user: null,
      language: 'en',
      handoffOnly: true,
    });
    expect(keysOf(handoff.state).sort()).toEqual(
      [JSON.stringify(['people']), JSON.stringify(['session']), JSON.stringify(['social-medias'])].sort(),
    );
    // The page itself is the same.
    expect(handoff.html).toBe(whole.html);
  });
});

/**
 * The six entry forms label their fields from their resources' declarations (decision 0030:
 * `texts.labels` in src/shared/resources/), in the active language: English as declared, Spanish
 * from the catalogue's `RESOURCE_TEXTS` (Spanish from src/shared/resources/texts.ts). Every declared label shows, and in
 * Spanish no English label is left.
 */
import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, RESOURCE, type ResourceKey } from '../../shared/paths.js';
import { RESOURCES } from '../../shared/resources/index.js';
import { makeUser, mockApi, ok, renderPage, resetDialogs } from '../test/owner-helpers.js';
import { ES } from '../i18n/es.js';
import { createI18n } from '../i18n/i18n.js';
import ProjectFormRoute from './projects/form.js';
import { declaredFormRoute } from './owner-kit/declared-form.js';

const WorkFormRoute = declaredFormRoute(RESOURCES.work);
const SkillFormRoute = declaredFormRoute(RESOURCES.skill);
const EducationFormRoute = declaredFormRoute(RESOURCES.education);
const CategoryFormRoute = declaredFormRoute(RESOURCES.category);
const SocialLinkFormRoute = declaredFormRoute(RESOURCES.socialLink);

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

const FORMS: [ResourceKey, ComponentType][] = [
  ['education', EducationFormRoute],
  ['work', WorkFormRoute],
  ['skill', SkillFormRoute],
  ['project', ProjectFormRoute],
  ['socialLink', SocialLinkFormRoute],
  ['category', CategoryFormRoute],
];

function openNew(key: ResourceKey, Form: ComponentType, language: 'en' | 'es') {
  // The project form reads the skills and categories it offers.
  mockApi({ [`GET ${paths.list('languages')}`]: ok([]), [`GET ${paths.list('categories')}`]: ok([]) });
  const wire = RESOURCE[key];
  renderPage(
    <I18nProvider i18n={createI18n(language, { es: ES })}>
      <Form />
    </I18nProvider>,
    { path: `/${wire}/form/:id`, url: `/${wire}/form/new`, user: makeUser() },
  );
}

describe('entry form labels come from the declarations', { timeout: 30_000 }, () => {
  it.each(FORMS)('%s: every declared label, in English', async (key, Form) => {
    openNew(key, Form, 'en');
    await screen.findByRole('heading', { level: 1 });
    const labels = Object.values(RESOURCES[key].texts.labels);
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(screen.getAllByText(label).length, label).toBeGreaterThan(0);
  });

  it.each(FORMS)('%s: every declared label, in Spanish from the catalogue', async (key, Form) => {
    openNew(key, Form, 'es');
    await screen.findByRole('heading', { level: 1 });
    const spanish = ES.RESOURCE_TEXTS[RESOURCE[key]]?.labels ?? {};
    for (const [name, english] of Object.entries(RESOURCES[key].texts.labels)) {
      const label = spanish[name];
      expect(label, name).toBeTruthy();
      expect(screen.getAllByText(label ?? '').length, label).toBeGreaterThan(0);
      if (label !== english) expect(screen.queryByText(english), english).toBeNull();
    }
  });
});

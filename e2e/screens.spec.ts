/**
 * Every screen in both themes, to look at and to check ("How to judge it"): the visitor's
 * and the owner's home page, the login page, a work form (editing the first work), the users page
 * and the data page, each in the light and the dark theme (the `theme` cookie,
 * src/shared/theme.ts) at 320, 390, 800 and 1440 px. At each width a full-page screenshot goes to
 * test-results/screens/{screen}-{theme}-{width}.png and axe-core (WCAG 2.x A and AA, best practices)
 * must find no violation of any impact. Runs against the demo portfolio and changes nothing.
 */
import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { revealAll } from './fixtures/reveal.js';
import { THEME_COOKIE, THEMES } from '../src/shared/theme.js';
import { ADMIN, DEMO_URL } from './fixtures/servers.js';

const WIDTHS = [320, 390, 800, 1440] as const;
const OUT_DIR = 'test-results/screens';

interface Screen {
  name: string;
  signedIn: boolean;
  /** The path to open (may ask the API first). */
  path: (page: Page) => Promise<string>;
  /** What shows once the screen is ready. */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
};

const SCREENS: Screen[] = [
  { name: 'home-visitor', signedIn: false, path: async () => '/', ready: heading(/.+/) },
  {
    name: 'home-owner',
    signedIn: true,
    path: async () => '/',
    ready: async (page) => {
      await expect(page.getByRole('link', { name: 'Add Work' })).toBeVisible();
    },
  },
  {
    name: 'login',
    signedIn: false,
    path: async () => '/login',
    ready: async (page) => {
      await expect(page.getByLabel('Email')).toBeFocused();
    },
  },
  {
    name: 'work-form',
    signedIn: true,
    path: async (page) => {
      const answer = await page.request.get('/api/works');
      const works = ((await answer.json()) as { response: { _id: string; order: number }[] }).response;
      return `/works/form/${[...works].sort((a, b) => a.order - b.order)[0]!._id}`;
    },
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    },
  },
  {
    name: 'users',
    signedIn: true,
    path: async () => '/users',
    ready: async (page) => {
      await expect(page.getByRole('cell', { name: ADMIN.email, exact: true })).toBeVisible();
    },
  },
  {
    name: 'data',
    signedIn: true,
    path: async () => '/data',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
];

/** Wait until the page is quiet: network idle and no dialog up (the native 'Cargando...' one included). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
}

// Each screen and theme is a test of its own that changes nothing: they run side by side, spread
// over the workers (docs/decisions/0229-ci-in-half-the-time.md).
test.describe.configure({ mode: 'parallel' });

test.beforeAll(() => {
  fs.mkdirSync(OUT_DIR, { recursive: true });
});

for (const screen of SCREENS) {
  for (const theme of THEMES) {
    test(`${screen.name}, ${theme} theme: screenshots at ${WIDTHS.join(', ')} px and no axe violation`, async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      await context.addCookies([{ name: THEME_COOKIE, value: theme, url: DEMO_URL }]);
      if (screen.signedIn) {
        const login = await page.request.post('/api/auth/login', {
          data: { email: ADMIN.email, password: ADMIN.password },
          headers: { 'Content-Type': 'application/json' },
        });
        expect(login.status(), await login.text()).toBe(200);
      }
      const path = await screen.path(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await screen.ready(page);
        await settle(page);
        await revealAll(page);
        await page.screenshot({ path: `${OUT_DIR}/${screen.name}-${theme}-${width}.png`, fullPage: true });

        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const violations = results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          targets: violation.nodes
            .slice(0, 5)
            .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
        }));
        expect(violations, `${screen.name} ${theme} ${width} px`).toEqual([]);
      }
    });
  }
}

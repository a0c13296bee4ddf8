/**
 * The visitor's page as islands (docs/decisions/0160-visitor-page-islands.md, docs/product.md §24):
 *
 * - Every script a visitor's home, forbidden and not-found pages fetch until the network is idle,
 *   in both languages and both themes: none is the application's (its entry, the router, the query
 *   library, zod, admin code), and the pages hydrate without a console error.
 * - With JavaScript off, what a reader needs works: the page reads whole, the CV link, the category
 *   filter by its links (`?category=`), the language by URL and cookie, the theme by cookie.
 * - With JavaScript on, the category filter and the language switch answer a click (they are
 *   islands hydrated on demand), without loading another page; the filter keeps the address in step.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CV_PATH } from '../src/shared/cv.js';
import { LANGUAGE_COOKIE } from '../src/shared/i18n/languages.js';
import { THEME_ATTRIBUTE, THEME_COOKIE } from '../src/shared/theme.js';
import { ES } from '../src/web/i18n/es.js';
import { MESSAGES } from '../src/shared/messages.js';
import { paths, RESOURCE } from '../src/shared/paths.js';
import { ADMIN, DEMO_URL } from './fixtures/servers.js';
import { sample } from './fixtures/sample-resume.js';

/** Built chunks a visitor must never fetch (vite.config.ts names them). */
const FORBIDDEN_SCRIPT =
  /\/assets\/(index|router|query|zod|admin-[\w-]*|owner-[\w-]*|[\w-]+-form|[\w-]+-page|security-api|data-api)-[\w-]{8}\.js$/;

const PAGES = [
  { path: '/', status: 200 },
  { path: '/forbidden', status: 403 },
  { path: '/no/such/page', status: 404 },
];

async function setCookies(context: BrowserContext, language: string, theme: string): Promise<void> {
  await context.addCookies([
    { name: LANGUAGE_COOKIE, value: language, url: DEMO_URL },
    { name: THEME_COOKIE, value: theme, url: DEMO_URL },
  ]);
}

test.describe.configure({ timeout: 120_000 });

/** Computed styles of each island's elements that hydration must not change (not the animated ones). */
async function islandStyles(page: Page): Promise<string[]> {
  return page
    .locator('[data-island] > *, [data-island] h2, [data-island] button, [data-island] a')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return [
          element.tagName,
          style.color,
          style.backgroundColor,
          style.fontFamily,
          style.fontSize,
          style.fontWeight,
          style.padding,
          style.margin,
          style.borderRadius,
          style.display,
        ].join(' | ');
      }),
    );
}

test("a visitor's pages fetch no application script and hydrate without a console error", async ({
  browser,
}) => {
  for (const language of ['en', 'es']) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext();
      await setCookies(context, language, theme);
      const page = await context.newPage();
      const scripts: string[] = [];
      const stylesheets: string[] = [];
      const errors: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      for (const { path, status } of PAGES) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, theme);
      }
      // The page's islands near the viewport: the home page, read to its end.
      await page.goto('/');
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(scripts.some((script) => /\/assets\/visitor-[\w-]{8}\.js$/.test(script))).toBe(true);
      expect(scripts.filter((script) => FORBIDDEN_SCRIPT.test(script))).toEqual([]);
      expect(errors).toEqual([]);
      // The page's CSS is inline (docs/decisions/0216-visitor-css-inline.md): no stylesheet is
      // fetched, before the first paint or when the islands hydrate, and no island links one.
      expect(stylesheets).toEqual([]);
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
      if (language === 'en' && theme === 'light') {
        // Every island hydrated looks as the server's HTML did (the same page without JavaScript).
        const outer = '[data-island]:not([data-island] *)';
        // Each island starts at the first pointer over it (src/web/visitor.ts), in view or not.
        await page
          .locator(outer)
          .evaluateAll((islands) =>
            islands.forEach((island) => island.dispatchEvent(new PointerEvent('pointerover'))),
          );
        await expect(page.locator(`${outer}:not([data-island-hydrated])`)).toHaveCount(0);
        const plain = await browser.newContext({ javaScriptEnabled: false });
        await setCookies(plain, language, theme);
        const served = await plain.newPage();
        await served.goto('/');
        expect(await islandStyles(page)).toEqual(await islandStyles(served));
        await plain.close();
      }
      await context.close();
    }
  }
});

test('the category filter, the theme toggle and the language switch answer the first click, without a page load', async ({
  page,
}) => {
  // Their interaction to next paint is measured by `npm run bench:web` (a printed figure against its
  // budget, docs/product.md §24); here only that each interaction's result shows.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const projects = page.getByRole('region', { name: MESSAGES.headings.projects, exact: true });
  const strip = projects.getByRole('region', { name: MESSAGES.headings.categories });
  const chosen = strip.locator('a[aria-current="true"]');
  const name = (await strip.getByRole('link').first().innerText()).trim();
  const chip = strip.getByRole('link', { name, exact: true });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-current', 'true');
  // The address follows the filter (history.replaceState), without a page load.
  await expect(page).toHaveURL(new RegExp(`^${DEMO_URL}/\\?category=\\w+$`));
  const filtered = page.url();
  await chip.click();
  await expect(chosen).toHaveCount(0);
  await expect(page).toHaveURL(`${DEMO_URL}/`);
  await chip.click();
  await expect(page).toHaveURL(filtered);

  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: 'Dark theme' });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // The page in the other language comes with the chosen filter (it is in the address).
  await banner.getByRole('link', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: ES.MESSAGES.headings.projects })).toBeVisible();
  await expect(page).toHaveURL(filtered);
  await expect(
    page
      .getByRole('region', { name: ES.MESSAGES.headings.projects, exact: true })
      .getByRole('region', { name: ES.MESSAGES.headings.categories })
      .locator('a[aria-current="true"]'),
  ).toHaveCount(1);
  await banner.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: MESSAGES.headings.projects })).toBeVisible();
  expect(documents).toEqual(['/']);

  // A page opened at a filter's address starts with it chosen; the island takes over from there.
  await page.goto(filtered);
  await expect(chip).toHaveAttribute('aria-current', 'true');
  await chip.click();
  await expect(chosen).toHaveCount(0);
  await expect(page).toHaveURL(`${DEMO_URL}/`);
});

test('the sections below the first screen wait, then are all rendered after the first view (decision 0221)', async ({
  browser,
  page,
}) => {
  const later = '#main-content section:not([aria-labelledby="person-heading"], section section)';
  const states = (on: Page) =>
    on
      .locator(later)
      .evaluateAll((sections) => sections.map((each) => getComputedStyle(each).contentVisibility));
  // As the HTML comes (no script yet): each waits to be near the viewport.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  try {
    const first = await plain.newPage();
    await first.goto('/');
    const waiting = await states(first);
    expect(waiting.length).toBeGreaterThan(5);
    expect(new Set(waiting)).toEqual(new Set(['auto']));
  } finally {
    await plain.close();
  }
  // With the visitor's script: rendered one by one when the browser is idle, until none waits.
  await page.goto('/');
  await expect(async () => expect(new Set(await states(page))).toEqual(new Set(['visible']))).toPass();
});

test("the visitor's page carries no styles of what it never shows and the hand-over's state only (decision 0222)", async ({
  request,
}) => {
  const answer = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  const html = await answer.text();
  const css = /<style id="vitae-css">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  expect(css.length).toBeGreaterThan(10_000);
  // The dialogs' theme comes with SweetAlert2; the ring library's colours and text are not used.
  expect(css).not.toContain('data-swal2-theme');
  expect(css).not.toContain('CircularProgressbar-text');
  // Only the hand-over's lists in the state: the session, the person, the social links.
  const state = JSON.parse(
    /<script id="vitae-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!,
  ) as {
    queries: { queryKey: unknown[] }[];
  };
  expect(state.queries.map((query) => String(query.queryKey[0])).sort()).toEqual([
    'people',
    'session',
    'social-medias',
  ]);
});

test("the owner's signature is drawn from a font of its own letters, never the whole file (decision 0225)", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const signature = page.locator('header').getByText(sample.basics.name, { exact: true }).first();
  await expect(signature).toBeVisible();
  // The subset's face is the one the browser loaded for the signature; the whole latin file stays unloaded.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.fonts as unknown as Iterable<FontFace>)
          .filter((face) => face.family.replace(/"/g, '') === 'Dancing Script' && face.status === 'loaded')
          .map((face) => face.unicodeRange),
      ),
    )
    .toEqual([
      [...new Set(sample.basics.name)]
        .map((character) => character.codePointAt(0)!)
        .sort((a, b) => a - b)
        .map((point) => `U+${point.toString(16).toUpperCase()}`)
        .join(', '),
    ]);
  expect(await signature.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
    'Dancing Script',
  );
  const dancing = fonts.filter((font) => font.includes('dancing-script'));
  expect(dancing).toHaveLength(1);
  expect(dancing[0]).toMatch(
    /^\/fonts\/signature\/dancing-script-latin-700-normal-[\w-]{8}\/[0-9a-f-]+\.woff2$/,
  );
});

test("the page's text is drawn from a font of the characters it shows, never the whole latin file (decision 0226)", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(sample.basics.name);
  // The page's declared subset: its range is the characters the server found on the page.
  const declared = await page.evaluate(
    () =>
      /unicode-range:([^;}]*)/.exec(document.getElementById('vitae-text-font')?.textContent ?? '')?.[1] ?? '',
  );
  expect(declared).toMatch(/^U\+20/);
  const normal = (range: string) => range.replace(/\s/g, '').toUpperCase();
  // Scrolled to the end, every section laid out: still the subset's face only.
  await page.keyboard.press('End');
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.fonts as unknown as Iterable<FontFace>)
          .filter(
            (face) => face.family.replace(/"/g, '') === 'Source Sans 3 Variable' && face.status === 'loaded',
          )
          .map((face) => face.unicodeRange),
      ),
    )
    .toEqual([expect.any(String)]);
  const loaded = await page.evaluate(() =>
    Array.from(document.fonts as unknown as Iterable<FontFace>)
      .filter(
        (face) => face.family.replace(/"/g, '') === 'Source Sans 3 Variable' && face.status === 'loaded',
      )
      .map((face) => face.unicodeRange),
  );
  expect(loaded.map(normal)).toEqual([normal(declared)]);
  expect(
    await page
      .locator('main p')
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily),
  ).toContain('Source Sans 3 Variable');
  const sans = fonts.filter((font) => font.includes('source-sans-3'));
  expect(sans).toHaveLength(1);
  expect(sans[0]).toMatch(/^\/fonts\/text\/source-sans-3-latin-wght-normal-[\w-]{8}\/[\w-]{16}\.woff2$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader reads the page, downloads the CV, filters the projects and chooses language and theme', async ({
    page,
    context,
    request,
  }) => {
    // Arrange, as the admin through the API: a category no project belongs to.
    expect((await request.post(paths.login, { data: ADMIN })).ok()).toBe(true);
    const title = `Nothing ${Math.random().toString(36).slice(2, 8)}`;
    const created = await request.post(`${paths.list(RESOURCE.category)}/`, { data: { title } });
    expect(created.status()).toBe(201);
    const categoryId = ((await created.json()) as { response: { _id: string } }).response._id;

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(sample.basics.name);
    await expect(page.getByRole('heading', { name: MESSAGES.headings.projects })).toBeVisible();

    // The category filter by its links, rendered by the server (docs/product.md §24).
    const projects = page.getByRole('region', { name: MESSAGES.headings.projects, exact: true });
    const firstProject = projects.getByRole('heading', { level: 3, name: sample.projects[0]!.name });
    await expect(firstProject).toBeVisible();
    await projects.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/?category=${categoryId}`);
    await expect(projects.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'true');
    await expect(firstProject).toHaveCount(0);
    await expect(projects.getByText(MESSAGES.empty.projects)).toBeVisible();
    await projects.getByRole('link', { name: title }).click();
    await expect(firstProject).toBeVisible();
    await expect(projects.getByRole('link', { name: title })).not.toHaveAttribute('aria-current');
    // An unknown category shows every project, not an error.
    await page.goto('/?category=nothing');
    await expect(firstProject).toBeVisible();
    await page.goto('/');
    const cv = page.getByRole('main').locator(`a[href^="${CV_PATH}"]`).first();
    await expect(cv).toBeVisible();
    const download = await page.request.get(new URL((await cv.getAttribute('href'))!, DEMO_URL).href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('application/pdf');

    // The contact section is styled by the page's own stylesheet: its island's code never loads here.
    const contactForm = page.locator('section:has(#contact-heading) form');
    await expect(contactForm).toHaveCSS('display', 'flex');

    // Language by URL, then remembered by its cookie.
    await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: ES.MESSAGES.headings.projects })).toBeVisible();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // Theme by cookie.
    await context.addCookies([{ name: THEME_COOKIE, value: 'dark', url: DEMO_URL }]);
    await page.goto('/?lang=en');
    await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

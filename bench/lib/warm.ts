/**
 * Warm a page before Lighthouse measures it, as a visitor after the first finds it
 * (docs/decisions/0226-text-font-subset.md): the page rendered and kept (decision 0085), its font
 * subsets made (decisions 0225, 0226: the first request for a new subset waits for a worker thread,
 * half a second here) and its harder compression done (decision 0222).
 *
 * `warmPage(url)`: GET the page with brotli, then every `/fonts/` address it preloads (each answered
 * once its subset is made), then the page again. Throws when the page does not answer 200.
 */
export async function warmPage(url: string): Promise<void> {
  const get = (address: string) => fetch(new URL(address, url), { headers: { 'accept-encoding': 'br' } });
  const page = await get(url);
  if (!page.ok) throw new Error(`warming ${url}: ${page.status}`);
  const html = await page.text();
  const fonts = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="(\/fonts\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );
  await Promise.all(fonts.map(async (font) => (await get(font)).arrayBuffer()));
  await (await get(url)).arrayBuffer();
}

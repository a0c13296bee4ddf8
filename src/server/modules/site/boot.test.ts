/**
 * The start script swap of the server-rendered pages (decision 0021): the built template's module
 * script and module preloads become one deferred public/boot.js that names them, so the app's
 * JavaScript is requested only after the first paint.
 */
import { describe, expect, it } from 'vitest';
import { startAfterPaint } from './template.js';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/router-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('startAfterPaint', () => {
  it('replaces the module script and preloads with the deferred start script naming them', () => {
    const html = startAfterPaint(TEMPLATE);
    expect(html).toContain(
      '<script src="/boot.js" data-entry="/assets/index-abc.js" data-preload="/assets/react-def.js /assets/router-ghi.js" defer></script>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    // The stylesheet stays: the first paint needs it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
  });

  it("asks for low priority on the visitor's page only", () => {
    expect(startAfterPaint(TEMPLATE)).not.toContain('data-priority');
    expect(startAfterPaint(TEMPLATE, true)).toContain(
      'data-preload="/assets/react-def.js /assets/router-ghi.js" data-priority="low" defer></script>',
    );
  });

  it('leaves a template without a module script unchanged', () => {
    const plain = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
    expect(startAfterPaint(plain)).toBe(plain);
  });
});

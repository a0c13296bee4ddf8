/**
 * The static site's addresses (docs/product.md §25): an image's preload (`<link rel="preload"
 * as="image" imageSrcSet>`, written by React for the first screen's images) points under the site's
 * base path, as the image itself does, so a site under `/portfolio/` asks for no `/media/…` that
 * answers 404.
 */
import { describe, expect, it } from 'vitest';
import { Rewriter } from './addresses.js';

const MEDIA = '/media/0123456789abcdef01234567-640.webp';
const WIDE = '/media/0123456789abcdef01234567-1280.webp';

describe('Rewriter', () => {
  it("writes an image preload's srcset under the base path", () => {
    const rewriter = new Rewriter('https://me.example.com', '/portfolio/');
    const page =
      '<!doctype html><html lang="en"><head>' +
      `<link rel="preload" as="image" imageSrcSet="${MEDIA} 640w, ${WIDE} 1280w" imageSizes="100vw" fetchPriority="high"/>` +
      `</head><body><img src="${MEDIA}" srcset="${MEDIA} 640w, ${WIDE} 1280w"/></body></html>`;
    const html = rewriter.html(page, 'en');
    expect(html).toContain(`imageSrcSet="/portfolio${MEDIA} 640w, /portfolio${WIDE} 1280w"`);
    expect(html).not.toMatch(/"\/media\/|, \/media\//);
  });
});

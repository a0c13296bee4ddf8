/**
 * FadeIn over the server's HTML (docs/product.md §2 "Cards fade in when 10 percent visible"; decision 0020): the
 * server's card is visible and says `data-visible="false"` like the hydrating client, so the page's
 * attribute always tells the truth: hidden out of view after hydration, visible once seen.
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MockIntersectionObserver } from '../test/render.js';
import { FadeIn } from './fade-in.js';

const card = (
  <FadeIn threshold={0.1}>
    <p>Pied Piper</p>
  </FadeIn>
);

describe('FadeIn hydrating the server HTML', () => {
  beforeEach(() => {
    MockIntersectionObserver.reset();
    vi.stubGlobal('IntersectionObserver', MockIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the server card is readable, hides out of view after hydration and shows once seen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const html = renderToString(card);
    vi.stubGlobal('IntersectionObserver', MockIntersectionObserver);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const element = container.firstElementChild as HTMLElement;
    // No class hides the server's card; it has not been seen by an observer yet.
    expect(element.className).toBe('');
    expect(element.dataset.visible).toBe('false');

    await act(async () => {
      hydrateRoot(container, card);
    });
    expect(container.firstElementChild).toBe(element);
    // The browser reports the card out of view: it is hidden, and says so.
    await act(async () => MockIntersectionObserver.show(element, 0));
    expect(element.className).toMatch(/fade/);
    expect(element.className).not.toMatch(/visible/);
    expect(element.dataset.visible).toBe('false');

    // Scrolled into view: it fades in, and says so.
    await act(async () => MockIntersectionObserver.show(element, 0.5));
    expect(element.className).toMatch(/visible/);
    expect(element.dataset.visible).toBe('true');
    container.remove();
  });
});

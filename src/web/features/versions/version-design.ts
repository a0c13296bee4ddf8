/**
 * A version's own design on the owner's home page (docs/product.md §26 and §29; decision
 * docs/decisions/0210-version-mode-shows-the-recipients-page.md): while a version with a design of
 * its own is shown, the page is drawn in that design with the site's accent, fonts and photo shape,
 * as its link's page is (src/server/modules/designs/page-style.ts `withDesign`); leaving the version
 * puts the site's design back, without a reload.
 *
 * The server writes a page's design as `<html data-design>` (none for the default design) and one
 * `<style id="vitae-design">` with the design tokens and the design's own CSS. {@link useVersionDesign}
 * writes the same two things for the version's design (its CSS fetched once, as text, from
 * src/web/designs/<id>/design.css: a small chunk per design, loaded only here) and puts the page's own
 * back when the version is left. {@link siteDesignOnPage} answers the site's design meanwhile, for
 * the master's sections (their order follows the design, src/shared/designs/section-order.ts).
 */
import { useLayoutEffect, useState } from 'react';
import { DEFAULT_DESIGN, isDesignId, type DesignId } from '../../../shared/designs/designs.js';
import { DESIGN_ATTRIBUTE, DESIGN_STYLE_ID } from '../../../shared/designs/section-order.js';
import type { DesignSettings } from '../../../shared/designs/settings.js';
import { designTokensCss } from '../../../shared/designs/style.js';
import type { Version } from '../../../shared/versions.js';
import { useDesignSettings } from '../designs/api.js';

/** Each design's own CSS as text, loaded on first use (Vite: one small chunk per design). */
const DESIGN_CSS = import.meta.glob<string>('../../designs/*/design.css', {
  query: '?inline',
  import: 'default',
});

/** The design's own CSS (its tokens are {@link designTokensCss}'s); '' for a design without a file. */
export async function designCssOf(design: DesignId): Promise<string> {
  const load = DESIGN_CSS[`../../designs/${design}/design.css`];
  return load ? load() : '';
}

/** The page's own design while a version's is written over it (undefined: none is). */
let pageOwn: { attribute: string | null; css: string | null } | undefined;

/** The design the server wrote for the page (`<html data-design>`), a version's over it or not. */
export function siteDesignOnPage(): DesignId {
  if (typeof document === 'undefined') return DEFAULT_DESIGN;
  const written = pageOwn ? pageOwn.attribute : document.documentElement.getAttribute(DESIGN_ATTRIBUTE);
  return isDesignId(written) ? written : DEFAULT_DESIGN;
}

/** Write `design` (with `css`, tokens and the design's own CSS) over the page's; answers the undo. */
function writeDesign(design: DesignId, css: string): () => void {
  const root = document.documentElement;
  let style = document.getElementById(DESIGN_STYLE_ID);
  const created = style === null;
  if (!style) {
    style = document.createElement('style');
    style.id = DESIGN_STYLE_ID;
    document.head.append(style);
  }
  pageOwn ??= { attribute: root.getAttribute(DESIGN_ATTRIBUTE), css: style.textContent };
  const own = pageOwn;
  style.textContent = css;
  if (design === DEFAULT_DESIGN) root.removeAttribute(DESIGN_ATTRIBUTE);
  else root.setAttribute(DESIGN_ATTRIBUTE, design);
  const written = style;
  return () => {
    if (pageOwn !== own) return;
    pageOwn = undefined;
    if (own.attribute === null) root.removeAttribute(DESIGN_ATTRIBUTE);
    else root.setAttribute(DESIGN_ATTRIBUTE, own.attribute);
    if (created) written.remove();
    else written.textContent = own.css;
  };
}

/**
 * Draw the page in `version`'s design while the calling component is shown (see the module doc), and
 * answer the design the page shows: the version's own, else the site's. Nothing is written when the
 * version has none, or the site's is the same.
 */
export function useVersionDesign(version: Pick<Version, 'design'>): DesignId {
  const site = siteDesignOnPage();
  const own = version.design && version.design !== site ? version.design : undefined;
  const settings = useDesignSettings().data;
  const [css, setCss] = useState<{ design: DesignId; text: string } | undefined>(undefined);
  useLayoutEffect(() => {
    if (!own) return undefined;
    let live = true;
    void designCssOf(own).then((text) => {
      if (live) setCss({ design: own, text });
    });
    return () => {
      live = false;
    };
  }, [own]);
  const ready = own !== undefined && settings !== undefined && css?.design === own;
  useLayoutEffect(() => {
    if (!ready || !own || !settings || !css) return undefined;
    const chosen: DesignSettings = { ...settings, design: own };
    return writeDesign(own, `${designTokensCss(chosen)}${css.text}`);
  }, [ready, own, settings, css]);
  return own ?? site;
}

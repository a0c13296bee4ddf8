/**
 * The design of a page as the server writes it (docs/decisions/0170-designs-as-data-and-css.md):
 * `<html data-design="…">` and one `<style>` in the head with the design tokens
 * (src/shared/designs/style.ts) and the chosen design's own CSS (src/web/designs/<id>/design.css,
 * handed over by the web app's server entry). Only the chosen design's CSS is sent.
 *
 * Preview (docs/product.md §26): for a signed-in admin, `?design=`, `?accent=`, `?fonts=` and
 * `?photo=` on a page or the CV override the saved settings, each when valid (an invalid one is
 * ignored: a preview never fails); for anyone else they are ignored.
 */
import type { FastifyRequest } from 'fastify';
import {
  accentSchema,
  DEFAULT_DESIGN,
  DESIGN_IDS,
  DESIGN_ATTRIBUTE,
  DESIGN_STYLE_ID,
  designTokensCss,
  FONT_PAIRING_IDS,
  PHOTO_SHAPES,
  type DesignSettings,
} from '../../../shared/designs/index.js';

/** The `<html>` attribute naming the page's design (src/shared/designs/section-order.ts). */
export { DESIGN_ATTRIBUTE };

/** `saved` with the preview query parameters of an admin's `request` applied (see the module doc). */
export function previewSettings(request: FastifyRequest, saved: DesignSettings): DesignSettings {
  if (request.user?.role !== 'admin') return saved;
  const query = request.query as Record<string, unknown> | undefined;
  const value = (name: string) => (typeof query?.[name] === 'string' ? query[name] : undefined);
  const pick = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
    const given = value(name);
    return given !== undefined && (allowed as readonly string[]).includes(given) ? (given as T) : undefined;
  };
  const accent = accentSchema.safeParse(value('accent'));
  return {
    design: pick('design', DESIGN_IDS) ?? saved.design,
    accent: accent.success ? accent.data : saved.accent,
    fonts: pick('fonts', FONT_PAIRING_IDS) ?? saved.fonts,
    photoShape: pick('photo', PHOTO_SHAPES) ?? saved.photoShape,
  };
}

/** Whether `request` asks for a preview (an admin with any preview parameter). */
export function isPreview(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return (
    request.user?.role === 'admin' &&
    ['design', 'accent', 'fonts', 'photo'].some((name) => query?.[name] !== undefined)
  );
}

/**
 * `html` (a whole page) with the design of `settings`: `data-design` on its first `<html>` tag (but
 * for the default design) and
 * the design's `<style>` before `</head>`. `designCss` is each design's CSS by id (missing: tokens only).
 */
export function withDesign(
  html: string,
  settings: DesignSettings,
  designCss: Readonly<Record<string, string>> | undefined,
): string {
  const css = `${designTokensCss(settings)}${designCss?.[settings.design] ?? ''}`.replaceAll('</', '<\\/');
  // The default design's pages keep their `<html>` as it was (its CSS is unscoped: only it is sent).
  const tagged =
    settings.design === DEFAULT_DESIGN
      ? html
      : html.replace(/<html(?=[\s>])/, `<html ${DESIGN_ATTRIBUTE}="${settings.design}"`);
  return tagged.replace('</head>', `<style id="${DESIGN_STYLE_ID}">${css}</style></head>`);
}

/**
 * The site's colour themes (docs/decisions/0071-fonts-and-themes.md).
 *
 * A visitor who never chose follows the system (`prefers-color-scheme`). Choosing with the header's
 * toggle stores `THEME_COOKIE` = 'light' | 'dark' (a year, `Path=/`, `SameSite=Lax`, readable by
 * the page); the server writes the choice as `<html data-theme="…">` into every page it sends, so the
 * first paint already has the right colours (no flash, no layout change).
 */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Name of the cookie that remembers a visitor's chosen theme. */
export const THEME_COOKIE = 'theme';

/** The `<html>` attribute that carries a chosen theme (global.css reads it). */
export const THEME_ATTRIBUTE = 'data-theme';

/** A cookie's value as a theme, or undefined when it is missing or anything else. */
export function parseTheme(value: string | undefined | null): Theme | undefined {
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : undefined;
}

/**
 * `html` (a whole page) with `data-theme` on its `<html>` element when `theme` is set, unchanged
 * otherwise. Only the first `<html` tag is touched.
 */
export function withThemeAttribute(html: string, theme: Theme | undefined): string {
  if (!theme) return html;
  return html.replace(/<html(?=[\s>])/, `<html ${THEME_ATTRIBUTE}="${theme}"`);
}

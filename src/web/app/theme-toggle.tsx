/**
 * The header's theme toggle (docs/decisions/0071-fonts-and-themes.md): a toggle
 * button 'Dark theme' (`aria-pressed`) that switches between the light and the dark colours and
 * remembers the choice in the `theme` cookie (src/shared/theme.ts), which the server writes on the
 * next page's `<html>`. Until a visitor chooses, the page follows `prefers-color-scheme`.
 *
 * The icon shown (a moon to go dark, a sun to go light) is chosen by CSS from the page's theme, so
 * the server's HTML is right before any script runs; the pressed state is known only in the browser
 * (the server renders it unset and hydration fills it in).
 */
import { useSyncExternalStore } from 'react';
import { THEME_ATTRIBUTE, THEME_COOKIE, type Theme } from '../../shared/theme.js';
import styles from './theme-toggle.module.css';
import { useTexts } from '../i18n/i18n.js';

/** Seconds the choice is remembered (one year). */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const CHANGE_EVENT = 'vitae-theme-change';
const LIGHT_QUERY = '(prefers-color-scheme: light)';

/** The theme the page shows now: the chosen one, else the system's. */
export function currentTheme(): Theme {
  const chosen = document.documentElement.getAttribute(THEME_ATTRIBUTE);
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return window.matchMedia?.(LIGHT_QUERY).matches ? 'light' : 'dark';
}

/** Show `theme` now and remember it for this visitor (cookie, read by the server). */
export function chooseTheme(theme: Theme): void {
  document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(LIGHT_QUERY);
  media?.addEventListener('change', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    media?.removeEventListener('change', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function ThemeToggle() {
  const { LABELS } = useTexts();
  const theme = useSyncExternalStore<Theme | null>(subscribe, currentTheme, () => null);
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={LABELS.darkTheme}
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      onClick={() => chooseTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
    >
      <svg className={styles.moon} {...ICON}>
        <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z" />
      </svg>
      <svg className={styles.sun} {...ICON}>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    </button>
  );
}

const ICON = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

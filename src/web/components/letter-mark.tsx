/**
 * The letter mark that stands for a missing picture: the initials of what it names (at most two,
 * "Web Development" → "WD") in white on a colour picked from the name, the same look and colour rule
 * the demo portfolio's icons were drawn with (scripts/make-demo-images.ts), so a new owner's entries
 * without an image look like the demo's (docs/decisions/0098-what-a-visitor-reads-first.md).
 *
 * Drawn in CSS, sized by its caller's class (width and height or aspect ratio): the letters scale
 * with the mark's width (container query units). They are generated content (`data-letters`), not
 * text of the page, so copying "Email ada@example.com" does not copy an "E" before it and the
 * letters never become part of a link's or a button's name. A circle by default, the caller's radius
 * with `shape="square"` (logos). With an `alt` it is an image of that name (`role="img"`); with
 * `alt=""` it is decorative and hidden from assistive technology, as a decorative `<img>` would be.
 */
import type { CSSProperties } from 'react';
import styles from './letter-mark.module.css';

/**
 * Background colours, white letters on each at least 4.5:1 (WCAG AA for small text): the demo
 * images' palette, its green and ochre darkened for that contrast.
 */
export const MARK_COLOURS = [
  '#2f6f8f',
  '#c2553a',
  '#33804f',
  '#7a4fa0',
  '#8f6a1c',
  '#36607f',
  '#a0456b',
  '#4b7d74',
] as const;

/** The colour of `name`'s mark: by the sum of its UTF-16 code units (the demo images' rule). */
export function markColour(name: string): string {
  const sum = [...name].reduce((total, char) => total + char.charCodeAt(0), 0);
  return MARK_COLOURS[sum % MARK_COLOURS.length]!;
}

/** The first letters of the first two words (split at spaces and dashes), upper case; '' for none. */
export function initialsOf(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}

export interface LetterMarkProps {
  /** What the mark stands for (a skill's title, a link's title, a company). */
  name: string;
  /** The accessible name; '' for a decorative mark. */
  alt: string;
  /** The caller's class: size and place (the class its `<img>` would have). */
  className?: string | undefined;
  /** `circle` (default) or the caller's own corner radius (`square`, logos). */
  shape?: 'circle' | 'square';
}

export function LetterMark({ name, alt, className, shape = 'circle' }: LetterMarkProps) {
  const letters = initialsOf(name.trim());
  // Inline, so a caller's class made for an <img> (display, background) cannot undo the mark.
  const style: CSSProperties = {
    display: 'inline-grid',
    backgroundColor: markColour(name.trim()),
    ...(shape === 'circle' ? { borderRadius: '50%' } : {}),
  };
  return (
    <span
      className={className ? `${styles.mark} ${className}` : styles.mark}
      style={style}
      data-letters={letters}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      <span className={letters.length > 1 ? styles.two : styles.one} data-letters={letters} />
    </span>
  );
}

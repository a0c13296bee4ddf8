/**
 * The generated share image `/og.png` (decision 0020 "Found and shared"): 1200×630 PNG with the owner's
 * name, job titles and photo (or their initials in a circle when there is no photo to draw), drawn
 * as SVG and rendered by sharp (librsvg, system fonts). Link previews use it when the owner has no
 * banner (src/server/modules/site/head.ts).
 *
 * The photo is read as the PDF CV reads it (src/server/modules/cv/owner-photo.ts,
 * docs/decisions/0089-owner-photo.md): an uploaded image or a file of the built site; never a remote
 * URL (no request to another host on a visitor's behalf), and nothing unreadable.
 *
 * Per language (decision 0060): `/og.png?lang=es` shows the Spanish job titles (`localize`, the
 * English ones when the Spanish version is empty); the Spanish pages' share tags point at it.
 */
import { DEFAULT_LANGUAGE, localize, type Language } from '../../../shared/i18n/languages.js';
import type { Person } from '../../../shared/schemas.js';
import { loadSharp } from '../../lib/sharp.js';
import { ownerPhoto, type PhotoSource } from '../cv/owner-photo.js';
import { escapeHtml, OG_HEIGHT, OG_WIDTH, ownerName } from './head-data.js';
const PHOTO = 280;

/** `text` cut to `max` characters with '…'. */
function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The font size (px, at most `max`) that fits `text` in `width` px, for an average glyph width of
 * `ratio` em (DejaVu Sans: about 0.62 bold, 0.56 regular).
 */
function fitFontSize(text: string, width: number, max: number, ratio: number): number {
  return Math.max(20, Math.min(max, Math.floor(width / (Math.max(1, text.length) * ratio))));
}

/** Up to two initials of the owner's name ('?' without one). */
export function initials(person: Person | undefined): string {
  const letters = [person?.firstName, person?.lastName]
    .map((part) => part?.trim()[0] ?? '')
    .join('')
    .toUpperCase();
  return letters || '?';
}

/** The share image's SVG in `language` (exported for tests). */
export function ogSvg(
  person: Person | undefined,
  siteName: string,
  photo: string | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (person) person = localize(person, language);
  const x = 120 + PHOTO + 70;
  const room = OG_WIDTH - x - 50;
  const nameText = cut(ownerName(person) || siteName, 32);
  const titlesText = cut(person?.jobTitles.trim() ?? '', 60);
  const name = escapeHtml(nameText);
  const titles = escapeHtml(titlesText);
  const nameSize = fitFontSize(nameText, room, 64, 0.62);
  const titlesSize = fitFontSize(titlesText, room, 36, 0.56);
  const cy = OG_HEIGHT / 2;
  const avatar = photo
    ? `<clipPath id="c"><circle cx="${120 + PHOTO / 2}" cy="${cy}" r="${PHOTO / 2}"/></clipPath>` +
      `<image href="${photo}" x="120" y="${cy - PHOTO / 2}" width="${PHOTO}" height="${PHOTO}" clip-path="url(#c)"/>`
    : `<circle cx="${120 + PHOTO / 2}" cy="${cy}" r="${PHOTO / 2}" fill="#1b2740" stroke="#5cc8ff" stroke-width="6"/>` +
      `<text x="${120 + PHOTO / 2}" y="${cy + 38}" font-size="110" font-weight="700" fill="#e6ecf5" text-anchor="middle">${escapeHtml(initials(person))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" font-family="DejaVu Sans, sans-serif">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1220"/><stop offset="1" stop-color="#16233d"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<rect x="0" y="${OG_HEIGHT - 12}" width="${OG_WIDTH}" height="12" fill="#5cc8ff"/>
${avatar}
<text x="${x}" y="${cy - 10}" font-size="${nameSize}" font-weight="700" fill="#e6ecf5">${name}</text>
<text x="${x}" y="${cy + 56}" font-size="${titlesSize}" fill="#5cc8ff">${titles}</text>
</svg>`;
}

/** Render the share image of `person` in `language` (PNG bytes, 1200×630), its photo read from `photos`. */
export async function renderOgImage(
  person: Person | undefined,
  siteName: string,
  photos: PhotoSource,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Buffer> {
  const image = await ownerPhoto(photos, person?.thumbnails[0], PHOTO);
  const photo = image && `data:${image.mime};base64,${image.bytes.toString('base64')}`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(ogSvg(person, siteName, photo, language)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Makes the demo portfolio's images (decision 0040) into `assets/demo-images/`: a portrait-style
 * avatar, a banner, the company and school logos, a project screenshot and an icon per skill,
 * category and social link of the JSON Resume sample. Drawn here as SVG and rasterised to PNG with
 * sharp, so they are ours (license-clean) and small. The files are committed; run this again only to
 * change them: `npx tsx scripts/make-demo-images.ts`.
 *
 * File names are `<kind>-<slug of the entry's title>.png` (`skill-web-development.png`); the first
 * start attaches them (src/server/modules/media/demo-images.ts).
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { demoImageName } from '../src/server/modules/media/demo-images.js';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/demo-images');
const PALETTE = ['#2f6f8f', '#c2553a', '#3d8b5a', '#7a4fa0', '#b8862b', '#36607f', '#a0456b', '#4b7d74'];

const color = (text: string) =>
  PALETTE[[...text].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % PALETTE.length]!;
const initials = (text: string) =>
  text
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

async function write(name: string, svg: string) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(path.join(out, name));
}

/** A round icon with the title's initials. */
const icon = (title: string, size = 192) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <circle cx="50" cy="50" r="48" fill="${color(title)}"/>
  <text x="50" y="50" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700"
    font-size="${initials(title).length > 1 ? 34 : 44}" fill="#fff">${escape(initials(title))}</text>
</svg>`;

/** A rounded-square logo with a simple mark and the initials. */
const logo = (title: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 100 100">
  <rect x="2" y="2" width="96" height="96" rx="22" fill="${color(title)}"/>
  <path d="M20 72 L50 22 L80 72 Z" fill="#ffffff" opacity=".25"/>
  <text x="50" y="56" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700"
    font-size="30" fill="#fff">${escape(initials(title))}</text>
</svg>`;

const avatar = `
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 100 100">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#9cc3d5"/><stop offset="1" stop-color="#2f6f8f"/></linearGradient></defs>
  <rect width="100" height="100" fill="url(#bg)"/>
  <path d="M14 100 C16 76 32 68 50 68 C68 68 84 76 86 100 Z" fill="#2b3a4a"/>
  <path d="M42 60 h16 v10 c0 4 -16 4 -16 0 Z" fill="#e0b49a"/>
  <ellipse cx="50" cy="44" rx="17" ry="20" fill="#eac0a6"/>
  <path d="M32 42 C31 24 44 20 52 21 C64 22 70 30 68 42 C64 34 58 31 50 31 C42 31 36 35 32 42 Z" fill="#4a3326"/>
</svg>`;

const banner = `
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="480" viewBox="0 0 160 48">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#1f4e66"/><stop offset="1" stop-color="#3d8b8a"/></linearGradient></defs>
  <rect width="160" height="48" fill="url(#sky)"/>
  <path d="M0 40 L25 26 L45 36 L70 18 L95 34 L120 22 L160 38 L160 48 L0 48 Z" fill="#163a4c" opacity=".8"/>
  <path d="M0 46 L30 36 L60 44 L90 32 L130 42 L160 36 L160 48 L0 48 Z" fill="#0f2a38"/>
</svg>`;

const screenshot = (title: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 160 100">
  <rect width="160" height="100" fill="#eef2f5"/>
  <rect width="160" height="10" fill="${color(title)}"/>
  <circle cx="5" cy="5" r="1.6" fill="#fff" opacity=".8"/><circle cx="10" cy="5" r="1.6" fill="#fff" opacity=".6"/>
  <text x="16" y="5" dy=".35em" font-family="DejaVu Sans, sans-serif" font-size="4.5" fill="#fff">${escape(title)}</text>
  <rect x="8" y="16" width="52" height="76" rx="2" fill="#fff"/>
  <rect x="12" y="21" width="40" height="3" rx="1" fill="#c9d3db"/>
  <rect x="12" y="28" width="30" height="3" rx="1" fill="#dde3e8"/>
  <rect x="12" y="35" width="36" height="3" rx="1" fill="#dde3e8"/>
  <rect x="66" y="16" width="86" height="76" rx="2" fill="#d7e6dc"/>
  <path d="M70 80 C90 60 100 70 112 50 S140 40 148 28" stroke="${color(title)}" stroke-width="2.5" fill="none"/>
  <circle cx="112" cy="50" r="3" fill="#c2553a"/>
</svg>`;

/** The sample's titles (see `loadSampleResume`); contacts made from basics are Email, Phone, Website. */
const SAMPLE = {
  works: ['Pied Piper'],
  educations: ['University of Oklahoma'],
  projects: ['Miss Direction'],
  categories: ['All', 'application'],
  skills: [
    'Web Development',
    'Compression',
    'HTML',
    'CSS',
    'Javascript',
    'Mpeg',
    'MP4',
    'GIF',
    'GoogleMaps',
    'Chrome Extension',
  ],
  socialLinks: ['Twitter', 'SoundCloud', 'Email', 'Phone', 'Website'],
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await write(demoImageName('person', 'avatar'), avatar);
await write(demoImageName('person', 'banner'), banner);
for (const title of SAMPLE.works) await write(demoImageName('works', title), logo(title));
for (const title of SAMPLE.educations) await write(demoImageName('educations', title), logo(title));
for (const title of SAMPLE.projects) await write(demoImageName('projects', title), screenshot(title));
for (const title of SAMPLE.categories) await write(demoImageName('categories', title), icon(title));
for (const title of SAMPLE.skills) await write(demoImageName('skills', title), icon(title));
for (const title of SAMPLE.socialLinks) await write(demoImageName('socialLinks', title), icon(title, 128));
console.log(`Wrote the demo images to ${path.relative(process.cwd(), out)}.`);

/**
 * The CV's fonts: Source Sans 3 from the `@fontsource/source-sans-3` package (bundled in
 * node_modules, no network), regular, italic and semibold. Fontsource ships one file per Unicode
 * subset, so each weight is registered twice ("latin" then "latin-ext") and the CV's style names
 * both as a fallback list: a glyph missing from the first (ł, ş, ő...) comes from the second.
 * Source: issue 10, docs/decisions/0050-pdf-cv.md.
 */
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);

/** Font family names, in fallback order, for the CV's `fontFamily` style. */
export const CV_FONT_FAMILIES = ['SourceSans3', 'SourceSans3Ext'];

let registered = false;

function file(subset: 'latin' | 'latin-ext', weight: number, style: 'normal' | 'italic'): string {
  return require.resolve(`@fontsource/source-sans-3/files/source-sans-3-${subset}-${weight}-${style}.woff`);
}

/** Register the families once per process (react-pdf's Font registry is global). */
export function registerCvFonts(): void {
  if (registered) return;
  registered = true;
  const subsets = [
    ['SourceSans3', 'latin'],
    ['SourceSans3Ext', 'latin-ext'],
  ] as const;
  for (const [family, subset] of subsets) {
    Font.register({
      family,
      fonts: [
        { src: file(subset, 400, 'normal'), fontWeight: 400 },
        { src: file(subset, 400, 'italic'), fontWeight: 400, fontStyle: 'italic' },
        { src: file(subset, 600, 'normal'), fontWeight: 600 },
      ],
    });
  }
  // Words are not split with hyphens (names, URLs and technologies must stay whole).
  Font.registerHyphenationCallback((word) => [word]);
}

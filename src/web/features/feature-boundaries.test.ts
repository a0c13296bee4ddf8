/**
 * A feature's styles are private to its folder (issue 13 item 1, docs/decisions/0036): no file
 * outside `src/web/features/<name>/` imports a `*.module.css` of that folder. Other code reaches a
 * section's look only through the feature's own components (the owner parts hold the section's
 * list classes), so a section can rename its classes without breaking the admin layer.
 *
 * And a feature's admin parts (its `form.tsx`, its `owner-*.tsx` or `owner/` files) are imported
 * statically only by the admin layer (src/web/admin/) or by other admin parts: the visitor's code
 * reaches them only through `import()` (the registry's lazy forms), so they stay out of the visitor's
 * chunks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '..');
const FEATURES = path.join(WEB, 'features');

/** Every module specifier of a source: `import … from '…'`, `import '…'`, `import('…')`, `export … from '…'`. */
function specifiersOf(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g);
  return [...found].map((match) => match[1] ?? '');
}

/** The feature folder name a path lies in (`works` for features/works/owner-section.tsx), or null. */
function featureOf(file: string): string | null {
  const relative = path.relative(FEATURES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? (first ?? null) : null;
}

/** The imports of `file` (source text `source`) that reach into another feature's private styles. */
function styleLeaks(file: string, source: string): string[] {
  return specifiersOf(source)
    .filter((specifier) => specifier.startsWith('.') && specifier.endsWith('.module.css'))
    .filter((specifier) => {
      const target = featureOf(path.resolve(path.dirname(file), specifier));
      return target !== null && target !== featureOf(file);
    });
}

/** A feature's admin part: its form, or an owner part (`owner-section.tsx`, `owner-strip.tsx`, `owner/…`). */
function isAdminPart(file: string): boolean {
  if (featureOf(file) === null) return false;
  const relative = path.relative(FEATURES, file).split(path.sep).slice(1).join('/');
  return /^(form\.tsx|owner[-/].*)$/.test(relative);
}

/** Resolves a relative `.js` specifier to the `.ts`/`.tsx` source it names, when there is one. */
function sourceOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(file), specifier).replace(/\.js$/, '');
  return ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate)) ?? null;
}

/** Static imports of `file` that pull a feature's admin part into code a visitor may load. */
function adminPartLeaks(file: string, source: string): string[] {
  const importer = path.relative(WEB, file);
  if (importer.startsWith(`admin${path.sep}`) || isAdminPart(file)) return [];
  const statics = source.matchAll(/\b(?:from\s*|import\s+)['"]([^'"]+)['"]/g);
  return [...statics]
    .map((match) => match[1] ?? '')
    .filter((specifier) => {
      const target = sourceOf(file, specifier);
      return target !== null && isAdminPart(target);
    });
}

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('feature folders keep their styles private', () => {
  it('finds a style that another folder imports (the rule can fail)', () => {
    const admin = path.join(WEB, 'admin', 'home', 'admin-home-page.tsx');
    const leak = "import workStyles from '../../features/works/works-section.module.css';";
    expect(styleLeaks(admin, leak)).toEqual(['../../features/works/works-section.module.css']);
    const otherFeature = path.join(FEATURES, 'projects', 'owner-section.tsx');
    expect(styleLeaks(otherFeature, "import s from '../skills/skills-section.module.css';")).toHaveLength(1);
  });

  it("accepts a feature's own styles and the shared admin kit's", () => {
    const own = path.join(FEATURES, 'resume-sections', 'owner', 'owner-sections.tsx');
    expect(styleLeaks(own, "import s from '../resume-sections.module.css';")).toEqual([]);
    const kit = "import styles from '../../admin/home/admin-home.module.css';";
    expect(styleLeaks(path.join(FEATURES, 'person', 'owner-section.tsx'), kit)).toEqual([]);
  });

  it("finds a visitor file that imports a feature's form or owner part statically (the rule can fail)", () => {
    const page = path.join(WEB, 'pages', 'home', 'home-page.tsx');
    const owner = "import { OwnerWorksSection } from '../../features/works/owner-section.js';";
    expect(adminPartLeaks(page, owner)).toEqual(['../../features/works/owner-section.js']);
    const form = "import EducationFormRoute from './educations/form.js';";
    expect(adminPartLeaks(path.join(FEATURES, 'registry.ts'), form)).toHaveLength(1);
    // The registry's lazy form and the admin layer's imports are fine.
    expect(
      adminPartLeaks(path.join(FEATURES, 'registry.ts'), "lazy(() => import('./educations/form.js'))"),
    ).toEqual([]);
    expect(adminPartLeaks(path.join(WEB, 'admin', 'home', 'admin-home-page.tsx'), owner)).toEqual([]);
  });

  it("no app file outside the admin layer imports a feature's form or owner part statically", () => {
    const files = sourcesUnder(WEB).filter((file) => !/\.test\.tsx?$/.test(file));
    const leaks = files.flatMap((file) =>
      adminPartLeaks(file, fs.readFileSync(file, 'utf8')).map(
        (specifier) => `${path.relative(WEB, file)}: ${specifier}`,
      ),
    );
    expect(leaks).toEqual([]);
  });

  it("no file of src/web imports another folder's feature styles", () => {
    const files = sourcesUnder(WEB);
    expect(files.length).toBeGreaterThan(100);
    const leaks = files.flatMap((file) =>
      styleLeaks(file, fs.readFileSync(file, 'utf8')).map(
        (specifier) => `${path.relative(WEB, file)}: ${specifier}`,
      ),
    );
    expect(leaks).toEqual([]);
  });
});

// @vitest-environment node
/**
 * The web layers' ESLint rules (eslint.web-layers.js, docs/decisions/0105-web-layers-and-the-owner-kit.md)
 * can fail: a lower layer importing a higher one, an import cycle, another feature's private styles
 * and a visitor file importing an owner part statically are each reported, while the registry's lazy
 * `import()` of a form is not. `npm run lint` applies the same rules to every file of src/web.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids ESLint reports for `code` placed at `file` (a path relative to src/web). */
async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'src/web', file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('web layers (ESLint)', { timeout: 120_000 }, () => {
  it('reports a bottom-layer file that imports a feature, and the cycle it closes', async () => {
    const broken = await rulesBroken(
      'i18n/labels.ts',
      "import { TextField } from '../features/owner-kit/fields.js';\nexport const LABELS = { TextField };\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
    expect(broken).toContain('import-x/no-cycle');
  });

  it("reports a feature's private styles imported from another folder", async () => {
    const code = "import styles from '../works/works-section.module.css';\nexport const s = styles;\n";
    expect(await rulesBroken('features/projects/x.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('features/works/x.ts', code.replace('../works/', './'))).toEqual([]);
  });

  it('reports a visitor file importing an owner part statically, not through import()', async () => {
    const page = 'pages/home/x.ts';
    const owner =
      "import { OwnerWorksSection } from '../../features/works/owner-section.js';\nexport { OwnerWorksSection };\n";
    expect(await rulesBroken(page, owner)).toContain('no-restricted-imports');
    const lazy = "export const load = () => import('../../features/works/form.js');\n";
    expect(await rulesBroken(page, lazy)).toEqual([]);
  });

  it('reports a production file importing the test helpers', async () => {
    const code = "import { mockApi } from '../test/render.js';\nexport { mockApi };\n";
    expect(await rulesBroken('lib/x.ts', code)).toContain('import-x/no-restricted-paths');
  });
});

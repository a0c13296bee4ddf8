/**
 * The server layers' ESLint rules (eslint.server-layers.js, docs/decisions/0115-house-rules-server.md)
 * can fail: a bottom-layer file importing a module, a module importing a plugin or the composition
 * root, users/ importing auth/, and an import cycle are each reported, while a module importing
 * lib/ is not. `npm run lint` applies the same rules to every file of src/server.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids ESLint reports for `code` placed at `file` (a path relative to src/server). */
async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'src/server', file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('server layers (ESLint)', { timeout: 120_000 }, () => {
  it('reports lib/ importing a module, and the cycle it closes', async () => {
    const broken = await rulesBroken(
      'lib/http-error.ts',
      "import { idParams } from '../modules/resources/ordered-resource.js';\nexport const p = idParams;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
    expect(broken).toContain('import-x/no-cycle');
    expect(
      await rulesBroken('lib/x.ts', "import { paths } from '../../shared/paths.js';\nexport { paths };\n"),
    ).toEqual([]);
  });

  it('reports a module importing a plugin or the composition root', async () => {
    expect(
      await rulesBroken(
        'modules/site/x.ts',
        "import errors from '../../plugins/errors.js';\nexport { errors };\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken(
        'modules/data/x.ts',
        "import { bootstrap } from '../../bootstrap.js';\nexport { bootstrap };\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken(
        'modules/site/x.ts',
        "import { sendError } from '../../lib/http-error.js';\nexport { sendError };\n",
      ),
    ).toEqual([]);
  });

  it('reports users/ importing auth/ (users take the session store as an interface)', async () => {
    const code = "import { SessionStore } from '../auth/sessions.js';\nexport { SessionStore };\n";
    expect(await rulesBroken('modules/users/x.ts', code)).toContain('import-x/no-restricted-paths');
  });
});

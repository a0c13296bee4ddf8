/**
 * The JSON Resume commands of the command line: `import-jsonresume` and `export-jsonresume`, with
 * their help. Source: README.md "Command line", docs/decisions/0004-json-resume-mapping.md.
 */
import type { Command } from 'commander';
import { exportCommand } from '../export-command.js';
import { importCommand } from '../import-command.js';
import { type CliIO } from '../cli-io.js';
import { CONFIG_HELP } from './config-help.js';

/** Add `import-jsonresume` and `export-jsonresume` to `program`; `setCode` receives the exit code. */
export function declareJsonResumeCommands(
  program: Command,
  io: CliIO,
  setCode: (code: number) => void,
): void {
  program
    .command('import-jsonresume')
    .description(
      'Import a JSON Resume file (https://jsonresume.org/schema) into the portfolio. The file is validated first; ' +
        'an invalid file or a failure writes nothing.',
    )
    .argument('<file>', 'path of the resume.json file')
    .option('--replace', 'replace a portfolio that already has data (users stay)', false)
    .addHelpText(
      'after',
      `
Mapping: basics → the person and its contacts (email, phone, url) and social links (profiles);
work → works; education → educations; skills → skills (keywords become skills too); projects →
projects (keywords → linked skills, type → a category). Values Vitae refuses are left out and
listed as warnings. Details: docs/decisions/0004-json-resume-mapping.md.

Examples:
  npm run cli -- import-jsonresume resume.json
  npm run cli -- import-jsonresume resume.json --replace
${CONFIG_HELP}`,
    )
    .action(async (file: string, options: { replace: boolean }) => {
      setCode(await importCommand(io, file, options));
    });

  program
    .command('export-jsonresume')
    .description(
      'Export the portfolio as a JSON Resume (valid against the JSON Resume schema; Vitae-only fields under "x-vitae" keys).',
    )
    .argument('[file]', 'where to write it; standard output when left out')
    .addHelpText(
      'after',
      `
Examples:
  npm run cli -- export-jsonresume resume.json
  npm run cli --silent -- export-jsonresume > resume.json
${CONFIG_HELP}`,
    )
    .action(async (file: string | undefined) => {
      setCode(await exportCommand(io, file));
    });
}

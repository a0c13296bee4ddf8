/**
 * The commands that import from elsewhere: `import-linkedin` and `import-bibtex`, with their help.
 * Source: docs/decisions/0269-imports-from-linkedin-and-bibtex.md.
 */
import type { Command } from 'commander';
import { type CliIO } from '../cli-io.js';
import { CONFIG_HELP } from './config-help.js';

/** Add `import-linkedin` and `import-bibtex` to `program`; `setCode` receives the exit code. */
export function declareSourceImportCommands(
  program: Command,
  io: CliIO,
  setCode: (code: number) => void,
): void {
  program
    .command('import-linkedin')
    .description(
      'Merge a LinkedIn data export ("Get a copy of your data": the ZIP, or the folder it unpacks to) into the portfolio: ' +
        'prints what it found by section, then takes every new entry after an automatic backup.',
    )
    .argument('<zip-or-folder>', 'the ZIP LinkedIn sent, or its folder')
    .option('--dry-run', 'only print what would be imported', false)
    .option('--replace <sections>', 'sections whose entries go to the trash first, such as work,skills')
    .addHelpText(
      'after',
      `
Reads Profile, Positions (required), Education, Skills, Projects, Certifications, Languages,
Publications, Honors, Volunteering and Courses; never the others. An entry already in the portfolio
(a work by company and start date...) is left as it is unless its section is replaced.

Examples:
  npm run cli -- import-linkedin Basic_LinkedInDataExport.zip --dry-run
  npm run cli -- import-linkedin ~/Downloads/linkedin-export --replace skills
${CONFIG_HELP}`,
    )
    .action(async (path: string, options: { dryRun: boolean; replace?: string }) => {
      // Loaded when run: the BibTeX parser is large, and every other command starts without it.
      const { importLinkedInCommand } = await import('../source-import-command.js');
      setCode(await importLinkedInCommand(io, path, options));
    });

  program
    .command('import-bibtex')
    .description(
      'Merge the publications of a BibTeX file (.bib) into the portfolio: prints what it found, then takes every new one after an automatic backup.',
    )
    .argument('<file>', 'the .bib file')
    .option('--dry-run', 'only print what would be imported', false)
    .option('--replace', 'send the portfolio\u2019s publications to the trash first', false)
    .addHelpText(
      'after',
      `
A publication already in the portfolio (same DOI, or same title and year) is left as it is.

Examples:
  npm run cli -- import-bibtex publications.bib --dry-run
  npm run cli -- import-bibtex publications.bib
${CONFIG_HELP}`,
    )
    .action(async (path: string, options: { dryRun: boolean; replace: boolean }) => {
      const { importBibtexCommand } = await import('../source-import-command.js');
      setCode(await importBibtexCommand(io, path, options));
    });
}

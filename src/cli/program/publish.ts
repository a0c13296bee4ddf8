/**
 * The `publish` command of the command line (the public site as static files), with its help.
 * Source: README.md "Command line", docs/deployment.md, docs/product.md §25 (the folder: decision 0230).
 */
import type { Command } from 'commander';
import type { CliIO } from '../cli-io.js';
import { publishCommand, type PublishCommandOptions } from '../publish-command.js';
import { CONFIG_HELP } from './config-help.js';

/** Add `publish` to `program`; `setCode` receives the exit code. */
export function declarePublishCommand(program: Command, io: CliIO, setCode: (code: number) => void): void {
  program
    .command('publish')
    .description(
      'Write the public site as static files for any static host (GitHub Pages, Netlify, a web server folder): ' +
        'every page in every language, the CV, images, fonts and scripts (docs/deployment.md).',
    )
    .requiredOption('--public-url <url>', "the site's address, e.g. https://me.github.io/portfolio/")
    .option(
      '--out <dir>',
      'write the site into this folder: new, empty, or holding an earlier publish (only the files its ' +
        'manifest .vitae-site lists are replaced; .git, CNAME and every other file are kept)',
    )
    .option('--zip <file>', 'write the site as one zip file')
    .option(
      '--base-path <path>',
      "the site's folder on the host (default: the public URL's path), e.g. /portfolio/",
    )
    .option(
      '--api-url <url>',
      'a Vitae server the contact form posts to (list the site in its CORS_ORIGINS); without it the form becomes an email link',
    )
    .addHelpText(
      'after',
      `
Examples:
  npm run cli -- publish --public-url https://me.example.com --out site
  npm run cli -- publish --public-url https://me.github.io/portfolio/ --zip site.zip
  npm run cli -- publish --public-url https://me.example.com --out site --api-url https://vitae.example.com
  npm run cli -- publish --public-url https://me.github.io --out ../me.github.io   # a GitHub Pages clone: .git, CNAME kept
${CONFIG_HELP}`,
    )
    .action(async (options: PublishCommandOptions) => {
      setCode(await publishCommand(io, options));
    });
}

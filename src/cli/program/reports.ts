/**
 * The report commands of the command line: `stats` (the visitor statistics) and `audit` (the audit
 * log), with their help. Source: README.md "Command line".
 */
import type { Command } from 'commander';
import { auditCommand, DEFAULT_AUDIT_LIMIT } from '../audit-command.js';
import type { CliIO } from '../cli-io.js';
import { DEFAULT_PERIOD_DAYS, statsCommand } from '../stats-command.js';
import { CONFIG_HELP } from './config-help.js';

/** Add `stats` and `audit` to `program`; `setCode` receives the exit code. */
export function declareReportCommands(program: Command, io: CliIO, setCode: (code: number) => void): void {
  program
    .command('stats')
    .description('Show the visitor statistics: views, visitors, CV downloads, messages, referrers, links.')
    .option('--days <days>', 'the period: 7, 30, 90 or 365 days', String(DEFAULT_PERIOD_DAYS))
    .option('--json', 'print the figures as JSON (as GET /api/admin/statistics answers them)', false)
    .addHelpText(
      'after',
      `
Examples:
  npm run cli -- stats
  npm run cli -- stats --days 365 --json > statistics.json
${CONFIG_HELP}`,
    )
    .action(async (options: { days: string; json: boolean }) => {
      setCode(await statsCommand(io, options));
    });

  program
    .command('audit')
    .description('Show the audit log: sign-ins, failed sign-ins, sign-in means, sessions, admin writes.')
    .option('--group <group>', 'only sign-ins, security or writes')
    .option('--limit <n>', 'how many events, newest first (1-200)', String(DEFAULT_AUDIT_LIMIT))
    .option('--json', 'print the events as JSON (as GET /api/audit answers them)', false)
    .addHelpText(
      'after',
      `
Examples:
  npm run cli -- audit
  npm run cli -- audit --group sign-ins --limit 200
${CONFIG_HELP}`,
    )
    .action(async (options: { group?: string; limit: string; json: boolean }) => {
      setCode(await auditCommand(io, options));
    });
}

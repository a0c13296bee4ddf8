/**
 * `audit [--group G] [--limit N] [--json]`: the audit log newest first, as the security page's
 * Activity card shows it (docs/product.md §23 "Activity", docs/decisions/0180-audit-log.md). With a
 * running SQLite server, which holds its file exclusively (db/connection.ts), it asks that server
 * through its control socket (modules/data/control-socket.ts `GET /audit`), as `stats` and `backup`
 * do (docs/decisions/0201-cli-audit-while-the-server-runs.md); otherwise it reads the database.
 * @throws CliError (exit 1, nothing read) for an unknown group or a limit outside 1-200.
 */
import {
  AUDIT_GROUP_NAMES,
  AUDIT_MAX_PAGE,
  AUDIT_PAGE_SIZE,
  type AuditEvent,
  type AuditGroup,
} from '../shared/audit.js';
import { loadConfig } from '../server/config.js';
import { listAudit } from '../server/modules/audit/audit.js';
import { askRunningServer, controlSocketPath } from '../server/modules/data/control-socket.js';
import { CliError, type CliIO } from './cli-io.js';
import { run } from './run-command.js';
import { withDatabase } from './database.js';

/** One event as one line: "2026-11-26 06:02 UTC  sign-in  admin@example.com  password  Chrome on Linux". */
export function describeEvent(event: AuditEvent): string {
  const when = `${event.createdAt.slice(0, 10)} ${event.createdAt.slice(11, 16)} UTC`;
  const what =
    event.kind === 'admin-write'
      ? `${event.method} ${event.path}${event.entryId ? ` ${event.entryId}` : ''} → ${event.status ?? ''}`
      : event.detail;
  return [when, event.kind, event.email || '-', what || '-', event.device || '-'].join('  ');
}

export function auditCommand(
  io: CliIO,
  options: { group?: string | undefined; limit: string; json: boolean },
): Promise<number> {
  return run(io, async () => {
    const limit = Number(options.limit);
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > AUDIT_MAX_PAGE)
      throw new CliError(`--limit must be a whole number from 1 to ${AUDIT_MAX_PAGE}.`);
    if (options.group !== undefined && !(AUDIT_GROUP_NAMES as string[]).includes(options.group))
      throw new CliError(`--group must be one of ${AUDIT_GROUP_NAMES.join(', ')}.`);
    const group = options.group as AuditGroup | undefined;
    const config = loadConfig(io.env);
    let events: AuditEvent[] | undefined;
    if (!config.databaseUrl) {
      const query = new URLSearchParams({ limit: String(limit), ...(group ? { group } : {}) });
      const answer = await askRunningServer(controlSocketPath(config.dataDir), 'GET', `/audit?${query}`);
      if (answer) {
        const body = JSON.parse(answer.body.toString('utf8')) as AuditEvent[] | { error?: string };
        if (answer.status >= 400 || !Array.isArray(body))
          throw new CliError(
            (!Array.isArray(body) && body.error) || `The running server answered ${answer.status}.`,
          );
        events = body;
      }
    }
    events ??= await withDatabase(io.env, (db) => listAudit(db, { group, limit }));
    if (options.json) io.out(JSON.stringify(events, null, 2));
    else if (events.length === 0) io.out('No activity recorded.');
    else for (const event of events) io.out(describeEvent(event));
  });
}

export const DEFAULT_AUDIT_LIMIT = AUDIT_PAGE_SIZE;

/**
 * First-party counting of visits (docs/product.md §21, docs/decisions/0150-visitor-statistics.md).
 *
 * {@link recordVisit} is what a route calls: it never waits and never throws. It skips at once a
 * request of a signed-in user (the owner's own visits), one with `DNT: 1` or `Sec-GPC: 1`, and a HEAD
 * request; it keeps the rest in memory only until the next batch. {@link VisitCounter.flush} (every
 * {@link FLUSH_MS} ms, at {@link BATCH_SIZE} pending visits, and when the app closes) drops robots,
 * hashes each visitor with the day's salt (salts.ts) and writes the batch in one insert; a failed
 * write is logged and its visits dropped. The address and the User-Agent never leave memory.
 *
 * A link's figures are bounded per client address (docs/decisions/0239-link-statistics-per-address.md):
 * in one UTC day, one address adds at most {@link LINK_VISITORS_PER_ADDRESS} visitors and
 * {@link LINK_EVENTS_PER_ADDRESS} events of each kind to one link; past that its visits of the link
 * are not counted, and a further User-Agent counts as a visitor already seen. The budget is kept in
 * this process's memory under a hash of the day's salt and the address, never the address.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { VisitKind } from '../../../shared/analytics.js';
import type { Language } from '../../../shared/i18n/languages.js';
import type { Database, VisitEventsTable } from '../../db/types.js';
import { DailySalts, utcDay } from './salts.js';
import { agentClass, optedOut, referrerDomain, visitorHash } from './visitor.js';

/** What a route tells about a visit. `linkId`: the link it came through (null: the site itself). */
export interface Visit {
  kind: VisitKind;
  linkId?: string | null;
  language: Language;
}

/** A visit waiting for its batch: what the hash and the classes are made from, in memory only. */
interface PendingVisit extends Visit {
  at: Date;
  address: string;
  userAgent: string;
  referer: string | undefined;
  host: string | undefined;
}

/** A batch is written every this many ms... */
export const FLUSH_MS = 2_000;
/** ...or as soon as this many visits wait. */
export const BATCH_SIZE = 200;
/** At most this many visits wait; more are dropped (a flood must not fill the memory). */
export const MAX_PENDING = 20_000;

/** Different visitors one client address may add to one link in one UTC day (decision 0239). */
export const LINK_VISITORS_PER_ADDRESS = 2;
/** Events of one kind (opens, downloads, messages) one address may add to one link in a UTC day. */
export const LINK_EVENTS_PER_ADDRESS = 10;
/** Link budgets held at most (one per day, link and address); past this the day's budgets restart. */
const MAX_LINK_BUDGETS = 50_000;

/** What one address has added to one link today: its visitor hashes and its events per kind. */
interface LinkBudget {
  visitors: string[];
  events: Map<VisitKind, number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's visit counter (modules/analytics), when the statistics are on. */
    visitCounter?: VisitCounter;
  }
}

/**
 * Count `visit` for `request`, unless the request must not be counted (see the module's comment).
 * Never waits for the database and never throws.
 */
export function recordVisit(request: FastifyRequest, visit: Visit): void {
  request.server.visitCounter?.record(request, visit);
}

export class VisitCounter {
  private pending: PendingVisit[] = [];
  private writing: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private droppedSinceLog = 0;
  private readonly salts: DailySalts;
  /** Per `day|link|address hash`: what that address added to that link (decision 0239). */
  private readonly linkBudgets = new Map<string, LinkBudget>();
  private budgetDay = '';

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly enabled = true,
  ) {
    this.salts = new DailySalts(db);
  }

  /** Keep `visit` for the next batch unless `request` is not to be counted. */
  record(request: FastifyRequest, visit: Visit): void {
    try {
      if (!this.enabled || (request.method !== 'GET' && request.method !== 'POST')) return;
      if (request.user !== null || optedOut(request.headers)) return;
      if (this.pending.length >= MAX_PENDING) {
        this.droppedSinceLog += 1;
        return;
      }
      this.pending.push({
        kind: visit.kind,
        linkId: visit.linkId ?? null,
        language: visit.language,
        at: new Date(),
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        referer: request.headers.referer,
        host: request.headers.host,
      });
      if (this.pending.length >= BATCH_SIZE) void this.flush();
      else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
    } catch (error) {
      this.log.warn({ err: error }, 'a visit could not be counted');
    }
  }

  /** Write the waiting visits now; resolves with how many events were written (never rejects). */
  flush(): Promise<number> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    const done = this.writing.then(() => this.write(batch));
    this.writing = done;
    return done;
  }

  /**
   * The visitor hash a link visit is counted under, or undefined when its address has used up the
   * day's budget for this link and kind (decision 0239): a new visitor while the address has fewer
   * than {@link LINK_VISITORS_PER_ADDRESS}, else the first one it added.
   */
  private linkVisitor(day: string, salt: string, visit: PendingVisit, visitor: string): string | undefined {
    if (day > this.budgetDay) {
      this.linkBudgets.clear();
      this.budgetDay = day;
    }
    const address = createHash('sha256').update(`link-budget\n${salt}\n${visit.address}`).digest('hex');
    const key = `${day}|${visit.linkId ?? ''}|${address.slice(0, 32)}`;
    let budget = this.linkBudgets.get(key);
    if (!budget) {
      if (this.linkBudgets.size >= MAX_LINK_BUDGETS) this.linkBudgets.clear();
      budget = { visitors: [], events: new Map() };
      this.linkBudgets.set(key, budget);
    }
    const events = budget.events.get(visit.kind) ?? 0;
    if (events >= LINK_EVENTS_PER_ADDRESS) return undefined;
    budget.events.set(visit.kind, events + 1);
    if (budget.visitors.includes(visitor)) return visitor;
    if (budget.visitors.length < LINK_VISITORS_PER_ADDRESS) {
      budget.visitors.push(visitor);
      return visitor;
    }
    return budget.visitors[0];
  }

  private async write(batch: PendingVisit[]): Promise<number> {
    if (this.droppedSinceLog > 0) {
      this.log.warn({ dropped: this.droppedSinceLog }, 'visits dropped: too many waiting to be written');
      this.droppedSinceLog = 0;
    }
    try {
      const rows: VisitEventsTable[] = [];
      for (const visit of batch) {
        const deviceClass = agentClass(visit.userAgent);
        if (deviceClass === 'robot') continue;
        const day = utcDay(visit.at);
        const salt = await this.salts.salt(day);
        let visitor = visitorHash(salt, visit.address, visit.userAgent);
        if (visit.linkId) {
          const counted = this.linkVisitor(day, salt, visit, visitor);
          if (counted === undefined) continue;
          visitor = counted;
        }
        rows.push({
          kind: visit.kind,
          linkId: visit.linkId ?? null,
          language: visit.language,
          referrerDomain: referrerDomain(visit.referer, visit.host),
          deviceClass,
          occurredAt: visit.at.toISOString(),
          visitor,
        });
      }
      if (rows.length > 0) await this.db.insertInto('visitEvents').values(rows).execute();
      return rows.length;
    } catch (error) {
      this.log.warn(
        { err: error, visits: batch.length },
        'visits could not be written; they are not counted',
      );
      return 0;
    }
  }
}

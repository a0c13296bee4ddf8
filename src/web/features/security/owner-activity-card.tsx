/**
 * The security page's Activity card (docs/product.md §23 "Activity"): the audit log newest first,
 * a page at a time ("Show older activity"), filtered by group (everything, sign-ins, sign-in means
 * and sessions, changes saved). Each event reads as a sentence (what, how), then when, on which
 * device class and for which other account (not the reader's own); failures are marked. An admin reads every account's events,
 * another user their own (the server decides). No place is shown, and the card says why
 * (docs/decisions/0182-no-place-in-the-security-page.md).
 */
import { useId, useState } from 'react';
import {
  AUDIT_FAILURES,
  AUDIT_GROUP_NAMES,
  type AuditEvent,
  type AuditGroup,
} from '../../../shared/audit.js';
import { useTexts } from '../../i18n/i18n.js';
import { useSession } from '../../lib/session.js';
import { useDates } from '../owner-kit/dates.js';
import styles from '../owner-kit/admin.module.css';
import { useActivity } from './owner-activity-api.js';
import own from './security.module.css';

function isFailure(event: AuditEvent): boolean {
  return AUDIT_FAILURES.includes(event.kind) || (event.status !== null && event.status >= 400);
}

function EventRow({ event }: { event: AuditEvent }) {
  const { SECURITY_TEXTS } = useTexts();
  const A = SECURITY_TEXTS.activity;
  const formatDate = useDates().dateTime;
  const me = useSession().user?.email;
  const ways = A.ways as Record<string, string>;
  const methods = A.methods as Record<string, string>;
  const what = event.kind === 'admin-write' ? (methods[event.method] ?? event.method) : A.kinds[event.kind];
  const how =
    event.kind === 'sign-in' || event.kind === 'sign-in-failed'
      ? ways[event.detail]
      : event.detail || undefined;
  const account =
    event.kind === 'sign-in-failed' && event.userId === null
      ? `${event.email} (${A.unknownAccount})`
      : // The signed-in account's own events do not repeat its email.
        event.email === me
        ? ''
        : event.email;
  return (
    <li className={own.event}>
      <span className={own.eventTitle}>
        <span>
          {what}
          {how ? ` ${how}` : ''}
        </span>
        {event.kind === 'admin-write' ? (
          <code className={own.eventPath}>
            {event.path}
            {event.entryId ? ` · ${event.entryId}` : ''}
          </code>
        ) : null}
        {isFailure(event) ? (
          <span className={`${styles.badge} ${own.failed}`}>
            {A.failed}
            {event.status !== null ? ` · ${A.status({ status: String(event.status) })}` : ''}
          </span>
        ) : null}
      </span>
      <span className={styles.muted}>
        <time dateTime={event.createdAt}>{formatDate(event.createdAt)}</time> ·{' '}
        {event.device || A.unknownDevice}
        {account ? ` · ${account}` : ''}
      </span>
    </li>
  );
}

export function ActivityCard() {
  const { SECURITY_TEXTS } = useTexts();
  const A = SECURITY_TEXTS.activity;
  const [group, setGroup] = useState<AuditGroup | undefined>(undefined);
  const activity = useActivity(group);
  const filterId = useId();
  const events = activity.data?.pages.flat() ?? [];
  return (
    <section className={styles.card} aria-labelledby="activity">
      <h2 id="activity" className={styles.subheading}>
        {A.heading}
      </h2>
      <p className={styles.muted}>{A.intro}</p>
      <p className={`${styles.muted} ${own.note}`}>{A.place}</p>
      <div className={`${styles.field} ${own.filter}`}>
        <label className={styles.label} htmlFor={filterId}>
          {A.filter}
        </label>
        <select
          id={filterId}
          className={styles.select}
          value={group ?? 'all'}
          onChange={(change) =>
            setGroup(change.target.value === 'all' ? undefined : (change.target.value as AuditGroup))
          }
        >
          <option value="all">{A.groups.all}</option>
          {AUDIT_GROUP_NAMES.map((name) => (
            <option key={name} value={name}>
              {A.groups[name]}
            </option>
          ))}
        </select>
      </div>
      {activity.isError ? (
        <p role="alert" className={styles.pageError}>
          {A.loadError}
        </p>
      ) : activity.data ? (
        events.length === 0 ? (
          <p className={styles.muted}>{A.none}</p>
        ) : (
          <ol className={own.events} aria-label={A.heading}>
            {events.map((event) => (
              <EventRow key={event._id} event={event} />
            ))}
          </ol>
        )
      ) : (
        <p role="status" className={styles.muted}>
          {A.loading}
        </p>
      )}
      {activity.hasNextPage ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={activity.isFetchingNextPage}
            onClick={() => void activity.fetchNextPage()}
          >
            {A.older}
          </button>
        </div>
      ) : null}
    </section>
  );
}

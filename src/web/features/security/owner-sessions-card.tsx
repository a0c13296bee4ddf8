/**
 * The security page's sessions card (docs/product.md §23): each live session with its device class, sign-in
 * and last use, "This device" first, End session on the others and End all other sessions (confirmed).
 */
import { useDates } from '../owner-kit/dates.js';
import type { SessionInfo } from '../../../shared/schemas.js';
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { serverMessage } from '../owner-kit/errors.js';
import { useSecurityActions, useSessions } from '../owner-kit/security-api.js';
import { useTexts } from '../../i18n/i18n.js';
import styles from '../owner-kit/admin.module.css';
import own from './security.module.css';

function SessionRow({ session }: { session: SessionInfo }) {
  const { SECURITY_TEXTS, MESSAGES } = useTexts();
  const S = SECURITY_TEXTS.sessions;
  const formatDate = useDates().dateTime;
  const actions = useSecurityActions();
  const device = session.device || S.unknownDevice;
  return (
    <li className={own.session}>
      <div className={own.sessionText}>
        <span className={own.device}>
          {device}
          {session.current ? <span className={styles.badge}>{S.thisDevice}</span> : null}
        </span>
        <span className={styles.muted}>
          {S.signedIn({ date: formatDate(session.createdAt) })} ·{' '}
          {S.lastSeen({ date: formatDate(session.lastSeenAt) })}
        </span>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className={`${styles.smallButton} ${styles.dangerButton}`}
          aria-label={S.endNamed({ device })}
          onClick={() =>
            void actions.endSession.mutateAsync(session._id).then(
              () => showSuccess(MESSAGES.security.sessionEnded),
              (error: unknown) => showError(serverMessage(error, MESSAGES.security.noSuchSession)),
            )
          }
        >
          {S.end}
        </button>
      )}
    </li>
  );
}

export function SessionsCard() {
  const { SECURITY_TEXTS, MESSAGES } = useTexts();
  const S = SECURITY_TEXTS.sessions;
  const sessions = useSessions();
  const actions = useSecurityActions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <section className={styles.card} aria-labelledby="sessions">
      <h2 id="sessions" className={styles.subheading}>
        {S.heading}
      </h2>
      <p className={styles.muted}>{S.intro}</p>
      {sessions.isError ? (
        <p role="alert" className={styles.pageError}>
          {S.loadError}
        </p>
      ) : sessions.data ? (
        <ul className={own.sessions} aria-label={S.heading}>
          {sessions.data.map((session) => (
            <SessionRow key={session._id} session={session} />
          ))}
        </ul>
      ) : (
        <p role="status" className={styles.muted}>
          {MESSAGES.pages.loadingProfile}
        </p>
      )}
      {others > 0 ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.secondaryButton} ${styles.dangerButton}`}
            onClick={() =>
              void confirmDialog({ title: S.endOthersConfirmTitle, text: S.endOthersConfirmText }).then(
                async (yes) => {
                  if (!yes) return;
                  await actions.endOthers.mutateAsync().then(
                    () => showSuccess(MESSAGES.security.othersEnded),
                    (error: unknown) => showError(serverMessage(error, S.loadError)),
                  );
                },
              )
            }
          >
            {S.endOthers}
          </button>
        </div>
      ) : null}
    </section>
  );
}

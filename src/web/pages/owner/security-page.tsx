/**
 * The security page at `/security` (docs/product.md §23), for any signed-in user about their own
 * account; linked from the profile page. Three cards:
 *
 * - Passkeys: each with its name, when added and last used, and Remove (confirmed); "Name of the
 *   new passkey" and "Add a passkey" run the browser's WebAuthn ceremony (@simplewebauthn/browser).
 * - Two-factor sign-in: off -> "Turn on two-factor sign-in" shows the QR code (an SVG from the
 *   server), the key as text and a code field; the first right code turns it on and the ten
 *   recovery codes are shown once (copy, "I have saved them"). On -> since when, codes left, "New
 *   recovery codes" and "Turn off" (each confirmed). A 403 REAUTHENTICATION_REQUIRED (an old
 *   sign-in) shows the server's message and a link to sign in again and come back.
 * - Where you are signed in: each live session with its device class, sign-in and last use, "This
 *   device" on the current one, "End session" on the others, and "End all other sessions".
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { SessionInfo, TwoFactorSetup } from '../../../shared/schemas.js';
import { ApiError } from '../../lib/api-client.js';
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { TextField } from '../../features/owner-kit/fields.js';
import { RequireUser } from '../../features/owner-kit/guards.js';
import { serverMessage } from '../../features/owner-kit/errors.js';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import {
  usePasskeys,
  useSecurityActions,
  useSessions,
  useTwoFactorStatus,
} from '../../features/owner-kit/security-api.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import { useLanguage, useTexts } from '../../i18n/i18n.js';
import { SECURITY_PATH } from '../../i18n/security-texts.js';
import styles from '../../features/owner-kit/admin.module.css';
import own from './security-page.module.css';

function useDate() {
  const language = useLanguage();
  return (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { SECURITY_TEXTS } = useTexts();
  const T = SECURITY_TEXTS.twoFactor;
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.card} role="region" aria-labelledby="recovery-codes">
      <h3 id="recovery-codes" className={styles.subheading}>
        {T.codesHeading}
      </h3>
      <p className={styles.muted}>{T.codesIntro}</p>
      <ul className={own.codes} aria-label={T.codesHeading}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        {copied ? (
          <span role="status" className={styles.muted}>
            {T.copied}
          </span>
        ) : null}
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() =>
            void navigator.clipboard?.writeText(codes.join('\n')).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {T.copy}
        </button>
        <button type="button" className={styles.primaryButton} onClick={onDone}>
          {T.saved}
        </button>
      </div>
    </div>
  );
}

function TwoFactorCard() {
  const { SECURITY_TEXTS, MESSAGES } = useTexts();
  const T = SECURITY_TEXTS.twoFactor;
  const formatDate = useDate();
  const status = useTwoFactorStatus();
  const actions = useSecurityActions();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [reauth, setReauth] = useState<string | null>(null);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'REAUTHENTICATION_REQUIRED') {
      setReauth(serverMessage(error, MESSAGES.security.signInAgain));
      return;
    }
    void showError(serverMessage(error, MESSAGES.login.failed));
  };
  const run = async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (error) {
      failed(error);
      return undefined;
    }
  };

  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (setup) {
    body = (
      <form
        className={own.setup}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim() === '') {
            void showError(MESSAGES.validation.completeAllFields);
            return;
          }
          void run(() => actions.confirm.mutateAsync(code.trim())).then((answer) => {
            if (!answer) return;
            setSetup(null);
            setCode('');
            setCodes(answer.recoveryCodes);
          });
        }}
      >
        <img
          className={own.qr}
          alt={T.qrAlt}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        />
        <div className={styles.card}>
          <p className={styles.muted}>{T.scan}</p>
          <p className={styles.muted}>
            {T.key}{' '}
            <span className={own.key} data-testid="totp-key">
              {setup.secret}
            </span>
          </p>
          <TextField
            id="totp-code"
            label={T.code}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            value={code}
            onChange={setCode}
          />
          <div className={styles.actions}>
            <button type="button" className={styles.secondaryButton} onClick={() => setSetup(null)}>
              {T.cancel}
            </button>
            <button
              type="submit"
              className={styles.primaryButton}
              aria-busy={actions.confirm.isPending || undefined}
            >
              {T.confirm}
            </button>
          </div>
        </div>
      </form>
    );
  } else if (status.data?.enabled) {
    body = (
      <>
        <p className={own.status}>
          {T.on({ date: formatDate(status.data.enabledAt ?? ''), left: status.data.recoveryCodesLeft })}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() =>
              void confirmDialog({ title: T.newCodesConfirmTitle, text: T.newCodesConfirmText }).then(
                async (yes) => {
                  if (!yes) return;
                  const answer = await run(() => actions.newCodes.mutateAsync());
                  if (answer) setCodes(answer.recoveryCodes);
                },
              )
            }
          >
            {T.newCodes}
          </button>
          <button
            type="button"
            className={`${styles.secondaryButton} ${styles.dangerButton}`}
            onClick={() =>
              void confirmDialog({ title: T.turnOffConfirmTitle, text: T.turnOffConfirmText }).then(
                async (yes) => {
                  if (!yes) return;
                  if ((await run(() => actions.turnOff.mutateAsync())) !== undefined) {
                    void showSuccess(MESSAGES.security.turnedOff);
                  }
                },
              )
            }
          >
            {T.turnOff}
          </button>
        </div>
      </>
    );
  } else if (status.data) {
    body = (
      <>
        <p className={own.status}>{T.off}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primaryButton}
            onClick={() =>
              void run(() => actions.setup.mutateAsync()).then((answer) => {
                if (answer) setSetup(answer);
              })
            }
          >
            {T.turnOn}
          </button>
        </div>
      </>
    );
  } else if (status.isError) {
    body = (
      <p role="alert" className={styles.pageError}>
        {serverMessage(status.error, MESSAGES.login.failed)}
      </p>
    );
  } else {
    body = (
      <p role="status" className={styles.muted}>
        {MESSAGES.pages.loadingProfile}
      </p>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="two-factor">
      <h2 id="two-factor" className={styles.subheading}>
        {T.heading}
      </h2>
      {reauth ? (
        <div className={styles.returnNote} role="alert">
          <p>{reauth}</p>
          <Link
            className={styles.primaryButton}
            to={`${ADMIN_PATHS.login}?next=${encodeURIComponent(SECURITY_PATH)}`}
          >
            {T.signInAgain}
          </Link>
        </div>
      ) : null}
      {body}
    </section>
  );
}

function PasskeysCard() {
  const { SECURITY_TEXTS, MESSAGES } = useTexts();
  const K = SECURITY_TEXTS.passkeys;
  const formatDate = useDate();
  const passkeys = usePasskeys();
  const actions = useSecurityActions();
  const [name, setName] = useState<string>(K.defaultName);
  const [reauth, setReauth] = useState<string | null>(null);
  const supported = typeof window !== 'undefined' && browserSupportsWebAuthn();

  const add = async () => {
    try {
      await actions.addPasskey.mutateAsync(name.trim() || K.defaultName);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'REAUTHENTICATION_REQUIRED') {
        setReauth(serverMessage(error, MESSAGES.security.signInAgain));
        return;
      }
      // The browser's own refusal (cancelled, timed out, an existing passkey) is not an ApiError.
      void showError(error instanceof ApiError ? serverMessage(error, K.cancelled) : K.cancelled);
      return;
    }
    void showSuccess(MESSAGES.security.passkeyAdded);
  };

  return (
    <section className={styles.card} aria-labelledby="passkeys">
      <h2 id="passkeys" className={styles.subheading}>
        {K.heading}
      </h2>
      <p className={styles.muted}>{K.intro}</p>
      {reauth ? (
        <div className={styles.returnNote} role="alert">
          <p>{reauth}</p>
          <Link
            className={styles.primaryButton}
            to={`${ADMIN_PATHS.login}?next=${encodeURIComponent(SECURITY_PATH)}`}
          >
            {SECURITY_TEXTS.twoFactor.signInAgain}
          </Link>
        </div>
      ) : null}
      {passkeys.data && passkeys.data.length > 0 ? (
        <ul className={own.sessions} aria-label={K.heading}>
          {passkeys.data.map((passkey) => (
            <li key={passkey._id} className={own.session}>
              <div className={own.sessionText}>
                <span className={own.device}>{passkey.name}</span>
                <span className={styles.muted}>
                  {K.dates({
                    added: formatDate(passkey.createdAt),
                    used: passkey.lastUsedAt
                      ? K.lastUsed({ date: formatDate(passkey.lastUsedAt) })
                      : K.neverUsed,
                  })}
                </span>
              </div>
              <button
                type="button"
                className={`${styles.smallButton} ${styles.dangerButton}`}
                aria-label={K.removeNamed({ name: passkey.name })}
                onClick={() =>
                  void confirmDialog({ title: K.removeConfirmTitle, text: K.removeConfirmText }).then(
                    async (yes) => {
                      if (!yes) return;
                      await actions.removePasskey.mutateAsync(passkey._id).then(
                        () => showSuccess(MESSAGES.security.passkeyRemoved),
                        (error: unknown) => showError(serverMessage(error, MESSAGES.security.noSuchPasskey)),
                      );
                    },
                  )
                }
              >
                {K.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : passkeys.data ? (
        <p className={own.status}>{K.none}</p>
      ) : null}
      {supported ? (
        <form
          className={own.addPasskey}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!actions.addPasskey.isPending) void add();
          }}
        >
          <TextField id="passkey-name" label={K.name} maxLength={60} value={name} onChange={setName} />
          <button
            type="submit"
            className={styles.primaryButton}
            aria-busy={actions.addPasskey.isPending || undefined}
          >
            {K.add}
          </button>
        </form>
      ) : (
        <p className={styles.muted}>{K.unsupported}</p>
      )}
    </section>
  );
}

function SessionRow({ session }: { session: SessionInfo }) {
  const { SECURITY_TEXTS, MESSAGES } = useTexts();
  const S = SECURITY_TEXTS.sessions;
  const formatDate = useDate();
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

function SessionsCard() {
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

export function SecurityPage() {
  const { SECURITY_TEXTS } = useTexts();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{SECURITY_TEXTS.heading}</h1>
      <PasskeysCard />
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}

/** Route element for `/security` (guarded). */
export default function SecurityRoute() {
  return (
    <RequireUser>
      <SecurityPage />
    </RequireUser>
  );
}

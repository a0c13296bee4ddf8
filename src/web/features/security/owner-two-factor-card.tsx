/**
 * The security page's two-factor card (docs/product.md §23, decision 0120): enrolment with the QR code and
 * a confirmation code, the ten recovery codes shown once, new codes and turning it off (each confirmed).
 */
import { useDates } from '../owner-kit/dates.js';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TwoFactorSetup } from '../../../shared/schemas.js';
import { ApiError } from '../../lib/api-client.js';
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { TextField } from '../owner-kit/fields.js';
import { serverMessage } from '../owner-kit/errors.js';
import { useSecurityActions, useTwoFactorStatus } from '../owner-kit/security-api.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import { useTexts } from '../../i18n/i18n.js';
import { SECURITY_PATH } from '../../i18n/security-texts.js';
import styles from '../owner-kit/admin.module.css';
import own from './security.module.css';

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

export function TwoFactorCard() {
  const { SECURITY_TEXTS, MESSAGES } = useTexts();
  const T = SECURITY_TEXTS.twoFactor;
  const formatDate = useDates().dateTime;
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

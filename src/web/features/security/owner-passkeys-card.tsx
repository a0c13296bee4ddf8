/**
 * The security page's passkeys card (docs/product.md §23, decision 0121): each passkey with its name and
 * dates and Remove (confirmed); a name field and "Add a passkey" run the browser's WebAuthn ceremony.
 */
import { useDates } from '../owner-kit/dates.js';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client.js';
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { TextField } from '../owner-kit/fields.js';
import { serverMessage } from '../owner-kit/errors.js';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { usePasskeys, useSecurityActions } from '../owner-kit/security-api.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import { useTexts } from '../../i18n/i18n.js';
import { SECURITY_PATH } from '../../i18n/security-texts.js';
import styles from '../owner-kit/admin.module.css';
import own from './security.module.css';

export function PasskeysCard() {
  const { SECURITY_TEXTS, MESSAGES } = useTexts();
  const K = SECURITY_TEXTS.passkeys;
  const formatDate = useDates().dateTime;
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
        setReauth(serverMessage(error, MESSAGES.security.passkeySignInAgain));
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

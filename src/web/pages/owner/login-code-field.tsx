/**
 * The login's second step (docs/product.md §23): the code ("Code", one-time-code autofill) under
 * its intro, focused when it shows.
 */
import { TextField } from '../../features/owner-kit/fields.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

/** The code field; `setCode` receives what is typed. */
export function LoginCodeField({ code, setCode }: { code: string; setCode: (value: string) => void }) {
  const { SECURITY_TEXTS } = useTexts();
  return (
    <>
      <p className={styles.muted} id="login-code-intro">
        {SECURITY_TEXTS.login.codeIntro}
      </p>
      <TextField
        id="login-code"
        label={SECURITY_TEXTS.login.code}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        aria-describedby="login-code-intro"
        autoFocus
        data-autofocus=""
        value={code}
        onChange={setCode}
      />
    </>
  );
}

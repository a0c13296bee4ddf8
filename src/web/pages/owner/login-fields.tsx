/**
 * The login form's fields (docs/product.md §2 "Login page", §23): email (focused on load) and
 * password, or, in the two-factor step, the code (./login-code-field.tsx).
 */
import { TextField } from '../../features/owner-kit/fields.js';
import { useTexts } from '../../i18n/i18n.js';
import { LoginCodeField } from './login-code-field.js';

/** The typed values and their setters (src/web/pages/owner/login-password.ts). */
export interface LoginFieldValues {
  email: string;
  setEmail: (value: string) => void;
  password: string;
  setPassword: (value: string) => void;
  code: string;
  setCode: (value: string) => void;
}

/** The email and password, or the code when `needsCode`. */
export function LoginFields({ fields, needsCode }: { fields: LoginFieldValues; needsCode: boolean }) {
  const { TEXTS } = useTexts();
  if (needsCode) return <LoginCodeField code={fields.code} setCode={fields.setCode} />;
  return (
    <>
      <TextField
        id="login-email"
        label={TEXTS.login_.email}
        type="email"
        autoComplete="username webauthn"
        // The one field the page is for: focused on load.
        autoFocus
        // …and again when the loading dialog closes, if it made the page inert meanwhile.
        data-autofocus=""
        value={fields.email}
        onChange={fields.setEmail}
      />
      <TextField
        id="login-password"
        label={TEXTS.login_.password}
        type="password"
        autoComplete="current-password"
        value={fields.password}
        onChange={fields.setPassword}
      />
    </>
  );
}

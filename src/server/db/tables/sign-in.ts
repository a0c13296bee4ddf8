/**
 * Sign-in tables: sessions, two-factor codes, passkeys and the throttle (docs/product.md §19 and §23).
 * Conventions as in ../types.ts.
 */
export interface SessionsTable {
  /** SHA-256 hex of the session token; the token itself is never stored. */
  id: string;
  userId: string;
  createdAt: string;
  /** ISO time after which the session is over; slides forward on use. */
  expiresAt: string;
  /** Device class it signed in from ("Firefox on Windows"), null when unknown (migration 0071). */
  device: string | null;
}

/** A user's authenticator-app (TOTP) enrolment; `enabledAt` null while it awaits its first code. */
export interface TwoFactorTable {
  userId: string;
  /** Base32 TOTP secret (docs/decisions/0120-two-factor-sign-in.md: stored as is, never sent twice). */
  secret: string;
  createdAt: string;
  enabledAt: string | null;
  /** The last accepted 30-second time step: a code is accepted once (RFC 6238 §5.2). */
  lastUsedStep: number | null;
}

/** One single-use recovery code of a user: its SHA-256 hex, and when it was used. */
export interface RecoveryCodesTable {
  userId: string;
  codeHash: string;
  usedAt: string | null;
}

/** A user's passkey (WebAuthn credential), migration 0072. */
export interface PasskeysTable {
  /** The credential ID, base64url. */
  id: string;
  userId: string;
  /** The owner's name for it ("Laptop"). */
  name: string;
  /** COSE public key, base64url (a public key: not a secret, yet never sent). */
  publicKey: string;
  /** The authenticator's signature counter at the last use (0 when it keeps none). */
  counter: number;
  /** JSON array of the transports the browser named ("internal", "hybrid", ...). */
  transports: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A WebAuthn challenge handed out and not used yet (five minutes; one use). */
export interface WebauthnChallengesTable {
  /** base64url, as the browser returns it in clientDataJSON. */
  challenge: string;
  kind: 'register' | 'authenticate';
  /** The account registering; null for a sign-in. */
  userId: string | null;
  expiresAt: string;
}

/**
 * Failed sign-ins per key (`ip:`, `ip-email:`, `email:`, with a scope prefix) in the current window
 * (login-throttle.ts); an address in a key is its keyed hash (lib/address-key.ts), never the address.
 */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  /** ISO time the counting window started; a failure after the window starts a new one. */
  windowStart: string;
  lastFailureAt: string;
}

/**
 * The security page on the wire (docs/product.md §23): the account's signed-in sessions and its passkeys
 * (never their key material), and the bodies of passkey registration and sign-in, whose WebAuthn parts
 * SimpleWebAuthn checks.
 */
import { z } from 'zod';

/** One signed-in session of the account, for the security page (docs/product.md §23). */
export const sessionInfoSchema = z.object({
  _id: z.string(),
  /** Device class such as "Firefox on Windows", or "" when unknown. */
  device: z.string(),
  /** ISO times: sign-in, and last use (to the minute). */
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** One passkey of the account (docs/product.md §23): never its key material. */
export const passkeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyInfo = z.infer<typeof passkeySchema>;

/** A WebAuthn options or response object, checked by SimpleWebAuthn rather than here. */
export const webauthnJsonSchema = z.record(z.string(), z.unknown());

/** Body of POST auth/passkeys/register. */
export const passkeyRegisterSchema = z.object({
  name: z
    .string({ error: 'Give the passkey a name.' })
    .trim()
    .min(1, { error: 'Give the passkey a name.' })
    .max(60, { error: 'A passkey name has at most 60 characters.' }),
  response: webauthnJsonSchema,
});

/** Body of POST auth/passkey-login. */
export const passkeyLoginSchema = z.object({ response: webauthnJsonSchema });

/**
 * Signing in on the wire (docs/product.md §5 and §23): the login body with its optional second step,
 * and the two-factor enrolment's status, setup, confirmation code and recovery codes.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.js';

/** Login body. Contract: POST auth/login. docs/product.md §5: 'You must complete all fields!'. */
export const loginSchema = z.object({
  email: z
    .string({ error: MESSAGES.validation.completeAllFields })
    .trim()
    .min(1, { error: MESSAGES.validation.completeAllFields })
    .max(320),
  password: z
    .string({ error: MESSAGES.validation.completeAllFields })
    .min(1, { error: MESSAGES.validation.completeAllFields })
    .max(1000),
  /**
   * The second step (docs/product.md §23): a 6-digit authenticator code or a recovery code
   * `xxxxx-xxxxx`, sent with the password again when the first answer was TWO_FACTOR_REQUIRED.
   */
  code: z.string().trim().max(40).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Two-factor sign-in of the signed-in account (docs/product.md §23). */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The one answer that shows a new authenticator secret: base32, its otpauth:// URI, and a QR code (SVG text). */
export const twoFactorSetupSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** A code typed by the owner (enrolment confirmation). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: 'Enter the code from the authenticator app.' })
    .trim()
    .min(1, { error: 'Enter the code from the authenticator app.' })
    .max(40),
});

/** Recovery codes, shown once (docs/product.md §23). */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/**
 * Zod schemas of the contact form and the inbox (decision 0051): the form's body with its size
 * limits and header-injection rule, and the stored message on the wire. Texts and limits: ./contact.ts.
 */
import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_TEXTS, HONEYPOT_FIELD } from './contact.js';

/** The form's body. Name: one line (no control characters), so it cannot add an email header. */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'The name is required.' })
    .max(CONTACT_LIMITS.name, { error: `The name can have at most ${CONTACT_LIMITS.name} characters.` })
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u001f\u007f\u2028\u2029]/.test(value), {
      error: CONTACT_TEXTS.nameNewline,
    }),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email, { error: `The email can have at most ${CONTACT_LIMITS.email} characters.` })
    .pipe(z.email({ error: 'The email address is not valid.' })),
  message: z
    .string()
    .trim()
    .min(1, { error: 'The message is required.' })
    .max(CONTACT_LIMITS.message, {
      error: `The message can have at most ${CONTACT_LIMITS.message} characters.`,
    }),
  token: z.string().max(CONTACT_LIMITS.token).default(''),
  [HONEYPOT_FIELD]: z.string().max(CONTACT_LIMITS.name).default(''),
});
export type ContactInput = z.input<typeof contactSchema>;

/** A stored message as the inbox API answers it. */
export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  /** The label of the link the message was sent through (docs/product.md §20); null for the site's form. */
  linkLabel: z.string().nullable().optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactReadSchema = z.object({ read: z.boolean() });
export const contactTokenSchema = z.object({ token: z.string() });
export const unreadCountSchema = z.object({ unread: z.number().int() });

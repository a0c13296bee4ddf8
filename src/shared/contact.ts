/**
 * The contact form and the owner's inbox: paths, the form's schema with its
 * size limits, the stored message on the wire, and the texts the visitor and the owner see.
 * Abuse limits: docs/decisions/0051-contact-abuse-limits.md. No zod here, so the header's inbox link
 * does not bring it into the visitor's first download; the schemas and their types are in ./contact-schema.ts.
 */
import { API_PREFIX } from './paths.js';

const BASE = `${API_PREFIX}/messages`;

export const CONTACT_PATHS = {
  /** POST (public): send a message. GET (admin): the inbox, newest first. */
  messages: BASE,
  /** GET (public): a signed form token (when the form was shown; the minimum fill time counts from it). */
  token: `${BASE}/token`,
  /** GET (admin): `{unread}`. */
  unreadCount: `${BASE}/unread-count`,
  /** PATCH `{read}` / DELETE (admin). */
  item: (id: string) => `${BASE}/${encodeURIComponent(id)}`,
} as const;

/** Size limits of the form's fields, in characters. */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000, token: 200 } as const;

/** The honeypot field's name: hidden from people, filled by form-filling robots. */
export const HONEYPOT_FIELD = 'website';

/** Texts of the contact form and the inbox. */
export const CONTACT_TEXTS = {
  heading: 'Contact',
  intro: 'Write me a message and I will answer by email.',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  send: 'Send message',
  sending: 'Sending...',
  sentTitle: 'Message sent',
  sent: 'Thank you! Your message was sent.',
  errorTitle: 'The message was not sent',
  nameNewline: 'The name must be a single line.',
  honeypot: 'The message was refused: a hidden field was filled in.',
  tooFast: 'The form was sent too fast. Wait a few seconds and send it again.',
  badToken: 'The form has expired. Reload the page and send it again.',
  rateLimited: (minutes: number) => `Too many messages from your address. Try again in ${minutes} minutes.`,
  inbox: 'Inbox',
  inboxEmpty: 'No messages yet.',
  /** Before the label of the link a message came through (docs/product.md §20). */
  viaLink: 'Sent through the link',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  delete: 'Delete',
  deleteConfirm: 'Delete this message?',
  unread: 'Unread',
  /** The inbox's reply by email (src/web/features/inbox/reply.ts; decision 0096). */
  reply: 'Reply by email',
  replySubject: 'Re: Your message of {date}',
  replyGreeting: 'Hello {name},',
  replyQuote: 'On {date}, {name} wrote:',
} as const;

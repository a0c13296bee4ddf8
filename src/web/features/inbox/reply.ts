/**
 * The inbox's reply: a `mailto:` address (RFC 6068) that opens the owner's mail program with the
 * visitor's address, a subject naming the message ('Re: Your message of 2026-11-23') and a body
 * holding a greeting and the message quoted below, as mail programs quote
 * (docs/decisions/0096-profile-names-and-the-way-back.md, "The inbox's reply").
 *
 * The quote keeps at most {@link REPLY_QUOTE_MAX} characters of the message (an ellipsis marks a
 * cut), so the address stays within what mail programs take from a link. Line breaks are written
 * as CRLF (`%0D%0A`), as RFC 6068 asks.
 */
import type { ContactMessage } from '../../../shared/contact-schema.js';

/** Most characters of the visitor's message quoted in the reply's body. */
export const REPLY_QUOTE_MAX = 1500;

/** The reply's texts in the owner's language (CONTACT_TEXTS of the catalogue, placeholders filled). */
export interface ReplyTexts {
  replySubject: (values: { date: string }) => string;
  replyGreeting: (values: { name: string }) => string;
  replyQuote: (values: { date: string; name: string }) => string;
}

/** RFC 6068 percent-encoding of a header value or body (CRLF line breaks). */
function encode(text: string): string {
  return encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
}

/** The `mailto:` address of a reply to `message` (see the module doc). */
export function replyHref(
  message: Pick<ContactMessage, 'name' | 'email' | 'message' | 'createdAt'>,
  texts: ReplyTexts,
): string {
  const date = message.createdAt.slice(0, 10);
  const text =
    message.message.length > REPLY_QUOTE_MAX
      ? `${message.message.slice(0, REPLY_QUOTE_MAX).trimEnd()}…`
      : message.message;
  const quoted = text
    .split(/\r?\n/)
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
  const body = `${texts.replyGreeting({ name: message.name })}\n\n\n\n${texts.replyQuote({ date, name: message.name })}\n${quoted}\n`;
  const to = encodeURIComponent(message.email).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encode(texts.replySubject({ date }))}&body=${encode(body)}`;
}

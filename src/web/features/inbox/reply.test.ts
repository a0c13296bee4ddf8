/** The inbox's reply address (./reply.ts; decision 0096): RFC 6068 `mailto:` with subject and quote. */
import { describe, expect, it } from 'vitest';
import { CONTACT_TEXTS } from '../../../shared/contact.js';
import { REPLY_QUOTE_MAX, replyHref, type ReplyTexts } from './reply.js';

const fill = (text: string) => (values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const texts: ReplyTexts = {
  replySubject: fill(CONTACT_TEXTS.replySubject),
  replyGreeting: fill(CONTACT_TEXTS.replyGreeting),
  replyQuote: fill(CONTACT_TEXTS.replyQuote),
};
const message = {
  name: 'Grace Hopper',
  email: 'grace+cv@example.com',
  message: 'Can we talk?\n\nI have a job & a question.',
  createdAt: '2026-11-23T10:00:00.000Z',
};

describe('replyHref', () => {
  it('addresses the visitor with the subject filled and the message quoted', () => {
    const href = replyHref(message, texts);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('grace+cv@example.com');
    expect(url.searchParams.get('subject')).toBe('Re: Your message of 2026-11-23');
    expect(url.searchParams.get('body')).toBe(
      'Hello Grace Hopper,\r\n\r\n\r\n\r\nOn 2026-11-23, Grace Hopper wrote:\r\n> Can we talk?\r\n>\r\n> I have a job & a question.\r\n',
    );
    // RFC 6068: spaces and line breaks percent-encoded, never '+'; '&' in the text cannot end the body.
    expect(href).not.toMatch(/body=[^&]*\+/);
    expect(href).toContain('%0D%0A');
    expect(href.split('&')).toHaveLength(2);
  });

  it('quotes at most REPLY_QUOTE_MAX characters of a long message', () => {
    const body = new URL(
      replyHref({ ...message, message: 'x'.repeat(REPLY_QUOTE_MAX * 3) }, texts),
    ).searchParams.get('body')!;
    expect(body).toContain(`> ${'x'.repeat(REPLY_QUOTE_MAX)}…`);
    expect(body).not.toContain('x'.repeat(REPLY_QUOTE_MAX + 1));
  });
});

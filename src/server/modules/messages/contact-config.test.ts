/**
 * The contact settings of src/server/config.ts (decision 0051; README "PDF CV and contact form"): defaults,
 * email delivery only with SMTP_URL and CONTACT_TO, and bad values stopping the start by name.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

describe('contact configuration', () => {
  it('defaults to 5 messages per hour, 3 seconds, no email', () => {
    expect(loadConfig({}).contact).toEqual({ mail: undefined, rateLimit: 5, minFillSeconds: 3 });
  });

  it('sends email when SMTP_URL and CONTACT_TO are set', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      CONTACT_TO: 'owner@example.com',
      CONTACT_FROM: 'site@example.com',
      CONTACT_RATE_LIMIT: '20',
      CONTACT_MIN_FILL_SECONDS: '0',
    });
    expect(config.contact).toEqual({
      mail: {
        smtpUrl: 'smtps://user:pass@mail.example.com:465',
        to: 'owner@example.com',
        from: 'site@example.com',
      },
      rateLimit: 20,
      minFillSeconds: 0,
    });
  });

  it.each([
    ['CONTACT_TO', { SMTP_URL: 'smtp://mail.example.com' }],
    ['SMTP_URL', { SMTP_URL: 'https://mail.example.com', CONTACT_TO: 'owner@example.com' }],
    ['CONTACT_TO', { CONTACT_TO: 'not an address' }],
    ['CONTACT_RATE_LIMIT', { CONTACT_RATE_LIMIT: '0' }],
    ['CONTACT_MIN_FILL_SECONDS', { CONTACT_MIN_FILL_SECONDS: 'soon' }],
  ])('a bad or missing %s stops the start naming it', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });
});

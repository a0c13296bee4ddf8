/**
 * The contact form on the home page: name, email and message, sent to
 * `POST /api/messages` with the signed form token fetched when the visitor first enters the form
 * (never at page load: the server-rendered first view makes no request, decision 0020) and the hidden
 * honeypot field (docs/decisions/0051-contact-abuse-limits.md). Success and failure use the site's
 * dialogs (docs/product.md §8 "Default dialogs"): success clears the form; a failure shows the server's message
 * (or the first field problem, checked with the shared schema before sending) and keeps the text.
 * The home page loads this module lazily (it brings zod), so it is not in the first download.
 *
 * On a static site (docs/product.md §25) the form posts to its configured Vitae server, or, without
 * one, the section is a `mailto:` link to the owner's address (no section without an address): never
 * a form that sends nowhere. The settings come from src/web/lib/static-site.ts, in the server's render
 * and in the island alike.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTACT_LIMITS, CONTACT_PATHS, HONEYPOT_FIELD } from '../../../shared/contact.js';
import { Section } from '../../components/section.js';
import { api, errorMessage } from '../../lib/api-client.js';
import { showError, showSuccess } from '../../lib/dialogs.js';
import styles from './contact-section.module.css';
import { useTexts } from '../../i18n/i18n.js';
import { useStaticSite } from '../../lib/static-site.js';

const EMPTY = { name: '', email: '', message: '', [HONEYPOT_FIELD]: '' };

export default function ContactSection() {
  const staticSite = useStaticSite();
  const { CONTACT_TEXTS, PUBLISH_TEXTS } = useTexts();
  if (staticSite && !staticSite.apiUrl) {
    if (!staticSite.email) return null;
    return (
      <Section heading={CONTACT_TEXTS.heading} className={styles.section} headingId="contact-heading">
        <p className={styles.intro}>{PUBLISH_TEXTS.contact.intro}</p>
        <p>
          <a className={`${styles.send} ${styles.mailto}`} href={`mailto:${staticSite.email}`}>
            {PUBLISH_TEXTS.contact.link}
          </a>
        </p>
      </Section>
    );
  }
  return <ContactForm apiUrl={staticSite?.apiUrl ?? ''} />;
}

/** The form; `apiUrl` is the Vitae server it posts to (its origin and path), '' for this site's own. */
function ContactForm({ apiUrl }: { apiUrl: string }) {
  const { CONTACT_TEXTS } = useTexts();
  // One contact form per page: fixed ids, the same in the server's page and in its island
  // (docs/decisions/0160-visitor-page-islands.md).
  const id = 'contact';
  // Asked for once the visitor focuses a field (the minimum fill time counts from then), kept until
  // it is spent or refused.
  const token = useRef<Promise<string> | null>(null);
  const askToken = (): Promise<string> => {
    token.current ??= api.get<{ token: string }>(`${apiUrl}${CONTACT_PATHS.token}`).then(
      (answer) => answer.token,
      () => {
        token.current = null;
        return '';
      },
    );
    return token.current;
  };
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  // What the visitor typed into the server's form before this island was hydrated stays in the
  // fields; the state takes it over, so nothing typed is lost (docs/product.md §24).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    const typed = { ...EMPTY };
    let any = false;
    for (const name of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) {
      const field = fields.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== '') {
        typed[name] = field.value;
        any = true;
      }
    }
    if (any) setValues(typed);
  }, []);
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Sent without any field focused (e.g. autofill): ask for the token now.
    const [formToken, { contactSchema }] = await Promise.all([
      askToken(),
      import('../../../shared/contact-schema.js'),
    ]);
    const parsed = contactSchema.safeParse({ ...values, token: formToken });
    if (!parsed.success) {
      await showError(parsed.error.issues[0]?.message, CONTACT_TEXTS.errorTitle);
      return;
    }
    setSending(true);
    try {
      await api.post(`${apiUrl}${CONTACT_PATHS.messages}`, parsed.data);
    } catch (error) {
      setSending(false);
      // A spent or refused token is replaced, so the next try can succeed.
      token.current = null;
      await showError(errorMessage(error), CONTACT_TEXTS.errorTitle);
      return;
    }
    setSending(false);
    setValues(EMPTY);
    token.current = null;
    await showSuccess(CONTACT_TEXTS.sent, CONTACT_TEXTS.sentTitle);
  };

  return (
    <Section heading={CONTACT_TEXTS.heading} className={styles.section} headingId="contact-heading">
      <p className={styles.intro}>{CONTACT_TEXTS.intro}</p>
      <form
        ref={form}
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        onFocus={() => void askToken()}
        noValidate
      >
        <div className={styles.row}>
          <label className={styles.field} htmlFor={`${id}-name`}>
            <span>{CONTACT_TEXTS.name}</span>
            <input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              required
              value={values.name}
              onChange={set('name')}
            />
          </label>
          <label className={styles.field} htmlFor={`${id}-email`}>
            <span>{CONTACT_TEXTS.email}</span>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              required
              value={values.email}
              onChange={set('email')}
            />
          </label>
        </div>
        <label className={styles.field} htmlFor={`${id}-message`}>
          <span>{CONTACT_TEXTS.message}</span>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            required
            value={values.message}
            onChange={set('message')}
          />
        </label>
        {/* Honeypot: off-screen and out of the tab order; people leave it empty. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Website</label>
          <input
            id={`${id}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={values[HONEYPOT_FIELD]}
            onChange={set(HONEYPOT_FIELD)}
          />
        </div>
        <button type="submit" className={styles.send} disabled={sending}>
          {sending ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
        </button>
      </form>
    </Section>
  );
}

/**
 * Personal information (docs/product.md §2 "Home sections": only the first person of the list; banner = first of
 * banners, profile image = first of thumbnails, first name, last name, birthday (first 10
 * characters), job titles, province, country and 'About Me'; '-' for empty values; 'No person data
 * available.' when there is none). Error: 'Error loading Person: {message}'.
 *
 * The page's h1 is the owner's name (or 'Portfolio' when unknown). `renderControls` is the admin seam
 * (e.g. a link to update-person), rendered beside the name; `actions` (the page's primary contacts
 * and the Download CV button) sit under the name and job titles, in the first screen.
 *
 * The place reads as one line, "San Francisco, California, United States": city, province and the
 * country named from its code in the page's language (`placeOf`); the spec's province and country
 * pairs stay in the list for screen readers, with their dash when empty, and show as before when the
 * person has no place at all (docs/decisions/0098-what-a-visitor-reads-first.md).
 */
import type { ReactNode } from 'react';
import { localize } from '../../../shared/i18n/languages.js';
import type { Person } from '../../../shared/schemas.js';
import { countryName, placeOf } from '../../components/display.js';
import { FallbackImage } from '../../components/fallback-image.js';
import { initialsOf } from '../../components/letter-mark.js';
import meta from '../../components/cv-meta.module.css';
import { Field, ReadOnlyValue } from '../../components/read-only-value.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/section-state.js';
import { signatureOf } from '../../../shared/signature.js';
import { useOwner } from './api.js';
import styles from './person-section.module.css';
import { useLanguage, useTexts } from '../../i18n/i18n.js';

export interface PersonSectionProps {
  /** Admin seam: controls shown beside the name, given the person shown. */
  renderControls?: (person: Person) => ReactNode;
  /** Admin seam: shown instead of 'No person data available.' when there is no person (decision 0040). */
  renderEmpty?: () => ReactNode;
  /** Shown under the name and job titles (the primary contacts, Download CV). */
  actions?: ReactNode;
}

export function PersonSection({ renderControls, renderEmpty, actions }: PersonSectionProps) {
  const { MESSAGES, LABELS } = useTexts();
  const query = useOwner();
  let body: ReactNode;
  let name = '';
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) body = <ErrorState prefix={MESSAGES.load.person} error={query.error} />;
  else if (!query.data) body = renderEmpty?.() ?? <EmptyState text={MESSAGES.empty.person} />;
  else {
    name = signatureOf(query.data);
    body = <PersonCard person={query.data} controls={renderControls?.(query.data)} actions={actions} />;
  }
  return (
    <section className={styles.section} aria-labelledby="person-heading">
      {query.data ? null : (
        <h1 id="person-heading" className="visually-hidden">
          {name || LABELS.portfolio}
        </h1>
      )}
      {body}
    </section>
  );
}

export interface PersonCardProps {
  person: Person;
  /** Admin seam: rendered beside the name. */
  controls?: ReactNode;
  /** Rendered under the name and job titles. */
  actions?: ReactNode;
}

/** The loaded person: banner, profile picture, name (h1), fields and 'About Me'. */
export function PersonCard({ person: entry, controls, actions }: PersonCardProps) {
  const { MESSAGES, LABELS } = useTexts();
  const language = useLanguage();
  const person = localize(entry, language);
  const place = placeOf(person, language);
  // With a place shown as one line, the spec's province and country pairs are for screen readers.
  const placeFact = place ? 'visually-hidden' : meta.fact;
  const name = signatureOf(person);
  const profileAlt = name ? LABELS.alt.profileOf({ name }) : LABELS.alt.profile;
  return (
    <article className={styles.card}>
      {person.banners?.[0] ? (
        <div className={styles.banner}>
          <FallbackImage
            src={person.banners[0]}
            alt={LABELS.alt.banner}
            className={styles.bannerImage}
            width={1200}
            height={300}
            sizes="(min-width: 1200px) 1200px, 100vw"
            loading="eager"
            fetchPriority="high"
          />
        </div>
      ) : (
        // No banner: a short decorative band instead of a banner-sized placeholder (decision 0040).
        <div className={styles.bannerEmpty} aria-hidden="true" />
      )}
      <div className={styles.identity}>
        {person.thumbnails?.[0] ? (
          <FallbackImage
            src={person.thumbnails[0]}
            alt={profileAlt}
            className={styles.avatar}
            width={160}
            height={160}
            sizes="160px"
            loading="eager"
          />
        ) : (
          // No photo: the initials, not a broken-image placeholder (decision 0040).
          <div className={`${styles.avatar} ${styles.initials}`} role="img" aria-label={profileAlt}>
            {initialsOf(name) || '?'}
          </div>
        )}
        <div className={styles.nameBlock}>
          <h1 id="person-heading" className={styles.name}>
            {name || '-'}
          </h1>
          <p className={styles.jobTitles}>
            <ReadOnlyValue value={person.jobTitles} />
          </p>
        </div>
        {controls ? <div className={styles.controls}>{controls}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {/* First and last name and job titles repeat the heading: kept for screen readers only (decision 0072). */}
      <dl className={`${styles.fields} ${meta.meta}`}>
        <Field className="visually-hidden" label={LABELS.fields.firstName} value={person.firstName} />
        <Field className="visually-hidden" label={LABELS.fields.lastName} value={person.lastName} />
        <Field className="visually-hidden" label={LABELS.fields.jobTitles} value={person.jobTitles} />
        {place ? <Field className={meta.plain} label={LABELS.fields.location} value={place} /> : null}
        <Field className={placeFact} label={LABELS.fields.province} value={person.province} />
        <Field
          className={placeFact}
          label={LABELS.fields.country}
          value={countryName(person.country, language)}
        />
        <Field className={meta.fact} label={LABELS.fields.birthday} value={person.birthday} date />
      </dl>
      <div className={styles.about}>
        <h2 className={styles.aboutHeading}>{MESSAGES.headings.aboutMe}</h2>
        <p className={styles.aboutText}>
          <ReadOnlyValue value={person.about} />
        </p>
      </div>
    </article>
  );
}

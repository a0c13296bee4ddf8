/**
 * Personal information (spec 2 "Home sections": only the first person of the list; banner = first of
 * banners, profile image = first of thumbnails, first name, last name, birthday (first 10
 * characters), job titles, province, country and 'About Me'; '-' for empty values; 'No person data
 * available.' when there is none). Error: 'Error loading Person: {message}'.
 *
 * The page's h1 is the owner's name (or 'Portfolio' when unknown). `headerActions` is the admin seam
 * (e.g. a link to update-person), rendered beside the name.
 */
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../shared/messages.js';
import type { Person } from '../../../shared/schemas.js';
import { FallbackImage } from '../../components/fallback-image.js';
import { LABELS } from '../../components/labels.js';
import meta from '../../components/cv-meta.module.css';
import { Field, ReadOnlyValue } from '../../components/read-only-value.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/section-state.js';
import { signatureOf, useOwner } from './api.js';
import styles from './person-section.module.css';

export interface PersonSectionProps {
  /** Admin seam: controls shown beside the name, given the person shown. */
  renderControls?: (person: Person) => ReactNode;
  /** Admin seam: shown instead of 'No person data available.' when there is no person (issue 9). */
  renderEmpty?: () => ReactNode;
}

export function PersonSection({ renderControls, renderEmpty }: PersonSectionProps) {
  const query = useOwner();
  let body: ReactNode;
  let name = '';
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) body = <ErrorState prefix={MESSAGES.load.person} error={query.error} />;
  else if (!query.data) body = renderEmpty?.() ?? <EmptyState text={MESSAGES.empty.person} />;
  else {
    name = signatureOf(query.data);
    body = <PersonCard person={query.data} controls={renderControls?.(query.data)} />;
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
}

/** The loaded person: banner, profile picture, name (h1), fields and 'About Me'. */
export function PersonCard({ person, controls }: PersonCardProps) {
  const name = signatureOf(person);
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
        // No banner: a short decorative band instead of a banner-sized placeholder (issue 9 item 4).
        <div className={styles.bannerEmpty} aria-hidden="true" />
      )}
      <div className={styles.identity}>
        {person.thumbnails?.[0] ? (
          <FallbackImage
            src={person.thumbnails[0]}
            alt={LABELS.alt.profile(name)}
            className={styles.avatar}
            width={160}
            height={160}
            sizes="160px"
            loading="eager"
          />
        ) : (
          // No photo: the initials, not a broken-image placeholder (issue 9 item 4).
          <div
            className={`${styles.avatar} ${styles.initials}`}
            role="img"
            aria-label={LABELS.alt.profile(name)}
          >
            {initialsOf(name)}
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
      </div>
      {/* First and last name and job titles repeat the heading: kept for screen readers only (issue 12 item 6). */}
      <dl className={`${styles.fields} ${meta.meta}`}>
        <Field className="visually-hidden" label={LABELS.fields.firstName} value={person.firstName} />
        <Field className="visually-hidden" label={LABELS.fields.lastName} value={person.lastName} />
        <Field className="visually-hidden" label={LABELS.fields.jobTitles} value={person.jobTitles} />
        <Field className={meta.fact} label={LABELS.fields.province} value={person.province} />
        <Field className={meta.fact} label={LABELS.fields.country} value={person.country} />
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

/** `Richard Hendriks` → `RH`; `?` without a name. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return letters || '?';
}

/**
 * Update person at `/update-person` (docs/product.md §2 "Update person", docs/product.md §4, docs/product.md §8; docs/product.md §2.13).
 *
 * The person comes from the navigation state `{person}` (the profile's link passes it); without it
 * the page loads the signed-in user's profile. A user with no linked person gets 'User or person data
 * not found!' and goes back to `/profile` (docs/product.md §8). Fields: id (disabled), first name, last name, DNI
 * and CUIL (number inputs), birthday (date), job titles, about (9 rows), city, province, country, and
 * two image-URL managers with "make main" (profile images = thumbnails, banner images = banners).
 * Save: PUT people/{id} (validated with the shared `personUpdateSchema`), then `/profile` with the
 * updated person as state and 'Personal data updated successfully!'; failure: the error dialog with
 * the server's message (fallback 'Error updating person data!'). Go Back -> `/profile`. A
 * `returnTo` path in the navigation state (the home page's edit link passes `/`) goes along to the
 * profile, which then offers the way back there (decision 0096).
 * Job titles and about have a Spanish version too (decision 0065: the "English | Español" switch,
 * forms/content-language.tsx); the body then carries `i18n`.
 * Under the form, an admin has the person's history card (docs/product.md §30); a restored state
 * becomes the form's.
 */
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { personDefaults, personUpdateSchema, type Person } from '../../../shared/schemas.js';
import { showError, showSuccess } from '../../lib/dialogs.js';
import { useSession } from '../../lib/session.js';
import { TextAreaField, TextField } from '../../features/owner-kit/fields.js';
import { FormPage } from '../../features/owner-kit/form-page.js';
import { RequireUser } from '../../features/owner-kit/guards.js';
import { ImageUrlManager } from '../../features/owner-kit/image-url-manager.js';
import { useProfile, useUpdatePerson } from '../../features/owner-kit/admin-api.js';
import { RETURN_TO, returnPathOf } from '../../features/owner-kit/return-path.js';
import { fieldErrors, issueField, issueText, serverMessage } from '../../features/owner-kit/errors.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import { pickFields } from '../../features/owner-kit/entry-form.js';
import { CONTENT_LANGUAGE_TEXTS, useContentLanguage } from '../../features/owner-kit/content-language.js';
import { person as personDeclaration } from '../../../shared/resources/index.js';
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import { HistoryCard } from '../../features/history/owner-history-card.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

type Values = typeof personDefaults;

/** Is `value` a person object (as passed in navigation state)? */
function isPerson(value: unknown): value is Person {
  return typeof value === 'object' && value !== null && typeof (value as { _id?: unknown })._id === 'string';
}

export function UpdatePersonForm({ person, returnTo }: { person: Person; returnTo?: string | undefined }) {
  const { MESSAGES, TEXTS } = useTexts();
  const P = TEXTS.person;
  const LABELS: Record<keyof Values, string> = { ...P };
  const navigate = useNavigate();
  const update = useUpdatePerson();
  const [values, setValues] = useState<Values>(() => pickFields(personDefaults, person));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [name]: value }));
  const field = (name: keyof Values) => ({ id: `person-${name}`, label: LABELS[name], error: errors[name] });
  const content = useContentLanguage(personDeclaration.translatable, person.i18n);
  /** A prose field's binding in the version the form shows (English, or Spanish: decisions 0060 and 0065). */
  const prose = (name: 'jobTitles' | 'about') =>
    content.bind(
      name,
      { ...field(name), value: values[name], onChange: (v: string) => set(name, v) },
      errors[`i18n.es.${name}`],
    );

  const submit = async () => {
    const parsed = personUpdateSchema.safeParse({ ...values, ...content.body() });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setErrors({
        ...fieldErrors(issues.filter((issue) => issue.path[0] !== 'i18n')),
        ...Object.fromEntries(
          issues
            .filter((issue) => issue.path[0] === 'i18n')
            .map((issue) => [issue.path.join('.'), issue.message]),
        ),
      });
      const first = issues[0];
      if (first) {
        const spanish = content.issueField(first.path);
        if (spanish !== undefined) {
          await showError(
            `${CONTENT_LANGUAGE_TEXTS.suffix(LABELS[spanish as keyof Values])}: ${first.message}`,
          );
          setTimeout(() => document.getElementById(`person-${spanish}-es`)?.focus(), 0);
        } else {
          await showError(issueText(first, LABELS));
          setTimeout(() => document.getElementById(`person-${issueField(first)}`)?.focus(), 0);
        }
      }
      return;
    }
    setErrors({});
    let updated: Person;
    try {
      updated = await update.mutateAsync({ id: person._id, body: parsed.data });
    } catch (error) {
      void showError(serverMessage(error, MESSAGES.profile.personUpdateError));
      return;
    }
    void navigate(ADMIN_PATHS.profile, { state: { person: updated, [RETURN_TO]: returnTo } });
    void showSuccess(MESSAGES.profile.personUpdated);
  };

  return (
    <FormPage
      title={TEXTS.updatePerson.heading}
      onSubmit={() => void submit()}
      submitLabel={TEXTS.save}
      backTo={ADMIN_PATHS.profile}
      busy={update.isPending}
      languageTabs={content.tabs}
    >
      <TextField id="person-id" label={TEXTS.profile.id} value={person._id} disabled />
      <TextField
        {...field('firstName')}
        autoComplete="given-name"
        value={values.firstName}
        onChange={(v) => set('firstName', v)}
      />
      <TextField
        {...field('lastName')}
        autoComplete="family-name"
        value={values.lastName}
        onChange={(v) => set('lastName', v)}
      />
      <TextField
        {...field('dni')}
        type="number"
        inputMode="numeric"
        value={values.dni}
        onChange={(v) => set('dni', v)}
      />
      <TextField
        {...field('cuil')}
        type="number"
        inputMode="numeric"
        value={values.cuil}
        onChange={(v) => set('cuil', v)}
      />
      <TextField
        {...field('birthday')}
        type="date"
        value={values.birthday.slice(0, 10)}
        onChange={(v) => set('birthday', v)}
      />
      <TextField {...prose('jobTitles')} />
      <TextAreaField {...prose('about')} />
      <TextField {...field('city')} value={values.city} onChange={(v) => set('city', v)} />
      <TextField {...field('province')} value={values.province} onChange={(v) => set('province', v)} />
      <TextField {...field('country')} value={values.country} onChange={(v) => set('country', v)} />
      <TextField {...field('address')} value={values.address} onChange={(v) => set('address', v)} />
      <TextField {...field('postalCode')} value={values.postalCode} onChange={(v) => set('postalCode', v)} />
      <ImageUrlManager
        label={P.thumbnails}
        value={values.thumbnails}
        onChange={(next) => set('thumbnails', next)}
        allowMain
        error={errors.thumbnails}
      />
      <ImageUrlManager
        label={P.banners}
        value={values.banners}
        onChange={(next) => set('banners', next)}
        allowMain
        error={errors.banners}
      />
    </FormPage>
  );
}

/** No linked person: the spec's dialog, then back to the profile. */
function PersonNotFound() {
  const { MESSAGES } = useTexts();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    void showError(MESSAGES.profile.notFound);
  }, [MESSAGES]);
  return <Navigate to={ADMIN_PATHS.profile} replace />;
}

export function UpdatePersonPage() {
  const { MESSAGES, TEXTS } = useTexts();
  const location = useLocation();
  const { user } = useSession();
  const fromState = (location.state as { person?: unknown } | null)?.person;
  const statePerson = isPerson(fromState) ? fromState : null;
  const returnTo = returnPathOf(location.state);
  // Without a person in the navigation state, load it from the profile (docs/product.md §2 passes it along).
  const profile = useProfile(statePerson ? undefined : user?._id);
  // A state restored from the history card replaces the form's (docs/product.md §30).
  const [restored, setRestored] = useState<Person | null>(null);
  const withHistory = (person: Person) => (
    <>
      <UpdatePersonForm key={person.updatedAt} person={person} returnTo={returnTo} />
      {user?.role === 'admin' ? (
        <HistoryCard
          resource={HISTORY_DOCUMENTS.person}
          id={person._id}
          labels={TEXTS.person as unknown as Record<string, string>}
          onRestored={(value) => setRestored(value as Person)}
        />
      ) : null}
    </>
  );
  if (restored) return withHistory(restored);
  if (statePerson) return withHistory(statePerson);
  if (profile.isPending) {
    return (
      <p role="status" className={styles.status}>
        {MESSAGES.pages.loadingProfile}
      </p>
    );
  }
  if (profile.isError || profile.data.person === '') return <PersonNotFound />;
  return withHistory(profile.data.person);
}

/** Route element for `/update-person` (guarded). */
export default function UpdatePersonRoute() {
  return (
    <RequireUser>
      <UpdatePersonPage />
    </RequireUser>
  );
}

/**
 * The owner edits both versions of an entry's prose (decision 0065: "The owner's forms edit both
 * (tabs or side by side)"). A form shows an "English | Español" switch above its fields; in Español
 * the prose fields (the resource's `translatable`, src/shared/resources/) show and edit the Spanish
 * version, labelled "<label> (Español)", with the English text as placeholder (what a visitor reads
 * when the Spanish one is empty); the other fields stay as they are, shared by both versions.
 * English is the default view, so the spec's forms look and read exactly as before.
 *
 * - {@link useContentLanguage}: the chosen version, the Spanish values, `bind` to swap a field's
 *   binding, `body()` to add `i18n` to the request, `showIssue` for a Spanish validation issue.
 * - {@link LanguageTabs}: the switch (two toggle buttons, `aria-pressed`).
 *
 * Wire: `i18n: { es: { field: value } }` (docs/decisions/0065-content-languages.md); the form sends
 * every translatable field it holds (an empty one removes that translation), and only when there is
 * some translation to keep or remove, so a site without translations sends exactly what it sent before.
 */
import { useState } from 'react';
import { type Language, type ProseValue, type Translations } from '../../../shared/i18n/languages.js';
import styles from './content-language.module.css';

/** Texts of the switch (interface texts of decision 0060 may move them to the catalogue). */
export const CONTENT_LANGUAGE_TEXTS = {
  group: 'Content version',
  names: { en: 'English', es: 'Español' } satisfies Record<Language, string>,
  hint: 'Spanish version: a field left empty shows the English text to Spanish readers.',
  /** Suffix of a Spanish field's label: 'Job Title (Español)'. */
  suffix: (label: string) => `${label} (Español)`,
};

/** The language whose version the second tab edits. */
const SECOND = 'es' as const;

/** A field binding as the admin field components take it. */
export interface Binding<V> {
  id: string;
  label: string;
  error: string | undefined;
  value: V;
  onChange: (value: V) => void;
  placeholder?: string;
}

export interface ContentLanguage {
  /** The version the form shows: 'en' (the entry's fields) or 'es'. */
  language: Language;
  setLanguage: (language: Language) => void;
  /** The Spanish values being edited, by field. */
  translations: Record<string, ProseValue>;
  /** Whether `field` shows its Spanish version now. */
  isTranslated: (field: string) => boolean;
  /**
   * `binding` for `field` as the form shows it now: in Spanish, a translatable field's binding is
   * swapped for its Spanish value (id `<id>-es`, label with '(Español)', the English text as placeholder).
   */
  bind: <V extends ProseValue>(field: string, binding: Binding<V>, spanishError?: string) => Binding<V>;
  /** `{ i18n: { es: {...} } }` when there is a translation to keep or remove, else `{}`. */
  body: () => { i18n?: Translations };
  /**
   * For a validation issue on `i18n.es.<field>`: switch to Spanish and answer the field and the
   * Spanish field's id suffix; undefined for any other issue.
   */
  issueField: (path: readonly PropertyKey[]) => string | undefined;
  /** The switch's props, to give to {@link LanguageTabs} (undefined when nothing is translatable). */
  tabs: LanguageTabsProps | undefined;
}

/**
 * State of the two versions of a form. `translatable`: the resource's prose fields; `stored`: the
 * entry's `i18n` as loaded (undefined for a new entry).
 */
export function useContentLanguage(
  translatable: readonly string[],
  stored: Translations | undefined,
): ContentLanguage {
  const [language, setLanguage] = useState<Language>('en');
  const [translations, setTranslations] = useState<Record<string, ProseValue>>(() => ({
    ...(stored?.[SECOND] ?? {}),
  }));
  const hadStored = stored?.[SECOND] !== undefined;
  const isTranslated = (field: string) => language === SECOND && translatable.includes(field);

  const bind = <V extends ProseValue>(
    field: string,
    binding: Binding<V>,
    spanishError?: string,
  ): Binding<V> => {
    if (!isTranslated(field)) return binding;
    const english = binding.value;
    const current = translations[field];
    const empty = (Array.isArray(english) ? [] : '') as V;
    return {
      ...binding,
      id: `${binding.id}-${SECOND}`,
      label: CONTENT_LANGUAGE_TEXTS.suffix(binding.label),
      value: (current ?? empty) as V,
      onChange: (value: V) => setTranslations((previous) => ({ ...previous, [field]: value })),
      ...(typeof english === 'string' && english !== '' ? { placeholder: english } : {}),
      error: spanishError,
    };
  };

  const body = () => {
    const filled = Object.values(translations).some((value) =>
      Array.isArray(value) ? value.length > 0 : String(value).trim() !== '',
    );
    if (!filled && !hadStored) return {};
    const es: Record<string, ProseValue> = {};
    for (const field of translatable) {
      const value = translations[field];
      if (value !== undefined) es[field] = value;
    }
    return { i18n: { [SECOND]: es } };
  };

  const issueField = (path: readonly PropertyKey[]) => {
    if (path[0] !== 'i18n' || typeof path[2] !== 'string') return undefined;
    setLanguage(SECOND);
    return path[2];
  };

  return {
    language,
    setLanguage,
    translations,
    isTranslated,
    bind,
    body,
    issueField,
    tabs: translatable.length > 0 ? { language, onChange: setLanguage } : undefined,
  };
}

export interface LanguageTabsProps {
  language: Language;
  onChange: (language: Language) => void;
}

/** "English | Español": which version of the prose fields the form shows. */
export function LanguageTabs({ language, onChange }: LanguageTabsProps) {
  return (
    <div className={styles.bar}>
      <div role="group" aria-label={CONTENT_LANGUAGE_TEXTS.group} className={styles.switch}>
        {(['en', SECOND] as const).map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            className={styles.option}
            aria-pressed={language === code}
            onClick={() => onChange(code)}
          >
            {CONTENT_LANGUAGE_TEXTS.names[code]}
          </button>
        ))}
      </div>
      {language === SECOND ? (
        <p className={styles.hint} role="status">
          {CONTENT_LANGUAGE_TEXTS.hint}
        </p>
      ) : null}
    </div>
  );
}

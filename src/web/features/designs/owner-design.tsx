/**
 * The owner's Design page body (docs/product.md §26): the design (radio cards with each design's
 * description), the accent colour (or the design's own), the font pairing and the photo shape, with a
 * live preview of the home page and of the PDF CV beside the form: each change reloads both previews
 * with the preview parameters (`?design=&accent=&fonts=&photo=`, honoured for a signed-in admin only,
 * src/server/modules/designs/page-style.ts). Nothing reaches visitors before "Save design". A refused
 * save shows the server's message and keeps the choices. Below the previews, what an ATS reads in
 * the previewed CV (owner-ats-panel.tsx, docs/decisions/0258-ats-view.md).
 */
import { useState, type FormEvent } from 'react';
import {
  DESIGNS,
  FONT_PAIRING_IDS,
  FONT_PAIRINGS,
  PHOTO_SHAPES,
  designOf,
  type FontPairingId,
  type PhotoShape,
} from '../../../shared/designs/designs.js';
import type { DesignSettings } from '../../../shared/designs/settings.js';
import { CV_PATH } from '../../../shared/cv.js';
import { CV_ATS_PATH } from '../../../shared/cv-ats.js';
import { AtsPanel } from './owner-ats-panel.js';
import { errorMessage } from '../../lib/api-client.js';
import { showError, showSuccess } from '../../lib/dialogs.js';
import { useLanguage, useTexts } from '../../i18n/i18n.js';
import adminStyles from '../owner-kit/admin.module.css';
import { previewQuery, useDesignSettings, useSaveDesignSettings } from './api.js';
import styles from './designs.module.css';

function DesignForm({ saved }: { saved: DesignSettings }) {
  const { DESIGN_TEXTS: texts } = useTexts();
  const language = useLanguage();
  const save = useSaveDesignSettings();
  const [settings, setSettings] = useState<DesignSettings>(saved);
  const design = designOf(settings.design);
  const accentShown = settings.accent ?? design.accent;
  const query = previewQuery(settings);
  const change = (next: Partial<DesignSettings>) => setSettings((current) => ({ ...current, ...next }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync(settings);
      void showSuccess(texts.saved);
    } catch (error) {
      void showError(texts.error + errorMessage(error));
    }
  };
  return (
    <div className={styles.layout}>
      <form className={`${adminStyles.form} ${styles.form}`} onSubmit={(event) => void submit(event)}>
        <fieldset className={styles.fieldset}>
          <legend className={adminStyles.label}>{texts.designs}</legend>
          <div className={styles.choices}>
            {DESIGNS.map((item) => (
              <label key={item.id} className={styles.choice}>
                <input
                  type="radio"
                  name="design"
                  value={item.id}
                  checked={settings.design === item.id}
                  onChange={() => change({ design: item.id })}
                />
                <span className={styles.swatch} style={{ background: item.accent }} aria-hidden="true" />
                <span>
                  <span className={styles.choiceName}>{item.name[language]}</span>
                  <span className={styles.choiceText}>{item.description[language]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={adminStyles.label}>{texts.accent}</legend>
          <label className={adminStyles.checkboxField}>
            <input
              type="checkbox"
              className={adminStyles.checkbox}
              checked={settings.accent === null}
              onChange={(event) => change({ accent: event.target.checked ? null : accentShown })}
            />
            {texts.ownAccent}
          </label>
          <div className={styles.colourRow}>
            <input
              id="design-accent"
              type="color"
              className={styles.colour}
              aria-label={texts.accent}
              value={accentShown}
              onChange={(event) => change({ accent: event.target.value })}
            />
            <output htmlFor="design-accent" className={styles.colourValue}>
              {accentShown}
            </output>
          </div>
          <p className={styles.help}>{texts.accentHelp}</p>
        </fieldset>
        <div className={adminStyles.field}>
          <label className={adminStyles.label} htmlFor="design-fonts">
            {texts.fonts}
          </label>
          <select
            id="design-fonts"
            className={adminStyles.select}
            value={settings.fonts ?? ''}
            onChange={(event) => change({ fonts: (event.target.value || null) as FontPairingId | null })}
          >
            <option value="">{`${texts.ownFonts} (${FONT_PAIRINGS[design.fonts].name[language]})`}</option>
            {FONT_PAIRING_IDS.map((id) => (
              <option key={id} value={id}>
                {FONT_PAIRINGS[id].name[language]}
              </option>
            ))}
          </select>
        </div>
        <div className={adminStyles.field}>
          <label className={adminStyles.label} htmlFor="design-photo">
            {texts.photoShape}
          </label>
          <select
            id="design-photo"
            className={adminStyles.select}
            value={settings.photoShape ?? ''}
            onChange={(event) => change({ photoShape: (event.target.value || null) as PhotoShape | null })}
          >
            <option value="">{`${texts.ownPhotoShape} (${texts.shapes[design.photoShape]})`}</option>
            {PHOTO_SHAPES.map((shape) => (
              <option key={shape} value={shape}>
                {texts.shapes[shape]}
              </option>
            ))}
          </select>
        </div>
        <div className={adminStyles.actions}>
          <button type="submit" className={adminStyles.primaryButton} disabled={save.isPending}>
            {texts.save}
          </button>
        </div>
      </form>
      <section className={styles.previews} aria-labelledby="design-preview-heading">
        <h2 id="design-preview-heading" className={adminStyles.subheading}>
          {texts.preview}
        </h2>
        <iframe className={styles.site} title={texts.sitePreview} src={`/?${query}`} />
        <iframe className={styles.cv} title={texts.cvPreview} src={`${CV_PATH}?${query}&lang=${language}`} />
        <a href={`${CV_PATH}?${query}&lang=${language}`} target="_blank" rel="noreferrer">
          {texts.openCv}
        </a>
        <AtsPanel path={`${CV_ATS_PATH}?${query}&lang=${language}`} />
      </section>
    </div>
  );
}

export function OwnerDesign() {
  const { DESIGN_TEXTS: texts } = useTexts();
  const settings = useDesignSettings();
  return (
    <div className={adminStyles.page}>
      <h1 className={adminStyles.heading}>{texts.heading}</h1>
      <p className={styles.help}>{texts.intro}</p>
      {settings.isError ? <p role="alert">{texts.loadError + errorMessage(settings.error)}</p> : null}
      {settings.isPending ? <p role="status">{texts.loading}</p> : null}
      {settings.data ? <DesignForm key={JSON.stringify(settings.data)} saved={settings.data} /> : null}
    </div>
  );
}

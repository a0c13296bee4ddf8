/**
 * The import card's choice of what the file is: the portfolio, or the Spanish version of its
 * entries (decision 0065), as two radio buttons.
 *
 * Source: docs/decisions/0040-owner-data-and-images.md.
 */
import type { TranslatedLanguage } from '../../../shared/i18n/languages.js';
import { useTexts } from '../../i18n/i18n.js';
import own from './data-page.module.css';

export interface ImportAsProps {
  /** The file is the portfolio (undefined) or the Spanish version of its entries. */
  language: TranslatedLanguage | undefined;
  onChoose: (language: TranslatedLanguage | undefined) => void;
}

/** The radio buttons "import as". */
export function ImportAs({ language, onChoose }: ImportAsProps) {
  const T = useTexts().DATA_TEXTS;
  return (
    <fieldset className={own.importAs}>
      <legend>{T.import.as}</legend>
      <label>
        <input
          type="radio"
          name="import-as"
          checked={language === undefined}
          onChange={() => onChoose(undefined)}
        />{' '}
        {T.import.asPortfolio}
      </label>
      <label>
        <input type="radio" name="import-as" checked={language === 'es'} onChange={() => onChoose('es')} />{' '}
        {T.import.asSpanish}
      </label>
    </fieldset>
  );
}

/**
 * The "Download CV" link to `GET /cv.pdf` (decision 0050), shown once the owner's personal
 * information exists (without a person the server answers 404). A plain link with `download`, so the
 * browser saves the PDF under the name the server gives (the owner's name). Labelled at every width:
 * a recruiter on a phone reads "Download CV" in the header, not an unlabelled arrow
 * (docs/decisions/0098-what-a-visitor-reads-first.md); the home page has it under the owner's name.
 *
 * Under the home page's button, the same CV as a Word file and as plain text
 * (docs/decisions/0263-word-and-text-cv.md): "Also as Word · Text", each at the PDF's address with
 * its own extension (`/cv.docx`, a version's `/api/versions/{id}/cv.docx`). The header keeps its one
 * button: its bar has no room for three at 390 px.
 */
import { cvFileOf, CV_FILE_KINDS } from '../../../shared/cv-files.js';
import { useOwner } from '../person/api.js';
import styles from './cv-download.module.css';
import { UI } from '../../i18n/catalogue.js';
import { useTexts } from '../../i18n/i18n.js';
import { useCvAddress } from './cv-address.js';

/** The link's English text (the catalogue's `UI.downloadCv`). */
export const CV_DOWNLOAD_TEXT = UI.downloadCv;

export function CvDownload({ variant }: { variant: 'header' | 'home' }) {
  const texts = useTexts();
  const owner = useOwner();
  // `GET /cv.pdf`, or what the page shows instead (a version's CV, cv-address.ts).
  const href = useCvAddress();
  if (!owner.data) return null;
  const link = (
    <a href={href} download className={variant === 'home' ? styles.home : styles.header}>
      <DownloadIcon />
      <span className={styles.label}>{texts.UI.downloadCv}</span>
    </a>
  );
  if (variant === 'header') return link;
  const words = texts.UI.cvFiles;
  return (
    <span className={styles.homeGroup}>
      {link}
      <span className={styles.homeOthers}>
        <span>{words.also} </span>
        {CV_FILE_KINDS.map((kind, index) => (
          <span key={kind}>
            {index > 0 ? <span aria-hidden="true"> · </span> : null}
            <a
              href={cvFileOf(href, kind)}
              download
              className={styles.other}
              aria-label={kind === 'docx' ? words.docxName : words.txtName}
            >
              {words[kind]}
            </a>
          </span>
        ))}
      </span>
    </span>
  );
}

/** An arrow into a tray, 16×16, decorative. */
function DownloadIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={styles.icon}
    >
      <path d="M12 3v12" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 21h14" />
    </svg>
  );
}

/**
 * The English catalogue: every interface text of the web app, keyed once. Its values are the
 * existing text objects themselves (the spec's texts in src/shared/messages.ts, character for
 * character, typos and Spanish ones included; our own labels in src/web/i18n/labels.ts and
 * src/web/i18n/admin-texts.ts; the resources' texts of src/shared/resources), so English reads exactly
 * as before and the tests that import those objects keep passing. Texts that were written inline in
 * components live in {@link UI}.
 *
 * A message may hold `{name}` placeholders (`'Image {index} of {total}'`); readers get a function of
 * the values (src/web/i18n/i18n.ts). The Spanish catalogue (./es.ts) has the same keys, checked by
 * the type {@link Catalogue} and by src/web/i18n/catalogue.test.ts (no key missing or empty).
 *
 * Server messages inside the API's error envelope stay English (docs/api.md); they are not here.
 * Source: docs/decisions/0060-interface-languages.md.
 */
import { COPYRIGHT_LINE, LOADING_TITLE } from '../../shared/constants.js';
import { CONTACT_TEXTS } from '../../shared/contact.js';
import { PUBLISH_TEXTS } from './publish-texts.js';
import { MESSAGES } from '../../shared/messages.js';
import type { ResourceTexts } from '../../shared/resources/define.js';
import { TEXTS_BY_WIRE } from '../../shared/resources/texts.js';
import { DATA_TEXTS } from './data-texts.js';
import { SOURCE_IMPORT_TEXTS } from './source-import-texts.js';
import { SECURITY_TEXTS } from './security-texts.js';
import { VERSION_TEXTS } from './version-texts.js';
import { STATISTICS_TEXTS } from './statistics-texts.js';
import { DESIGN_TEXTS } from './design-texts.js';
import { CONTROL_MESSAGES } from './control-texts.js';
import { HISTORY_MESSAGES } from './history-texts.js';
import { TEXTS } from './admin-texts.js';
import { LABELS } from './labels.js';

/** The texts of the resources' declarations a person reads in the web app (not the server's reorder messages). */
type WebResourceTexts = Omit<ResourceTexts, 'reorder'>;

function resourceTexts(): Record<string, WebResourceTexts> {
  // The declarations' texts without their schemas (zod stays off the visitor's page).
  return Object.fromEntries(TEXTS_BY_WIRE.map(([wire, { reorder: _reorder, ...rest }]) => [wire, rest]));
}

/** Texts that components used to write inline (ours, not the spec's, except the header buttons). */
export const UI = {
  skipToMain: 'Skip to main content',
  /** The signed-in header's menu button below 1024 px. */
  menu: 'Menu',
  /** Header buttons (docs/product.md §2). */
  account: 'Account',
  users: 'Users',
  profile: 'Profile',
  signout: 'Signout',
  login: 'Login',
  downloadCv: 'Download CV',
  /** The CV's other files beside the PDF (docs/decisions/0263-word-and-text-cv.md). */
  cvFiles: {
    also: 'Also as',
    docx: 'Word',
    txt: 'Text',
    docxName: 'Download CV as Word (.docx)',
    txtName: 'Download CV as plain text (.txt)',
  },
  /** The inbox link's accessible name with unread messages. */
  inboxUnread: '{inbox}, {count} unread',
  copyright: COPYRIGHT_LINE,
  /** The blocking loading dialog's title (docs/product.md §9; Spanish in the spec). */
  loadingTitle: LOADING_TITLE,
  /** The delete confirmation of a contact link (the spec gives contacts only an error prefix). */
  deleteContact: { title: 'Delete Contact:', text: 'Are you sure you want to delete the Contact?' },
  /** The language switch (decision 0060). Each name is written in its own language. */
  language: {
    label: 'Language',
    en: 'English',
    es: 'Español',
    /** Accessible name of the link to the other language. */
    switchTo: 'Read this site in {name}',
  },
} as const;

/** The English catalogue (see the module doc). */
export const EN = {
  MESSAGES,
  TEXTS,
  LABELS,
  CONTACT_TEXTS: {
    heading: CONTACT_TEXTS.heading,
    intro: CONTACT_TEXTS.intro,
    name: CONTACT_TEXTS.name,
    email: CONTACT_TEXTS.email,
    message: CONTACT_TEXTS.message,
    send: CONTACT_TEXTS.send,
    sending: CONTACT_TEXTS.sending,
    sentTitle: CONTACT_TEXTS.sentTitle,
    sent: CONTACT_TEXTS.sent,
    errorTitle: CONTACT_TEXTS.errorTitle,
    inbox: CONTACT_TEXTS.inbox,
    inboxEmpty: CONTACT_TEXTS.inboxEmpty,
    viaLink: CONTACT_TEXTS.viaLink,
    markRead: CONTACT_TEXTS.markRead,
    markUnread: CONTACT_TEXTS.markUnread,
    delete: CONTACT_TEXTS.delete,
    deleteConfirm: CONTACT_TEXTS.deleteConfirm,
    unread: CONTACT_TEXTS.unread,
    reply: CONTACT_TEXTS.reply,
    replySubject: CONTACT_TEXTS.replySubject,
    replyGreeting: CONTACT_TEXTS.replyGreeting,
    replyQuote: CONTACT_TEXTS.replyQuote,
  },
  RESOURCE_TEXTS: resourceTexts(),
  UI,
  /** The home page's admin controls (src/web/i18n/control-texts.ts). */
  CONTROL_TEXTS: CONTROL_MESSAGES,
  /** The data page and the create-profile card (src/web/i18n/data-texts.ts). */
  DATA_TEXTS,
  /** The import from LinkedIn or BibTeX (src/web/i18n/source-import-texts.ts). */
  SOURCE_IMPORT_TEXTS,
  /** The security page and the sign-in's second step (src/web/i18n/security-texts.ts). */
  SECURITY_TEXTS,
  /** The history, the undo toast and the trash (src/web/i18n/history-texts.ts). */
  HISTORY_TEXTS: HISTORY_MESSAGES,
  /** The Versions page (src/web/i18n/version-texts.ts). */
  VERSION_TEXTS,
  /** The owner's statistics page (src/web/i18n/statistics-texts.ts). */
  STATISTICS_TEXTS,
  /** The owner's Design page (src/web/i18n/design-texts.ts). */
  DESIGN_TEXTS,
  /** The static site's contact link and the data page's card (src/web/i18n/publish-texts.ts). */
  PUBLISH_TEXTS,
};

/** A catalogue of any language: the English catalogue's keys, every leaf a text. */
export type Catalogue = DeepText<typeof EN>;
type DeepText<T> = T extends string
  ? string
  : T extends undefined
    ? string | undefined
    : { readonly [K in keyof T]: DeepText<T[K]> };

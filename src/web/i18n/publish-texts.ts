/**
 * Texts of the static site (docs/product.md §25): the contact section of a published page without a
 * Vitae server, and the data page's "Download static site" card. Catalogue messages
 * (src/web/i18n/catalogue.ts): components read the active language's through
 * `useTexts().PUBLISH_TEXTS` (decision 0060).
 */
export const PUBLISH_TEXTS = {
  contact: {
    intro: 'Write me an email and I will answer.',
    link: 'Write an email',
  },
  card: {
    heading: 'Static site',
    intro:
      'The public site as a folder of files for any static host (GitHub Pages, Netlify, Cloudflare Pages, a web server’s folder): every page in English and Spanish, the CV, the images. The contact form becomes an email link.',
    download: 'Download static site',
  },
} as const;

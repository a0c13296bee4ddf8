/**
 * Texts and the route of the owner's statistics page (docs/product.md §21; ours, not the spec's).
 * Catalogue messages (src/web/i18n/catalogue.ts; `{name}` placeholders): components read the active
 * language's through `useTexts().STATISTICS_TEXTS` (decision 0060).
 */

export const STATISTICS_PATH = '/statistics';

export const STATISTICS_TEXTS = {
  /** The profile page's link (next to the data page's). */
  link: 'Visitor statistics',
  heading: 'Visitor statistics',
  intro:
    'Counted on this server, without cookies and without storing addresses. Robots, browsers that ask not to be tracked and your own visits are not counted.',
  period: 'Period',
  periods: {
    days7: 'Last 7 days',
    days30: 'Last 30 days',
    days90: 'Last 90 days',
    days365: 'Last 365 days',
  },
  loading: 'Loading statistics...',
  totals: {
    views: 'Page views',
    visitors: 'Visitors',
    downloads: 'CV downloads',
    messages: 'Messages',
  },
  visitorsHelp: 'Different visitors each day, added up.',
  viewsChart: 'Page views and visitors per day',
  downloadsChart: 'CV downloads and messages per day',
  chartSummary: 'From {from} to {to}: {first} {firstName}, {second} {secondName}.',
  chartLoading: 'Drawing the chart...',
  referrers: 'Top referrers',
  referrersEmpty: 'No visitor came from another site in this period.',
  referrer: 'Site',
  devices: 'Devices',
  devicesEmpty: 'No page views in this period.',
  deviceColumn: 'Device',
  device: { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet', other: 'Other' },
  languages: 'CV downloads by language',
  languagesEmpty: 'No CV downloads in this period.',
  languageColumn: 'Language',
  language: { en: 'English', es: 'Spanish' },
  count: 'Count',
  links: 'Links',
  linksIntro: 'Every link you give out, since it was first opened (within the kept months).',
  linksEmpty: 'No link has been opened yet.',
  linkColumn: 'Link',
  activityColumn: 'Activity',
  lastColumn: 'Last opened',
  /** A link's figures beside it on the Versions page (decision 0247). */
  figures: 'How this link was used',
  opens: 'Opens',
  never: 'never',
  openedOnce: 'opened once, on {first}',
  openedTimes: 'opened {count} times, first on {first}',
  notOpened: 'not opened',
  cvDownloadedOnce: 'CV downloaded once',
  cvDownloadedTimes: 'CV downloaded {count} times',
  messageOnce: 'a message sent',
  messageTimes: '{count} messages sent',
  export: 'Download CSV',
  exportHelp: 'The period’s figures per day: one line per day, kind, link, language, referrer and device.',
  retention: 'Keep statistics for',
  retentionUnit: 'months',
  retentionHelp: 'Older visits are deleted every day. From 1 to 120 months.',
  save: 'Save',
  saved: 'Saved.',
} as const;

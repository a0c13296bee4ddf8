/**
 * The columns a whole-site backup holds for each table that has no resource declaration (link tables,
 * residues, images, backups, history, versions, settings) and the kind each value must have; the
 * declared tables' columns come from their declarations (backup-check.ts). Source:
 * docs/decisions/0040-owner-data-and-backups.md, and each table's own record (0130, 0140).
 */
/** The id-like columns of the other tables; `resumeExtras.id` may also be the document's own key. */
export const OTHER_COLUMNS: Record<
  string,
  Record<string, 'id' | 'extraId' | 'integer' | 'text' | 'textOrNull' | 'json' | 'anyJsonOrNull' | 'base64'>
> = {
  projectSkills: { projectId: 'id', skillId: 'id', position: 'integer' },
  projectCategories: { projectId: 'id', categoryId: 'id', position: 'integer' },
  resumeExtras: { id: 'extraId', data: 'json' },
  media: { id: 'id', width: 'integer', height: 'integer', placeholder: 'text', createdAt: 'text' },
  mediaFiles: { mediaId: 'id', width: 'integer', data: 'base64' },
  entryHistory: {
    id: 'id',
    resource: 'text',
    entryId: 'text',
    action: 'text',
    before: 'anyJsonOrNull',
    after: 'anyJsonOrNull',
    userId: 'textOrNull',
    userName: 'text',
    createdAt: 'text',
  },
  trash: {
    resource: 'text',
    entryId: 'id',
    state: 'json',
    position: 'integer',
    userId: 'textOrNull',
    userName: 'text',
    deletedAt: 'text',
    // The projects' links to a deleted skill or category (migration 0131).
    links: 'anyJsonOrNull',
  },
  settings: { name: 'text', value: 'json' },
  // The audit log (migration 0130, docs/decisions/0180-audit-log.md).
  auditLog: {
    id: 'id',
    kind: 'text',
    userId: 'textOrNull',
    email: 'text',
    detail: 'text',
    method: 'text',
    path: 'text',
    entryId: 'text',
    status: 'integer',
    device: 'text',
    createdAt: 'text',
  },
  // The sections the owner shapes (migration 0120, docs/decisions/0175-sections-the-owner-shapes.md).
  sections: {
    key: 'text',
    custom: 'integer',
    heading: 'text',
    headingEs: 'text',
    hidden: 'integer',
    position: 'integer',
    createdAt: 'text',
    updatedAt: 'text',
  },
  // Versions and links (migration 0090, docs/decisions/0140-versions-and-links.md).
  versions: {
    id: 'id',
    name: 'text',
    language: 'textOrNull',
    includeNew: 'integer',
    baselineAt: 'text',
    hiddenSections: 'text',
    entries: 'json',
    overrides: 'json',
    // A version's own design (migration 0110, docs/product.md §26).
    design: 'textOrNull',
    createdAt: 'text',
    updatedAt: 'text',
  },
  // The site's design (migration 0110, docs/decisions/0170-designs-as-data-and-css.md).
  designSettings: {
    id: 'text',
    design: 'text',
    accent: 'textOrNull',
    fonts: 'textOrNull',
    photoShape: 'textOrNull',
    updatedAt: 'text',
  },
  versionLinks: {
    id: 'id',
    versionId: 'id',
    tokenHash: 'text',
    token: 'text',
    label: 'text',
    note: 'text',
    expiresAt: 'textOrNull',
    paused: 'integer',
    revokedAt: 'textOrNull',
    frozenAt: 'textOrNull',
    snapshot: 'textOrNull',
    createdAt: 'text',
    updatedAt: 'text',
  },
  // The statistics' daily figures (migration 0140, docs/decisions/0185-statistics-roll-up.md).
  visitDays: {
    day: 'text',
    linkId: 'text',
    kind: 'text',
    language: 'text',
    referrerDomain: 'text',
    deviceClass: 'text',
    events: 'integer',
    visitors: 'integer',
  },
  visitDayVisitors: { day: 'text', visitors: 'integer' },
  visitLinkOpens: { linkId: 'text', firstOpenedAt: 'text', lastOpenedAt: 'text' },
};

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
  },
  settings: { name: 'text', value: 'json' },
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
    createdAt: 'text',
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
};

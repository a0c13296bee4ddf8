/**
 * Image lists (person thumbnails and banners, project thumbnails) are stored as JSON text
 * (docs/decisions/0002-database-schema.md). `parseList` reads one back: the strings of a JSON array,
 * or `[]` for anything else, so a damaged value never breaks a read.
 */
export function parseList(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

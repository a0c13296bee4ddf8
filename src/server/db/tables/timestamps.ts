/** The creation and last-change times every entity row carries (ISO 8601 text, docs/decisions/0002-database-schema.md). */
export interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

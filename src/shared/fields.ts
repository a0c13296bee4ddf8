/**
 * The building blocks of every field schema (text, titles, links, images, dates, ids). Resource
 * declarations (src/shared/resources/) compose their fields from these; schemas.ts re-exports them.
 * They live by kind in src/shared/fields/ (identity, texts, numbers, links, dates), with the pure
 * link checks in safe-links.ts and link-completion.ts; this module is their one face.
 *
 * Source: docs/api.md "Rules carried by the server", "Link fields", "Image fields".
 */
export * from './fields/dates.js';
export * from './fields/identity.js';
export * from './fields/links.js';
export * from './fields/numbers.js';
export * from './fields/texts.js';
export * from './link-completion.js';
export * from './safe-links.js';

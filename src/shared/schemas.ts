/**
 * zod schemas of every wire shape: what clients send (create, update, reorder, login, users) and what
 * the server answers (entities, envelopes). The server validates with these and the web forms
 * validate with the very same ones, so a rule cannot drift between the two.
 *
 * The schemas live by concern in src/shared/wire/ (entries sent and answered, users, sign-in,
 * envelopes, security); this module is their one public face.
 *
 * Source: docs/api.md "Entities on the wire", "Rules carried by the server", "Reorder"; docs/product.md §3, §5 and §9
 * for the messages a person reads.
 */
export * from './fields.js';
export * from './wire/entities.js';
export * from './wire/entity-inputs.js';
export * from './wire/envelopes.js';
export * from './wire/populated-projects.js';
export * from './wire/security.js';
export * from './wire/sign-in.js';
export * from './wire/users.js';

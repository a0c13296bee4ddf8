/** The contract shared by server and web: constants, paths, messages, schemas. Imports only zod. */
export * from './constants.js';
export * from './paths.js';
export * from './messages.js';
export * from './schemas.js';

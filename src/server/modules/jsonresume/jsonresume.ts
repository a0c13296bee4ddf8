/**
 * The JSON Resume module's former single file, kept so existing imports
 * (`modules/jsonresume/jsonresume.js`) resolve: everything is re-exported from index.ts.
 */
export * from './index.js';

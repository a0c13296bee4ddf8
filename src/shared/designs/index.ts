/** The site's designs (docs/product.md §26): declarations, accent contrast, settings, tokens. */
export * from './designs.js';
export * from './contrast.js';
export * from './settings.js';
export * from './style.js';

/**
 * The admin layer of the home page and footer (docs/product.md §4.6; docs/product.md §4.5), as ONE lazy chunk: the home
 * page and the footer both import this module with `React.lazy`, so dnd-kit, the controls and the
 * features' owner parts (features/<resource>/owner-*.tsx, docs/decisions/0036-web-feature-folders.md)
 * load once, only for an admin, and the visitor's initial bundle keeps no extra shared chunk.
 */
// The footer's lists: the owner's, or a version's on the home page in version mode (docs/product.md §29).
export { OwnerFooterLinks as AdminFooterLinks } from './version-footer.js';
export { AdminHomePage } from './admin-home-page.js';

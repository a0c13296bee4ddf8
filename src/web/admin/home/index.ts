/**
 * The admin layer of the home page and footer (issue 4 items 5 and 6), as ONE lazy chunk: the home
 * page and the footer both import this module with `React.lazy`, so dnd-kit and the controls load
 * once, only for an admin, and the visitor's initial bundle keeps no extra shared chunk.
 */
export { AdminFooterLinks } from './admin-footer-links.js';
export { AdminHomePage } from './admin-home-page.js';

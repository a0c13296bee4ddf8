/**
 * Each design's own CSS (src/web/designs/<id>/design.css), as minified text by design id, for the
 * server to write into the pages of that design only (docs/decisions/0170-designs-as-data-and-css.md).
 * Exported by the server entry (entry-server.tsx); the client bundle never imports it.
 *
 * A design's CSS works over the site's markup: it reads the tokens of src/shared/designs/style.ts and
 * reaches the features' CSS Modules by their local names (`[class*='_card_']`), every rule scoped by
 * `[data-design='<id>']` on `<html>`.
 */
const files = import.meta.glob<string>('./*/design.css', {
  query: '?inline',
  import: 'default',
  eager: true,
});

export const designCss: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([file, css]) => [file.split('/')[1]!, css]),
);

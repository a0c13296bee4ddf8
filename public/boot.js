/* global document, requestAnimationFrame */
/**
 * Starts the web app after the browser has painted the server's HTML: hydration must not hold up the
 * first paint (docs/decisions/0021-light-first-view.md). The server writes this script, deferred, in
 * place of the app's module script and its module preloads (src/server/modules/site/template.ts): `data-entry` is the entry module, `data-preload` the modules it
 * imports, space-separated. After the next frame has been painted it adds the preloads and the entry,
 * so the app's JavaScript neither delays the first paint nor takes bandwidth from the first view's
 * stylesheet and images. With `data-priority="low"` (the visitor's page, whose script only makes its
 * moving parts move: docs/decisions/0222-first-window-first-paint.md) they are fetched at low
 * priority, after the images in view. A page in a background tab (no frames) starts from a plain task.
 * Plain script (no module, no build step); allowed by the Content-Security-Policy as a 'self' file.
 */
(function () {
  var current = document.currentScript;
  var entry = current && current.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (current.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var low = current.getAttribute('data-priority') === 'low';

  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      if (low) link.setAttribute('fetchpriority', 'low');
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    if (low) script.setAttribute('fetchpriority', 'low');
    script.src = entry;
    document.head.appendChild(script);
  }

  if (document.visibilityState === 'visible' && typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  } else {
    setTimeout(start, 0);
  }
})();

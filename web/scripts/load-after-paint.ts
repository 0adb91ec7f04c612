/**
 * Starts the app's JavaScript after the first paint (issue 5: LCP ≤ 1.5 s, FCP; ADR 0005).
 *
 * A prerendered page is readable without JavaScript: its links are plain links and its content
 * and styles are in the HTML. React Router's HTML, though, asks for every module of the page at
 * once, from <head> (`<link rel="modulepreload">`, ~200 KB gzip on /), so on a slow phone
 * network the scripts share the bandwidth with the hero photo and delay the first paint and the
 * largest one. This step (after externalize-inline-scripts.ts) removes those links and replaces
 * the module bootstrap `<script type="module" src=…>` with a small classic loader that, once the
 * first frame is painted (requestAnimationFrame, then a task), adds the same modulepreload links
 * (all modules in parallel: no import waterfall) and the module bootstrap. Hydration then
 * proceeds exactly as before; until then the page works as static HTML.
 * web.dev/articles/optimize-lcp ("reduce resource load delay", "eliminate element render delay").
 *
 * The loader keeps the bootstrap's place among the body scripts (a classic script without
 * `async`, which React 19 hydrates as the <Scripts/> element); the module it adds goes at the
 * end of <body>, which React 19 leaves alone when hydrating.
 */
import { scriptAssetPath, type ExternalScript } from './externalize-inline-scripts.ts';

/** The loader (classic script): reads its data attributes, waits for the first paint, loads. */
export const loaderCode = `(function () {
  var me = document.currentScript;
  var entry = me.getAttribute('data-module');
  var modules = (me.getAttribute('data-modulepreload') || '').split(' ');
  function start() {
    for (var i = 0; i < modules.length; i++) {
      if (!modules[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = modules[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.body.appendChild(script);
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;
const moduleScript = /<script type="module" src="([^"]+)"><\/script>/;

/**
 * Moves a page's module loading behind the first paint.
 * @param html a page whose inline scripts are already external
 * @returns the new HTML and the loader script to write (none when the page has no module script)
 */
export function loadAfterPaint(html: string, assetsUrl = '/assets'): { html: string; scripts: ExternalScript[] } {
  const bootstrap = moduleScript.exec(html);
  if (!bootstrap) return { html, scripts: [] };
  const preloads = [...html.matchAll(modulePreload)].map((m) => m[1]);
  const src = scriptAssetPath(loaderCode, assetsUrl).replace('/inline-', '/load-after-paint-');
  const loader = `<script src="${src}" data-module="${bootstrap[1]}" data-modulepreload="${preloads.join(' ')}"></script>`;
  const out = html.replace(modulePreload, '').replace(moduleScript, loader);
  return { html: out, scripts: [{ src, code: loaderCode }] };
}

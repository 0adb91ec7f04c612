/**
 * Post-build step for a Content-Security-Policy of `script-src 'self'` (no inline script;
 * issue 5, ADR docs/decisions/0005-externalized-inline-scripts.md): React Router writes inline
 * <script> elements into every prerendered page and the SPA fallback (the router context, the
 * streamed loader data, the scroll-restoration snippet, and the module bootstrap that imports
 * the route modules). This moves each one into `assets/inline-<sha256>.js` and references it
 * with `src`, in the same place, so the execution order is unchanged:
 * - classic scripts stay classic (parser-blocking, run in document order, like the inline ones);
 * - the module bootstrap stays `type="module"` but loses `async`: an external module script
 *   without `async` is deferred (runs after parsing, still after every classic script above it),
 *   and React 19's hydration skips `<script async src>` elements as hoisted resources, which
 *   would leave the <Scripts/> element without its DOM node (a hydration mismatch).
 * Data blocks (`type="application/ld+json"` …) are not executed and stay inline.
 *
 * Applied to every built page by post-build.ts (the Vite plugin in vite.config.ts runs it after
 * the prerender; also by hand: `node web/scripts/post-build.ts web/build/client`, idempotent).
 */
import { createHash } from 'node:crypto';

/** An inline script moved out of a page. */
export interface ExternalScript {
  /** URL path, e.g. `/assets/inline-0123abcd4567.js`. */
  src: string;
  code: string;
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Value of one attribute in an attribute string, or undefined when absent. */
function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=\\s|$)`, 'i').exec(attrs);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** Content-hashed asset path of a script body. */
export function scriptAssetPath(code: string, assetsUrl = '/assets'): string {
  return `${assetsUrl}/inline-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
}

/**
 * Replaces every inline executable script of `html` with an external one.
 * @returns the new HTML and the scripts to write (one per distinct body)
 */
export function externalizeHtml(html: string, assetsUrl = '/assets'): { html: string; scripts: ExternalScript[] } {
  const scripts = new Map<string, ExternalScript>();
  const out = html.replace(scriptElement, (element, attrs: string, code: string) => {
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
    if (attribute(attrs, 'src') !== undefined || !executableTypes.has(type)) return element;
    const src = scriptAssetPath(code, assetsUrl);
    scripts.set(src, { src, code });
    const kept = ['nonce', 'crossorigin'].map((name) => {
      const value = attribute(attrs, name);
      return value === undefined ? '' : ` ${name}="${value}"`;
    });
    return `<script${type === 'module' ? ' type="module"' : ''} src="${src}"${kept.join('')}></script>`;
  });
  return { html: out, scripts: [...scripts.values()] };
}

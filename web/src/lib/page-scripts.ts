/**
 * Which scripts a page loads (ADR 0024; React Router's "Disabling JavaScript" pattern,
 * remix-utils `useShouldHydrate`): a route's `handle` may ask for the React app (`hydrate`, maybe
 * a function of its loader data). The root renders `<Scripts/>` only when a matched route
 * hydrates; every other page loads the public pages' one script (islands/public.ts), no React.
 */
import type { UIMatch } from 'react-router';

/** What a route module's `handle` may say about its page's scripts. */
export interface PageScriptsHandle<Data = unknown> {
  /** Run the React app (staff routes; public ones only where measured to need it). */
  hydrate?: boolean | ((data: Data) => boolean);
}

/**
 * The inline script that loads the public pages' one script (islands/public.ts) once the page
 * has loaded (ADR 0024 item 9): it reads the file from its own `data-src` and appends
 * `<script type="module" src="…" data-island="public">`. Requested before the first paint, the 5.8 KB script
 * competed with the document and the first image for the connection and was a request ahead of
 * the largest paint in Lighthouse's simulation: LCP medians 1103–1190 ms against 917–958 ms
 * when loaded after `load` (same documents, served side by side). Everything it enhances works
 * without it (links, `<details>`, CSS dropdowns, scroll-snap slides), so the wait costs no
 * function. The text is constant, so every public page's CSP allows the same one hash
 * (entry.server.tsx `inlineScriptHashes`).
 */
export const publicScriptLoader =
  'addEventListener("load",((src)=>()=>{const s=document.createElement("script");s.type="module";s.src=src;s.dataset.island="public";document.head.append(s)})(document.currentScript.dataset.src),{once:true})';

/** Does any matched route ask to hydrate (`matches`: React Router's `useMatches()`, root first)? */
export function pageHydrates(matches: readonly Pick<UIMatch, 'handle' | 'loaderData'>[]): boolean {
  return matches.some(({ handle, loaderData }) => {
    if (!handle || typeof handle !== 'object') return false;
    const { hydrate } = handle as PageScriptsHandle;
    return typeof hydrate === 'function' ? hydrate(loaderData) : hydrate === true;
  });
}

/**
 * The `clientLoader` of a public page, reached by a client-side navigation from a page that runs
 * React (a staff page): loads it as a document, with its own script. Never resolves.
 */
export function documentNavigation<T>({ request }: { request: Request; serverLoader: () => Promise<T> }): Promise<T> {
  window.location.assign(request.url);
  return new Promise<T>(() => {});
}

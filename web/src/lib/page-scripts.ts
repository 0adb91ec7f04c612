/**
 * Which scripts a page loads (issue 22; DESIGN §8; ADR 0024): React Router's "Disabling
 * JavaScript" pattern (reactrouter.com, remix-utils `useShouldHydrate`). A route's `handle` may
 * ask for the React app (`hydrate`) or for islands (small progressive-enhancement modules,
 * web/src/islands/*.ts); either may be a function of the route's loader data. The root renders
 * `<Scripts/>` only when some matched route asks to hydrate; otherwise it loads only the islands
 * the matched routes name, as plain module scripts, and no React at all.
 */
import type { UIMatch } from 'react-router';
import type { IslandName } from '../islands/entries';

/** What a route module's `handle` may say about its page's scripts. */
export interface PageScriptsHandle<Data = unknown> {
  /** Run the React app on this page (staff routes, and public routes only where measured to need it). */
  hydrate?: boolean | ((data: Data) => boolean);
  /** Islands this route's part of the page needs (ignored on a page that hydrates). */
  islands?: readonly IslandName[] | ((data: Data) => readonly IslandName[]);
}

/** A page's scripts: the React app, or the islands in the order the routes named them. */
export interface PageScripts {
  hydrate: boolean;
  islands: IslandName[];
}

/**
 * Reads the matched routes' handles.
 * @param matches React Router's `useMatches()` (root first)
 */
export function pageScripts(matches: readonly Pick<UIMatch, 'handle' | 'loaderData'>[]): PageScripts {
  let hydrate = false;
  const islands = new Set<IslandName>();
  for (const { handle, loaderData: data } of matches) {
    if (!handle || typeof handle !== 'object') continue;
    const h = handle as PageScriptsHandle;
    if (typeof h.hydrate === 'function' ? h.hydrate(data) : h.hydrate) hydrate = true;
    const named = typeof h.islands === 'function' ? h.islands(data) : h.islands;
    for (const name of named ?? []) islands.add(name);
  }
  return { hydrate, islands: hydrate ? [] : [...islands] };
}

/**
 * The `clientLoader` of a public page (it never hydrates): reached by a client-side navigation
 * from a page that runs React (a staff page, /contact), it loads the page as a document instead,
 * so the page gets its own HTML and islands. Never resolves (the browser leaves).
 */
export function documentNavigation<T>({ request }: { request: Request; serverLoader: () => Promise<T> }): Promise<T> {
  window.location.assign(request.url);
  return new Promise<T>(() => {});
}

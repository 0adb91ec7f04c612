/**
 * Which scripts a page loads (issue 22; ADR 0024; React Router's "Disabling JavaScript" pattern,
 * remix-utils `useShouldHydrate`): a route's `handle` asks for the React app (`hydrate`) or for
 * islands (web/src/islands/*.ts), either maybe a function of its loader data. The root renders
 * `<Scripts/>` only when a matched route hydrates; otherwise only the named islands, no React.
 */
import type { UIMatch } from 'react-router';
import type { IslandName } from '../config/islands';

/** What a route module's `handle` may say about its page's scripts (either maybe of its loader data). */
export interface PageScriptsHandle<Data = unknown> {
  /** Run the React app (staff routes; public ones only where measured to need it). */
  hydrate?: boolean | ((data: Data) => boolean);
  /** Islands this route's part of the page needs (ignored on a page that hydrates). */
  islands?: readonly IslandName[] | ((data: Data) => readonly IslandName[]);
}

/** A page's scripts: the React app, or the islands in the order the routes named them. */
export interface PageScripts {
  hydrate: boolean;
  islands: IslandName[];
}

/** Reads the matched routes' handles (`matches`: React Router's `useMatches()`, root first). */
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
 * The `clientLoader` of a public page, reached by a client-side navigation from a page that runs
 * React (a staff page): loads it as a document, with its own islands. Never resolves.
 */
export function documentNavigation<T>({ request }: { request: Request; serverLoader: () => Promise<T> }): Promise<T> {
  window.location.assign(request.url);
  return new Promise<T>(() => {});
}

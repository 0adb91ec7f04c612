/**
 * Which scripts a page loads (issue 22; ADR 0024; React Router's "Disabling JavaScript" pattern,
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

/**
 * The route exports every staff route shares (admin, upload, edit post, staff sign-in; DESIGN §8:
 * staff pages are the SPA): re-exported by each route module (`export { handle, headers,
 * HydrateFallback } from '../staff-route'`). Each route keeps its own `meta`, `clientLoader` and
 * component.
 */
import { PageLoading } from '../components/ui/page-loading';
import { staffPageHeaders } from '../lib/page-server';
import type { PageScriptsHandle } from '../lib/page-scripts';

/** Never stored by the CDN or the browser. */
export const headers = () => staffPageHeaders;

/** This page runs the React app (the routes that opt in to `<Scripts/>`). */
export const handle: PageScriptsHandle = { hydrate: true };

/** What the server sends (its `clientLoader` makes the page render in the browser only) until the browser renders it. */
export function HydrateFallback() {
  return <PageLoading />;
}

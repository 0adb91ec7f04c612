/**
 * The page server's services in a loader (contract/src/page-server.ts; issue 21): the `api`
 * function hands them to React Router as the load context (web/src/server.ts
 * `createPageHandler`), and each route's `loader` reads them with `pageServerOf(context)`.
 * Server code only: loaders are not part of the browser's bundle.
 */
import type { PageRedirect, PageServer } from '@site/contract/page-server';
import { pagePathOf } from '@site/contract/site-pages';
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';

/** The context key of the page server (React Router middleware context, `RouterContextProvider`). */
export const pageServerContext = createContext<PageServer>();

/**
 * The page server of a request.
 * @param context a loader's `context`
 * @throws Error when the request did not come through createPageHandler (no page server set)
 */
export function pageServerOf(context: Readonly<RouterContextProvider>): PageServer {
  return context.get(pageServerContext);
}

/**
 * Cache-Control of public pages and their `.data` requests (DESIGN §12: a staff save is on every
 * page within 60 s): the CDN keeps a page 30 s and may serve it 30 s more while it fetches a new
 * copy (stale-while-revalidate, RFC 5861), so no visitor waits for the function and none sees a
 * page older than a minute; browsers ask again every time (`max-age=0`: a browser cache does not
 * key on the session cookie).
 */
export const publicPageHeaders = { 'Cache-Control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=30' };

/** Cache-Control of the staff pages (admin, upload, sign-in): never stored anywhere. */
export const staffPageHeaders = { 'Cache-Control': 'private, no-store' };

/** Headers of the 503 page: never kept, and the hint to try again in half a minute (RFC 9110 §10.2.3). */
export const unavailableHeaders = { 'Cache-Control': 'no-store', 'Retry-After': '30' };

/**
 * What a loader throws when its data cannot be read and no last good copy is kept: the root's
 * error page with status 503 ('We’ll be right back', the company's phone when known).
 */
export function unavailable(): Response {
  return new Response(null, { status: 503, headers: unavailableHeaders });
}

/**
 * A loader's read that the page needs: its value, or, when it fails (nothing kept to serve), the
 * failure reported to the page server (`pageFailed`: logged, and listed for staff in the admin,
 * issue 26; React Router's handleError never sees a thrown Response) and the 503 page thrown.
 * @param context the loader's `context`
 * @param url the page's URL (the loader's `url`)
 * @param read what to read, from the page server
 * @throws the 503 Response of `unavailable()` when `read` rejects
 */
export async function readOrUnavailable<T>(
  context: Readonly<RouterContextProvider>,
  url: URL,
  read: (server: PageServer) => Promise<T>,
): Promise<T> {
  const server = pageServerOf(context);
  try {
    return await read(server);
  } catch (error) {
    server.pageFailed(error, url.pathname);
    throw unavailable();
  }
}

/**
 * A loader's read that the page can do without (a featured project's card, the project a request
 * names): its value, or null when it fails, the failure reported as in readOrUnavailable (the
 * page is shown, but not all of it from live data).
 */
export async function readOrNull<T>(
  context: Readonly<RouterContextProvider>,
  url: URL,
  read: (server: PageServer) => Promise<T>,
): Promise<T | null> {
  const server = pageServerOf(context);
  try {
    return await read(server);
  } catch (error) {
    server.pageFailed(error, url.pathname);
    return null;
  }
}

/** The 503 body of a site whose staff have not saved the company details yet (root.tsx). */
export const settingUpReason = 'setting-up';

/**
 * What the root loader throws for a public page before staff have saved the company details
 * (contract blankSiteSettings): 503 'This website is being set up', no company named.
 */
export function settingUp(): Response {
  return Response.json({ reason: settingUpReason }, { status: 503, headers: unavailableHeaders });
}

/**
 * Cache-Control of a redirect: a 301 of an old slug stays at the CDN as a page does (a rename
 * back is live within a minute; browsers ask again each time, so no cached hop can loop); a 302
 * and a staff rule (its hits are counted) are never kept.
 */
function redirectHeaders(target: PageRedirect): Record<string, string> {
  return target.status === 301 && !target.counted ? publicPageHeaders : { 'Cache-Control': 'no-store' };
}

/**
 * The root route's server middleware (issue 24 "the page server answers redirects before
 * rendering"): asks the page server where the path leads (`redirectFor`: an old project slug →
 * its current path, 301) and throws React Router's `redirect` before any loader runs, for
 * documents and `.data` requests alike. When that cannot be read, the page renders as it would
 * have (its own loader answers, 404 or 503).
 */
export const redirectOldPaths: MiddlewareFunction<Response> = async ({ request, context }) => {
  const server = pageServerOf(context);
  let target: PageRedirect | null;
  try {
    const url = new URL(request.url);
    target = await server.redirectFor(pagePathOf(url.pathname), url.search);
  } catch {
    return undefined;
  }
  if (target) throw redirect(target.location, { status: target.status, headers: redirectHeaders(target) });
  return undefined;
};

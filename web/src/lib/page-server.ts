/**
 * The page server in loaders (contract/src/page-server.ts): the load context that
 * web/src/server.ts hands React Router. Server code only, as loaders are.
 */
import type { PageRedirect, PageServer } from '@site/contract/page-server';
import { pagePathOf } from '@site/contract/site-pages';
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';

/** The context key of the page server (React Router `RouterContextProvider`). */
export const pageServerContext = createContext<PageServer>();

/** The page server of a loader's `context`. @throws Error when none is set (not through createPageHandler) */
export function pageServerOf(context: Readonly<RouterContextProvider>): PageServer {
  return context.get(pageServerContext);
}

/**
 * Cache-Control of public pages and their `.data` requests (DESIGN §12: a save is on every page
 * within 60 s): the CDN keeps a page 30 s, then serves it 30 s more while it fetches a new copy
 * (RFC 5861); browsers ask again every time (a browser cache does not key on the session cookie).
 */
export const publicPageHeaders = { 'Cache-Control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=30' };

/** Cache-Control of the staff pages (admin, upload, sign-in): never stored anywhere. */
export const staffPageHeaders = { 'Cache-Control': 'private, no-store' };

/** Headers of the 503 page: never kept; try again in half a minute (RFC 9110 §10.2.3). */
export const unavailableHeaders = { 'Cache-Control': 'no-store', 'Retry-After': '30' };

/**
 * A loader's read that the page needs: its value, or, when it fails (nothing kept to serve), the
 * failure reported to the page server (`pageFailed`; handleError never sees a thrown Response)
 * and the 503 page thrown.
 * @param context the loader's `context`
 * @param url the page's URL (the loader's `url`)
 * @param read what to read, from the page server
 * @throws a 503 Response (the root's error page) when `read` rejects
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
    throw new Response(null, { status: 503, headers: unavailableHeaders });
  }
}

/**
 * A loader's read that the page can do without (a featured project's card, the project a request
 * names): its value, or null when it fails, reported as in readOrUnavailable (the page is shown,
 * but not all of it from live data).
 */
export function readOrNull<T>(
  context: Readonly<RouterContextProvider>,
  url: URL,
  read: (server: PageServer) => Promise<T>,
): Promise<T | null> {
  return readOrUnavailable(context, url, read).catch(() => null);
}

/** The 503 body of a site whose staff have not saved the company details yet (root.tsx). */
export const settingUpReason = 'setting-up';

/** What the root loader throws before staff have saved the company details: 503 'being set up'. */
export function settingUp(): Response {
  return Response.json({ reason: settingUpReason }, { status: 503, headers: unavailableHeaders });
}

/**
 * Cache-Control of a redirect: a 301 of an old slug is kept as a page is (browsers ask again each
 * time, so no cached hop can loop); a 302 and a staff rule (its hits are counted) never.
 */
function redirectHeaders(target: PageRedirect): Record<string, string> {
  return target.status === 301 && !target.counted ? publicPageHeaders : { 'Cache-Control': 'no-store' };
}

/**
 * The root route's server middleware ("the page server answers redirects before
 * rendering"): throws React Router's `redirect` to where `redirectFor` says the path leads,
 * before any loader runs. When that cannot be read, the page renders (its loader answers).
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

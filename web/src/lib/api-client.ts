/**
 * HTTP client of the web app (spec §7, §8; DESIGN §8).
 *
 * - Every request includes credentials (cookies); a JSON content type is set only with a body.
 * - Every mutating request (not GET/HEAD) carries `X-Requested-With: fetch`, which the server's
 *   CSRF check requires even without a body (DESIGN §7; contract `csrfHeader`).
 * - A non-success response throws `Error("{status}: {body text or status text}")` (spec §8).
 * - Query functions GET the query key joined with "/" (spec §7: "Default data fetches join the
 *   query key with slashes into a URL"), and can return null on 401 instead of throwing.
 */
import type { QueryFunction } from '@tanstack/react-query';
import { csrfHeader } from '@site/contract/request-conventions';

/** Throws `Error("{status}: {text}")` when `res` is not ok (spec §8); the body text, else status text. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/**
 * Sends one request. `body` is JSON-encoded when given.
 * @param extraHeaders headers of this call, e.g. the request form's `Idempotency-Key`
 * @returns the Response (already checked ok)
 * @throws Error "{status}: {text}" on a non-success status; TypeError on a network failure
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    ...extraHeaders,
    ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
  };
  if (!['GET', 'HEAD'].includes(method.toUpperCase())) headers[csrfHeader.name] = csrfHeader.value;
  const res = await fetch(url, {
    method,
    headers,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** The URL a query key stands for: its parts joined with "/" (spec §7). ['/api/posts', 'x'] → '/api/posts/x'. */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
}

/** Did a request fail with 401 (an Error from throwIfResNotOk whose text starts with "401:")? */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401:');
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query function that GETs `queryKeyToUrl(queryKey)` and reads JSON; on 401 returns null or throws. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToUrl(queryKey), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) {
      await res.text(); // drain the body so the request completes (else it stays open in Chromium)
      return null;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn, queryKeyToUrl, throwIfResNotOk } from './api-client';

type FetchArgs = [string, RequestInit | undefined];

/** Replaces global fetch with a mock answering `response`; returns the mock. */
function mockFetch(response: Response) {
  const fn = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => response);
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('throws "{status}: {body}" on a non-success response (spec §8)', async () => {
    mockFetch(new Response('Project not found', { status: 404, statusText: 'Not Found' }));
    await expect(apiRequest('GET', '/api/posts/x')).rejects.toThrow('404: Project not found');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('DELETE', '/api/posts/1')).rejects.toThrow('500: Internal Server Error');
  });

  it('sends JSON with a content type only when there is a body, always with credentials', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 200 }));
    await apiRequest('PUT', '/api/posts/1', { status: 'draft' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/posts/1');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'include', body: '{"status":"draft"}' });
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' });

    fetchMock.mockClear();
    await apiRequest('DELETE', '/api/posts/1');
    const [, bare] = fetchMock.mock.calls[0]!;
    expect(bare).toMatchObject({ method: 'DELETE', credentials: 'include' });
    expect(bare?.headers).toEqual({ 'X-Requested-With': 'fetch' });
    expect(bare?.body).toBeUndefined();

    fetchMock.mockClear();
    await apiRequest('GET', '/api/posts');
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({});
  });

  it('returns the response when it is ok', async () => {
    mockFetch(new Response('{"id":"1"}', { status: 201 }));
    const res = await apiRequest('POST', '/api/posts', { title: 'x' });
    expect(await res.json()).toEqual({ id: '1' });
  });
});

describe('throwIfResNotOk', () => {
  it('passes ok responses', async () => {
    await expect(throwIfResNotOk(new Response('x', { status: 200 }))).resolves.toBeUndefined();
  });
});

describe('queryKeyToUrl', () => {
  it('joins the query key with slashes (spec §7)', () => {
    expect(queryKeyToUrl(['/api/posts'])).toBe('/api/posts');
    expect(queryKeyToUrl(['/api/posts', 'abc'])).toBe('/api/posts/abc');
    expect(queryKeyToUrl(['/api', 'posts', 42])).toBe('/api/posts/42');
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

  it('GETs the joined key with credentials and reads JSON', async () => {
    const fetchMock = mockFetch(Response.json([{ id: '1' }]));
    const data = await getQueryFn<unknown[]>({ on401: 'throw' })(context(['/api/posts', 'x']));
    expect(data).toEqual([{ id: '1' }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/posts/x');
    expect(init).toMatchObject({ credentials: 'include' });
  });

  it('returns null on 401 with on401 "returnNull"', async () => {
    mockFetch(new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
  });

  it('throws "401: {body}" on 401 with on401 "throw"', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/user']))).rejects.toThrow('401: Unauthorized');
  });

  it('throws on other errors even with on401 "returnNull"', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).rejects.toThrow(
      '503: Service Unavailable',
    );
  });
});

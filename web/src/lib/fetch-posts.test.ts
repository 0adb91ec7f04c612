import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const parserLoaded = vi.fn();
vi.mock('./parse-posts', async (importOriginal) => {
  parserLoaded();
  return importOriginal();
});

const { fetchPostPage, postListUrl } = await import('./fetch-posts');

const context = (url: string) =>
  ({ queryKey: [url], signal: new AbortController().signal }) as unknown as QueryFunctionContext;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchPostPage', () => {
  it('answers an empty page without loading the parser (and zod)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ items: [], nextCursor: null, total: 0 })),
    );
    await expect(fetchPostPage(context('/api/posts?type=service'))).resolves.toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
    expect(parserLoaded).not.toHaveBeenCalled();
  });

  it('parses any other body with the contract schema', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ items: [{ id: 'x' }], nextCursor: null, total: 1 })),
    );
    await expect(fetchPostPage(context('/api/posts?type=service'))).rejects.toThrow();
    expect(parserLoaded).toHaveBeenCalledTimes(1);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    await expect(fetchPostPage(context('/api/posts?type=service'))).rejects.toThrow();
  });
});

describe('postListUrl', () => {
  it('puts the filters and the page in one order, leaving out empty values', () => {
    expect(postListUrl({})).toBe('/api/posts');
    expect(
      postListUrl({ limit: 25, search: 'stone wall', type: 'project', status: 'all', sector: '', cursor: 'abc' }),
    ).toBe('/api/posts?type=project&status=all&search=stone+wall&cursor=abc&limit=25');
  });
});

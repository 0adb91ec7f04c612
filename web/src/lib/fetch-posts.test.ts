import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const parserLoaded = vi.fn();
vi.mock('./parse-posts', async (importOriginal) => {
  parserLoaded();
  return importOriginal();
});

const { fetchPostList } = await import('./fetch-posts');

const context = (url: string) =>
  ({ queryKey: [url], signal: new AbortController().signal }) as unknown as QueryFunctionContext;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchPostList', () => {
  it('answers an empty list without loading the parser (and zod)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    await expect(fetchPostList(context('/api/posts?type=service'))).resolves.toEqual([]);
    expect(parserLoaded).not.toHaveBeenCalled();
  });

  it('parses any other body with the contract schema', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([{ id: 'x' }])),
    );
    await expect(fetchPostList(context('/api/posts?type=service'))).rejects.toThrow();
    expect(parserLoaded).toHaveBeenCalledTimes(1);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ posts: [] })),
    );
    await expect(fetchPostList(context('/api/posts?type=service'))).rejects.toThrow();
  });
});

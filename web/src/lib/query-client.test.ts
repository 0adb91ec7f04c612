import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh modules per test: the logged-out flow runs once per page (lib/unauthorized.ts state).
let createQueryClient: typeof import('./query-client').createQueryClient;
let takeQueuedToasts: typeof import('./toast').takeQueuedToasts;

const unauthorized = () => Promise.reject(new Error('401: {"message":"Unauthorized"}'));

describe('createQueryClient: a 401 is the logged-out flow, once (spec §6)', () => {
  beforeEach(async () => {
    vi.resetModules();
    ({ createQueryClient } = await import('./query-client'));
    ({ takeQueuedToasts } = await import('./toast'));
    vi.useFakeTimers();
    vi.stubGlobal('window', { location: { pathname: '/admin', search: '', assign: vi.fn() }, setTimeout });
    vi.stubGlobal('document', { cookie: '' });
    takeQueuedToasts();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a query and a mutation answered 401 at once show one "Unauthorized" toast', async () => {
    const client = createQueryClient();
    const query = client.fetchQuery({ queryKey: ['/api/posts'], queryFn: unauthorized }).catch(() => 'failed');
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: unauthorized })
      .execute(undefined)
      .catch(() => 'failed');
    expect(await Promise.all([query, mutation])).toEqual(['failed', 'failed']);
    const toasts = takeQueuedToasts();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
  });

  it('any other failure is left to the screen (no toast from the client)', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['/api/posts'], queryFn: () => Promise.reject(new Error('500: {"message":"x"}')) })
      .catch(() => undefined);
    expect(takeQueuedToasts()).toHaveLength(0);
  });
});

describe('createQueryClient: a mutation refetches the queries its meta names when it settles', () => {
  it('after a success and after a failure, before the mutation resolves; other queries stay', async () => {
    const { createQueryClient: create } = await import('./query-client');
    const client = create();
    let reviewsFetches = 0;
    let leadsFetches = 0;
    // Observed queries are active: invalidation refetches them (a subscription fetches once).
    const observe = (queryKey: string[], count: () => void) =>
      new QueryObserver(client, { queryKey, queryFn: async () => (count(), []) }).subscribe(() => undefined);
    const stops = [
      observe(['/api/reviews'], () => (reviewsFetches += 1)),
      observe(['/api/leads'], () => (leadsFetches += 1)),
    ];
    await vi.waitFor(() => expect([reviewsFetches, leadsFetches]).toEqual([1, 1]));

    const run = (mutationFn: () => Promise<unknown>) =>
      client
        .getMutationCache()
        .build(client, { mutationFn, meta: { invalidates: [['/api/reviews']] } })
        .execute(undefined)
        .catch(() => 'failed');
    await run(async () => 'saved');
    expect([reviewsFetches, leadsFetches]).toEqual([2, 1]);
    expect(await run(() => Promise.reject(new Error('400: {"message":"x"}')))).toBe('failed');
    expect([reviewsFetches, leadsFetches]).toEqual([3, 1]);
    stops.forEach((stop) => stop());
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginRedirectDelayMs, toastShownTimeoutMs } from './unauthorized';

// Each test gets fresh modules: the logged-out flow runs once per page (module state).
let handleUnauthorized: typeof import('./unauthorized').handleUnauthorized;
let takeQueuedToasts: typeof import('./toast').takeQueuedToasts;

describe('handleUnauthorized', () => {
  const assign = vi.fn();

  beforeEach(async () => {
    vi.resetModules();
    ({ handleUnauthorized } = await import('./unauthorized'));
    ({ takeQueuedToasts } = await import('./toast'));
    vi.useFakeTimers();
    takeQueuedToasts();
    vi.stubGlobal('window', { location: { pathname: '/admin', search: '?tab=2', assign }, setTimeout });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('queues the Unauthorized toast and redirects 500 ms after it is on screen, not before', async () => {
    handleUnauthorized();
    const [queued] = takeQueuedToasts();
    expect(queued).toMatchObject({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });

    // The toast's chunk is still loading: 500 ms pass, and the page stays.
    await vi.advanceTimersByTimeAsync(loginRedirectDelayMs + 200);
    expect(assign).not.toHaveBeenCalled();

    queued?.onShown();
    await vi.advanceTimersByTimeAsync(loginRedirectDelayMs - 1);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login?returnTo=%2Fadmin%3Ftab%3D2');
  });

  it('still redirects when the toast never shows (its chunk failed to load)', async () => {
    handleUnauthorized();
    await vi.advanceTimersByTimeAsync(toastShownTimeoutMs + loginRedirectDelayMs - 1);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledOnce();
  });

  it('runs once per page however many requests answer 401', async () => {
    handleUnauthorized();
    handleUnauthorized();
    expect(takeQueuedToasts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(toastShownTimeoutMs + loginRedirectDelayMs);
    expect(assign).toHaveBeenCalledOnce();
  });
});

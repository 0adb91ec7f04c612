/** The view beacon's rules in the browser: one id per browser, one send per project per day, sent only once seen. */
import { describe, expect, it, vi } from 'vitest';
import { viewStorageKeys } from '@site/contract/post-view';
import { browserId, markSent, wasSent, whenSeen, type PageState } from './project-view';

/** localStorage over a Map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

/** A page in a given state, whose events the test fires. */
function page(state: { prerendering?: boolean; visibilityState?: string; readyState?: string }, idle = true) {
  const doc = Object.assign(new EventTarget(), {
    prerendering: false,
    visibilityState: 'visible',
    readyState: 'complete',
    ...state,
  });
  const idleCallbacks: (() => void)[] = [];
  const win = Object.assign(
    new EventTarget(),
    idle ? { requestIdleCallback: (run: () => void) => idleCallbacks.push(run) } : {},
  );
  return {
    page: { doc, win } satisfies PageState,
    doc,
    win,
    runIdle: () => idleCallbacks.splice(0).forEach((run) => run()),
  };
}

describe('browserId', () => {
  it('makes a random 32-hex id once and keeps it', () => {
    const storage = memoryStorage();
    const id = browserId(storage);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(browserId(storage)).toBe(id);
    expect(storage.items.get(viewStorageKeys.browserId)).toBe(id);
    expect(browserId(memoryStorage())).not.toBe(id);
  });

  it('replaces a kept value that is not such an id', () => {
    const storage = memoryStorage({ [viewStorageKeys.browserId]: 'tampered' });
    expect(browserId(storage, () => 'f'.repeat(32))).toBe('f'.repeat(32));
  });
});

describe('wasSent / markSent', () => {
  it('remembers the projects sent today only, and forgets earlier days', () => {
    const storage = memoryStorage();
    expect(wasSent(storage, 'p1', '2026-11-23')).toBe(false);
    markSent(storage, 'p1', '2026-11-23');
    markSent(storage, 'p2', '2026-11-23');
    markSent(storage, 'p1', '2026-11-23');
    expect(JSON.parse(storage.items.get(viewStorageKeys.sentToday) ?? '')).toEqual({
      day: '2026-11-23',
      ids: ['p1', 'p2'],
    });
    expect(wasSent(storage, 'p1', '2026-11-23')).toBe(true);
    expect(wasSent(storage, 'p1', '2026-11-24')).toBe(false);
    markSent(storage, 'p3', '2026-11-24');
    expect(JSON.parse(storage.items.get(viewStorageKeys.sentToday) ?? '')).toEqual({ day: '2026-11-24', ids: ['p3'] });
  });

  it('treats a broken record as nothing sent', () => {
    expect(wasSent(memoryStorage({ [viewStorageKeys.sentToday]: '{not json' }), 'p1', '2026-11-23')).toBe(false);
    expect(
      wasSent(memoryStorage({ [viewStorageKeys.sentToday]: '{"day":"2026-11-23","ids":"p1"}' }), 'p1', '2026-11-23'),
    ).toBe(false);
  });
});

describe('whenSeen', () => {
  it('runs once a loaded, visible page is idle', () => {
    const run = vi.fn();
    const { page: state, runIdle } = page({});
    whenSeen(state, run);
    expect(run).not.toHaveBeenCalled();
    runIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for a prerender to be shown, then for the page to be visible and loaded', () => {
    const run = vi.fn();
    const {
      page: state,
      doc,
      win,
      runIdle,
    } = page({ prerendering: true, visibilityState: 'hidden', readyState: 'interactive' });
    whenSeen(state, run);
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('load'));
    runIdle();
    expect(run).not.toHaveBeenCalled();
    doc.prerendering = false;
    doc.dispatchEvent(new Event('prerenderingchange'));
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    runIdle();
    expect(run).not.toHaveBeenCalled();
    doc.readyState = 'complete';
    win.dispatchEvent(new Event('load'));
    runIdle();
    expect(run).toHaveBeenCalledTimes(1);
    doc.dispatchEvent(new Event('visibilitychange'));
    runIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs for a page hidden until it is left, nor after cancel', () => {
    const run = vi.fn();
    const hidden = page({ visibilityState: 'hidden' });
    const cancel = whenSeen(hidden.page, run);
    hidden.runIdle();
    cancel();
    hidden.doc.visibilityState = 'visible';
    hidden.doc.dispatchEvent(new Event('visibilitychange'));
    hidden.runIdle();
    const shown = page({});
    whenSeen(shown.page, run)();
    shown.runIdle();
    expect(run).not.toHaveBeenCalled();
  });

  it('falls back to a timer where requestIdleCallback is missing (Safari)', async () => {
    const run = vi.fn();
    whenSeen(page({}, false).page, run);
    expect(run).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(run).toHaveBeenCalledTimes(1);
  });
});

/**
 * The one reload after a deploy (lib/preload-error-reload.ts): a missing chunk reloads
 * the page once; a second failure within a minute does not reload again (no loop), a failure after
 * that window does; blocked storage never reloads.
 */
import { describe, expect, it } from 'vitest';
import { installPreloadErrorReload, preloadReloadKey, reloadWindowMs, type ReloadHost } from './preload-error-reload';

/** A tab: an event target, a sessionStorage, a reload counter and a clock. */
function fakeTab(storage: ReloadHost['storage'] = new Map<string, string>() as unknown as Storage) {
  const target = new EventTarget();
  const tab = { reloads: 0, time: 1_000_000 };
  const map = storage instanceof Map ? storage : null;
  const host: ReloadHost = {
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    storage: map
      ? { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) }
      : storage,
    reload: () => (tab.reloads += 1),
    now: () => tab.time,
  };
  installPreloadErrorReload(host);
  /** Fires a preload error; returns whether the app still sees it (not cancelled). */
  const fail = () => target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  return { tab, fail, map };
}

describe('reload on vite:preloadError', () => {
  it('reloads once and cancels the error, remembering when in sessionStorage', () => {
    const { tab, fail, map } = fakeTab();
    expect(fail()).toBe(false);
    expect(tab.reloads).toBe(1);
    expect(map!.get(preloadReloadKey)).toBe(String(tab.time));
  });

  it('does not reload again within a minute: the second error reaches the app (no reload loop)', () => {
    const { tab, fail } = fakeTab();
    fail();
    tab.time += reloadWindowMs - 1;
    expect(fail()).toBe(true);
    expect(tab.reloads).toBe(1);
  });

  it('reloads again for a later deploy, once the minute has passed', () => {
    const { tab, fail } = fakeTab();
    fail();
    tab.time += reloadWindowMs + 1;
    expect(fail()).toBe(false);
    expect(tab.reloads).toBe(2);
  });

  it('never reloads when sessionStorage is blocked (it could not stop a loop)', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
    };
    const { tab, fail } = fakeTab(blocked);
    expect(fail()).toBe(true);
    expect(tab.reloads).toBe(0);
  });
});

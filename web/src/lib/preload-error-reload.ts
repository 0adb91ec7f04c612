/**
 * One reload when a script of an earlier deploy is gone. After a deploy, a tab opened
 * before it still asks for the old build's chunks (`/assets/<name>-<hash>.js`); they are no longer
 * on Hosting (the function answers 404, never cached: functions/src/routes/missing-static-files.ts),
 * and Vite's preload helper fires `vite:preloadError` on `window` before the import fails
 * (vite.dev/guide/build#load-error-handling). Reloading fetches the new deploy's page, whose
 * chunks exist. A reload is tried at most once per `reloadWindowMs` in a tab (sessionStorage), so
 * a chunk missing from the new deploy too shows its error instead of reloading forever.
 */

/** The sessionStorage key of the last reload this module made (epoch ms). */
export const preloadReloadKey = 'site:preload-error-reload';

/** Within this time after a reload, another preload error is not reloaded again. */
export const reloadWindowMs = 60_000;

/** What the handler needs of the browser (window, sessionStorage, location) — injectable for tests. */
export interface ReloadHost {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload(): void;
  now(): number;
}

/**
 * Handles one `vite:preloadError`: reloads (and cancels the error, `preventDefault`) unless this
 * tab reloaded for one within `reloadWindowMs`; then the error goes on to the app as it is.
 * @returns whether it reloaded
 */
export function reloadOnceForPreloadError(event: Event, host: Omit<ReloadHost, 'addEventListener'>): boolean {
  let last = Number.NaN;
  try {
    last = Number(host.storage?.getItem(preloadReloadKey));
  } catch {
    // storage blocked (privacy settings): no way to know, so never reload in a loop
    return false;
  }
  if (!host.storage || (Number.isFinite(last) && host.now() - last < reloadWindowMs)) return false;
  try {
    host.storage.setItem(preloadReloadKey, String(host.now()));
  } catch {
    return false;
  }
  event.preventDefault();
  host.reload();
  return true;
}

/**
 * Listens for `vite:preloadError` on the page (root.tsx calls it once in the browser).
 * @param host default: the browser's window, sessionStorage and location
 */
export function installPreloadErrorReload(host?: ReloadHost): void {
  const target: ReloadHost = host ?? {
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    get storage() {
      try {
        return window.sessionStorage;
      } catch {
        return null;
      }
    },
    reload: () => window.location.reload(),
    now: () => Date.now(),
  };
  target.addEventListener('vite:preloadError', (event) => reloadOnceForPreloadError(event, target));
}

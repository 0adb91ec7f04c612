/**
 * Conventions of a project page view ("Views that count"; ADR 0012) shared by the
 * browser and the API, without zod so the project page's first-load JavaScript stays small:
 * the view day, the browser id's form and the browser storage keys.
 */

/**
 * The day a view counts for: its UTC calendar date, `YYYY-MM-DD` (ISO 8601). A browser counts
 * once per project per UTC day (the server's clock decides; the browser's copy only saves a
 * request).
 * @param at the time of the view
 * @returns e.g. '2026-11-23'
 */
export function viewDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The form of a browser id: 22 to 64 characters of the base64url alphabet (RFC 4648 §5). The
 * browser makes it from 16 random bytes (`crypto.getRandomValues`), 32 hex characters.
 */
export const browserIdPattern = /^[A-Za-z0-9_-]{22,64}$/;

/** localStorage keys of the view beacon: the browser's random id, and the projects sent today. */
export const viewStorageKeys = { browserId: 'ovl-browser-id', sentToday: 'ovl-project-views' } as const;

/**
 * Which public pages are not showing the live data ("a failed render is an error staff
 * see, never a quiet fallback"). The page server reports every page it fails to render from live
 * data (and so serves an older or built-in version) and every page it renders again after that;
 * the admin reads the list (GET /api/page-render-status, routes/page-render-status.ts) and warns
 * that the public site is not showing the latest save.
 *
 * The page server calls two functions, whatever renders the pages:
 * - `reportPageRenderFailure(path, error)` when a public page could not be rendered from live
 *   data (the render threw, timed out, or its data could not be read) and something else was
 *   served;
 * - `reportPageRenderSuccess(path)` after each page rendered from live data.
 * Both return a promise that never rejects (a status write must never fail a page): callers may
 * `void` it.
 *
 * Storage: one Firestore document, `meta/page-renders` (`failures.{key}: {path, at, message}`),
 * so every instance (Cloud Functions scales out) reports into the same list. Costs: a failure
 * writes at most once a minute per page and instance; a success costs nothing unless the page is
 * listed (each instance re-reads the list at most every `statusReadTtlMs`, only while it renders).
 * Nothing personal is kept: a public URL path (slugs) and the first line of an error, cut to 200
 * characters.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { PageRenderFailure, PageRenderStatus } from '@site/contract/page-render-status';
import { db } from '../platform/firestore';
import { logger } from 'firebase-functions/logger';

/** The status document. */
export const pageRenderStatusPath = 'meta/page-renders';

/** How long an instance trusts its copy of the failing pages before reading the document again (30 s). */
export const statusReadTtlMs = 30_000;

/** How often one instance writes the same page's failure again (60 s: a failing page is requested often). */
export const failureRewriteMs = 60_000;

/**
 * Most failing pages one instance records (a bound on the document: when the data cannot be read
 * at all, every path a crawler tries fails; 50 say enough).
 */
export const maxRecordedPages = 50;

/** Longest message kept. */
const messageMax = 200;

/** What this instance knows: when it wrote each failure, and the document's keys as last read. */
const written = new Map<string, { message: string; at: number }>();
let listed: { keys: Set<string>; readAt: number } | null = null;

/** The document field key of a path (a hash: paths hold `/` and `.`, and may be long). */
function keyOf(path: string): string {
  return createHash('sha256').update(path).digest('hex').slice(0, 24);
}

/** The URL path of a page URL (`/projects?filter=residential` → `/projects`). */
function pathOf(url: string): string {
  return new URL(url, 'http://page.invalid').pathname;
}

/** The first line of an error's message, cut to 200 characters. */
function shortMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0]?.trim() || 'unknown error';
  return line.length > messageMax ? `${line.slice(0, messageMax - 1)}…` : line;
}

/**
 * Records that the public page at `url` could not be rendered from live data.
 * @param url the page's URL path (a query is ignored), e.g. `/contact`
 * @param error what failed (only its message's first line is kept)
 * @param now the time of the failure (tests)
 * @returns when the record is written (or skipped: written by this instance within the last
 *   minute with the same message, or this instance already recorded maxRecordedPages other
 *   pages); never rejects (a failed write is logged)
 */
export async function reportPageRenderFailure(url: string, error: unknown, now: Date = new Date()): Promise<void> {
  const path = pathOf(url);
  const key = keyOf(path);
  const message = shortMessage(error);
  const last = written.get(key);
  if (last && last.message === message && now.getTime() - last.at < failureRewriteMs) return;
  if (!last && written.size >= maxRecordedPages) return;
  written.set(key, { message, at: now.getTime() });
  listed?.keys.add(key);
  try {
    await db()
      .doc(pageRenderStatusPath)
      .set({ failures: { [key]: { path, message, at: Timestamp.fromDate(now) } } }, { merge: true });
  } catch (writeError) {
    written.delete(key);
    logger.error('page render status: recording a failure failed', writeError, { page: path });
  }
}

/** Is `key` listed as failing (this instance's copy, read again after statusReadTtlMs)? */
async function isListed(key: string, now: number): Promise<boolean> {
  if (written.has(key)) return true;
  if (!listed || now - listed.readAt > statusReadTtlMs) {
    const snapshot = await db().doc(pageRenderStatusPath).get();
    const failures: unknown = snapshot.get('failures');
    listed = { keys: new Set(failures && typeof failures === 'object' ? Object.keys(failures) : []), readAt: now };
  }
  return listed.keys.has(key);
}

/**
 * Records that the public page at `url` rendered from live data: it leaves the failing list.
 * @param url the page's URL path (a query is ignored)
 * @returns when done; never rejects (a failed read or write is logged)
 */
export async function reportPageRenderSuccess(url: string, now: Date = new Date()): Promise<void> {
  const path = pathOf(url);
  const key = keyOf(path);
  try {
    if (!(await isListed(key, now.getTime()))) return;
    written.delete(key);
    listed?.keys.delete(key);
    // Read and write back the (small) list in a transaction: a failure recorded meanwhile stays.
    const ref = db().doc(pageRenderStatusPath);
    await db().runTransaction(async (tx) => {
      const failures: unknown = (await tx.get(ref)).get('failures');
      if (!failures || typeof failures !== 'object' || !(key in failures)) return;
      const rest = Object.fromEntries(Object.entries(failures).filter(([listedKey]) => listedKey !== key));
      tx.set(ref, { failures: rest });
    });
  } catch (error) {
    logger.error('page render status: clearing a failure failed', error, { page: path });
  }
}

/**
 * The pages whose last render failed, most recent first (GET /api/page-render-status).
 * @throws Firestore errors to the caller
 */
export async function readPageRenderStatus(): Promise<PageRenderStatus> {
  const snapshot = await db().doc(pageRenderStatusPath).get();
  const failures: unknown = snapshot.get('failures');
  const failing: PageRenderFailure[] = [];
  if (failures && typeof failures === 'object') {
    for (const value of Object.values(failures as Record<string, unknown>)) {
      const { path, message, at } = (value ?? {}) as { path?: unknown; message?: unknown; at?: unknown };
      if (typeof path === 'string' && typeof message === 'string' && at instanceof Timestamp) {
        failing.push({ path, message, at: at.toDate().toISOString() });
      }
    }
  }
  failing.sort((a, b) => b.at.localeCompare(a.at));
  return { failing };
}

/** Forgets what this instance knows (tests that clear the document between cases). */
export function resetPageRenderStatusMemory(): void {
  written.clear();
  listed = null;
}

/**
 * What the `api` function hands React Router's loaders (issue 21; DESIGN §8): the server's own
 * data modules, through the load context (functions/src/routes/pages.ts makes it,
 * web/src/lib/page-server.ts reads it). Loaders read the same cached values the API's visitor
 * reads answer from (functions/src/services/site/visitor-read-cache.ts): published content and the
 * public settings only, never a lead.
 *
 * Types only: the web's server build and the function agree on this shape without sharing code.
 */
import type { Post } from './post';
import type { ProjectCardData } from './project-card';
import type { PublicReview } from './reviews';
import type { SiteData } from './site-data';

/** Where a page path leads instead of rendering (issue 24): a path of this site and the status. */
export interface PageRedirect {
  /** A path of this site (`/project/new-slug`), never another origin. */
  location: string;
  /** 301 (moved for good: an old slug, an old site's page) or 302 (for now). */
  status: 301 | 302;
  /** A staff rule whose hits are counted: never kept by a CDN or browser, so every visit counts. */
  counted?: boolean;
}

/**
 * What became of a visitor's request for an estimate (the /contact route's action; the same
 * service answers POST /api/leads: functions/src/services/leads/lead-submission.ts).
 * - `created`: stored (a request judged spam too: it gets the same answer, and no e-mail goes);
 * - `repeated`: the same submission again (its idempotency key): the first answer, nothing new;
 * - `invalid`: field errors in the contract schema's words (`photoIds` for a photo that is gone);
 * - `conflict`: the key came before with other details; nothing stored.
 */
export type LeadSubmission =
  | { kind: 'created' | 'repeated'; id: string; reference: string }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'conflict'; message: string };

/** The page server's services, one instance per function instance. */
export interface PageServer {
  /**
   * The company settings and the published service and page overrides every page shows.
   * @throws when Firestore cannot be read and no last good value is kept (the page answers 503)
   */
  siteData(): Promise<SiteData>;
  /**
   * A published project by id or slug (GET /api/posts/{idOrSlug} for a visitor, parsed with the
   * contract schema); null when there is none (unknown, draft, archived, another type).
   * @throws as siteData
   */
  publishedProject(idOrSlug: string): Promise<Post | null>;
  /**
   * Where a page path leads instead of rendering, asked before any loader runs (the root route's
   * middleware): an old slug of a published project → its current path (301, one hop); an old
   * address staff listed in the Redirects section → its rule's target (301/302, counted); null
   * when the path renders (a live page is never redirected).
   * @param pathname the request's URL path as sent (percent-encoded)
   * @param search the request's query ('?p=12' or ''): an old address with a query matches only it
   * @throws as siteData (the caller then renders the page)
   */
  redirectFor(pathname: string, search?: string): Promise<PageRedirect | null>;
  /**
   * The cards of every published project, newest first.
   * @throws as siteData
   */
  projectCards(): Promise<ProjectCardData[]>;
  /**
   * The published reviews, newest date first (issue 23 "Reviews"): the home page shows the first
   * few, a service page those of its service. Never a draft.
   * @throws as siteData
   */
  publishedReviews(): Promise<PublicReview[]>;
  /**
   * The Content-Security-Policy of a rendered document: the policy of its path (the sign-in
   * policy on /staff/…) with the saved contact form's origin in frame-src and the hashes of its
   * inline scripts in script-src.
   * @param scriptHashes CSP hash sources of the document's inline scripts, e.g. "'sha256-…'"
   */
  documentCsp(input: { pathname: string; contactFormUrl: string | null; scriptHashes: readonly string[] }): string;
  /**
   * Submits a visitor's request for an estimate (the /contact route's action): the service of
   * POST /api/leads (contract leadInputSchema, spam rules, the lead stored first, then its
   * e-mails). The HTTP rules (same-origin form, the leads rate limit) are the function's, applied
   * before the action runs.
   * @param body the request (contract leadInput; anything else comes back `invalid`)
   * @param key its idempotency key (16–128 of `A-Za-z0-9_-`), when it has one
   * @throws when Firestore cannot be written (nothing stored; the page answers 500)
   */
  submitLead(body: unknown, key?: string): Promise<LeadSubmission>;
  /** Tells staff and the log that a page failed to render (React Router's handleError). */
  pageFailed(error: unknown, pathname: string): void;
}

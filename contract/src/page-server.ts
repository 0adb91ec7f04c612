/**
 * What the `api` function hands React Router's loaders as their load context (DESIGN
 * §8; made by functions/src/routes/pages.ts, read by web/src/lib/page-server.ts): the values the
 * API's visitor reads answer from, published content and public settings only, never a lead.
 * Types only: the web's server build and the function agree on this shape without sharing code.
 */
import type { Post } from './post';
import type { ProjectCardsPage, ProjectCardsRequest } from './project-card';
import type { PublicReview } from './reviews';
import type { ServicePage, SiteData } from './site-data';

/**
 * Where a page path leads instead of rendering: a path of this site (never another
 * origin), 301 or 302, and whether it is a staff rule whose hits are counted (never cached).
 */
export interface PageRedirect {
  location: string;
  status: 301 | 302;
  counted?: boolean;
}

/**
 * What became of a visitor's request for an estimate (functions/src/services/leads/lead-submission.ts):
 * `created` (stored; spam too, without e-mail), `repeated` (same idempotency key: the first
 * answer), `invalid` (field errors) or `conflict` (the key came with other details; nothing stored).
 */
export type LeadSubmission =
  | { kind: 'created' | 'repeated'; id: string; reference: string }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'conflict'; message: string };

/** The page server's services, one instance per function instance. */
export interface PageServer {
  /** The company settings and published overrides. @throws when unreadable with nothing kept (503) */
  siteData(): Promise<SiteData>;
  /** A published project by id or slug, as a visitor's GET /api/posts/{idOrSlug}; else null. @throws as siteData */
  publishedProject(idOrSlug: string): Promise<Post | null>;
  /**
   * Where a page path leads instead of rendering (the root route's middleware): a published
   * project's old slug → its current path (301, one hop); a Redirects rule → its target (counted);
   * null when the path renders (a live page is never redirected).
   * @param pathname the request's URL path as sent (percent-encoded)
   * @param search the request's query ('?p=12' or ''): an old address with a query matches only it
   * @throws as siteData (the caller then renders the page)
   */
  redirectFor(pathname: string, search?: string): Promise<PageRedirect | null>;
  /**
   * One page of the published projects' cards, newest first (ADR 0036: a cursor page, never an
   * offset; documents read are bounded by `limit`, not by the number of projects).
   * @returns the page, or null when a cursor names no published project (gone, renamed or made up)
   * @throws as siteData
   */
  projectCardsPage(request: ProjectCardsRequest): Promise<ProjectCardsPage | null>;
  /** The page of the service with this slug, when visitors see it (ADR 0035); else null (404). @throws as siteData */
  servicePage(slug: string): Promise<ServicePage | null>;
  /** The published reviews, newest date first ("Reviews"). @throws as siteData */
  publishedReviews(): Promise<PublicReview[]>;
  /**
   * The Content-Security-Policy of a rendered document: its path's policy, the contact form's
   * origin in frame-src, `scriptHashes` (e.g. "'sha256-…'", its inline scripts) in script-src.
   */
  documentCsp(input: { pathname: string; contactFormUrl: string | null; scriptHashes: readonly string[] }): string;
  /**
   * Submits a visitor's request for an estimate (the /contact route's action): the service of
   * POST /api/leads. The HTTP rules (same-origin form, rate limit) run before the action.
   * @param body the request (contract leadInput; anything else comes back `invalid`)
   * @param key its idempotency key (16–128 of `A-Za-z0-9_-`)
   * @param formStamp the form's `formStamp` field as posted ('' when none): a post without a
   *   valid one is stored as spam; a valid one is its start time for the minimum fill time
   * @throws when Firestore cannot be written (nothing stored; the page answers 500)
   */
  submitLead(body: unknown, key: string, formStamp: string): Promise<LeadSubmission>;
  /** The request form's signed start time for a page rendered now (its hidden `formStamp` field). @throws when unreadable */
  formStamp(): Promise<string>;
  /** Tells staff and the log that a page failed to render. */
  pageFailed(error: unknown, pathname: string): void;
}

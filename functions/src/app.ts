/**
 * The Express 5 app behind the `api` function (DESIGN §1, §6). Exported for tests, which drive
 * it with supertest against the Firestore emulator (DESIGN §9).
 */
import compression from 'compression';
import express, { type Express } from 'express';
import type { SiteSettings } from '@site/contract/site-settings';
import { errorHandler, notFound } from './middleware/errors';
import { requestLog, type LogWriter } from './middleware/request-log';
import { bodySizeGuard, maxBodyBytes, wellFormedTextGuard } from './middleware/request-body-guards';
import { defaultRateLimits, rateLimiter, rateLimitsFromEnv, type RateLimitSettings } from './middleware/rate-limits';
import { sessionMiddleware, type SessionVerifier } from './middleware/session';
import { roleGate } from './middleware/role-gate';
import { activityRecorder } from './middleware/activity-recorder';
import { activityRouter } from './routes/activity';
import { authRouter } from './routes/auth-user';
import { objectFilesRouter } from './routes/object-files';
import { objectsRouter } from './routes/objects';
import { missingStaticFilesRouter } from './routes/missing-static-files';
import { setupRouter } from './routes/setup';
import { pageRenderStatusRouter } from './routes/page-render-status';
import { postWritesRouter } from './routes/post-writes';
import { postsRouter } from './routes/posts';
import { postViewsRouter } from './routes/post-views';
import { healthRouter } from './routes/health';
import { pageMethodGate } from './middleware/page-methods';
import { leadRequestLimiter, leadsRouter } from './routes/leads';
import { leadsBulkRouter } from './routes/leads-bulk';
import { leadsExportRouter } from './routes/leads-export';
import { leadsStaffRouter } from './routes/leads-staff';
import { servicesRouter } from './routes/services';
import { sessionRouter } from './routes/session';
import { pageServer, pagesRouter } from './routes/pages';
import { heroSlidesRouter } from './routes/hero-slides';
import { settingsRouter } from './routes/settings';
import { sitemapRouter } from './routes/sitemap';
import { trashRouter } from './routes/trash';
import { teamRouter } from './routes/team';
import { reviewRequestsRouter } from './routes/review-requests';
import { redirectsRouter } from './routes/redirects';
import { reviewsRouter } from './routes/reviews';
import { revisionsRouter } from './routes/revisions';
import { verifyStaffSession } from './services/staff/auth';
import { securityHeadersMiddleware } from './security/security-headers';
import { trustProxyHops } from './services/platform/client-ip';
import { deleteStoredImages, type ImageDeleter } from './services/media/object-store/delete-stored-images';
import { defaultObjectStore } from './services/media/object-store/select-object-store';
import { serverSiteSettings } from './services/site/server-site-settings';
import type { HealthProbes } from './services/health/health';
import type { PageServer } from '@site/contract/page-server';

/** What createApp lets a caller replace (tests). */
export interface AppOptions {
  /** Session check; default verifyStaffSession (firebase-admin verifySessionCookie). */
  verifySession?: SessionVerifier;
  /** Deletes stored images a post write frees (an edit, a delete forever from the Trash); default deleteStoredImages. */
  deleteImages?: ImageDeleter;
  /** Rate limits of POST /api/session, /api/objects/upload, /api/posts/:idOrSlug/views, /api/leads and /api/leads/uploads; default: env, else defaultRateLimits. */
  rateLimits?: Partial<RateLimitSettings>;
  /** `trust proxy` hop count; default trustProxyHops() (2 on Cloud Run behind Hosting, else 0). */
  trustProxyHops?: number;
  /** Site settings for sitemap.xml (its URLs); default serverSiteSettings(). */
  siteSettings?: () => SiteSettings;
  /** Replacements of the page server's services (the pages' data, CSP and failure report); default none. */
  pageServer?: Partial<PageServer>;
  /** Where the one-line-per-request log goes; default the firebase-functions logger. */
  logRequest?: LogWriter;
  /** The dependency checks of GET /api/health; default Firestore and the object store. */
  healthProbes?: HealthProbes;
  /** The clock of the leads API (spam fill time, e-mail retries); default the system clock. */
  now?: () => Date;
}

/**
 * Builds the API app: the request log (one structured line per request, middleware/request-log),
 * security headers (helmet, the same set as firebase.json's static headers), response
 * compression, the health check, rate limits, published images, sitemap.xml, the 404 of a missing build file (routes/missing-static-files.ts), every page
 * (routes/pages.ts: React Router's server render), JSON bodies (≤ 100 kB, refused over that
 * before parsing; no lone surrogates: middleware/request-body-guards), the session reader, the
 * API routes, then JSON 404 and error handlers.
 * @returns a new Express app (no listening socket; onRequest or supertest drives it)
 */
export function createApp(options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxyHops ?? trustProxyHops());
  const settings = options.siteSettings ?? (() => serverSiteSettings());

  app.use(requestLog(options.logRequest));
  app.use(securityHeadersMiddleware());
  // Bodies over 100 kB (an upload to the disk store: 10 MB) are refused before anything reads them.
  app.use(bodySizeGuard);
  // gzip/br for text bodies ≥ 1 kB by Accept-Encoding (expressjs/compression; br quality 4). The
  // Hosting CDN compresses in production, the emulator does not.
  app.use(compression());
  // Before the session reader: an uptime check must not cost an Auth call, nor depend on one.
  app.use(healthRouter(options.healthProbes));
  const limits = { ...defaultRateLimits, ...rateLimitsFromEnv(), ...options.rateLimits };
  // Failed sign-ins only, per client address: junk from one address never locks staff out.
  app.post('/api/session', rateLimiter('session', limits.session, { countSuccesses: false }));
  app.post('/api/objects/upload', rateLimiter('upload', limits.upload));
  app.post('/api/posts/:idOrSlug/views', rateLimiter('views', limits.views));

  // Public documents need no session: served before the session check (no Auth call per image).
  app.use('/objects', objectFilesRouter());
  app.use(sitemapRouter(settings));
  // A build file Hosting did not have (an earlier deploy's script): 404, never cached.
  app.use(missingStaticFilesRouter());
  // Pages answer GET and HEAD; the /contact form's action (a native form post) POST, from this
  // site, counted against the leads API's limit (one count for both).
  const leadOptions = { store: () => defaultObjectStore(), now: options.now ?? (() => new Date()) };
  const leadLimiter = leadRequestLimiter(limits);
  app.use(pageMethodGate(leadLimiter));
  app.use(pagesRouter(pageServer(options.pageServer, leadOptions.now)));
  app.use(express.json({ limit: maxBodyBytes }));
  // A lone surrogate in any string of a JSON body: 400 at once (it broke Firestore's encoding).
  app.use(wellFormedTextGuard);
  app.use(sessionMiddleware(options.verifySession ?? verifyStaffSession));
  // Which role may call what (ADR 0033): 403 naming the roles that may, before any router runs.
  app.use(roleGate());
  // Publishes, deletes, restores, role changes, exports and company changes, with who and when.
  app.use(activityRecorder());

  const deleteImages = options.deleteImages ?? ((paths: string[]) => deleteStoredImages(paths));
  app.use(
    '/api/posts',
    postsRouter(),
    postViewsRouter(),
    revisionsRouter(deleteImages),
    postWritesRouter(deleteImages),
  );
  app.use('/api/trash', trashRouter(deleteImages));
  app.use('/api/redirects', redirectsRouter(settings));
  app.use('/api/setup', setupRouter(deleteImages));
  app.use('/api/reviews', reviewsRouter());
  app.use('/api/services', servicesRouter());
  app.use('/api/settings', settingsRouter());
  app.use('/api/hero-slides', heroSlidesRouter(deleteImages));
  app.use('/api/page-render-status', pageRenderStatusRouter());
  app.use(
    '/api/leads',
    leadsRouter(limits, leadOptions, leadLimiter),
    leadsBulkRouter(leadOptions),
    leadsStaffRouter(leadOptions),
  );
  app.use('/api', leadsExportRouter(leadOptions));
  app.use('/api/team', teamRouter());
  app.use('/api/activity', activityRouter());
  app.use('/api', reviewRequestsRouter());
  app.use('/api/auth', authRouter());
  app.use('/api/objects', objectsRouter());
  app.use('/api', sessionRouter());

  app.use(notFound);
  app.use(errorHandler);
  return app;
}

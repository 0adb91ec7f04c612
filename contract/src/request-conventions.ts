/**
 * HTTP conventions shared by the browser and the API that carry no schema (so no zod): the API
 * paths, the CSRF header of mutating requests and the name of the sign-in hint cookie. Visitor pages import
 * them from here, which keeps zod out of their first-load JavaScript ("JS for
 * / ≤ 170 KB gzip"); contract/src/api.ts re-exports them for its other callers.
 */

/**
 * The custom header the web client sends on every mutating request (POST/PUT/PATCH/DELETE), with
 * or without a body (DESIGN §7 CSRF: "a JSON body or custom header and a same-site Origin").
 */
export const csrfHeader = { name: 'X-Requested-With', value: 'fetch' } as const;

/**
 * Name of the sign-in hint cookie: set (value "1", not HttpOnly, same lifetime as the session
 * cookie) beside `__session` by POST /api/session and cleared by GET /api/logout. It holds no
 * secret and grants nothing — the server trusts only `__session`. The web reads it to skip the
 * GET /api/auth/user check for visitors, so they get no request, no 401 console error and no
 * 'Loading...' (spec §2 "/" "Visitors must not wait on the sign-in check").
 */
export const signedInHintCookie = 'signed_in';

/**
 * API paths (spec §7; DESIGN §6). `post(idOrSlug)` is the path of one post, its id or slug
 * percent-encoded as one path segment (RFC 3986 §3.3), e.g. post('a/b') → '/api/posts/a%2Fb'.
 */
export const apiPaths = {
  authUser: '/api/auth/user',
  login: '/api/login',
  logout: '/api/logout',
  session: '/api/session',
  posts: '/api/posts',
  /** The published projects (spec §7 "List of projects"): the gallery's and home page's list. */
  publishedProjects: '/api/posts?type=project&status=published',
  post: (idOrSlug: string) => `/api/posts/${encodeURIComponent(idOrSlug)}`,
  services: '/api/services',
  /** Staff: every service, hidden ones too (GET); see functions routes/services.ts. */
  servicesManage: '/api/services/manage',
  /** Staff: PATCH or DELETE one service. */
  service: (id: string) => `/api/services/${encodeURIComponent(id)}`,
  /** Staff: PUT the services' order. */
  servicesOrder: '/api/services/order',
  /** The company details: GET anyone (visitors: public fields), PUT staff. */
  settings: '/api/settings',
  /** Staff: GET, PUT or DELETE the home hero slides (contract hero-slides.ts). */
  heroSlides: '/api/hero-slides',
  objectsUpload: '/api/objects/upload',
  objectsAcl: '/api/objects/acl',
  /** Visitor requests: POST anyone; GET staff: a page (query status, cursor, limit). */
  leads: '/api/leads',
  /** Staff: a page of a search, `{status, search, cursor, limit}` sent as a body (the search stays out of URLs). */
  leadsSearch: '/api/leads/search',
  lead: (id: string) => `/api/leads/${encodeURIComponent(id)}`,
  /** Staff: the CSV export of every lead of a status (query status). */
  leadsCsv: '/api/leads.csv',
  /** Staff: the CSV export of {status, search} sent as a body (the search stays out of URLs). */
  leadsExport: '/api/leads/export',
  /** Staff: one action (a status, or delete) for many leads. */
  leadsBulk: '/api/leads/bulk',
  /** Staff: edit or delete one note of a lead. */
  leadNote: (id: string, noteId: string) => `/api/leads/${encodeURIComponent(id)}/notes/${encodeURIComponent(noteId)}`,
  /** Staff: `{newCount}` for the navbar badge. */
  leadSummary: '/api/leads/summary',
  /** Staff: send the office e-mail of a lead again. */
  leadResend: (id: string) => `/api/leads/${encodeURIComponent(id)}/resend`,
  /** Anyone (rate limited): a signed upload URL for one photo of a request. */
  leadUploads: '/api/leads/uploads',
  /** Anyone: `{uploadURL}` of a finished upload → checked, re-encoded, private; `{photoId}`. */
  leadPhotos: '/api/leads/photos',
  /** Staff: one photo of a lead. */
  leadPhoto: (id: string, photoId: string) =>
    `/api/leads/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`,
  /** Staff: a post's kept versions (contract revisions.ts). */
  postRevisions: (id: string) => `/api/posts/${encodeURIComponent(id)}/revisions`,
  /** Staff: one kept version of a post. */
  postRevision: (id: string, revisionId: string) =>
    `/api/posts/${encodeURIComponent(id)}/revisions/${encodeURIComponent(revisionId)}`,
  /** Staff: POST brings a kept version back (itself a save). */
  restorePostRevision: (id: string, revisionId: string) =>
    `/api/posts/${encodeURIComponent(id)}/revisions/${encodeURIComponent(revisionId)}/restore`,
  /** Staff: the deleted posts kept 30 days (contract trash.ts). */
  trash: '/api/trash',
  /** Staff: DELETE deletes one trashed post forever. */
  trashedPost: (id: string) => `/api/trash/${encodeURIComponent(id)}`,
  /** Staff: POST brings a trashed post back whole. */
  restoreTrashedPost: (id: string) => `/api/trash/${encodeURIComponent(id)}/restore`,
  /** Staff: what the "Set up your site" checklist still asks (contract setup-status.ts). */
  setup: '/api/setup',
  /** Staff: DELETE removes every demo project of the seed, for good. */
  setupDemoProjects: '/api/setup/demo-projects',
  /** Staff: the testimonials (contract reviews.ts): GET list, POST one. */
  reviews: '/api/reviews',
  /** Staff: PUT or DELETE one review. */
  review: (id: string) => `/api/reviews/${encodeURIComponent(id)}`,
  /** Staff: redirects of old addresses (contract redirects.ts): GET list, POST one. */
  redirects: '/api/redirects',
  /** Staff: PUT or DELETE one redirect (its id is its address's match key, encoded). */
  redirect: (id: string) => `/api/redirects/${encodeURIComponent(id)}`,
  /** Staff: POST {csv} imports many redirects at once (all or nothing). */
  redirectsImport: '/api/redirects/import',
  /** Staff: public pages that failed to render from live data (contract page-render-status.ts). */
  pageRenderStatus: '/api/page-render-status',
} as const;

import escapeHtml from 'escape-html';

/**
 * `<link rel="preload" as="fetch">` of a same-origin API URL, for HTML the app is served in (the
 * prerendered gallery pages, web/scripts/post-build.ts; the /project/* documents of the function,
 * functions/src/routes/project-page.ts). The browser starts the request while it parses the HTML
 * instead of after the app's scripts have run, and the app's fetch takes the preloaded response.
 *
 * `crossorigin="use-credentials"` gives the request the mode and credentials of the app's
 * `fetch(url, { credentials: 'include' })` (web/src/lib/api-client.ts): a preload made with
 * other credentials is not reused (html.spec.whatwg.org, "link type preload": the match
 * includes the CORS settings). Only a package import, so plain Node (the web build script) can load it.
 * @param href a path such as '/api/posts/my-slug'; `&`, `<`, `>`, `"` and `'` are escaped here
 * @returns the element as HTML
 */
export function preloadFetchHtml(href: string): string {
  return `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="use-credentials"/>`;
}

/**
 * The project page shell: the /project/{id or slug} page prerendered once, for a path no project
 * has (slugs are `[a-z0-9-]`, spec §5), with the site's navigation, footer and critical CSS around
 * the page's 'Loading project...' state. The build moves it out of the files Hosting serves, to
 * `build/project-page.html`; the function serves it for /project/* with each project's head
 * (functions/src/routes/project-page.ts), and the browser hydrates it at the project's URL. A
 * visitor sees the page's frame at the first paint instead of the SPA fallback's 'Loading...',
 * and the page's scripts are all in its HTML (issue 5, ADR 0007).
 *
 * This module has no imports: the build script (plain Node) reads it as it is.
 */

/** The path the shell is prerendered at. */
export const projectPageShellPath = '/project/__shell';

/** Where the build puts it, relative to `web/build` (outside `build/client`, which Hosting serves). */
export const projectPageShellFile = 'project-page.html';

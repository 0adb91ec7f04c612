/**
 * One `shell` chunk for the code every page loads (issue 5: fewer, larger requests for the
 * first load). Rolldown's automatic chunking splits modules by the set of routes that import
 * them, which left the root route and the site layout's dependencies (React, React Router, MUI's
 * core, Emotion, TanStack Query, the navbar and footer) in ~30 files of a few hundred bytes to a
 * few KB: one HTTP/1.1 round trip each on the local Hosting emulator, and worse compression.
 *
 * At `buildEnd` the plugin walks the static imports of the root route and the site layout (every
 * route is under that layout) and a `codeSplitting` group puts exactly those modules into one
 * chunk (rolldown.rs/reference/OutputOptions.codeSplitting: `groups[].test` may be a function;
 * it is called at chunk generation, after the module graph is complete). The route modules
 * themselves stay entries of their own, as React Router's manifest expects.
 *
 * Modules that two or more public pages share go into two more chunks: `public`, the ones the
 * home page uses too (it loads that chunk), and `public-pages`, the rest, so `/` does not
 * download what only the other pages use (3.4 KB gzip measured: company pages, HTML content,
 * the project query).
 */
import type { Plugin } from 'vite';

/** Ids of the modules that every page needs: the root route's and the layout's static imports. */
const shellRoot = /[\\/]src[\\/]app[\\/](root|routes[\\/]site-layout)\.tsx(\?.*)?$/;
/** The public pages' route modules (their shared imports form the `public` and `public-pages` chunks). */
const publicRoute =
  /[\\/]src[\\/]app[\\/]routes[\\/](home|services|service-detail|projects|project-detail|about|contact|not-found)\.tsx(\?.*)?$/;
/** The home page's route module: `/` loads the `public` chunk, so that chunk holds only what it uses. */
const homeRoute = /[\\/]src[\\/]app[\\/]routes[\\/]home\.tsx$/;

/**
 * Modules that a barrel the pages import re-exports but no page code uses, so the walk below must
 * not follow them: MUI's `@mui/material/styles` index re-exports `enhanceHighContrast`, which
 * imports the class names of the form inputs and, through them, InputBase, TextareaAutosize and
 * FormControl. Tree-shaking drops them from the pages, but the admin's text fields keep them in
 * the bundle, and a group test that matched them would move ~4 KB gzip of form code into the
 * chunks every page loads. Likewise TanStack Query's index re-exports `useMutation` (and its
 * observer), which only the admin's saves and deletes use: followed, they put 0.9 KB gzip of
 * staff-only code into the shell that `/` loads.
 */
const neverImported =
  /[\\/]@mui[\\/]material[\\/]styles[\\/]enhanceHighContrast\.mjs$|[\\/]@tanstack[\\/](?:react-query[\\/]build[\\/]modern[\\/]useMutation|query-core[\\/]build[\\/]modern[\\/]mutationObserver)\.js$/;

/**
 * The module the public pages' data fetchers import on demand (`import('./parse-posts')` in
 * lib/fetch-posts.ts), and with it zod. It and its imports must never count as shared by public
 * pages, or they would join the `public` chunk that `/` loads too (issue 5 budget "JS for / ≤
 * 170 KB gzip"), should a page import any of them statically.
 */
const loadedOnDemand = /[\\/]src[\\/]lib[\\/]parse-posts\.ts$/;

/** Static closure of `roots` in the module graph (not following dynamic imports). */
export function staticClosure(roots: string[], importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...importsOf(id));
  }
  return seen;
}

/** The plugin; only the client build is grouped (the server build is one file anyway). */
export function shellChunkPlugin(): Plugin {
  const shell = new Set<string>();
  const shared = new Set<string>();
  const sharedNotHome = new Set<string>();
  return {
    name: 'site:shell-chunk',
    apply: 'build',
    // Vite Environment API (React Router future.v8_viteEnvironmentApi): the client build only.
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment(name) {
      if (name !== 'client') return undefined;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'shell', test: (id: string) => shell.has(id), priority: 10 },
                  { name: 'public', test: (id: string) => shared.has(id), priority: 5 },
                  { name: 'public-pages', test: (id: string) => sharedNotHome.has(id), priority: 4 },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const roots = ids.filter((id) => shellRoot.test(id));
      const importsOf = (id: string) =>
        (this.getModuleInfo(id)?.importedIds ?? []).filter((m) => !neverImported.test(m));
      const closure = staticClosure(roots, importsOf);
      shell.clear();
      // The route modules stay entries of their own; everything they pull in statically is shell.
      for (const id of closure) if (!roots.includes(id) && !this.getModuleInfo(id)?.isEntry) shell.add(id);
      // Modules that two or more public pages import (cards, grids, head builders): one chunk.
      const counts = new Map<string, number>();
      for (const route of ids.filter((id) => publicRoute.test(id) && !id.includes('?'))) {
        for (const id of staticClosure([route], importsOf)) {
          counts.set(id, (counts.get(id) ?? 0) + 1);
        }
      }
      const onDemand = staticClosure(
        ids.filter((id) => loadedOnDemand.test(id)),
        importsOf,
      );
      // What `/` uses goes into `public`, which `/` loads (issue 5 budget "JS for / ≤ 170 KB
      // gzip"); what only other pages share (company pages, project queries…) into `public-pages`.
      const home = staticClosure(
        ids.filter((id) => homeRoute.test(id)),
        importsOf,
      );
      shared.clear();
      sharedNotHome.clear();
      for (const [id, n] of counts) {
        if (n < 2 || shell.has(id) || onDemand.has(id) || this.getModuleInfo(id)?.isEntry) continue;
        (home.has(id) ? shared : sharedNotHome).add(id);
      }
      this.info(
        `shell chunk: ${shell.size} modules; public chunk: ${shared.size} modules; public-pages chunk: ${sharedNotHome.size} modules`,
      );
    },
  };
}

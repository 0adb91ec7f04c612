/**
 * Post-build step of the web client (ADR 0005): rewrites every HTML file of `build/client` in
 * place with transformPage (page-transforms.ts) and writes the scripts it needs into
 * `assets/`. Idempotent. Run by the Vite plugin in vite.config.ts after React Router's
 * prerender, or by hand: `node web/scripts/post-build.ts [web/build/client]`.
 */
import { mkdir, readdir, readFile, rename, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { galleryPageFile, galleryPagePaths } from '../../contract/src/gallery-page-data.ts';
import { projectPageShellFile, projectPageShellPath } from '../src/config/project-page-shell.ts';
import { transformPage } from './page-transforms.ts';

/**
 * The page path a prerendered file serves: 'index.html' → '/', 'projects/index.html' →
 * '/projects', 'about.html' → '/about'.
 * @param relativeFile the file's path under build/client, with '/' separators
 */
export function pagePathOf(relativeFile: string): string {
  const pagePath = `/${relativeFile}`.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return pagePath === '' ? '/' : pagePath;
}

/** Every .html file under `dir`. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Rewrites every page of a client build directory and writes the scripts it needs.
 * @returns how many pages changed and how many script files were written
 */
export async function postBuild(clientDir: string): Promise<{ pages: number; scripts: number }> {
  const written = new Set<string>();
  let pages = 0;
  for (const file of await htmlFiles(clientDir)) {
    const before = await readFile(file, 'utf8');
    const pagePath = pagePathOf(path.relative(clientDir, file).split(path.sep).join('/'));
    const { html, scripts } = transformPage(before, pagePath);
    if (html === before) continue;
    for (const script of scripts) {
      if (written.has(script.src)) continue;
      await writeFile(path.join(clientDir, script.src), script.code);
      written.add(script.src);
    }
    await writeFile(file, html);
    pages += 1;
  }
  // Pages the function serves (ADR 0007–0009): out of the files Hosting serves, which it would
  // serve before applying the rewrite to the function.
  await moveOutOfHosting(clientDir, projectPageShellPath, projectPageShellFile);
  for (const pagePath of galleryPagePaths) await moveOutOfHosting(clientDir, pagePath, galleryPageFile(pagePath));
  return { pages, scripts: written.size };
}

/**
 * Moves the prerendered page of `pagePath` from `build/client/<path>/index.html` to `target`
 * under `build` (where the function's build finds it), and removes the directories it leaves
 * empty. No-op when absent (a build without it, or a second run).
 * @param pagePath e.g. '/project/__shell' (src/config/project-page-shell.ts) or '/projects'
 * @param target e.g. 'project-page.html' or 'gallery-pages/projects/index.html'
 */
async function moveOutOfHosting(clientDir: string, pagePath: string, target: string): Promise<void> {
  const from = path.join(clientDir, ...pagePath.split('/').filter(Boolean));
  const to = path.join(path.dirname(clientDir), ...target.split('/'));
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(path.join(from, 'index.html'), to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  // Its directory and the parents it leaves empty (a directory with other pages stays: rmdir fails).
  for (let dir = from; dir !== clientDir; dir = path.dirname(dir)) {
    if (!(await rmdir(dir).then(() => true, () => false))) break;
  }
}

if (import.meta.main) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'build', 'client'));
  const { pages, scripts } = await postBuild(dir);
  console.log(`post-build: ${pages} pages rewritten, ${scripts} script files in ${dir}`);
}

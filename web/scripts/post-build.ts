/**
 * Post-build step of the web client (ADR 0005): rewrites every HTML file of `build/client` in
 * place with transformPage (page-transforms.ts) and writes the scripts it needs into
 * `assets/`, then moves every page out of `build/client` into `build/pages/` (ADR 0018: the
 * function serves every page; Hosting would serve a file it has before applying the rewrite).
 * Idempotent. Run by the Vite plugin in vite.config.ts after React Router's prerender, or by
 * hand: `node web/scripts/post-build.ts [web/build/client]`.
 */
import { mkdir, readdir, readFile, rename, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pageFramesDir } from '../../contract/src/page-frames.ts';
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
 * Rewrites every page of a client build directory, writes the scripts it needs, and moves the
 * pages to `<build>/pages/` (contract/src/page-frames.ts), keeping their paths.
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
  await movePagesOutOfHosting(clientDir, path.join(path.dirname(clientDir), pageFramesDir));
  return { pages, scripts: written.size };
}

/**
 * Moves every .html file of `clientDir` to the same relative path under `pagesDir` (replacing
 * what is there) and removes the directories it leaves empty. A second run finds nothing to move.
 */
async function movePagesOutOfHosting(clientDir: string, pagesDir: string): Promise<void> {
  for (const file of await htmlFiles(clientDir)) {
    const to = path.join(pagesDir, path.relative(clientDir, file));
    await mkdir(path.dirname(to), { recursive: true });
    await rename(file, to);
    // Its directory and the parents it leaves empty (a directory with other files stays: rmdir fails).
    for (let dir = path.dirname(file); dir !== clientDir; dir = path.dirname(dir)) {
      if (!(await rmdir(dir).then(() => true, () => false))) break;
    }
  }
}

if (import.meta.main) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'build', 'client'));
  const { pages, scripts } = await postBuild(dir);
  console.log(`post-build: ${pages} pages rewritten, ${scripts} script files in ${dir}`);
}

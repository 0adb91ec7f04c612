/**
 * Post-build step of the web client (ADR 0005): rewrites every HTML file of `build/client` in
 * place with transformPage (page-transforms.ts) and writes the scripts it needs into
 * `assets/`. Idempotent. Run by the Vite plugin in vite.config.ts after React Router's
 * prerender, or by hand: `node web/scripts/post-build.ts [web/build/client]`.
 */
import { readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectPageShellFile, projectPageShellPath } from '../src/config/project-page-shell.ts';
import { transformPage } from './page-transforms.ts';
import { pagePathOf } from './preload-api-reads.ts';

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
  await moveProjectPageShell(clientDir);
  return { pages, scripts: written.size };
}

/**
 * Moves the prerendered project page shell (src/config/project-page-shell.ts) from
 * `build/client/project/__shell/index.html`, where Hosting would serve it as a page of its own,
 * to `build/project-page.html`, where the function's build finds it. No-op when absent (a build
 * without it, or a second run).
 */
async function moveProjectPageShell(clientDir: string): Promise<void> {
  const from = path.join(clientDir, ...projectPageShellPath.split('/').filter(Boolean));
  try {
    await rename(path.join(from, 'index.html'), path.join(path.dirname(clientDir), projectPageShellFile));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  await rm(from, { recursive: true, force: true });
  await rmdir(path.dirname(from)).catch(() => {}); // `project/`, when nothing else is in it
}

if (import.meta.main) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'build', 'client'));
  const { pages, scripts } = await postBuild(dir);
  console.log(`post-build: ${pages} pages rewritten, ${scripts} script files in ${dir}`);
}

#!/usr/bin/env node
/**
 * Bundles the function (src/index.ts → lib/index.js), the seed command (src/seed/cli.ts →
 * lib/seed.js), the staff tool (src/staff/cli.ts → lib/staff.js), the content migrations
 * (src/migrations/cli.ts → lib/migrate.js) and the local stack's e-mail retry run
 * (src/lead-mail/cli.ts → lib/lead-mail.js) with esbuild: ESM, Node 24, source maps.
 * `@site/contract` (a workspace of .ts sources) is bundled in, because a deploy zips only
 * functions/ and runs npm install there, where a workspace dependency cannot resolve
 * (DESIGN §2; firebase-tools #653). Every package of package.json "dependencies" stays
 * external and is installed by Cloud Build.
 * It also copies the web build's prerendered pages (web/build/pages/: every public page's fallback
 * and the SPA fallback, src/services/seo/web-build-html.ts) to lib/pages/, and the web's server
 * build (web/build/page-renderer/, self-contained) to lib/page-renderer/, which renders every page
 * (src/services/seo/page-renderer.ts, ADR 0008, 0015): so the root build runs the web build first
 * (package.json "build:all").
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { pageFramesDir } from '@site/contract/page-frames';

const dir = import.meta.dirname;
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: dir,
  entryPoints: {
    index: 'src/index.ts',
    seed: 'src/seed/cli.ts',
    staff: 'src/staff/cli.ts',
    migrate: 'src/migrations/cli.ts',
    'lead-mail': 'src/lead-mail/cli.ts',
  },
  outdir: 'lib',
  bundle: true,
  splitting: false,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // CommonJS code inside the bundle (none today) would need `require` in an ES module.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
console.log(`functions: built lib/index.js, lib/seed.js, lib/staff.js, lib/migrate.js and lib/lead-mail.js (external: ${Object.keys(pkg.dependencies ?? {}).join(', ')})`);

const webBuild = path.resolve(dir, '..', 'web', 'build');

/**
 * Replaces lib/<name> with a copy of web/build/<name>, or warns (naming what needs it) when the
 * web build has none.
 */
function copyWebBuildDir(name, neededFor) {
  rmSync(path.join(dir, 'lib', name), { recursive: true, force: true });
  if (!existsSync(path.join(webBuild, name))) {
    console.warn(`functions: no web/build/${name} (run \`npm run build\`, web before functions); ${neededFor}`);
    return;
  }
  cpSync(path.join(webBuild, name), path.join(dir, 'lib', name), { recursive: true });
  console.log(`functions: copied web/build/${name} to lib/${name}`);
}

// The page renderer: the web's server build, self-contained (web/vite.config.ts bundles every
// dependency into it), copied as it is: its code must be the code that prerendered the pages.
copyWebBuildDir('page-renderer', 'pages will be served as their prerendered frames');
// The prerendered pages (contract/src/page-frames.ts): the fallbacks and the SPA (staff pages).
copyWebBuildDir(pageFramesDir, 'every page needs its prerendered fallback, and the staff pages the SPA fallback');

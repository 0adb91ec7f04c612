#!/usr/bin/env node
/**
 * Bundles the function (src/index.ts → lib/index.js), the seed command (src/seed/cli.ts →
 * lib/seed.js), the staff tool (src/staff/cli.ts → lib/staff.js), the local stack's e-mail retry
 * run (src/lead-mail/cli.ts → lib/lead-mail.js) and the content migrations
 * (src/migrations/cli.ts → lib/migrate.js) with esbuild: ESM, Node 24, source maps.
 * `@site/contract` (a workspace of .ts sources) is bundled in, because a deploy zips only
 * functions/ and runs npm install there, where a workspace dependency cannot resolve
 * (DESIGN §2; firebase-tools #653). Every package of package.json "dependencies" stays
 * external and is installed by Cloud Build.
 * It also copies the web build's project page shell, SPA fallback and gallery page frames to lib/,
 * which the function serves for /project/* and the gallery (src/services/seo/web-build-html.ts),
 * and copies the web's server build (web/build/page-renderer/, self-contained) to lib/page-renderer/,
 * to render project and gallery pages (src/services/seo/page-renderer.ts, ADR 0008, 0009): so the
 * root build runs the web build first (package.json "build:all").
 */
import { copyFileSync, cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { galleryPagesDir } from '@site/contract/gallery-page-data';
import { webBuildDocuments, webBuildSources } from './src/services/seo/web-build-html.ts';

const dir = import.meta.dirname;
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: dir,
  entryPoints: {
    index: 'src/index.ts',
    seed: 'src/seed/cli.ts',
    staff: 'src/staff/cli.ts',
    'lead-mail': 'src/lead-mail/cli.ts',
    migrate: 'src/migrations/cli.ts',
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
console.log(`functions: built lib/index.js, lib/seed.js, lib/staff.js, lib/lead-mail.js and lib/migrate.js (external: ${Object.keys(pkg.dependencies ?? {}).join(', ')})`);

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
// dependency into it), copied as it is: its code must be the code that prerendered the shell.
copyWebBuildDir('page-renderer', 'project and gallery pages will be served as their prerendered frames');
// The gallery pages' frames (contract/src/gallery-page-data.ts), served when a render fails.
copyWebBuildDir(galleryPagesDir, 'the gallery needs it');

// The documents the function serves for /project/* (src/services/seo/web-build-html.ts, which
// also says where the web build writes them).
for (const name of webBuildDocuments) {
  const source = webBuildSources(name, webBuild).find((file) => existsSync(file));
  if (source) {
    copyFileSync(source, path.join(dir, 'lib', name));
    console.log(`functions: copied ${path.relative(path.resolve(dir, '..'), source)} to lib/${name}`);
  } else {
    console.warn(`functions: no ${name} in the web build (web/build); /project/* pages need it: run \`npm run build\` (web before functions)`);
  }
}

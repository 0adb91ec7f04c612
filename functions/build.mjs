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
 * It also copies the web's server build (web/build/server/, self-contained: React Router's Express
 * adapter around the app, web/src/server.ts) to lib/page-server/, which serves every page
 * (src/routes/pages.ts): so the root build runs the web build first (package.json "build:all").
 * Only the files the server entry imports statically are copied (page-server-files.mjs): chunks
 * behind import() (the staff sections, the rich-text editor) run in the browser only.
 * Source maps carry no source text (`sourcesContent: false`): the deploy ships lib/, and the
 * seed's demo content must not ride along in a map.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { pageServerFiles } from './page-server-files.mjs';

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
  sourcesContent: false,
  external,
  logLevel: 'warning',
  // CommonJS code inside the bundle (none today) would need `require` in an ES module.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
console.log(
  `functions: built lib/index.js, lib/seed.js, lib/staff.js, lib/migrate.js and lib/lead-mail.js (external: ${Object.keys(pkg.dependencies ?? {}).join(', ')})`,
);

// The page server: the web's server build, copied as it is (web/vite.config.ts bundles every
// dependency into it). Old copies of earlier layouts (page-renderer/, pages/) go too.
const webServerBuild = path.resolve(dir, '..', 'web', 'build', 'server');
for (const name of ['page-server', 'page-renderer', 'pages'])
  rmSync(path.join(dir, 'lib', name), { recursive: true, force: true });
if (existsSync(webServerBuild)) {
  const files = await pageServerFiles(webServerBuild);
  for (const file of files) {
    const target = path.join(dir, 'lib', 'page-server', file);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(webServerBuild, file), target);
  }
  console.log(
    `functions: copied the ${files.length} files web/build/server/index.js imports statically to lib/page-server`,
  );
} else {
  console.warn(
    'functions: no web/build/server (run `npm run build`, web before functions); the function cannot serve pages',
  );
}

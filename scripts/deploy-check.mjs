#!/usr/bin/env node
/**
 * `npm run deploy:check`: proves, offline (no Firebase project, no Google credentials), that what
 * `npm run deploy` would ship works the way Firebase runs it (DESIGN §13). CI runs it (.ci/run).
 *   1. bundle        functions/build.mjs builds lib/
 *   2. installs alone a clean copy of functions/ as firebase deploy uploads it, with the lock the
 *                    deploy ships (cut from the tested root lock: lib/functions-lock.mjs), installs
 *                    with `npm ci --omit=dev` from the npm registry, no workspace links, and gets
 *                    exactly the locked versions
 *   3. loads         its manifest is discovered as firebase deploy does, and `main` loads under
 *                    Node 24 with a production environment, exporting every function; and it
 *                    refuses to load there with any emulator variable set (the guard of
 *                    functions/src/security/emulator-guard.ts, for each variable, and index.ts
 *                    calling it)
 *   4. rewrites      every firebase.json rewrite names an exported HTTPS function (and region)
 *   5. params        every environment read is declared in functions/src/params.ts
 *   6. indexes       every query shape has its composite index in firestore.indexes.json
 *   7. rules         firestore.rules and storage.rules deny all client access
 *   8. demo values   nothing the deploy uploads of functions/ carries the demo company or a loopback URL
 *   9. uploads       the deploy uploads exactly package.json, lib/index.js and the page server's static
 *                    imports: no source map, no settings file (.env, .secret), no staff-only chunk
 * Each failure says what to fix. Exit 0 when all pass, 1 otherwise.
 *
 * Options: --root <dir> (check another checkout), --no-install (discover the manifest from the
 * workspace's functions/ instead of a clean install: faster, checks 2 and the clean load skipped),
 * --write-indexes (rewrite firestore.indexes.json with exactly the derived indexes).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checkDemoValues } from './lib/deploy-check/demo-values.mjs';
import { checkIndexes, loadQueryShapes, writeIndexFile } from './lib/deploy-check/firestore-indexes.mjs';
import {
  discoverManifest,
  functionsConfig,
  installAlone,
  installedVersionDrift,
  loadLikeProduction,
  packSource,
  run,
  tail,
} from './lib/deploy-check/functions-package.mjs';
import { FunctionsLockError, functionsLockFromRoot } from './lib/functions-lock.mjs';
import { checkParams } from './lib/deploy-check/params.mjs';
import { checkRewrites } from './lib/deploy-check/rewrites.mjs';
import { checkRules } from './lib/deploy-check/rules.mjs';
import { checkUploads } from './lib/deploy-check/uploads.mjs';
import { importTs } from './lib/import-ts.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const root = path.resolve(option('--root') ?? path.join(import.meta.dirname, '..'));
const install = !args.includes('--no-install');
const started = performance.now();
const results = [];
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Records and prints one check: ok, failed (problems) or skipped. */
function report(name, { summary = '', problems = [], notes = [], skipped }) {
  results.push({ name, ok: !skipped && problems.length === 0, skipped: Boolean(skipped) });
  if (skipped) console.log(`  - ${name.padEnd(15)} skipped: ${skipped}`);
  else if (problems.length === 0) console.log(`  ✓ ${name.padEnd(15)} ${summary}`);
  else {
    console.log(`  ✗ ${name}`);
    for (const problem of problems) console.log(`      ${problem.message}\n      fix: ${problem.fix}`);
  }
  for (const note of notes) console.log(`      note: ${note}`);
}

/**
 * The emulator guard (functions/src/security/emulator-guard.ts): it throws for each emulator
 * variable on Cloud Run and for none locally, and the built package refuses to load with one set.
 * @returns problems for the "loads" check
 */
async function emulatorGuardProblems(dir) {
  const problems = [];
  const guard = await importTs(path.join(root, 'functions', 'src', 'security', 'emulator-guard.ts'));
  const cloudRun = { K_SERVICE: 'api' };
  for (const name of guard.emulatorVariables) {
    let refused = false;
    try {
      guard.assertNoEmulatorOnCloudRun({ ...cloudRun, [name]: name === 'FUNCTIONS_EMULATOR' ? 'false' : 'on' });
    } catch {
      refused = true;
    }
    if (!refused)
      problems.push({
        message: `the emulator guard lets the function start on Cloud Run with ${name} set.`,
        fix: 'assertNoEmulatorOnCloudRun must refuse every name of emulatorVariables (functions/src/security/emulator-guard.ts).',
      });
  }
  const loaded = await loadLikeProduction(dir, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
  if (loaded.ok || !/Refusing to start: emulator variable FIREBASE_AUTH_EMULATOR_HOST/.test(loaded.output)) {
    problems.push({
      message:
        'lib/index.js loads on Cloud Run (K_SERVICE set) with FIREBASE_AUTH_EMULATOR_HOST set: it would accept unsigned session cookies as staff.',
      fix: 'call assertNoEmulatorOnCloudRun() first thing in functions/src/index.ts (security/emulator-guard.ts).',
    });
  }
  return problems;
}

const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
const fnConfig = functionsConfig(firebaseJson);
const functionsDir = path.join(root, fnConfig.source);
const nodeMajor = Number(process.versions.node.split('.')[0]);
console.log(`deploy:check (offline) of ${root}, Node ${process.version}`);

// 1. bundle
let t = performance.now();
const built = await run(process.execPath, ['build.mjs'], { cwd: functionsDir, env: { ...process.env } });
const webBuildMissing = /no web\/build|no [\w.-]+ in the web build/.test(built.output);
report('bundle', {
  summary: `functions/build.mjs built lib/ (${seconds(t)})`,
  problems:
    built.code === 0
      ? []
      : [
          {
            message: `functions/build.mjs failed:\n${tail(built.output)}`,
            fix: 'fix the build error above (`npm run build -w functions` shows it too).',
          },
        ],
  notes: webBuildMissing
    ? [
        'no web build in functions/lib: run `npm run build` before deploying (npm run deploy and the predeploy hooks do).',
      ]
    : [],
});

// 2. installs alone, 3. loads like production
let manifest = null;
let packed = null;
try {
  const runtimeProblems = [];
  const pkg = JSON.parse(readFileSync(path.join(functionsDir, 'package.json'), 'utf8'));
  const runtimeMajor = Number(/^nodejs(\d+)$/.exec(fnConfig.runtime ?? '')?.[1]);
  if (String(pkg.engines?.node) !== String(runtimeMajor)) {
    runtimeProblems.push({
      message: `firebase.json runtime "${fnConfig.runtime}" and functions/package.json engines.node "${pkg.engines?.node}" differ.`,
      fix: `set both to Node ${nodeMajor} ("runtime": "nodejs${nodeMajor}", "engines": {"node": "${nodeMajor}"}).`,
    });
  }
  if (runtimeMajor !== nodeMajor) {
    runtimeProblems.push({
      message: `the functions run on ${fnConfig.runtime} in production, but this check runs on Node ${nodeMajor}.`,
      fix: 'run the check through `npm run deploy:check` (scripts/node24.mjs brings the project’s Node), or align firebase.json runtime with .nvmrc.',
    });
  }
  let dir = functionsDir;
  if (built.code !== 0) {
    report('installs alone', { skipped: 'the bundle did not build' });
    report('loads', { skipped: 'the bundle did not build' });
  } else {
    if (install) {
      t = performance.now();
      packed = await packSource(root, firebaseJson);
      let lock = null;
      let lockProblem = null;
      try {
        lock = functionsLockFromRoot(root, fnConfig.source);
      } catch (error) {
        if (!(error instanceof FunctionsLockError)) throw error;
        lockProblem = {
          message: `no lock file for ${fnConfig.source}/ from the root package-lock.json: ${error.message}.`,
          fix: 'fix the cause above; the deploy ships functions/package-lock.json cut from the root lock (npm run build:deploy).',
        };
      }
      const installed = await installAlone(packed.dir, lock);
      const workspaceDeps = Object.entries(pkg.dependencies ?? {}).filter(
        ([name, spec]) => name.startsWith('@site/') || /^(file|link|workspace):/.test(String(spec)),
      );
      const drift = installed.ok && lock ? installedVersionDrift(packed.dir) : [];
      report('installs alone', {
        summary: `clean copy of ${fnConfig.source}/ (${packed.files} files), ${installed.command} with the lock cut from the root lock: ${installed.packages} packages, the locked versions (${seconds(t)})`,
        problems: [
          ...(lockProblem ? [lockProblem] : []),
          ...(installed.ok
            ? []
            : [
                {
                  message: `${fnConfig.source}/ does not install on its own, as Cloud Build installs it:\n${tail(installed.output).replace(/^/gm, '        ')}`,
                  fix: workspaceDeps.length
                    ? `remove ${workspaceDeps.map(([n]) => n).join(', ')} from functions/package.json "dependencies": a workspace cannot resolve in Cloud Build; esbuild bundles workspace code into lib/ (functions/build.mjs).`
                    : 'every entry of functions/package.json "dependencies" must install from the npm registry on its own (no workspace, file: or link: specs; versions that exist).',
                },
              ]),
          ...drift.map((line) => ({
            message: `the standalone install differs from the lock: ${line}.`,
            fix: 'run `npm install` at the repository root so package-lock.json is current.',
          })),
        ],
      });
      dir = installed.ok ? packed.dir : null;
    } else {
      report('installs alone', { skipped: '--no-install (manifest from the workspace functions/)' });
    }
    if (dir) {
      t = performance.now();
      const discovered = await discoverManifest(dir);
      const loaded = discovered.ok ? await loadLikeProduction(dir) : null;
      const problems = [...runtimeProblems];
      if (!discovered.ok) {
        problems.push({
          message: `firebase deploy could not read the functions (discovery failed):\n${tail(discovered.output).replace(/^/gm, '        ')}`,
          fix: 'fix the error above: module-level code must not need runtime values (read params with .value() inside handlers) and every imported package must be a dependency of functions/package.json.',
        });
      } else if (!loaded.ok) {
        problems.push({
          message: `lib/index.js does not load under Node ${nodeMajor} with a production environment:\n${tail(loaded.output).replace(/^/gm, '        ')}`,
          fix: 'fix the error above; the function must start without emulator variables (FIRESTORE_EMULATOR_HOST, FUNCTIONS_EMULATOR, …).',
        });
      } else {
        problems.push(...(await emulatorGuardProblems(dir)));
        manifest = discovered.manifest;
        for (const [name, endpoint] of Object.entries(manifest.endpoints ?? {})) {
          const entry = endpoint.entryPoint ?? name;
          if (loaded.exports[entry] !== 'function') {
            problems.push({
              message: `the manifest lists "${name}" but lib/index.js exports ${loaded.exports[entry] ? `a ${loaded.exports[entry]}` : 'nothing'} as "${entry}" at runtime.`,
              fix: `export const ${entry} = onRequest(…) / onSchedule(…) from functions/src/index.ts.`,
            });
          }
        }
      }
      const names = manifest ? Object.keys(manifest.endpoints ?? {}) : [];
      report('loads', {
        summary: `exports ${names.join(', ')} under Node ${nodeMajor}, production environment; refuses to load on Cloud Run with an emulator variable (${seconds(t)})`,
        problems,
      });
    } else {
      report('loads', { skipped: 'the functions package does not install' });
    }
  }

  // 4. rewrites, 5. params
  if (manifest) {
    report('rewrites', checkRewrites(firebaseJson, manifest));
    const { environmentOverrides } = await importTs(path.join(root, 'functions', 'src', 'params.ts'));
    report('params', checkParams({ root, manifest, overrides: Object.keys(environmentOverrides ?? {}) }));
  } else {
    report('rewrites', { skipped: 'no functions manifest (see above)' });
    report('params', { skipped: 'no functions manifest (see above)' });
  }
} finally {
  if (packed) rmSync(packed.dir, { recursive: true, force: true });
}

// 6. indexes
try {
  const indexPath = path.join(root, firebaseJson.firestore?.indexes ?? 'firestore.indexes.json');
  const indexFile = existsSync(indexPath) ? JSON.parse(readFileSync(indexPath, 'utf8')) : { indexes: [] };
  const shapes = await loadQueryShapes(root);
  const result = checkIndexes(shapes, indexFile);
  if (args.includes('--write-indexes')) {
    writeIndexFile(indexPath, indexFile, result.required);
    report('indexes', {
      summary: `wrote ${result.required.length} composite indexes to ${path.relative(root, indexPath)}`,
    });
  } else {
    report('indexes', result);
  }
} catch (error) {
  report('indexes', {
    problems: [
      {
        message: `the query shapes could not be loaded: ${error.message}`,
        fix: 'fix the error in the store module that declares them.',
      },
    ],
  });
}

// 7. rules
report('rules', checkRules(root, firebaseJson));

// 8. demo values (after the bundle step: lib/ is what is checked)
report('demo values', await checkDemoValues(root, firebaseJson));

// 9. uploads (after the bundle step: lib/ is what is listed)
report('uploads', await checkUploads(root, firebaseJson));

const failed = results.filter((r) => !r.ok && !r.skipped);
const skipped = results.filter((r) => r.skipped);
const tailNote = skipped.length ? `, ${skipped.length} skipped` : '';
console.log(
  failed.length === 0
    ? `deploy:check passed: ${results.length - skipped.length} checks${tailNote} (${seconds(started)})`
    : `deploy:check failed: ${failed.map((r) => r.name).join(', ')}${tailNote} (${seconds(started)})`,
);
process.exitCode = failed.length === 0 ? 0 : 1;

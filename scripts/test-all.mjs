#!/usr/bin/env node
/**
 * `npm test`: every test layer (DESIGN §9), then one closing line `N passed, N failed`.
 *  1. build (images, functions, web)
 *  2. vitest: unit tests and API integration tests (Express app against the Firestore stand-in)
 *  3. the local stack on a fresh, throw-away data folder, seeded; Playwright (system Chromium)
 *     drives the browser against it (tests/e2e; STACK_URL the site, MAIL_URL the mail catcher's inbox)
 * Exit code 0 only when everything passed.
 * Options: --no-build, --no-vitest, --no-e2e; any other argument is passed to Playwright (a spec
 * file or a `-g` title filter), e.g. `npm test -- --no-build --no-vitest tests/e2e/leads.spec.ts`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { root, runSeed, startStack } from './lib/stack.mjs';

const resultsDir = path.join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const run = (cmd, args, env = process.env) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
/** Like run(), without blocking this process: the Firestore stand-in serves from it meanwhile. */
const runAsync = (cmd, args, env = process.env) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

console.log(`[test] Node ${process.version}`);
if (!process.argv.includes('--no-build') && run('npm', ['run', 'build']) !== 0) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const options = new Set(['--no-build', '--no-vitest', '--no-e2e']);
/** Arguments for Playwright: everything that is not one of this script's options. */
const playwrightArgs = process.argv.slice(2).filter((arg) => !options.has(arg));

// 2. vitest
if (!process.argv.includes('--no-vitest')) {
  const vitestJson = path.join(resultsDir, 'vitest.json');
  const vitestStatus = run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  if (existsSync(vitestJson)) {
    const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests + (vitestStatus !== 0 && r.numFailedTests === 0 ? 1 : 0);
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } else {
    totals.failed += 1;
  }
}

// 3. browser tests against the running stack
if (!process.argv.includes('--no-e2e')) {
  const dataDir = path.join(resultsDir, 'stack-data');
  let stack;
  try {
    const chromium = ensureChromium();
    stack = await startStack({ dataDir });
    await runSeed(dataDir);
    const pwJson = path.join(resultsDir, 'playwright.json');
    await runAsync(
      bin('playwright'),
      ['test', '-c', 'tests/playwright.config.ts', '--reporter=list,json', ...playwrightArgs],
      {
        ...process.env,
        STACK_URL: stack.url,
        MAIL_URL: stack.mailUrl,
        CHROME_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
      },
    );
    const stats = existsSync(pwJson) ? JSON.parse(readFileSync(pwJson, 'utf8')).stats : null;
    if (stats) {
      totals.passed += stats.expected;
      totals.failed += stats.unexpected + stats.flaky;
      totals.skipped += stats.skipped;
    } else {
      totals.failed += 1;
    }
  } catch (err) {
    console.error(`[test] browser tests could not run: ${err.message}`);
    totals.failed += 1;
  } finally {
    await stack?.stop();
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 ? 0 : 1);

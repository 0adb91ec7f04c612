#!/usr/bin/env node
/**
 * `npm run bench:scale` (DESIGN §10 Scale): seeds N projects and M leads into the local stack
 * through the API, then prints, per page and API call, Firestore documents read, bytes (raw and
 * gzip) and server time cold/warm; for the admin Leads and Projects screens the time to first
 * row, DOM nodes, documents read and API calls on a desktop and on a throttled phone; the script
 * files of /admin's first load; and an open inbox's documents read in a minute — each marked
 * against the budgets (lib/bench-scale-report.mjs). Prints figures, it is not a test.
 *
 * Options: --projects N (default 1000), --leads M (default 10000), --runs R (warm requests and
 * screen loads per figure, medians; default 3), --concurrency C (seeding requests at once,
 * default 4), --inbox-seconds S (the inbox watch, default 60), --base COMMIT (A/B: that commit's
 * build first, then this one, same machine and run: lib/bench-scale-base.mjs), --json FILE (also
 * write the figures as JSON).
 * Uses the stack's fixed ports: run it under the browser tests' lock,
 * `flock /tmp/e2e.lock npm run bench:scale -- --projects 400 --leads 3000`.
 * The build must exist (`npm run build`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareBase } from './lib/bench-scale-base.mjs';
import { formatReport } from './lib/bench-scale-report.mjs';
import { runScaleBench } from './lib/bench-scale-run.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { root } from './lib/stack.mjs';

const { values: options } = parseArgs({
  options: {
    projects: { type: 'string', default: '1000' },
    leads: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '4' },
    'inbox-seconds': { type: 'string', default: '60' },
    base: { type: 'string' },
    json: { type: 'string' },
    label: { type: 'string' },
  },
});
const count = (name) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name} must be a whole number, got "${options[name]}"`);
  return value;
};
const settings = {
  projects: count('projects'),
  leads: count('leads'),
  runs: Math.max(1, count('runs')),
  concurrency: Math.max(1, count('concurrency')),
  inboxMs: count('inbox-seconds') * 1000,
};

/** This checkout's commit, `-dirty` with uncommitted changes. */
function commitName(dir) {
  const git = (...args) =>
    new Promise((resolve) => {
      const child = spawn('git', args, { cwd: dir });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.once('exit', () => resolve(out.trim()));
    });
  return Promise.all([git('rev-parse', '--short', 'HEAD'), git('status', '--porcelain', '--untracked-files=no')]).then(
    ([sha, dirty]) => `${sha}${dirty ? '-dirty' : ''}`,
  );
}

/** Runs the base side in its own checkout (a child process) and returns its figures. */
function runBaseSide(dir, label, jsonFile) {
  const args = [
    path.join(dir, 'scripts', 'bench-scale.mjs'),
    ...['projects', 'leads', 'runs', 'concurrency', 'inbox-seconds'].flatMap((name) => [`--${name}`, options[name]]),
    '--json',
    jsonFile,
    '--label',
    label,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: dir, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(readFileSync(jsonFile, 'utf8')).sides[0])
        : reject(new Error(`base side exited ${code}`)),
    );
  });
}

const started = Date.now();
try {
  for (const file of ['functions/lib/index.js', 'web/build/server/index.js'])
    if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
  const chromePath = ensureChromium();
  console.log(
    `[bench:scale] Node ${process.version} · ${os.cpus().length} CPUs · load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const sides = [];
  if (options.base) {
    const base = prepareBase(options.base);
    mkdirSync(path.join(root, '.bench'), { recursive: true });
    sides.push(await runBaseSide(base.dir, `A ${base.commit}`, path.join(root, '.bench', 'scale-base.json')));
  }
  const label = options.label ?? `${options.base ? 'B ' : ''}${await commitName(root)}`;
  sides.push(await runScaleBench({ ...settings, chromePath, label }));
  const report = formatReport(sides);
  console.log(`\n${report}\n`);
  console.log(
    `[bench:scale] ${((Date.now() - started) / 60000).toFixed(1)} min; load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const jsonFile = options.json ?? path.join(root, '.bench', 'scale.json');
  mkdirSync(path.dirname(path.resolve(jsonFile)), { recursive: true });
  writeFileSync(jsonFile, `${JSON.stringify({ date: new Date(started).toISOString(), settings, sides }, null, 2)}\n`);
  if (!options.json) writeFileSync(path.join(root, '.bench', 'scale.md'), `${report}\n`);
} catch (err) {
  console.error(`[bench:scale] ${err.stack ?? err.message}`);
  process.exitCode = 1;
}
// The stack is stopped; leftover sockets (the browser's, the mail catcher's) must not hold the run open.
process.exit(process.exitCode ?? 0);

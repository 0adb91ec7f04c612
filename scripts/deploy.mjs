#!/usr/bin/env node
/**
 * `npm run deploy -- --project <id or alias>`: puts the site live (docs/deploy.md).
 *  1. refuses demo- projects (they are the local emulators') and says why;
 *  2. makes sure the build has its SITE_URL (asks for it once on a terminal and saves it to
 *     functions/.env.<projectId>, where `firebase deploy` keeps param values too), and refuses one
 *     that is no live site's address (http, loopback, example names: siteUrlRefusal);
 *  3. runs `npm run deploy:check` (skip with --skip-check);
 *  4. runs `firebase deploy --only hosting,functions,firestore,storage --project <id>`; the
 *     predeploy hooks of firebase.json build for that project (npm run build:deploy), and the
 *     Firebase CLI asks for any param that functions/.env.<projectId> does not give;
 *  5. after a successful deploy, runs the content migrations (`npm run migrate`, ADR 0016) against
 *     the project; they need Google credentials, and are skipped with a warning without them;
 *  6. then prints each company setting still at the demo company's value
 *     (scripts/demo-settings-report.mjs, same credentials; a warning when it cannot read them).
 * Other arguments go to `firebase deploy` (e.g. `--only firestore`, `--force`, `--non-interactive`); an
 * `--only` with hosting but not functions, or the reverse, is refused (partialDeployRefusal).
 * Exit code: firebase deploy's, or 1 when refused or the check fails.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import {
  partialDeployRefusal,
  projectAliases,
  refusalFor,
  resolveProject,
  siteUrlRefusal,
} from './lib/deploy-target.mjs';
import { functionsEnv } from './lib/functions-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const take = (name, hasValue) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, hasValue ? 2 : 1);
  return hasValue ? value : true;
};
const projectArg = take('--project', true) ?? take('-P', true);
const skipCheck = take('--skip-check', false);
const fail = (message) => {
  console.error(`deploy: ${message}`);
  process.exit(1);
};

const { projectId, alias } = resolveProject(projectArg, root);
const refusal = refusalFor(projectId);
if (refusal) {
  const aliases = Object.entries(projectAliases(root)).filter(([, id]) => !id.startsWith('demo-'));
  const known = aliases.length
    ? ` Projects added with \`firebase use --add\`: ${aliases.map(([a, id]) => `${a} (${id})`).join(', ')}.`
    : '';
  fail(`${refusal}${known}\nusage: npm run deploy -- --project <project id or alias> [firebase deploy options]`);
}

// Hosting and functions ship together (partialDeployRefusal).
const onlyIndex = args.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
const only = onlyIndex < 0 ? undefined : (args[onlyIndex].split('=')[1] ?? args[onlyIndex + 1] ?? '');
const partial = partialDeployRefusal(only);
if (partial) fail(partial);

// 2. SITE_URL, which the build needs before firebase deploy would ask for it.
let functionsSettings;
try {
  functionsSettings = functionsEnv(root, projectId, alias);
} catch (error) {
  fail(`${error.message} (firebase deploy reads these files the same way and would stop too).`);
}
const { values, projectFile } = functionsSettings;
let siteUrl = values.SITE_URL?.trim();
if (!siteUrl) {
  if (!process.stdin.isTTY || args.includes('--non-interactive')) {
    fail(
      `SITE_URL is not set for ${projectId}: add SITE_URL=https://www.your-domain.com to ${projectFile} (docs/deploy.md step 7).`,
    );
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  let answer = '';
  for (;;) {
    answer = (
      await rl.question(
        `Public address of the site (SITE_URL), e.g. https://www.your-domain.com or https://${projectId}.web.app: `,
      )
    )
      .trim()
      .replace(/\/+$/, '');
    const problem = answer && siteUrlRefusal(answer, projectId);
    if (answer && !problem) break;
    if (problem) console.log(problem);
  }
  rl.close();
  const file = path.join(root, projectFile);
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  appendFileSync(file, `${before && !before.endsWith('\n') ? '\n' : ''}SITE_URL=${answer}\n`);
  console.log(`deploy: saved SITE_URL=${answer} to ${projectFile}`);
  siteUrl = answer;
}
// A SITE_URL that is no live site's address (http, loopback, example names) stops here, before any
// check or upload; build:deploy refuses it too when firebase deploy runs on its own.
const siteUrlProblem = siteUrlRefusal(siteUrl, projectId);
if (siteUrlProblem) fail(`${siteUrlProblem} (in ${projectFile}; docs/deploy.md step 7)`);

// 3. the offline checks
if (!skipCheck) {
  const check = spawnSync(process.execPath, [path.join(root, 'scripts', 'deploy-check.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (check.status !== 0) fail('deploy:check failed; fix what it names (or pass --skip-check to deploy anyway).');
}

// 4. firebase deploy (its predeploy hooks build for the project)
const onlyAll = only === undefined ? ['--only', 'hosting,functions,firestore,storage'] : [];
console.log(`deploy: firebase deploy --project ${projectId} ${[...onlyAll, ...args].join(' ')}`);
const deploy = spawnSync(
  path.join(root, 'node_modules', '.bin', 'firebase'),
  ['deploy', '--project', projectId, ...onlyAll, ...args],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (deploy.status === 0) {
  // 5. Content migrations (ADR 0016): idempotent, so every deploy runs them; without Google
  // credentials on this machine they are skipped with the command to run (the site keeps working:
  // an unconverted body shows as one paragraph of text until then).
  const migrate = spawnSync(
    process.execPath,
    [path.join(root, 'functions', 'lib', 'migrate.js'), '--project', projectId],
    { cwd: root, stdio: 'inherit' },
  );
  if (migrate.status !== 0)
    console.warn(
      `deploy: content migrations did not run; run \`npm run migrate -- --project ${projectId}\` (docs/deploy.md).`,
    );
  // 6. Company settings still at the demo company's values: the demo company is read
  // from the contract's source here, never from the function's package.
  const report = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'demo-settings-report.mjs'), '--project', projectId],
    { cwd: root, stdio: 'inherit' },
  );
  if (report.status !== 0)
    console.warn(
      `deploy: the demo-settings report did not run; run \`node scripts/demo-settings-report.mjs --project ${projectId}\`.`,
    );
  console.log(`\ndeploy: done. Check the live site with the smoke checklist (docs/deploy.md "After every deploy").`);
}
process.exit(deploy.status ?? 1);

#!/usr/bin/env node
/**
 * `npm run build:deploy`: the build a deploy ships, for one project. firebase.json runs it as the
 * `predeploy` hook of functions and of hosting, so a bare `firebase deploy` builds too; Firebase
 * sets GCLOUD_PROJECT for hooks (firebase-tools lib/deploy/lifecycleHooks.js). Also
 * `npm run build:deploy -- --project <id>`.
 *
 * It refuses demo- projects and a SITE_URL that is not a live site's address (siteUrlRefusal:
 * http, loopback, example names), then builds (`npm run build`) with what the project needs baked in:
 * - SITE_URL from functions/.env.<projectId> (or .env): robots.txt's Sitemap line;
 * - VITE_FIREBASE_API_KEY/AUTH_DOMAIN/PROJECT_ID: the project's web app config for the staff
 *   sign-in page (`firebase apps:sdkconfig WEB`, or those variables when set).
 * It also writes functions/package-lock.json, cut from the tested root lock (scripts/lib/
 * functions-lock.mjs): Cloud Build then runs `npm ci` and installs the very versions the tests ran
 * with, not the newest ones the ranges allow. Not committed (.gitignore): made anew here.
 * When the inputs (sources, lock file, those values) hash the same as the last deploy build, it
 * says so and skips: the second hook of one `firebase deploy` does not build again.
 * Exit 0 when built or current; 1 with a message otherwise.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildInputsHash, refusalFor, resolveProject, siteUrlRefusal, webAppEnv } from './lib/deploy-target.mjs';
import { functionsEnv } from './lib/functions-env.mjs';
import { FunctionsLockError, functionsLockFromRoot, lockText } from './lib/functions-lock.mjs';

const root = path.resolve(import.meta.dirname, '..');
const flag = process.argv.indexOf('--project');
const { projectId, alias } = resolveProject(flag >= 0 ? process.argv[flag + 1] : process.env.GCLOUD_PROJECT, root);
const fail = (message) => {
  console.error(`build:deploy: ${message}`);
  process.exit(1);
};

const refusal = refusalFor(projectId);
if (refusal) fail(refusal);

let functionsSettings;
try {
  functionsSettings = functionsEnv(root, projectId, alias);
} catch (error) {
  fail(error.message);
}
const { values, projectFile } = functionsSettings;
const siteUrl = values.SITE_URL?.trim();
if (!siteUrl) {
  fail(
    `SITE_URL for ${projectId} is not set: add a line SITE_URL=https://www.your-domain.com (or https://${projectId}.web.app) to ${projectFile} (docs/deploy.md step 7).`,
  );
}
const siteUrlProblem = siteUrlRefusal(siteUrl, projectId);
if (siteUrlProblem) fail(`${siteUrlProblem} (in ${projectFile}; docs/deploy.md step 7)`);
const web = webAppEnv(root, projectId);
if (!web.ok) fail(web.message);

try {
  writeFileSync(path.join(root, 'functions', 'package-lock.json'), lockText(functionsLockFromRoot(root)));
} catch (error) {
  if (error instanceof FunctionsLockError) fail(`no lock file for functions/: ${error.message}`);
  throw error;
}

const settings = { projectId, SITE_URL: siteUrl, ...web.env };
const stampFile = path.join(root, 'web', 'build', '.deploy-build.json');
const hash = buildInputsHash(root, settings);
const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : null;
// The outputs' modification times: any other build since (npm start, npm test build for the
// demo project) changes them, so a stamp never vouches for a build it did not make.
const outputs = ['functions/lib/index.js', 'web/build/server/index.js'];
const outputTimes = () =>
  Object.fromEntries(
    outputs.map((file) => [file, existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : null]),
  );
if (
  hash &&
  stamp?.hash === hash &&
  JSON.stringify(stamp.outputs) === JSON.stringify(outputTimes()) &&
  Object.values(stamp.outputs).every(Boolean)
) {
  console.log(`build:deploy: the build of ${stamp.builtAt} is current for ${projectId}; not building again`);
  process.exit(0);
}

console.log(
  `build:deploy: building for ${projectId} (SITE_URL ${siteUrl}, web app ${web.env.VITE_FIREBASE_PROJECT_ID})`,
);
const result = spawnSync('npm', ['run', 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...settings },
});
if (result.status !== 0) fail(`the build failed (exit ${result.status})`);
if (hash)
  writeFileSync(
    stampFile,
    `${JSON.stringify({ hash, projectId, builtAt: new Date().toISOString(), outputs: outputTimes() })}\n`,
  );

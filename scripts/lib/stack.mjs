/**
 * The local Firebase stack (DESIGN §4): the Firestore stand-in and the mail catcher (both in this
 * process), then the Auth, Functions and Hosting emulators (`firebase emulators:start --only
 * auth,functions,hosting`, project `demo-orange-landscaping`, so nothing can reach a real
 * project), then the seed; while it runs, the request e-mail retry job every 2 minutes
 * (lead-mail-job.mjs: the emulators run no schedules).
 *
 * Ports come from firebase.json "emulators", the mail catcher's SMTP port from
 * functions/.secret.local (where the functions send) and its inbox's from mail-catcher.mjs. Data
 * lives in `dataDir`: `firestore.json` (documents, saved on stop), `auth/` (Auth emulator
 * --import/--export-on-exit), `mail/` (caught e-mails).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startFirestore } from './firestore-stand-in.mjs';
import { startLeadMailJob } from './lead-mail-job.mjs';
import { localSmtpPort, mailWebPort, startMailCatcher } from './mail-catcher.mjs';
import { assertPortsFree, waitForHttp } from './ports.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const projectId = JSON.parse(readFileSync(path.join(root, '.firebaserc'), 'utf8')).projects.default;
const emulators = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')).emulators;
export const ports = {
  firestore: emulators.firestore.port,
  auth: emulators.auth.port,
  functions: emulators.functions.port,
  hosting: emulators.hosting.port,
  hub: emulators.hub.port,
  logging: emulators.logging.port,
  mailSmtp: localSmtpPort(root),
  mailWeb: mailWebPort,
};
export const siteUrl = `http://127.0.0.1:${ports.hosting}`;
/** The mail catcher's web inbox (and REST API: tests/e2e/support/mail-inbox.ts). */
export const mailUrl = `http://127.0.0.1:${ports.mailWeb}`;

/**
 * Environment for anything that talks to the emulators (functions, seed, staff tool, tests).
 * `dataDir` given: LOCAL_OBJECTS_DIR = <dataDir>/objects, where the local object store keeps images.
 */
export function emulatorEnv(dataDir) {
  return {
    ...process.env,
    ...(dataDir ? { LOCAL_OBJECTS_DIR: path.join(dataDir, 'objects') } : {}),
    GCLOUD_PROJECT: projectId,
    GOOGLE_CLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
  };
}

/**
 * Runs the seed (functions/lib/seed.js) against the emulators. Asynchronous on purpose: the
 * Firestore stand-in lives in this process, so a blocking spawn would starve it.
 * @returns {Promise<void>} rejects when the seed exits non-zero
 */
export function runSeed(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'functions', 'lib', 'seed.js')], {
      cwd: root,
      env: emulatorEnv(dataDir),
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed failed (exit ${code})`))));
  });
}

/**
 * How many function workers the stack starts before it reports ready. The Functions emulator
 * runs one request at a time per worker process and starts a new, cold one for a request that
 * finds none idle. With the browser tests' two workers and pages that make two API reads at
 * once, a cold start under that load was seen to take past a test's 15 s wait (the service
 * pages' `GET /api/posts?type=service`, twice in a day of full runs). Warm workers stay in the
 * emulator's pool, so the tests rarely need a new one.
 */
const warmFunctionWorkers = 4;

/**
 * Starts the given number of function workers: that many concurrent requests, each beyond the
 * idle ones starting a worker. Resolves when all have answered (any status).
 */
async function warmUpFunctionWorkers(count) {
  await Promise.all(
    Array.from({ length: count }, () =>
      fetch(`${siteUrl}/api/services`, { signal: AbortSignal.timeout(60_000) }).then((r) => r.arrayBuffer()),
    ),
  );
}

/**
 * Starts everything and resolves when the site answers, with warm function workers.
 * @param {{dataDir: string, log?: (line: string) => void}} options
 * @returns {Promise<{url: string, mailUrl: string, restored: number, firestore: FirestoreServer, stop: () => Promise<void>}>}
 *   `firestore`: the stand-in's server (this process), for tools that watch it
 * @throws Error naming a busy port; Error with the emulator log's tail when they fail to start.
 */
export async function startStack({ dataDir, log = console.log }) {
  if (!existsSync(path.join(root, 'functions', 'lib', 'index.js'))) {
    throw new Error('functions/lib/index.js is missing: run `npm run build` first');
  }
  await assertPortsFree(ports);
  mkdirSync(dataDir, { recursive: true });
  const firestore = await startFirestore({ port: ports.firestore, dataFile: path.join(dataDir, 'firestore.json') });
  log(`[stack] Firestore stand-in on :${ports.firestore} (${firestore.restored} documents restored)`);
  const mail = await startMailCatcher({ smtpPort: ports.mailSmtp, webPort: ports.mailWeb, dataDir });
  log(`[stack] Mail catcher: SMTP on :${ports.mailSmtp}, inbox ${mail.webUrl}`);

  const authDir = path.join(dataDir, 'auth');
  const args = [
    'emulators:start',
    '--only',
    'auth,functions,hosting',
    '--project',
    projectId,
    '--export-on-exit',
    authDir,
  ];
  if (existsSync(path.join(authDir, 'firebase-export-metadata.json'))) args.push('--import', authDir);
  const logFile = path.join(dataDir, 'emulators.log');
  const out = createWriteStream(logFile);
  // Own process group: Ctrl-C reaches only this launcher, which then stops firebase once, cleanly.
  const firebase = spawn(path.join(root, 'node_modules', '.bin', 'firebase'), args, {
    cwd: root,
    env: emulatorEnv(dataDir),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  firebase.stdout.pipe(out);
  firebase.stderr.pipe(out);
  const exited = new Promise((resolve) => firebase.once('exit', resolve));
  let leadMailJob;

  const stop = async () => {
    await leadMailJob?.stop();
    if (firebase.exitCode === null) {
      process.kill(-firebase.pid, 'SIGINT');
      const timer = setTimeout(() => process.kill(-firebase.pid, 'SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    const saved = await firestore.stop();
    await mail.stop();
    log(`[stack] stopped; ${saved} Firestore documents saved to ${path.relative(root, dataDir)}/firestore.json`);
  };

  try {
    await Promise.race([
      waitForHttp(`${siteUrl}/api/services`, { timeoutMs: 120_000, ok: (s) => s === 200 }),
      exited.then((code) => {
        throw new Error(`firebase emulators exited (${code})`);
      }),
    ]);
    await warmUpFunctionWorkers(warmFunctionWorkers);
    leadMailJob = startLeadMailJob({ root, dataDir, env: emulatorEnv(dataDir), log });
    void leadMailJob.runNow();
  } catch (err) {
    await stop().catch(() => {});
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n');
    throw new Error(`${err.message}\n--- ${path.relative(root, logFile)} (tail) ---\n${tail}`);
  }
  return { url: siteUrl, mailUrl: mail.webUrl, restored: firestore.restored, firestore: firestore.server, stop };
}

/**
 * deploy:check, the functions package: does `functions/` install and load the way a deploy runs
 * it? `firebase deploy` zips functions/ minus firebase.json's `ignore` list and Cloud Build runs
 * `npm install` in that folder alone (no workspace around it; firebase-tools #653), then Cloud
 * Run loads `main` under the runtime's Node. Here:
 *  1. packSource: copy functions/ to a temporary folder with firebase-tools' own file walker and
 *     the same ignore list (firebase-tools lib/deploy/functions/prepareFunctionsUpload.js);
 *  2. installAlone: `npm ci --omit=dev` there with the lock the deploy ships (made from the root
 *     lock: scripts/lib/functions-lock.mjs), from the npm registry (npm's cache is reused);
 *  3. discoverManifest: the firebase-functions discovery `firebase deploy` runs
 *     (FUNCTIONS_MANIFEST_OUTPUT_PATH): which functions exist, their options and params;
 *  4. loadLikeProduction: import `main` under Node 24 with a production environment (no
 *     emulator variables) and list its exports.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Project id the checks pretend to deploy to (never contacted: everything here is offline). */
export const checkProjectId = 'deploy-check-project';

/** FIREBASE_CONFIG as Cloud Functions sets it for a project with a default bucket. */
export const checkFirebaseConfig = JSON.stringify({
  projectId: checkProjectId,
  storageBucket: `${checkProjectId}.firebasestorage.app`,
});

/**
 * Runs a command, collecting its output; never rejects.
 * @returns {Promise<{code: number, output: string}>}
 */
export function run(cmd, args, { cwd, env, timeoutMs = 300_000 }) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ code: 1, output: `${output}${error.message}` });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output });
    });
  });
}

/** The last `n` non-empty lines of a command's output, indented for the report. */
export function tail(output, n = 12) {
  return output
    .split('\n')
    .filter((line) => line.trim() && !/Unknown (user|env) config "nodedir"/.test(line))
    .slice(-n)
    .join('\n');
}

/** Machine settings a child keeps: where things are, locale, and how to reach the network. */
const machineVariables =
  /^(HOME|USER|LOGNAME|SHELL|LANG|LC_\w+|TZ|TMPDIR|TEMP|TMP|SystemRoot|ComSpec|PATHEXT|USERPROFILE|LOCALAPPDATA|NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|SSL_CERT_DIR|(HTTPS?|NO|ALL)_PROXY)$/i;

/**
 * A clean environment: PATH (this Node first) and the machine's own settings (home, locale,
 * temp folder, proxy and CA certificates, so the npm registry stays reachable), plus `extra`.
 * Nothing of the caller's npm run (npm_* variables: the workspace), emulators, Google project
 * or params leaks in.
 */
export function cleanEnv(extra = {}) {
  const kept = Object.fromEntries(Object.entries(process.env).filter(([key]) => machineVariables.test(key)));
  return { ...kept, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`, ...extra };
}

/** The functions entry of firebase.json (the first codebase). */
export function functionsConfig(firebaseJson) {
  const entry = Array.isArray(firebaseJson.functions) ? firebaseJson.functions[0] : firebaseJson.functions;
  if (!entry?.source) throw new Error('firebase.json has no "functions" entry with a "source" folder');
  return entry;
}

/**
 * Copies the functions source as `firebase deploy` uploads it.
 * @returns {{dir: string, files: number}} the temporary folder (caller removes it) and file count
 */
export async function packSource(root, firebaseJson) {
  const { sourceDir, files } = await shippedFiles(root, firebaseJson);
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-check-functions-'));
  for (const file of files) {
    const target = path.join(dir, path.relative(sourceDir, file.name));
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(file.name, target);
  }
  return { dir, files: files.length };
}

/**
 * The files `firebase deploy` uploads of the functions source: firebase-tools' own file walker
 * with firebase.json's `ignore` list (firebase-tools lib/deploy/functions/prepareFunctionsUpload.js).
 * @returns {Promise<{sourceDir: string, files: {name: string}[]}>} absolute file names
 */
export async function shippedFiles(root, firebaseJson) {
  const config = functionsConfig(firebaseJson);
  const sourceDir = path.join(root, config.source);
  const require = createRequire(path.join(root, 'package.json'));
  const { readdirRecursive } = require('firebase-tools/lib/fsAsync');
  const ignore = [
    ...(config.ignore ?? ['node_modules', '.git']),
    'firebase-debug.log',
    'firebase-debug.*.log',
    '.runtimeconfig.json',
  ];
  return { sourceDir, files: await readdirRecursive({ path: sourceDir, ignoreStrings: ignore }) };
}

/**
 * Installs the packed copy as Cloud Build does. With `lock` (the lock the deploy ships,
 * scripts/lib/functions-lock.mjs) it is written beside package.json and installed with
 * `npm ci --omit=dev`: exactly the locked versions, as Cloud Build's `npm ci` does for a folder with
 * a lock file. Without one, `npm install --omit=dev` (what a folder without a lock gets). Runs npm
 * under this (Node 24) process's PATH, with the user's npm config and cache.
 * `--prefer-offline`: what the cache holds is used without asking the registry again (npm's
 * packuments go stale after 5 minutes), so the check runs offline once the workspace install has
 * filled the cache (the tests' network namespace has no registry); a package not in the cache is
 * still fetched.
 * @param {string} dir the packed copy
 * @param {object | null} [lock] the package-lock.json to install from
 * @returns {Promise<{ok: boolean, packages: number, output: string, command: string}>}
 */
export async function installAlone(dir, lock = null) {
  if (lock) writeFileSync(path.join(dir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  const args = [
    lock ? 'ci' : 'install',
    '--omit=dev',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--no-update-notifier',
  ];
  const { code, output } = await run('npm', args, { cwd: dir, env: cleanEnv() });
  const added = /added (\d+) packages?/.exec(output);
  return {
    ok: code === 0,
    packages: added ? Number(added[1]) : 0,
    output,
    command: `npm ${args.slice(0, 2).join(' ')}`,
  };
}

/**
 * The versions installed in `dir`'s node_modules that differ from its package-lock.json (npm's own
 * record of what it installed, node_modules/.package-lock.json).
 * @returns {string[]} e.g. ["node_modules/express: locked 5.3.0, installed 5.3.1"]
 */
export function installedVersionDrift(dir) {
  const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  const hidden = path.join(dir, 'node_modules', '.package-lock.json');
  const installed = existsSync(hidden) ? JSON.parse(readFileSync(hidden, 'utf8')).packages : {};
  const drift = [];
  for (const [key, entry] of Object.entries(installed)) {
    const locked = lock.packages[key];
    if (!locked) drift.push(`${key}: installed ${entry.version}, not in the lock`);
    else if (locked.version !== entry.version)
      drift.push(`${key}: locked ${locked.version}, installed ${entry.version}`);
  }
  return drift;
}

/**
 * Runs the firebase-functions discovery in `dir` (where firebase-functions must resolve).
 * @returns {Promise<{ok: true, manifest: object} | {ok: false, output: string}>}
 */
export async function discoverManifest(dir, { env = {} } = {}) {
  // As firebase-tools finds it (runtimes/node/index.js findFunctionsBinary): the SDK's bin in the
  // nearest node_modules/.bin from the functions folder up.
  let bin;
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', '.bin', 'firebase-functions');
    if (existsSync(candidate)) {
      bin = realpathSync(candidate);
      break;
    }
    if (path.dirname(at) === at) {
      return {
        ok: false,
        output:
          'firebase-functions is not installed for the functions folder: it must be a dependency of functions/package.json',
      };
    }
  }
  const out = mkdtempSync(path.join(tmpdir(), 'deploy-check-manifest-'));
  const manifestFile = path.join(out, 'functions.yaml');
  try {
    const { code, output } = await run(process.execPath, [bin, dir], {
      cwd: dir,
      env: cleanEnv({
        ...env,
        FUNCTIONS_CONTROL_API: 'true',
        FUNCTIONS_MANIFEST_OUTPUT_PATH: manifestFile,
        GCLOUD_PROJECT: checkProjectId,
        FIREBASE_CONFIG: checkFirebaseConfig,
      }),
      timeoutMs: 60_000,
    });
    if (code !== 0) return { ok: false, output };
    return { ok: true, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Imports the package's `main` the way Cloud Run's functions framework does: Node 24, NODE_ENV
 * production, the variables Cloud Run sets, and no emulator variable (unless `extraEnv` adds one:
 * the emulator guard must then refuse to load).
 * @param {string} dir the installed package
 * @param {Record<string, string>} [extraEnv] variables added to the production environment
 * @returns {Promise<{ok: true, exports: Record<string, string>} | {ok: false, output: string}>}
 *   exports: name → typeof value
 */
export async function loadLikeProduction(dir, extraEnv = {}) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const main = path.join(dir, pkg.main ?? 'index.js');
  const probe = path.join(dir, '.deploy-check-load.mjs');
  writeFileSync(
    probe,
    `const m = await import(${JSON.stringify(new URL(`file://${main}`).href)});\n` +
      `process.stdout.write('\\n@@exports ' + JSON.stringify(Object.fromEntries(Object.entries(m).map(([k, v]) => [k, typeof v]))) + '\\n');\n` +
      'process.exit(0);\n',
  );
  try {
    const { code, output } = await run(process.execPath, [probe], {
      cwd: dir,
      env: cleanEnv({
        NODE_ENV: 'production',
        GCLOUD_PROJECT: checkProjectId,
        GOOGLE_CLOUD_PROJECT: checkProjectId,
        FIREBASE_CONFIG: checkFirebaseConfig,
        K_SERVICE: 'api',
        K_REVISION: 'api-00001-abc',
        FUNCTION_TARGET: 'api',
        PORT: '8080',
        ...extraEnv,
      }),
      timeoutMs: 60_000,
    });
    const line = output.split('\n').find((l) => l.startsWith('@@exports '));
    if (code !== 0 || !line) return { ok: false, output };
    return { ok: true, exports: JSON.parse(line.slice('@@exports '.length)) };
  } finally {
    rmSync(probe, { force: true });
  }
}

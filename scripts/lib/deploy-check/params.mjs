/**
 * deploy:check, the settings: every environment variable the function code reads is declared in
 * functions/src/params.ts (a firebase-functions param, or an optional override), or is one the
 * platform, the emulators or our own tools set (the list below, with the reason); params are
 * declared nowhere else; every non-secret param has a value for the local stack
 * (functions/.env.local, or the emulator stops to ask for it); every secret is bound to a function
 * (else it is never mounted); docs/deploy.md names each one; and a real project's SITE_URL
 * (functions/.env.<project or alias>) is a live site's address (siteUrlRefusal in deploy-target.mjs).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { siteUrlRefusal } from '../deploy-target.mjs';
import { readDotenv } from '../functions-env.mjs';

/** Variables set by Cloud Run functions, the Firebase emulators, Google's client libraries or our tools. */
export const platformVariables = {
  GCLOUD_PROJECT: 'set by Cloud Functions, the emulators and our tools: the project id',
  GOOGLE_CLOUD_PROJECT: 'set by Google Cloud runtimes: the project id',
  FIREBASE_CONFIG: 'set by Cloud Functions: projectId, storageBucket',
  K_SERVICE: 'set by Cloud Run: the service name',
  FUNCTIONS_EMULATOR: 'set by the Functions emulator',
  FUNCTIONS_CONTROL_API: 'set by firebase-tools while it reads the functions manifest (deploy and emulator discovery)',
  FIRESTORE_EMULATOR_HOST: 'set for the Firestore emulator (local stack, tests)',
  FIREBASE_AUTH_EMULATOR_HOST: 'set for the Auth emulator (local stack, tests, staff tool)',
  METADATA_SERVER_DETECTION: "google-auth-library's switch; services/platform/firestore.ts sets it for demo projects",
  GOOGLE_APPLICATION_CREDENTIALS: 'Google credentials of the staff tool run from a developer machine',
  CLOUDSDK_CONFIG: "gcloud's config folder (staff tool credentials)",
  APPDATA: "Windows' app data folder (staff tool credentials)",
  LOCAL_OBJECTS_DIR: 'set by the local stack (scripts/lib/stack.mjs): the disk object store folder',
};

/** Files of a folder tree with one of the extensions, skipping tests. */
function sourceFiles(dir, exts = ['.ts']) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && exts.some((ext) => entry.name.endsWith(ext)) && !/\.test\.ts$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const envRead = /\benv(?:\?\.|\.|\[\s*['"`])([A-Z][A-Z0-9_]*)/g;
const paramCall = /\bdefine(?:String|Int|Float|Boolean|List|Secret|JsonSecret|EnumList)\s*\(\s*['"`]([A-Z][A-Z0-9_]*)/g;

/**
 * Where the function code reads environment variables and declares params.
 * @returns {{reads: Map<string, string[]>, declarations: {name: string, file: string}[]}} file paths relative to root
 */
export function scanFunctionsSource(root, sourceDir = 'functions/src') {
  const reads = new Map();
  const declarations = [];
  for (const file of sourceFiles(path.join(root, sourceDir))) {
    const text = readFileSync(file, 'utf8');
    const rel = path.relative(root, file);
    for (const match of text.matchAll(envRead)) {
      const where = reads.get(match[1]) ?? [];
      if (!where.includes(rel)) where.push(rel);
      reads.set(match[1], where);
    }
    for (const match of text.matchAll(paramCall)) declarations.push({ name: match[1], file: rel });
  }
  return { reads, declarations };
}

/**
 * Runs the settings check.
 * @param options.manifest the discovered manifest (params, endpoints)
 * @param options.overrides the names of params.ts environmentOverrides
 * @returns {{summary: string, problems: {message: string, fix: string}[]}}
 */
export function checkParams({ root, manifest, overrides }) {
  const paramsFile = 'functions/src/params.ts';
  const { reads, declarations } = scanFunctionsSource(root);
  const params = manifest.params ?? [];
  const declared = new Set([...params.map((p) => p.name), ...overrides]);
  const problems = [];

  for (const { name, file } of declarations) {
    if (file !== paramsFile) {
      problems.push({
        message: `${file} declares the param ${name}; params are declared only in ${paramsFile}.`,
        fix: `move the define…('${name}') call to ${paramsFile} and import it from there.`,
      });
    }
  }
  for (const [name, files] of [...reads].sort()) {
    if (declared.has(name) || name in platformVariables) continue;
    problems.push({
      message: `${files.join(', ')} read${files.length > 1 ? '' : 's'} the environment variable ${name}, which is not declared.`,
      fix: `declare ${name} in ${paramsFile}: a param (defineString/defineInt/defineList, or defineSecret for a secret) the deploy asks for, or an entry of environmentOverrides when it is an optional override with a built-in default.`,
    });
  }

  const localEnv = new Set(Object.keys(readDotenv(path.join(root, 'functions', '.env.local'))));
  for (const param of params) {
    if (param.type !== 'secret' && !localEnv.has(param.name)) {
      problems.push({
        message: `the param ${param.name} has no value in functions/.env.local: the local stack's Functions emulator would stop to ask for it.`,
        fix: `add a line ${param.name}=<local value> to functions/.env.local.`,
      });
    }
  }
  const bound = new Set(
    Object.values(manifest.endpoints ?? {}).flatMap((endpoint) =>
      (endpoint.secretEnvironmentVariables ?? []).map((s) => s.secret ?? s.key),
    ),
  );
  for (const param of params.filter((p) => p.type === 'secret')) {
    if (!bound.has(param.name)) {
      problems.push({
        message: `the secret ${param.name} is declared but no function lists it, so none can read it.`,
        fix: `add it to the options of the function that uses it: onRequest({ secrets: [${param.name.toLowerCase()}Param], … }) in functions/src/index.ts.`,
      });
    }
  }

  const guide = path.join(root, 'docs', 'deploy.md');
  const guideText = existsSync(guide) ? readFileSync(guide, 'utf8') : '';
  for (const name of [...params.map((p) => p.name), ...overrides]) {
    if (!guideText.includes(name)) {
      problems.push({
        message: `docs/deploy.md does not mention the setting ${name}.`,
        fix: `add ${name} to the settings table of docs/deploy.md (what it is, how to set it).`,
      });
    }
  }

  // A real project's SITE_URL must be a live site's address: functions/.env.<id or
  // alias>, other than the local stack's (.env.local) and the demo projects'.
  const functionsDir = path.join(root, 'functions');
  for (const name of existsSync(functionsDir) ? readdirSync(functionsDir) : []) {
    const target = /^\.env\.(.+)$/.exec(name)?.[1];
    if (!target || target === 'local' || target.startsWith('demo-')) continue;
    let siteUrl;
    try {
      siteUrl = readDotenv(path.join(functionsDir, name)).SITE_URL?.trim();
    } catch (error) {
      problems.push({ message: error.message, fix: `make functions/${name} a dotenv file firebase deploy reads.` });
      continue;
    }
    const problem = siteUrl && siteUrlRefusal(siteUrl, target);
    if (problem)
      problems.push({
        message: `functions/${name}: ${problem}`,
        fix: `set SITE_URL in functions/${name} to the site's public https address (docs/deploy.md step 7).`,
      });
  }

  const secrets = params.filter((p) => p.type === 'secret').map((p) => p.name);
  const plain = params.filter((p) => p.type !== 'secret').map((p) => p.name);
  const summary =
    `params ${plain.join(', ') || 'none'}` +
    (secrets.length ? `; secrets ${secrets.join(', ')}` : '') +
    `; ${overrides.length} optional overrides; ${reads.size} environment names read, all declared or platform-set`;
  return { summary, problems };
}

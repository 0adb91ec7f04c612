/**
 * The project a deploy goes to, and what the build needs to know about it (scripts/deploy.mjs,
 * scripts/build-for-deploy.mjs; docs/deploy.md).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Why a project id cannot be deployed to, or null when it can. `demo-` ids are the Firebase
 * emulators' offline projects (firebase.google.com/docs/emulator-suite/connect_firestore
 * "demo project"): they exist nowhere, and the local stack uses one on purpose so that nothing
 * it does can reach a real project.
 */
export function refusalFor(projectId) {
  if (!projectId) return 'no project: pass --project <your-project-id> (docs/deploy.md step 1 creates it).';
  if (projectId.startsWith('demo-')) {
    return (
      `"${projectId}" is a demo project: demo- ids belong to the local emulators and exist nowhere on Firebase, ` +
      'so there is nothing to deploy to (that is what keeps `npm start` from ever touching a real project). ' +
      'Create a real project (docs/deploy.md step 1) and run `npm run deploy -- --project <its id>`.'
    );
  }
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId))
    return `"${projectId}" is not a Firebase project id (6-30 lowercase letters, digits, hyphens).`;
  return null;
}

/** Host names reserved for documentation and tests (RFC 2606 §2–3, RFC 6761 §6): never a real site. */
const reservedNames = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/;

/**
 * Why `siteUrl` cannot be the public address of a real company's site, or null when it can
 * ("no demo identity on a live site"). SITE_URL becomes the canonical and og:url of
 * every page, the sitemap's and robots.txt's addresses and the origin staff writes are checked
 * against (ADR 0019), so it must be an https origin on a public host name:
 * - `https:` only (Firebase Hosting serves every site over https and redirects http);
 * - an origin: no path, query, fragment, user or password;
 * - not loopback or unspecified (`localhost`, 127.0.0.0/8, `::1`, `0.0.0.0`: the local stack's);
 * - not a name reserved for examples and tests (`example`, `example.com/.net/.org`, `.test`,
 *   `.invalid`, `.localhost` and their subdomains: RFC 2606, RFC 6761).
 * @param siteUrl the configured value (trimmed by the caller), or undefined
 * @param projectId the Firebase project id, named in the message
 * @returns a sentence saying what is wrong and what to write instead, or null
 */
export function siteUrlRefusal(siteUrl, projectId) {
  const fix = `write the address visitors use, e.g. SITE_URL=https://www.your-domain.com or https://${projectId}.web.app`;
  if (!siteUrl) return `SITE_URL for ${projectId} is not set: ${fix}.`;
  let url;
  try {
    url = new URL(siteUrl);
  } catch {
    return `SITE_URL for ${projectId} is "${siteUrl}", not an address: ${fix}.`;
  }
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const why =
    url.protocol !== 'https:'
      ? 'not https'
      : url.origin !== siteUrl.replace(/\/+$/, '') || url.username || url.password
        ? 'not an origin (scheme and host only, no path, query or user)'
        : host === 'localhost' ||
            host.endsWith('.localhost') ||
            /^127\./.test(host) ||
            host === '::1' ||
            host === '0.0.0.0'
          ? 'this machine (loopback), not a public address'
          : reservedNames.test(host)
            ? "a name reserved for examples (RFC 2606), not the company's"
            : null;
  return why
    ? `SITE_URL for ${projectId} is "${siteUrl}": ${why}. A live site needs its own public address: ${fix}.`
    : null;
}

/**
 * Why a `firebase deploy --only` list cannot ship, or null when it can: hosting and functions go
 * together, because the pages the function renders name the build's content-hashed /assets files;
 * one without the other leaves pages naming files the release removed or has not uploaded yet.
 * @param only the --only value (`hosting`, `functions:api,firestore`, …), or undefined (everything)
 */
export function partialDeployRefusal(only) {
  if (only === undefined) return null;
  const targets = new Set(only.split(',').map((target) => target.trim().split(':')[0]));
  if (targets.has('hosting') === targets.has('functions')) return null;
  return (
    `--only ${only} deploys ${targets.has('hosting') ? 'hosting without functions' : 'functions without hosting'}: ` +
    "every page comes from the function and names the build's hashed /assets files, so the live pages would name " +
    'files this release removes or does not upload. Deploy both (`--only hosting,functions`, or no --only); ' +
    '`--only firestore` or `--only storage` alone are fine.'
  );
}

/** The .firebaserc aliases: {alias: projectId}. */
export function projectAliases(root) {
  const file = path.join(root, '.firebaserc');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).projects ?? {}) : {};
}

/**
 * A --project value: an alias of .firebaserc (e.g. "production" from `firebase use --add`) or an id.
 * @returns {{projectId: string, alias: string | undefined}}
 */
export function resolveProject(value, root) {
  const aliases = projectAliases(root);
  if (value && aliases[value]) return { projectId: aliases[value], alias: value };
  const alias = Object.keys(aliases).find((name) => aliases[name] === value);
  return { projectId: value, alias };
}

/**
 * The web app config of the staff sign-in page (web/src/features/auth/firebase-config.ts) for a
 * project: VITE_FIREBASE_* from the environment when all three are set (CI), else from
 * `firebase apps:sdkconfig WEB` (the project's registered web app; docs/deploy.md step 6).
 * @returns {{ok: true, env: Record<string, string>} | {ok: false, message: string}}
 */
export function webAppEnv(root, projectId) {
  const keys = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID'];
  if (keys.every((key) => process.env[key]))
    return { ok: true, env: Object.fromEntries(keys.map((key) => [key, process.env[key]])) };
  const firebase = path.join(root, 'node_modules', '.bin', 'firebase');
  const result = spawnSync(firebase, ['apps:sdkconfig', 'WEB', '--project', projectId, '--json', '--non-interactive'], {
    cwd: root,
    encoding: 'utf8',
  });
  let parsed;
  try {
    parsed = JSON.parse(result.stdout);
  } catch {
    parsed = undefined;
  }
  const config = parsed?.result?.sdkConfig;
  if (result.status !== 0 || !config?.apiKey) {
    const why = parsed?.error ?? (result.stderr || result.stdout || '').trim().split('\n').slice(-3).join(' ');
    return {
      ok: false,
      message:
        `could not read the web app config of ${projectId} (${why || 'no answer'}). Register one web app in the project ` +
        `(\`npx firebase apps:create WEB "Website" --project ${projectId}\`, docs/deploy.md step 6), ` +
        'or set VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN and VITE_FIREBASE_PROJECT_ID.',
    };
  }
  return {
    ok: true,
    env: {
      VITE_FIREBASE_API_KEY: config.apiKey,
      VITE_FIREBASE_AUTH_DOMAIN: config.authDomain,
      VITE_FIREBASE_PROJECT_ID: config.projectId,
    },
  };
}

/**
 * A hash of everything a build reads: the content of every file git tracks or would track
 * (documentation and browser tests left out), and the settings given.
 * @returns {string} hex sha-256, or '' when this is not a git checkout (then always rebuild)
 */
export function buildInputsHash(root, settings) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) return '';
  const hash = createHash('sha256').update(JSON.stringify(settings));
  const files = listed.stdout
    .split('\0')
    .filter((file) => file && !/^(docs\/|tests\/)|\.md$/.test(file))
    .sort();
  for (const file of files) {
    const full = path.join(root, file);
    if (existsSync(full) && statSync(full).isFile()) hash.update(`${file}\0`).update(readFileSync(full)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Which Firebase Auth the staff tool talks to (`npm run staff`; DESIGN §4: a `demo-`
 * project can only be the emulators). Order: `--project`, GCLOUD_PROJECT/GOOGLE_CLOUD_PROJECT,
 * then the default project of `.firebaserc`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** Where the tool will act: the emulator, a real project with credentials, or nowhere. */
export type StaffTarget =
  | { kind: 'emulator'; projectId: string; emulatorHost: string }
  | { kind: 'project'; projectId: string }
  | { kind: 'refused'; message: string };

/** The repository root: the nearest folder from `start` upwards holding firebase.json. */
export function findRepoRoot(start: string): string | undefined {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'firebase.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Reads a JSON file, or undefined when missing or invalid. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Are Google credentials available for a real project? GOOGLE_APPLICATION_CREDENTIALS naming a
 * file, or the Application Default Credentials file of `gcloud auth application-default login`
 * (cloud.google.com/docs/authentication/application-default-credentials).
 */
export function hasGoogleCredentials(env: NodeJS.ProcessEnv): boolean {
  if (env.GOOGLE_APPLICATION_CREDENTIALS) return existsSync(env.GOOGLE_APPLICATION_CREDENTIALS);
  const configDir =
    env.CLOUDSDK_CONFIG ??
    (process.platform === 'win32' && env.APPDATA
      ? path.join(env.APPDATA, 'gcloud')
      : path.join(homedir(), '.config', 'gcloud'));
  return existsSync(path.join(configDir, 'application_default_credentials.json'));
}

/**
 * Resolves the target.
 * @param options.projectFlag value of `--project`, if given
 * @param options.env the environment (FIREBASE_AUTH_EMULATOR_HOST wins: the emulator is used)
 * @param options.root repository root (for .firebaserc and the emulator port in firebase.json)
 * @param options.action what the tool would do, for the refusal message
 * @returns emulator target for `demo-` projects (host from the env, else firebase.json's auth
 *   port on 127.0.0.1); a real project only with credentials; otherwise refused with a message
 *   that says what would have been done
 */
export function resolveStaffTarget(options: {
  projectFlag?: string | undefined;
  env: NodeJS.ProcessEnv;
  root: string | undefined;
  action: string;
}): StaffTarget {
  const { env, root } = options;
  const rc = root
    ? (readJson(path.join(root, '.firebaserc')) as { projects?: { default?: string } } | undefined)
    : undefined;
  const projectId = options.projectFlag || env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || rc?.projects?.default;
  if (!projectId) return { kind: 'refused', message: 'no project: pass --project <id> or set GCLOUD_PROJECT' };
  if (env.FIREBASE_AUTH_EMULATOR_HOST)
    return { kind: 'emulator', projectId, emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST };
  if (projectId.startsWith('demo-')) {
    const config = root
      ? (readJson(path.join(root, 'firebase.json')) as { emulators?: { auth?: { port?: number } } } | undefined)
      : undefined;
    const port = config?.emulators?.auth?.port ?? 9099;
    return { kind: 'emulator', projectId, emulatorHost: `127.0.0.1:${port}` };
  }
  if (!hasGoogleCredentials(env)) {
    return {
      kind: 'refused',
      message:
        `would ${options.action} in the real project "${projectId}", but no credentials were found. ` +
        'Set GOOGLE_APPLICATION_CREDENTIALS to a service account key file or run ' +
        '`gcloud auth application-default login`, then run this again.',
    };
  }
  return { kind: 'project', projectId };
}

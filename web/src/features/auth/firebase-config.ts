/**
 * Firebase web config of the staff sign-in page (DESIGN §7), from Vite env with demo defaults
 * for the local stack. A `demo-…` project id can only ever talk to the emulators, so it turns
 * the Auth emulator on by itself; VITE_USE_AUTH_EMULATOR=true|false overrides that.
 *
 * Env: VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID,
 * VITE_USE_AUTH_EMULATOR, VITE_AUTH_EMULATOR_URL (the emulator's address: web/vite.config.ts
 * gives the browser build of a demo project firebase.json's `emulators.auth`; no build for a
 * real project carries it).
 */

/** Project id of the local stack (firebase.json emulators, scripts/stack.mjs). */
export const demoProjectId = 'demo-orange-landscaping';

export interface StaffFirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** The Auth emulator to connect to, or null for real Firebase Auth. */
  authEmulatorUrl: string | null;
}

/** The env values this module reads (a subset of `import.meta.env`). */
export type FirebaseEnv = Partial<Record<string, string | boolean | undefined>>;

/** A trimmed non-empty string value of `env[key]`, else undefined. */
function text(env: FirebaseEnv, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Reads the config from `env` (default: the build's `import.meta.env`).
 * @returns apiKey (default 'demo-api-key'), projectId (default demoProjectId), authDomain
 *   (default `{projectId}.firebaseapp.com`) and the emulator URL when the emulator is used (null
 *   without VITE_AUTH_EMULATOR_URL)
 */
export function readFirebaseConfig(env: FirebaseEnv = import.meta.env): StaffFirebaseConfig {
  const projectId = text(env, 'VITE_FIREBASE_PROJECT_ID') ?? demoProjectId;
  const flag = text(env, 'VITE_USE_AUTH_EMULATOR')?.toLowerCase();
  const useEmulator = flag === 'true' || (flag !== 'false' && projectId.startsWith('demo-'));
  return {
    apiKey: text(env, 'VITE_FIREBASE_API_KEY') ?? 'demo-api-key',
    authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
    projectId,
    authEmulatorUrl: useEmulator ? (text(env, 'VITE_AUTH_EMULATOR_URL') ?? null) : null,
  };
}

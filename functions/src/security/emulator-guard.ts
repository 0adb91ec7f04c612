/**
 * Emulator mode can never run in production (DESIGN §11). With an emulator
 * variable set, firebase-admin talks to an emulator and trusts what it is told: with
 * FIREBASE_AUTH_EMULATOR_HOST it accepts unsigned ID tokens and session cookies
 * (firebase.google.com/docs/emulator-suite/connect_auth#admin_sdks), so anyone could sign in as
 * staff; with FIRESTORE_EMULATOR_HOST the data goes elsewhere. A variable like that can reach a
 * deployed function through functions/.env files or a console edit. index.ts calls
 * assertNoEmulatorOnCloudRun() first, so the function refuses to load there; `npm run deploy:check`
 * proves it (the "loads" check).
 *
 * Cloud Run sets K_SERVICE in every container (cloud.google.com/run/docs/container-contract#env-vars),
 * and so does the Functions emulator. What tells them apart cannot be set by a variable file: the
 * project id, GCLOUD_PROJECT, a key firebase-tools reserves (no functions/.env file may set it)
 * and the platform sets. The emulator runs only `demo-` projects here (no real project can
 * have that id); a deployed function never does. So FUNCTIONS_EMULATOR or any other variable
 * cannot switch the guard off.
 */

/**
 * The variables that point the Firebase and Google client libraries at emulators, or select this
 * project's local stand-ins (firebase.google.com/docs/emulator-suite/connect_*; LOCAL_OBJECTS_DIR:
 * the local disk object store, scripts/lib/stack.mjs).
 */
export const emulatorVariables = [
  'FUNCTIONS_EMULATOR',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'STORAGE_EMULATOR_HOST',
  'FIREBASE_DATABASE_EMULATOR_HOST',
  'FIREBASE_DATACONNECT_EMULATOR_HOST',
  'PUBSUB_EMULATOR_HOST',
  'CLOUD_TASKS_EMULATOR_HOST',
  'FIREBASE_EMULATOR_HUB',
  'LOCAL_OBJECTS_DIR',
] as const;

/** Is this process a Cloud Run container (a deployed function), not the Functions emulator of a `demo-` project? */
export function runsOnCloudRun(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.K_SERVICE) && !(env.GCLOUD_PROJECT ?? '').startsWith('demo-');
}

/** The emulator variables set (to anything but the empty string) in `env`. */
export function emulatorVariablesSet(env: NodeJS.ProcessEnv = process.env): string[] {
  return emulatorVariables.filter((name) => env[name] !== undefined && env[name] !== '');
}

/**
 * Throws when the function runs on Cloud Run with any emulator variable set; does nothing on the
 * local stack, in tests and in the deploy's discovery run (no K_SERVICE).
 * @throws Error naming the variables (never their values)
 */
export function assertNoEmulatorOnCloudRun(env: NodeJS.ProcessEnv = process.env): void {
  if (!runsOnCloudRun(env)) return;
  const set = emulatorVariablesSet(env);
  if (set.length > 0) {
    throw new Error(
      `Refusing to start: emulator variable${set.length > 1 ? 's' : ''} ${set.join(', ')} set on Cloud Run (K_SERVICE=${env.K_SERVICE}). ` +
        'Remove them from functions/.env.<project> or the service configuration (docs/deploy.md).',
    );
  }
}

/**
 * The one Firestore handle of the function (DESIGN §1, §2: only functions/src/services imports
 * firebase-admin). The emulator is honoured through FIRESTORE_EMULATOR_HOST, which
 * @google-cloud/firestore reads itself (firebase.google.com/docs/emulator-suite/connect_firestore#admin_sdks).
 */
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** Names of the apps whose Firestore settings were applied (settings() may run only once). */
const configured = new Set<string>();

/**
 * Project id of this process: GCLOUD_PROJECT (set by Cloud Functions, the emulators, the seed
 * CLI and the tests), else GOOGLE_CLOUD_PROJECT, else undefined (firebase-admin then detects it).
 */
export function projectIdFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || undefined;
}

/**
 * The firebase-admin app for the current project id, created on first use.
 * One named app per project id, so a process (a test file, the seed) can target another
 * `demo-…` project without touching the default app.
 * @returns the App; never throws for a missing project id (admin then auto-detects it).
 */
export function adminApp(): App {
  const projectId = projectIdFromEnv();
  // A `demo-` project has no real resources or credentials (firebase.google.com/docs/emulator-suite/connect_firestore):
  // skip google-auth-library's metadata-server probe, which only prints a MetadataLookupWarning off Google Cloud.
  if (projectId?.startsWith('demo-')) process.env.METADATA_SERVER_DETECTION ??= 'none';
  const name = projectId ?? '[DEFAULT]';
  if (getApps().some((app) => app.name === name)) return getApp(name);
  return projectId ? initializeApp({ projectId }, name) : initializeApp();
}

/**
 * Firestore of the current project (see adminApp). Settings are applied once per instance:
 * `ignoreUndefinedProperties` so optional fields never make a write fail.
 * @returns the Firestore instance, cached by firebase-admin per app.
 */
export function db(): Firestore {
  const app = adminApp();
  const firestore = getFirestore(app);
  if (!configured.has(app.name)) {
    firestore.settings({ ignoreUndefinedProperties: true });
    configured.add(app.name);
  }
  return firestore;
}

/** gRPC ALREADY_EXISTS (googleapis.dev/nodejs/firestore, Status): a `create()` found the document. */
const alreadyExistsCode = 6;

/** Is `error` the ALREADY_EXISTS of a `create()` (or of a batch or transaction holding one)? */
export function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === alreadyExistsCode;
}

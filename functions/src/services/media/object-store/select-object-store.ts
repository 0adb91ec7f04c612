/**
 * Picks the object-store adapter for this process (DESIGN §4): the disk store on the local stack
 * (Functions emulator, `demo-…` project, or LOCAL_OBJECTS_DIR set), Cloud Storage otherwise.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { adminApp, projectIdFromEnv } from '../../platform/firestore';
import { DiskObjectStore } from './disk-object-store';
import { GcsObjectStore } from './gcs-object-store';
import type { ObjectStore } from './object-store';

/**
 * Should this process use the disk store? True when LOCAL_OBJECTS_DIR is set (the local stack
 * sets it: scripts/lib/stack.mjs), FUNCTIONS_EMULATOR is "true", or the project id starts with
 * `demo-` (no real resources exist: firebase.google.com/docs/emulator-suite/connect_firestore).
 */
export function usesDiskStore(env: NodeJS.ProcessEnv = process.env): boolean {
  return (
    Boolean(env.LOCAL_OBJECTS_DIR) ||
    env.FUNCTIONS_EMULATOR === 'true' ||
    (projectIdFromEnv(env)?.startsWith('demo-') ?? false)
  );
}

/**
 * The disk store's directory: LOCAL_OBJECTS_DIR, else `<repo>/.data/objects`, where <repo> is the
 * nearest directory above the working directory holding firebase.json (else the working directory).
 */
export function localObjectsDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  if (env.LOCAL_OBJECTS_DIR) return path.resolve(env.LOCAL_OBJECTS_DIR);
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'firebase.json'))) return path.join(dir, '.data', 'objects');
    if (path.dirname(dir) === dir) return path.join(path.resolve(cwd), '.data', 'objects');
  }
}

/**
 * The production bucket name: OBJECTS_BUCKET, else FIREBASE_CONFIG.storageBucket (set by Cloud
 * Functions: firebase.google.com/docs/functions/config-env#automatically_populated_environment_variables),
 * else `<project>.firebasestorage.app` (the default bucket name of projects made since 2024).
 * @throws when none can be found
 */
export function bucketNameFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (env.OBJECTS_BUCKET) return env.OBJECTS_BUCKET;
  try {
    const config = JSON.parse(env.FIREBASE_CONFIG ?? '{}') as { storageBucket?: unknown };
    if (typeof config.storageBucket === 'string' && config.storageBucket) return config.storageBucket;
  } catch {
    // FIREBASE_CONFIG may also be a file path; fall through to the project default.
  }
  const project = projectIdFromEnv(env);
  if (!project) throw new Error('No bucket: set OBJECTS_BUCKET or FIREBASE_CONFIG.storageBucket');
  return `${project}.firebasestorage.app`;
}

const stores = new Map<string, ObjectStore>();

/**
 * The object store of the current environment, one instance per root or bucket (env is read on
 * every call, so a test file that sets LOCAL_OBJECTS_DIR first gets its own store).
 * Creating it does no I/O; the bucket is resolved on first use.
 */
export function defaultObjectStore(env: NodeJS.ProcessEnv = process.env): ObjectStore {
  const disk = usesDiskStore(env);
  const key = disk ? `disk:${localObjectsDir(env)}` : 'gcs';
  let store = stores.get(key);
  if (!store) {
    store = disk
      ? new DiskObjectStore({ root: localObjectsDir(env) })
      : new GcsObjectStore(() => getStorage(adminApp()).bucket(bucketNameFromEnv(env)));
    stores.set(key, store);
  }
  return store;
}

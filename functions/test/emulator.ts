/**
 * Points this test file at the shared Firestore emulator, under its own `demo-test-…` project
 * id (the emulator keeps one state per project, so test files never see each other's data).
 */
import { beforeAll, inject } from 'vitest';
import { writeDefaultServices } from '../src/migrations/default-services';

/**
 * Sets FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT for this test file's process, and writes the
 * first-run services before its tests (migrations/default-services.ts). Call at the top of a test
 * file, before any request reaches Firestore (services/platform/firestore reads them lazily).
 * @param name short file tag, e.g. "posts" → project id "demo-test-posts"
 * @returns the project id
 */
export function useTestFirestore(name: string): string {
  const projectId = `demo-test-${name}`;
  process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
  process.env.GCLOUD_PROJECT = projectId;
  // As on every project before it serves (npm run migrate, the deploy, the local seed): the
  // first-run services, so writes that name a service find it.
  beforeAll(async () => {
    await writeDefaultServices();
  });
  return projectId;
}

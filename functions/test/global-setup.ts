/**
 * Starts, for the whole functions test run, one in-memory Firestore emulator
 * (@firestore-emulator/server) and one Firebase Auth emulator (firebase-tools), each on free
 * ports (never the dev stack's 8080/9099), and provides their hosts.
 */
import { FirestoreServer } from '@firestore-emulator/server';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from './auth-emulator-process';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
    authEmulatorHost: string;
    /** The Auth emulator's project: sign-ins through its REST API (API key) land here. */
    authProjectId: string;
  }
}


/** Vitest global setup: start the emulators, provide their hosts, stop them at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = new FirestoreServer();
  const port = await freePort();
  await server.start(port);
  project.provide('firestoreEmulatorHost', `127.0.0.1:${port}`);
  const auth = await startAuthEmulator(
    { auth: await freePort(), hub: await freePort(), logging: await freePort() },
    'demo-test-auth',
  ).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  project.provide('authEmulatorHost', auth.host);
  project.provide('authProjectId', auth.projectId);
  return async () => {
    await auth.stop();
    await server.stop();
  };
}

/**
 * Starts, for the whole functions test run, one in-memory Firestore emulator (the local stack's
 * stand-in, scripts/lib/firestore-stand-in.mjs: @firestore-emulator/server on 127.0.0.1 with
 * all-or-nothing commits) and one Firebase Auth emulator (firebase-tools), each on free ports
 * (never the dev stack's 8080/9099), and provides their hosts.
 */
import { startFirestoreServer } from '../../scripts/lib/firestore-stand-in.mjs';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from './auth-emulator-process';
import getPort from 'get-port';

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
  const loopbackPort = () => getPort({ host: '127.0.0.1' });
  const port = await loopbackPort();
  const server = await startFirestoreServer(port);
  project.provide('firestoreEmulatorHost', `127.0.0.1:${port}`);
  const auth = await startAuthEmulator(
    { auth: await loopbackPort(), hub: await loopbackPort(), logging: await loopbackPort() },
    'demo-test-auth',
  ).catch(async (error: unknown) => {
    server.stop();
    throw error;
  });
  project.provide('authEmulatorHost', auth.host);
  project.provide('authProjectId', auth.projectId);
  return async () => {
    await auth.stop();
    server.stop();
  };
}

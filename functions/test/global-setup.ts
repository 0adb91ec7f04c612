/**
 * Starts one in-memory Firestore emulator (@firestore-emulator/server) on a free port for the
 * whole functions test run (never 8080, which the dev stack uses) and provides its host.
 */
import { createServer } from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}

/** A port the OS reports free on 127.0.0.1 right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Vitest global setup: start the emulator, provide its host, stop it at the end. */
export default async function setup(project: TestProject): Promise<() => void> {
  const server = new FirestoreServer();
  const port = await freePort();
  await server.start(port);
  project.provide('firestoreEmulatorHost', `127.0.0.1:${port}`);
  return () => server.stop();
}

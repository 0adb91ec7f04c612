/** Types of firestore-stand-in.mjs for the TypeScript tests that start the stand-in (functions/test/global-setup.ts). */
import type { FirestoreServer } from '@firestore-emulator/server';

export declare const loopbackHost: '127.0.0.1';
export declare function startFirestoreServer(port: number): Promise<FirestoreServer>;
export declare function startFirestore(options: {
  port: number;
  dataFile?: string;
}): Promise<{ port: number; restored: number; server: FirestoreServer; stop: () => Promise<number> }>;

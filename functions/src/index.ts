/**
 * Cloud Functions triggers only (DESIGN §2; firebase/functions-samples: thin triggers).
 * `api` serves /api/** and /objects/** through the Hosting rewrites of firebase.json.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app';
import { cleanupOrphans } from './services/object-store/cleanup-orphans';

/**
 * The HTTPS function wrapping the Express app (firebase.google.com/docs/functions/http-events).
 * Region is the default (us-central1), which the Hosting rewrite in firebase.json expects.
 */
export const api = onRequest(
  { memory: '512MiB', timeoutSeconds: 60, concurrency: 80, maxInstances: 10 },
  createApp(),
);

/**
 * Daily orphan cleanup (issue 4: uploads and unreferenced images expire; services/object-store/
 * cleanup-orphans.ts): deletes raw uploads older than 24 h and published images older than 24 h
 * that no post names. Cloud Scheduler job (firebase.google.com/docs/functions/schedule-functions).
 * The local stack has no Pub/Sub emulator, so it does not run there; the disk store sweeps raw
 * uploads itself when it issues upload URLs.
 */
export const cleanupImages = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'America/New_York', memory: '256MiB', timeoutSeconds: 300 },
  async () => {
    const result = await cleanupOrphans();
    console.log(`cleanupImages: deleted ${result.uploads} raw uploads and ${result.images} unreferenced images`);
  },
);

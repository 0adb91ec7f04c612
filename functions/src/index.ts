/**
 * Cloud Functions triggers only (DESIGN §2; firebase/functions-samples: thin triggers).
 * `api` serves /api/** and /objects/** through the Hosting rewrites of firebase.json.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';

/**
 * The HTTPS function wrapping the Express app (firebase.google.com/docs/functions/http-events).
 * Region is the default (us-central1), which the Hosting rewrite in firebase.json expects.
 */
export const api = onRequest(
  { memory: '512MiB', timeoutSeconds: 60, concurrency: 80, maxInstances: 10 },
  createApp(),
);

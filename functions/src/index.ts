/**
 * Cloud Functions triggers only (DESIGN §2; firebase/functions-samples: thin triggers).
 * `api` serves /api/**, /objects/** and every page (Hosting's one rewrite, `**`, in firebase.json;
 * ADR 0021); the scheduled jobs run from Cloud Scheduler. The local stack has no Pub/Sub
 * emulator, so none of them runs there, except the e-mail retry, whose job the launcher runs itself.
 *
 * Runtime options are set on purpose (docs/deploy.md "What runs where"; Cloud Run functions
 * limits: cloud.google.com/functions/docs/configuring):
 * - region us-central1 for every function (setGlobalOptions): Hosting rewrites without a
 *   `region` go there (firebase.google.com/docs/hosting/full-config#rewrite-functions), it is a
 *   tier-1 price region, it sits inside Firestore's `nam5` multi-region (docs/deploy.md step 3)
 *   and is ~30 ms from Connecticut; the CDN answers most public reads before the function.
 * - `api`: 512 MiB, which firebase-tools pairs with 1 vCPU (memoryToGen2Cpu), the minimum for
 *   concurrency > 1; sharp decodes a 10 MB upload (up to ~25 MP, ~100 MB of pixels) with room to
 *   spare. Concurrency 80 (Cloud Run's default): requests mostly wait on Firestore. Timeout
 *   60 s: Hosting gives up on a rewritten request after 60 s anyway. minInstances 1 (DESIGN
 *   §12 "a visitor never waits for a cold function"): every page is rendered by this function
 *   (ADR 0021), and a page not at the CDN (60 s) would otherwise wait ~2-4 s for a cold start
 *   after any idle spell; the warm instance is billed around the clock at Cloud Run's idle rate,
 *   about $10 a month for 1 vCPU and 512 MiB (cloud.google.com/run/pricing, tier 1), and it
 *   imports the web's server build when it starts. maxInstances 10: at 80 requests each that is 800
 *   at once, far above this site's traffic, and it caps the bill if someone floods the API.
 * - scheduled jobs: 256 MiB (they hold one listing in memory), one instance at a time, and the
 *   scheduler retries a failed run.
 * - the secret SMTP_URL is bound to the functions that send e-mail (`api` for a new request and
 *   Resend, `retryLeadMail`); only those can read it (firebase.google.com/docs/functions/config-env#secret-manager).
 */
import { assertNoEmulatorOnCloudRun } from './security/emulator-guard';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app';
import { answerHostBodyErrorsWithJson } from './middleware/host-body-errors';
import { smtpUrlSecret } from './params';
import { loadPageServerBuild } from './routes/pages';
import { backupFirestore } from './services/platform/backup/firestore-export';
import { projectIdFromEnv } from './services/platform/firestore';
import { deliverDueLeadMail } from './services/leads/lead-delivery';
import { eraseExpiredLeads as eraseLeadsPastRetention } from './services/leads/lead-retention';
import { defaultObjectStore } from './services/media/object-store/select-object-store';
import { readSiteSettings } from './services/site/site-settings-store';
import { cleanupOrphans } from './services/media/object-store/cleanup-orphans';
import { deleteStoredImages } from './services/media/object-store/delete-stored-images';
import { bucketNameFromEnv } from './services/media/object-store/select-object-store';
import { purgeExpiredTrash } from './services/posts/trash';

// Emulator mode can never run in production: on Cloud Run, an emulator variable stops the load
// (security/emulator-guard.ts; firebase-admin would otherwise accept unsigned session cookies).
assertNoEmulatorOnCloudRun();

/** Region of every function; firebase.json rewrites name no region, i.e. this one. */
const functionsRegion = 'us-central1';

setGlobalOptions({ region: functionsRegion });

/** Time zone of the schedules: the business's (Orange, Connecticut). */
const timeZone = 'America/New_York';

// Bodies the host refuses before the app runs (malformed JSON…) are answered as JSON (ADR 0015).
answerHostBodyErrorsWithJson();

/**
 * The HTTPS function wrapping the Express app (firebase.google.com/docs/functions/http-events).
 */
export const api = onRequest(
  {
    memory: '512MiB',
    timeoutSeconds: 60,
    concurrency: 80,
    minInstances: 1,
    maxInstances: 10,
    secrets: [smtpUrlSecret],
  },
  createApp(),
);

// An instance imports the web's server build when it starts, not when its first visitor asks
// (a failure shows again, logged, at the first page); not while firebase-tools only reads the
// manifest (deploy, emulator start: FUNCTIONS_CONTROL_API), which must answer within 10 s.
if (process.env.FUNCTIONS_CONTROL_API !== 'true') loadPageServerBuild().catch(() => undefined);

/**
 * The e-mail retry of visitor requests ("nothing is lost"; services/leads/lead-delivery.ts):
 * every 5 minutes, sends the office e-mails and confirmations that are due, with backoff, and
 * records `sent` or `failed`. A run handles up to 50 leads (each one claimed, so runs never
 * overlap on a lead); 120 s covers them with the SMTP timeouts of services/platform/mail/mail-transport.ts.
 * The local stack has no Pub/Sub emulator: its launcher runs the same job (scripts/lib/lead-mail-job.mjs).
 */
export const retryLeadMail = onSchedule(
  {
    schedule: 'every 5 minutes',
    timeZone,
    memory: '256MiB',
    timeoutSeconds: 120,
    maxInstances: 1,
    retryCount: 0,
    secrets: [smtpUrlSecret],
  },
  async () => {
    const result = await deliverDueLeadMail(new Date());
    if (result.leads > 0) logger.info('retryLeadMail done', { ...result });
  },
);

/**
 * Daily orphan cleanup (uploads and unreferenced images expire; services/media/object-store/
 * cleanup-orphans.ts): deletes raw uploads older than 24 h, published images older than 24 h
 * that no post names, and visitors' private photos no request claimed within 24 h. Cloud Scheduler job (firebase.google.com/docs/functions/schedule-functions).
 * The local stack has no Pub/Sub emulator, so it does not run there; the disk store sweeps raw
 * uploads itself when it issues upload URLs.
 */
export const cleanupImages = onSchedule(
  { schedule: 'every day 03:30', timeZone, memory: '256MiB', timeoutSeconds: 300, maxInstances: 1, retryCount: 1 },
  async () => {
    const result = await cleanupOrphans();
    logger.info('cleanupImages done', {
      deletedUploads: result.uploads,
      deletedImages: result.images,
      deletedLeadPhotos: result.leadPhotos,
    });
  },
);

/**
 * Daily Trash purge (services/posts/trash.ts): deletes for good the posts deleted more than 30
 * days ago, with their slugs, view counts and the photos no other post (live or trashed) names.
 * Runs at 03:00, after the backup (which still holds them) and before the orphan cleanup. A Cloud
 * Scheduler job like the others; the local stack has no Pub/Sub emulator, so its Trash is emptied
 * by hand there (Delete forever), and the tests call purgeExpiredTrash with a moved clock.
 */
export const purgeTrash = onSchedule(
  { schedule: 'every day 03:00', timeZone, memory: '256MiB', timeoutSeconds: 300, maxInstances: 1, retryCount: 1 },
  async () => {
    const result = await purgeExpiredTrash(new Date(), (paths) => deleteStoredImages(paths));
    logger.info('purgeTrash done', { deletedPosts: result.posts, deletedImages: result.images });
  },
);

/**
 * Daily erasure of requests past their retention (services/leads/lead-retention.ts):
 * every lead sent more than the company setting `leadRetentionMonths` months ago (default 24),
 * with its photos. Runs at 04:00, after the backup, the Trash purge and the cleanup; logs counts
 * only (no personal data). The backups keep an erased lead 30 days at most (storage.lifecycle.json).
 */
export const eraseExpiredLeads = onSchedule(
  { schedule: 'every day 04:00', timeZone, memory: '256MiB', timeoutSeconds: 300, maxInstances: 1, retryCount: 1 },
  async () => {
    const settings = await readSiteSettings();
    await eraseLeadsPastRetention({
      now: new Date(),
      months: settings.leadRetentionMonths,
      store: defaultObjectStore(),
    });
  },
);

/**
 * Daily Firestore backup (services/platform/backup/firestore-export.ts): a managed export of every
 * collection to `gs://<bucket>/backups/firestore/<time>`, kept 30 days by the bucket's lifecycle
 * rule (storage.lifecycle.json). Runs at 02:00, before the cleanup; waits for the export (a few
 * minutes at most for this site's data; timeout 540 s, the limit of event functions) and is
 * retried twice by the scheduler when it fails.
 */
export const backupFirestoreDaily = onSchedule(
  { schedule: 'every day 02:00', timeZone, memory: '256MiB', timeoutSeconds: 540, maxInstances: 1, retryCount: 2 },
  async () => {
    const projectId = projectIdFromEnv();
    if (!projectId) throw new Error('backupFirestoreDaily: no project id (GCLOUD_PROJECT)');
    const result = await backupFirestore({ projectId, bucket: bucketNameFromEnv() });
    logger.info('Firestore backup done', { ...result });
  },
);

/**
 * One run of the request e-mail retry job outside Cloud Functions (built to functions/lib/lead-mail.js):
 *   GCLOUD_PROJECT=demo-orange-landscaping FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 \
 *   SMTP_URL=smtp://127.0.0.1:1025 MAIL_FROM='Site <no-reply@example.com>' node functions/lib/lead-mail.js
 * The same work as the scheduled function `retryLeadMail` (index.ts; services/leads/lead-delivery.ts
 * deliverDueLeadMail). The local stack has no Pub/Sub emulator, so schedules never fire there: its
 * launcher runs this every 2 minutes instead (scripts/lib/lead-mail-job.mjs). Refuses any project
 * id that does not start with `demo-`. Prints the structured log lines of the run, then one line
 * `{"leadMailRun":{"leads":N,"sent":N,"failed":N}}`; exits 0, or 1 on an error.
 */
import { projectIdFromEnv } from '../services/platform/firestore';
import { deliverDueLeadMail } from '../services/leads/lead-delivery';

const projectId = projectIdFromEnv();
if (!projectId?.startsWith('demo-') || !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('lead-mail: runs against the local emulators only (a demo- project id and FIRESTORE_EMULATOR_HOST)');
  process.exit(1);
}
try {
  const result = await deliverDueLeadMail(new Date());
  console.log(JSON.stringify({ leadMailRun: result }));
  process.exit(0);
} catch (error) {
  console.error(`lead-mail failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

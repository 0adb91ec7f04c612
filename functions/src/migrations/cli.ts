/**
 * Content migrations command (built to functions/lib/migrate.js; root `npm run migrate`):
 *   npm run migrate                      the local stack (the default `demo-` project)
 *   npm run migrate -- --project <id>    a real project (needs Google credentials)
 * Runs the idempotent migrations of ADR 0016 (migrations/run-migrations.ts: the default services
 * created where missing, ADR 0031; legacy post bodies → HTML; post images that are not this
 * site's cleared; slug reservations; the posts' search and sector fields; the leads' search and
 * duplicate fields, ADR 0037). `npm run deploy`
 * runs it after every successful deploy; the local stack's seed runs the same migrations.
 * Project choice and credentials as the staff tool (staff/target.ts); on a `demo-` project it
 * talks to the Firestore emulator (FIRESTORE_EMULATOR_HOST, else firebase.json's port).
 * Exit code: 0 done, 1 refused or failed, 2 usage error.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot, resolveStaffTarget } from '../staff/target';

const args = process.argv.slice(2);
const projectAt = args.indexOf('--project');
const projectFlag = projectAt >= 0 ? args[projectAt + 1] : undefined;
if ((projectAt >= 0 && !projectFlag) || args.length !== (projectAt >= 0 ? 2 : 0)) {
  console.error('usage: npm run migrate [-- --project <project id>]');
  process.exit(2);
}
const root = findRepoRoot(process.cwd());
const target = resolveStaffTarget({ projectFlag, env: process.env, root, action: 'run the content migrations' });
if (target.kind === 'refused') {
  console.error(`migrate: ${target.message}`);
  process.exit(1);
}
process.env.GCLOUD_PROJECT = target.projectId;
if (target.kind === 'emulator' && !process.env.FIRESTORE_EMULATOR_HOST) {
  const config = root
    ? (JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
        emulators?: { firestore?: { port?: number } };
      })
    : {};
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${config.emulators?.firestore?.port ?? 8080}`;
}
// Loaded after the environment is set: firebase-admin reads it when the app starts.
const { runMigrations } = await import('./run-migrations');
try {
  for (const line of await runMigrations()) console.log(`${line} in ${target.projectId}`);
  process.exit(0);
} catch (error) {
  console.error(`migrate: failed in ${target.projectId}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

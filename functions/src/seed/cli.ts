/**
 * Seed command (built to functions/lib/seed.js):
 *   GCLOUD_PROJECT=demo-orange-landscaping FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 node functions/lib/seed.js
 * Refuses any project id that does not start with `demo-`. With FIREBASE_AUTH_EMULATOR_HOST set it
 * also creates the demo sign-in accounts (seed-accounts.ts). The demo company's details
 * (`settings/site`, seed/demo-company.ts) are written only when none are saved, and the
 * content migrations run (migrations/, ADR 0016). Prints summary lines; exits 0 on
 * success, 1 on any error.
 */
import { demoProjects } from './demo-projects';
import { demoSiteSettings } from './demo-company';
import { runMigrations } from '../migrations/run-migrations';
import { seedSiteSettings } from '../services/site/site-settings-store';
import { formatSummary, seedDatabase, seedTarget } from './seed';
import { seedAuthAccounts } from './seed-accounts';

const target = seedTarget(process.env);
if ('error' in target) {
  console.error(target.error);
  process.exit(1);
}
try {
  const summary = await seedDatabase({ projects: demoProjects });
  console.log(`${formatSummary(summary)} into ${target.projectId} at ${target.emulatorHost}`);
  const { siteUrl: _siteUrl, ...companyDetails } = demoSiteSettings;
  console.log(`seed: company details ${(await seedSiteSettings(companyDetails)) ? 'written' : 'kept (already saved)'}`);
  // The migrations run on the local stack's data too: they write the default services (ADR 0031),
  // and .data/ may hold posts written before the conversions (ADR 0016).
  for (const line of await runMigrations()) console.log(line);
  console.log(await seedAuthAccounts(process.env));
  process.exit(0);
} catch (error) {
  console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

#!/usr/bin/env node
/**
 * `node scripts/demo-settings-report.mjs --project <id>`: prints each company setting of the
 * project still at the demo company's value (scripts/lib/demo-settings.mjs). `npm run deploy`
 * runs it after a successful deploy, with the migrations' Google credentials (application default
 * credentials; FIRESTORE_EMULATOR_HOST for an emulator).
 * Exit code: 0 report printed (whatever it says), 1 Firestore could not be read, 2 usage error.
 */
import path from 'node:path';
import { demoSettingsLeft, demoSettingsReport, loadDemoCompany, readStoredSettings } from './lib/demo-settings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const at = args.indexOf('--project');
const projectId = at >= 0 ? args[at + 1] : undefined;
if (!projectId || args.length !== 2) {
  console.error('usage: node scripts/demo-settings-report.mjs --project <project id>');
  process.exit(2);
}
// Without Google credentials google-auth-library would wait on a metadata server probe first.
if (projectId.startsWith('demo-')) process.env.METADATA_SERVER_DETECTION ??= 'none';
let stored;
try {
  stored = await readStoredSettings(projectId);
} catch (error) {
  console.error(
    `deploy: could not read the company settings of ${projectId} (${error instanceof Error ? error.message : String(error)}); check them in /admin/company.`,
  );
  process.exit(1);
}
const demo = await loadDemoCompany(root);
console.log(demoSettingsReport(projectId, stored === null ? null : demoSettingsLeft(stored, demo)));

/**
 * The deploy's demo-settings report ("The deploy prints every company setting still at
 * its demo value"): which of a project's saved company settings (`settings/site`) are still the
 * demo company's (functions/src/seed/demo-company.ts, the local seed's), so the operator who
 * just deployed sees what the live site still says that is not theirs.
 *
 * The demo company is read here, in scripts, from the seed's source (esbuild, import-ts.mjs),
 * never from the functions package: deploy:check refuses demo values in what the function ships
 * (scripts/lib/deploy-check/demo-values.mjs).
 *
 * Two kinds of line:
 * - `demo`: a fictional value that must not stay on a real site: company name, short name,
 *   tagline, phone, e-mail, street, each licence, each certification, each request e-mail recipient;
 * - `check`: a value a real company may share with the demo (founded year, areas served, opening
 *   hours, accepted cards): printed so the operator confirms it is theirs.
 * Defaults that are no demo value (retention months, no contact form, no social links, no Google
 * profile) and derived fields (`phoneHref`, `siteUrl`) are not compared.
 */
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { importTs } from './import-ts.mjs';

/** Fictional single values: label by field. */
const demoFields = {
  companyName: 'Company name',
  shortName: 'Short name',
  tagline: 'Tagline',
  phone: 'Phone',
  email: 'E-mail',
};

/** Fictional list entries: label and how an entry reads, by field. */
const demoLists = {
  licenses: { label: 'Licence', text: (entry) => `${entry.label} ${entry.number}` },
  certifications: { label: 'Certification', text: (entry) => `${entry.name} (${entry.badge})` },
  leadEmailRecipients: { label: 'Request e-mail recipient', text: (entry) => String(entry) },
};

/** Values a real company may share: label and how the value reads, by field. */
const checkFields = {
  foundedYear: { label: 'Founded year', text: (value) => String(value) },
  areaServed: { label: 'Areas served', text: (value) => value.join('; ') },
  openingHours: { label: 'Opening hours', text: (value) => value.map((row) => `${row.days} ${row.hours}`).join('; ') },
  acceptedCards: { label: 'Accepted cards', text: (value) => value.join(', ') },
};

/**
 * @typedef {{ kind: 'demo' | 'check', field: string, label: string, value: string }} DemoSettingLine
 */

/**
 * The settings still at the demo company's values.
 * @param {Record<string, any>} stored the project's `settings/site` fields (any subset)
 * @param {Record<string, any>} demo the demo company (contract demoSiteSettings)
 * @returns {DemoSettingLine[]} in the order above; [] when nothing matches
 */
export function demoSettingsLeft(stored, demo) {
  /** @type {DemoSettingLine[]} */
  const lines = [];
  for (const [field, label] of Object.entries(demoFields))
    if (stored[field] !== undefined && isDeepStrictEqual(stored[field], demo[field]))
      lines.push({ kind: 'demo', field, label, value: String(stored[field]) });
  if (stored.address?.street !== undefined && stored.address.street === demo.address.street)
    lines.push({ kind: 'demo', field: 'address.street', label: 'Street', value: stored.address.street });
  for (const [field, { label, text }] of Object.entries(demoLists))
    for (const entry of Array.isArray(stored[field]) ? stored[field] : [])
      if (demo[field].some((demoEntry) => isDeepStrictEqual(entry, demoEntry)))
        lines.push({ kind: 'demo', field, label, value: text(entry) });
  for (const [field, { label, text }] of Object.entries(checkFields))
    if (stored[field] !== undefined && isDeepStrictEqual(stored[field], demo[field]))
      lines.push({ kind: 'check', field, label, value: text(stored[field]) });
  return lines;
}

/**
 * The report's text.
 * @param {string} projectId
 * @param {DemoSettingLine[] | null} lines null: the project has no saved settings (the site shows
 *   "This website is being set up" until staff save Company)
 * @returns {string} lines for the terminal
 */
export function demoSettingsReport(projectId, lines) {
  if (lines === null)
    return `deploy: ${projectId} has no company settings yet: public pages say "This website is being set up" until staff save the Company section in /admin/company.`;
  const demo = lines.filter((line) => line.kind === 'demo');
  const check = lines.filter((line) => line.kind === 'check');
  const out = [];
  if (demo.length === 0) out.push(`deploy: no company setting of ${projectId} is a demo value.`);
  else {
    out.push(
      `deploy: ${demo.length} company setting${demo.length === 1 ? ' is' : 's are'} still the demo company's on ${projectId}; change them in /admin/company:`,
    );
    for (const line of demo) out.push(`  - ${line.label}: ${line.value}`);
  }
  if (check.length > 0) {
    out.push(`deploy: the same as the demo company (check they are yours):`);
    for (const line of check) out.push(`  - ${line.label}: ${line.value}`);
  }
  return out.join('\n');
}

/**
 * The demo company, from the contract's source.
 * @param {string} root the repository
 * @returns {Promise<Record<string, any>>}
 */
export async function loadDemoCompany(root) {
  const module = await importTs(path.join(root, 'functions', 'src', 'seed', 'demo-company.ts'));
  return /** @type {Record<string, any>} */ (module.demoSiteSettings);
}

/**
 * Reads a project's `settings/site` with firebase-admin (Google application default credentials;
 * the Firestore emulator when FIRESTORE_EMULATOR_HOST is set).
 * @param {string} projectId
 * @returns {Promise<Record<string, any> | null>} the document's fields, or null when there is none
 * @throws firebase-admin's error when Firestore cannot be read (no credentials, no permission)
 */
export async function readStoredSettings(projectId) {
  const { deleteApp, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId }, `demo-settings-${Date.now()}`);
  try {
    const snapshot = await getFirestore(app).doc('settings/site').get();
    return snapshot.exists ? (snapshot.data() ?? {}) : null;
  } finally {
    await deleteApp(app);
  }
}

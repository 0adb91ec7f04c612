/**
 * `npm run deploy` and its build hook (scripts/deploy.mjs, scripts/build-for-deploy.mjs): what they
 * refuse before anything reaches Firebase, and the inputs hash that lets the second predeploy
 * hook of one `firebase deploy` skip a second build; and the report of company settings still at
 * the demo company's values that it prints after a deploy, read from a Firestore
 * stand-in. (Deploying itself needs a real project and the internet: docs/deploy.md's smoke
 * checklist covers it.)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import getPort from 'get-port';
import { describe, expect, it } from 'vitest';
import { demoSiteSettings } from '@site/functions/seed/demo-company';
import { demoSettingsLeft, demoSettingsReport, loadDemoCompany } from '../lib/demo-settings.mjs';
import {
  buildInputsHash,
  partialDeployRefusal,
  refusalFor,
  resolveProject,
  siteUrlRefusal,
} from '../lib/deploy-target.mjs';
import { functionsEnv } from '../lib/functions-env.mjs';
import { startFirestore } from '../lib/firestore-stand-in.mjs';
import { copyRepo, repoRoot } from './repo-copy';

/** Runs a script of the real repo (or of a copy: `root`) with extra environment; stdin closed (not a terminal). */
function runWith(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  root = repoRoot,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

describe('npm run deploy', () => {
  it('refuses a demo- project and says why, before any check or deploy', async () => {
    const { code, output } = await runWith('scripts/deploy.mjs', ['--project', 'demo-orange-landscaping']);
    expect(code).toBe(1);
    expect(output).toContain(
      '"demo-orange-landscaping" is a demo project: demo- ids belong to the local emulators and exist nowhere on Firebase',
    );
    expect(output).not.toContain('deploy:check (offline)');
  });

  it('resolves .firebaserc aliases, so the default alias (the demo project) is refused too', async () => {
    expect(resolveProject('default', repoRoot)).toEqual({ projectId: 'demo-orange-landscaping', alias: 'default' });
    const { code, output } = await runWith('scripts/deploy.mjs', ['--project', 'default']);
    expect(code).toBe(1);
    expect(output).toContain('is a demo project');
  });

  it('asks for a project when none is given, and refuses ids Firebase would not accept', async () => {
    const { code, output } = await runWith('scripts/deploy.mjs', []);
    expect(code).toBe(1);
    expect(output).toContain('no project: pass --project <your-project-id>');
    expect(refusalFor('My Project')).toMatch(/not a Firebase project id/);
    expect(refusalFor('orange-valley-prod')).toBeNull();
  });

  it('refuses hosting without functions or the reverse, with the reason, before anything else', async () => {
    for (const only of [['--only', 'hosting'], ['--only=functions:api'], ['--only', 'hosting,firestore']]) {
      const { code, output } = await runWith('scripts/deploy.mjs', ['--project', 'acme-landscaping', ...only]);
      expect(code, only.join(' ')).toBe(1);
      expect(output).toContain("names the build's hashed /assets files");
      expect(output).not.toContain('SITE_URL');
    }
    expect(partialDeployRefusal('hosting')).toMatch(/^--only hosting deploys hosting without functions/);
    expect(partialDeployRefusal('functions')).toMatch(/deploys functions without hosting/);
    for (const fine of [undefined, 'hosting,functions', 'functions:api,hosting:site', 'firestore', 'storage,firestore'])
      expect(partialDeployRefusal(fine), fine).toBeNull();
  });

  it('stops without a terminal when SITE_URL is not set for the project', async () => {
    const { code, output } = await runWith('scripts/deploy.mjs', ['--project', 'orange-valley-nosite']);
    expect(code).toBe(1);
    expect(output).toContain(
      'SITE_URL is not set for orange-valley-nosite: add SITE_URL=https://www.your-domain.com to functions/.env.orange-valley-nosite',
    );
  });
});

describe('npm run build:deploy (the predeploy hook)', () => {
  it('refuses the demo project Firebase passes in GCLOUD_PROJECT', async () => {
    const { code, output } = await runWith('scripts/build-for-deploy.mjs', [], {
      GCLOUD_PROJECT: 'demo-orange-landscaping',
    });
    expect(code).toBe(1);
    expect(output).toContain('build:deploy: "demo-orange-landscaping" is a demo project');
  });

  it('names the file to put SITE_URL in when it is missing', async () => {
    const { code, output } = await runWith('scripts/build-for-deploy.mjs', ['--project', 'orange-valley-nosite']);
    expect(code).toBe(1);
    expect(output).toContain(
      'SITE_URL for orange-valley-nosite is not set: add a line SITE_URL=https://www.your-domain.com (or https://orange-valley-nosite.web.app) to functions/.env.orange-valley-nosite',
    );
  });

  it('refuses a real project whose SITE_URL is http, loopback or an example name, before building', async () => {
    const repo = copyRepo('deploy-site-url');
    repo.write('functions/.env.orange-valley-prod', 'SITE_URL=http://127.0.0.1:5050\n');
    const build = await runWith('scripts/build-for-deploy.mjs', ['--project', 'orange-valley-prod'], {}, repo.root);
    expect(build.code).toBe(1);
    expect(build.output).toContain(
      'build:deploy: SITE_URL for orange-valley-prod is "http://127.0.0.1:5050": not https.',
    );
    expect(build.output).toContain('(in functions/.env.orange-valley-prod; docs/deploy.md step 7)');
    expect(build.output).not.toContain('building for');
    const deploy = await runWith('scripts/deploy.mjs', ['--project', 'orange-valley-prod'], {}, repo.root);
    expect(deploy.code).toBe(1);
    expect(deploy.output).toContain('SITE_URL for orange-valley-prod is "http://127.0.0.1:5050": not https.');
    expect(deploy.output).not.toContain('deploy:check (offline)');

    const refused = [
      'https://127.0.0.1:5050',
      'https://localhost',
      'https://[::1]',
      'https://www.example.com',
      'https://orange.example',
      'https://site.test',
      'https://www.orangevalley.com/home',
    ];
    for (const url of refused)
      expect(siteUrlRefusal(url, 'orange-valley-prod'), url).toMatch(
        /^SITE_URL for orange-valley-prod is ".*": (this machine|a name reserved|not an origin)/,
      );
    for (const url of [
      'https://www.orangevalleylandscaping.com',
      'https://orange-valley-prod.web.app',
      'https://www.orangevalleylandscaping.com/',
    ]) {
      expect(siteUrlRefusal(url, 'orange-valley-prod'), url).toBeNull();
    }
  });

  it('reads the project’s settings as firebase-tools does: .env, then .env.<project> or .env.<alias>', () => {
    const repo = copyRepo('deploy-env');
    repo.write('functions/.env', 'SITE_URL=https://shared.example.com\nSTAFF_EMAILS=["a@example.com"]\n');
    repo.write('functions/.env.production', 'SITE_URL="https://www.orange.example.com"\n');
    expect(functionsEnv(repo.root, 'orange-prod', 'production').values).toEqual({
      SITE_URL: 'https://www.orange.example.com',
      STAFF_EMAILS: '["a@example.com"]',
    });
    // firebase deploy stops when both the id's and the alias's file exist; so does the deploy.
    repo.write('functions/.env.orange-prod', 'STAFF_EMAILS=["owner@example.com"]\n');
    expect(() => functionsEnv(repo.root, 'orange-prod', 'production')).toThrow(/Can't have both dotenv files/);
  });

  it('reads a trailing # comment as firebase-tools does: not part of the value', () => {
    const repo = copyRepo('deploy-env-comment');
    repo.write(
      'functions/.env.acme-landscaping',
      'SITE_URL=https://www.acme-landscaping.com # the live address\nMAIL_FROM="Acme <office@acme.com> # kept"\n',
    );
    expect(functionsEnv(repo.root, 'acme-landscaping', undefined).values).toEqual({
      SITE_URL: 'https://www.acme-landscaping.com',
      MAIL_FROM: 'Acme <office@acme.com> # kept',
    });
  });

  it('refuses a values file firebase deploy would refuse, naming it, and reads past a comment', async () => {
    const repo = copyRepo('deploy-env-bad');
    repo.write('functions/.env.acme-landscaping', 'SITE_URL https://www.acme-landscaping.com\n');
    const bad = await runWith('scripts/deploy.mjs', ['--project', 'acme-landscaping'], {}, repo.root);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('Invalid dotenv file, error on lines: SITE_URL https://www.acme-landscaping.com');
    expect(bad.output).not.toContain('deploy:check (offline)');
    // The comment is cut, so the refusal names the address itself.
    repo.write('functions/.env.acme-landscaping', 'SITE_URL=http://127.0.0.1:5050 # the local stack\n');
    const commented = await runWith('scripts/deploy.mjs', ['--project', 'acme-landscaping'], {}, repo.root);
    expect(commented.output).toContain('SITE_URL for acme-landscaping is "http://127.0.0.1:5050": not https.');
  });

  it('hashes the build inputs: a source edit or another project changes it, a doc edit does not', () => {
    const repo = copyRepo('deploy-hash', { git: true });
    const settings = { projectId: 'orange-prod', SITE_URL: 'https://www.orange.example.com' };
    const first = buildInputsHash(repo.root, settings);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(buildInputsHash(repo.root, settings)).toBe(first);
    repo.write('docs/deploy.md', `${repo.read('docs/deploy.md')}\nA note.\n`);
    expect(buildInputsHash(repo.root, settings)).toBe(first);
    expect(buildInputsHash(repo.root, { ...settings, projectId: 'orange-staging' })).not.toBe(first);
    repo.write('web/src/app/root.tsx', `${repo.read('web/src/app/root.tsx')}\n// edited\n`);
    expect(buildInputsHash(repo.root, settings)).not.toBe(first);
  });
});

describe('the demo-settings report after a deploy', () => {
  const { siteUrl: _siteUrl, phoneHref: _phoneHref, ...demoCompany } = demoSiteSettings;

  it('names every fictional setting still at the demo value, and the ones a real company may share to check', () => {
    const lines = demoSettingsLeft(demoCompany, demoSiteSettings);
    expect(lines.filter((line) => line.kind === 'demo').map((line) => `${line.label}: ${line.value}`)).toEqual([
      `Company name: ${demoSiteSettings.companyName}`,
      `Short name: ${demoSiteSettings.shortName}`,
      `Tagline: ${demoSiteSettings.tagline}`,
      `Phone: ${demoSiteSettings.phone}`,
      `E-mail: ${demoSiteSettings.email}`,
      `Street: ${demoSiteSettings.address.street}`,
      ...demoSiteSettings.licenses.map((l) => `Licence: ${l.label} ${l.number}`),
      ...demoSiteSettings.certifications.map((c) => `Certification: ${c.name} (${c.badge})`),
      `Request e-mail recipient: ${demoSiteSettings.leadEmailRecipients[0]}`,
    ]);
    expect(lines.filter((line) => line.kind === 'check').map((line) => line.field)).toEqual([
      'foundedYear',
      'areaServed',
      'openingHours',
      'acceptedCards',
    ]);
  });

  it('leaves out what staff changed: a new phone, their own licence beside a demo one, their own recipients', () => {
    const edited = {
      ...demoCompany,
      companyName: 'Shoreline Stone & Garden LLC',
      phone: '(203) 795-4410',
      address: { ...demoCompany.address, street: '12 Quarry Lane' },
      licenses: [{ label: 'CT Home Improvement Contractor', number: 'HIC.0654321' }, demoCompany.licenses[1]!],
      certifications: [],
      leadEmailRecipients: ['office@shorelinestone.com', 'office@example.com'],
      foundedYear: 2004,
    };
    const fields = demoSettingsLeft(edited, demoSiteSettings).map((line) => `${line.field} ${line.value}`);
    expect(fields).not.toContain(expect.stringMatching(/^(companyName|phone|address\.street|certifications) /));
    expect(fields).toContain(`licenses ${demoCompany.licenses[1]!.label} ${demoCompany.licenses[1]!.number}`);
    expect(fields).not.toContain('licenses CT Home Improvement Contractor HIC.0654321');
    expect(fields).toEqual(expect.arrayContaining(['leadEmailRecipients office@example.com']));
    expect(fields).not.toContain('leadEmailRecipients office@shorelinestone.com');
    expect(fields).not.toContain(expect.stringMatching(/^foundedYear/));
    const clean = { ...edited, shortName: 'Shoreline', tagline: 'Stone and gardens', email: 'hi@shoreline.com' };
    expect(
      demoSettingsReport(
        'shoreline-prod',
        demoSettingsLeft({ ...clean, licenses: [], leadEmailRecipients: [] }, demoSiteSettings),
      ),
    ).toContain('deploy: no company setting of shoreline-prod is a demo value.');
    expect(demoSettingsReport('shoreline-prod', null)).toContain('has no company settings yet');
  });

  it('the script reads the project’s saved settings and prints them; the demo company comes from the contract source, not the function', async () => {
    expect(await loadDemoCompany(repoRoot)).toEqual(demoSiteSettings);
    const firestore = await startFirestore({ port: await getPort({ host: '127.0.0.1' }) });
    const host = `127.0.0.1:${firestore.port}`;
    const projectId = 'demo-report-test';
    try {
      const env = { FIRESTORE_EMULATOR_HOST: host, METADATA_SERVER_DETECTION: 'none' };
      const none = await runWith('scripts/demo-settings-report.mjs', ['--project', projectId], env);
      expect(none.code, none.output).toBe(0);
      expect(none.output).toContain(`deploy: ${projectId} has no company settings yet`);

      process.env.FIRESTORE_EMULATOR_HOST = host;
      process.env.METADATA_SERVER_DETECTION = 'none';
      const app = initializeApp({ projectId }, 'demo-report-write');
      await getFirestore(app)
        .doc('settings/site')
        .set({ ...demoCompany, phone: '(203) 795-4410', updatedBy: 'seed' });
      await deleteApp(app);
      const { code, output } = await runWith('scripts/demo-settings-report.mjs', ['--project', projectId], env);
      expect(code, output).toBe(0);
      expect(output).toMatch(/deploy: \d+ company settings are still the demo company's on demo-report-test/);
      expect(output).toContain(`  - Street: ${demoSiteSettings.address.street}`);
      expect(output).toContain(
        `  - Licence: ${demoSiteSettings.licenses[0]!.label} ${demoSiteSettings.licenses[0]!.number}`,
      );
      expect(output).toContain(`  - Request e-mail recipient: office@example.com`);
      expect(output).not.toContain('  - Phone:');
      expect(output).toContain('deploy: the same as the demo company (check they are yours):');

      const usage = await runWith('scripts/demo-settings-report.mjs', []);
      expect(usage.code).toBe(2);
    } finally {
      delete process.env.FIRESTORE_EMULATOR_HOST;
      await firestore.stop();
    }
  });

  it('runs after a successful deploy, beside the migrations, with the project id', () => {
    const script = readFileSync(path.join(repoRoot, 'scripts', 'deploy.mjs'), 'utf8');
    const success = script.slice(script.indexOf('if (deploy.status === 0)'));
    expect(success).toContain("path.join(root, 'scripts', 'demo-settings-report.mjs'), '--project', projectId");
  });
});

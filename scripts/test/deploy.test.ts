/**
 * `npm run deploy` and its build hook (scripts/deploy.mjs, scripts/build-for-deploy.mjs): what they
 * refuse before anything reaches Firebase, and the inputs hash that lets the second predeploy
 * hook of one `firebase deploy` skip a second build. (Deploying itself needs a real project and
 * the internet: docs/deploy.md's smoke checklist covers it.)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInputsHash, functionsEnv, refusalFor, resolveProject, siteUrlRefusal } from '../lib/deploy-target.mjs';
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

  it('refuses a real project whose SITE_URL is http, loopback or an example name, before building (issue 23)', async () => {
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

  it('reads the project’s settings as firebase-tools does: .env, then .env.<project>, then .env.<alias>', () => {
    const repo = copyRepo('deploy-env');
    repo.write('functions/.env', 'SITE_URL=https://shared.example.com\nSTAFF_EMAILS=["a@example.com"]\n');
    repo.write('functions/.env.orange-prod', 'SITE_URL="https://www.orange.example.com"\n');
    repo.write('functions/.env.production', 'STAFF_EMAILS=["owner@example.com"]\n');
    expect(functionsEnv(repo.root, 'orange-prod', 'production').values).toEqual({
      SITE_URL: 'https://www.orange.example.com',
      STAFF_EMAILS: '["owner@example.com"]',
    });
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

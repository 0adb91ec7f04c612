/**
 * deploy:check's list of uploaded files (scripts/lib/deploy-check/uploads.mjs): on a repo copy with
 * a small page server of its own (one static import, one import()), firebase-tools' file walker
 * and firebase.json's `ignore` decide what ships, and the check names anything more or less.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkUploads } from '../lib/deploy-check/uploads.mjs';
import { copyRepo } from './repo-copy';

function repoWithBuild(tag: string) {
  const repo = copyRepo(tag);
  repo.write('functions/lib/index.js', 'export const api = 1;\n');
  repo.write('functions/lib/index.js.map', '{}\n');
  repo.write('functions/lib/seed.js', 'export {};\n');
  repo.write(
    'functions/lib/page-server/index.js',
    "import { a } from './assets/shared-AAAA.js';\nexport const editor = () => import('./assets/rich-text-editor-BBBB.js');\nexport { a };\n",
  );
  repo.write('functions/lib/page-server/assets/shared-AAAA.js', 'export const a = 1;\n');
  repo.write('functions/lib/page-server/assets/rich-text-editor-BBBB.js', 'export const b = 2;\n');
  repo.write('functions/.env.acme-landscaping', 'STAFF_EMAILS=["owner@acme-landscaping.com"]\n');
  return repo;
}
const config = (root: string) => JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));

describe('deploy:check uploads', () => {
  it('names the browser-only chunk; leaves out maps, tools and every project’s settings file', async () => {
    const repo = repoWithBuild('uploads-chunk');
    const { problems } = await checkUploads(repo.root, config(repo.root));
    expect(problems.map((p: { message: string }) => p.message)).toEqual([
      'functions/lib/page-server/assets/rich-text-editor-BBBB.js would be uploaded: a chunk the server build never imports statically (browser-only code).',
    ]);
  });

  it('passes with exactly package.json, lib/index.js and the static imports', async () => {
    const repo = repoWithBuild('uploads-pass');
    rmSync(path.join(repo.root, 'functions/lib/page-server/assets/rich-text-editor-BBBB.js'));
    const result = await checkUploads(repo.root, config(repo.root));
    expect(result.problems).toEqual([]);
    expect(result.summary).toMatch(/^4 files, /);
  });

  it('fails on a source map or a values file when firebase.json stops ignoring them, and on a needed file ignored', async () => {
    const repo = repoWithBuild('uploads-ignore');
    repo.editJson('firebase.json', (json) => {
      json.functions[0].ignore = json.functions[0].ignore.filter(
        (entry: string) => !['*.map', '.env*'].includes(entry),
      );
      json.functions[0].ignore.push('page-server');
    });
    const messages = (await checkUploads(repo.root, config(repo.root))).problems.map(
      (p: { message: string }) => p.message,
    );
    expect(messages).toContain('functions/lib/index.js.map would be uploaded: a source map.');
    expect(messages).toContain(
      "functions/.env.acme-landscaping would be uploaded: a settings file (another project's values, staff addresses, secrets).",
    );
    expect(messages).toContain('functions/lib/page-server/index.js would not be uploaded, but the function needs it.');
  });
});

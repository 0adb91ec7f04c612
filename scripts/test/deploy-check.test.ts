/**
 * `npm run deploy:check` (scripts/deploy-check.mjs): passes on the repository as it is,
 * and fails, naming the fix, when a rewrite names a missing function, a query lacks its index, a
 * param is undeclared, or the functions package would not install alone. Each case runs on its
 * own temporary copy of the repo.
 */
import { describe, expect, it } from 'vitest';
import { copyRepo, runScript } from './repo-copy';

const check = (root: string, ...args: string[]) =>
  runScript(root, 'scripts/deploy-check.mjs', ['--root', root, ...args]);

/**
 * Runs the check without the clean install (`--no-install`) unless `install` says so, expects it to
 * fail (exit 1) with every one of `lines` in its output, and returns the output for more checks.
 */
async function expectFailure(root: string, lines: string[], install = false): Promise<string> {
  const { code, output } = await check(root, ...(install ? [] : ['--no-install']));
  expect(code).toBe(1);
  for (const line of lines) expect(output).toContain(line);
  return output;
}

describe('deploy:check', () => {
  it('passes on the repository as it is, with the clean install', async () => {
    const repo = copyRepo('check-pass');
    const { code, output } = await check(repo.root);
    // With the lock cut from the root lock: npm ci installs exactly the tested versions.
    expect(output).toMatch(
      /✓ installs alone +clean copy of functions\/ .*npm ci --omit=dev with the lock cut from the root lock: \d+ packages, the locked versions/,
    );
    expect(output).toMatch(/✓ loads +exports api, .*under Node 24, production environment/);
    expect(output).toMatch(/✓ rewrites +\d+ function rewrites → api \(us-central1\)/);
    expect(output).toMatch(/✓ params /);
    expect(output).toMatch(/✓ indexes .*all in firestore\.indexes\.json/);
    expect(output).toMatch(/✓ rules +firestore\.rules, storage\.rules deny all client access/);
    expect(output).toMatch(
      /✓ demo values +none of 127\.0\.0\.1, 555-01, Example Road, DEMO- in the \d+ files of functions\/ the deploy uploads/,
    );
    expect(output).toMatch(
      /✓ uploads +\d+ files, [\d.]+ MB: package\.json, lib\/index\.js and the page server's static imports/,
    );
    expect(output).toMatch(/deploy:check passed: 9 checks/);
    expect(code).toBe(0);
  });

  it('fails when a rewrite names a function the package does not export', async () => {
    const repo = copyRepo('check-rewrite');
    repo.editJson('firebase.json', (json) => {
      const rewrite = json.hosting.rewrites.find((r: { source: string }) => r.source === '**');
      rewrite.function.functionId = 'sitemap';
    });
    const output = await expectFailure(repo.root, [
      '✗ rewrites',
      'firebase.json rewrite "**" names function "sitemap", which the functions package does not export (it exports: api,',
      'fix: export "sitemap" from functions/src/index.ts (onRequest), or point the rewrite at one of: api,',
    ]);
    expect(output).toMatch(/deploy:check failed: rewrites/);
  });

  it('fails when a declared query lacks its composite index, printing the entry to add', async () => {
    const repo = copyRepo('check-index');
    repo.editJson('firestore.indexes.json', (json) => {
      json.indexes = json.indexes.filter((index: { fields: { fieldPath: string }[] }) => index.fields.length !== 3);
    });
    await expectFailure(repo.root, [
      '✗ indexes',
      'query posts.list (functions/src/services/posts/posts-store.ts) — posts: type ==, status ==, order by createdAt desc — needs a composite index that firestore.indexes.json lacks.',
      'fix: add to "indexes" in firestore.indexes.json: {"collectionGroup":"posts","queryScope":"COLLECTION","fields":[{"fieldPath":"type","order":"ASCENDING"},{"fieldPath":"status","order":"ASCENDING"},{"fieldPath":"createdAt","order":"DESCENDING"}]}',
    ]);
  });

  // One file added to the copy, and every line the check must print about it.
  it.each([
    {
      when: 'code reads an environment variable that params.ts does not declare',
      tag: 'param',
      file: 'functions/src/services/greeting.ts',
      text: "/** A greeting. */\nexport function greeting(): string {\n  return process.env.GREETING_TEXT ?? 'Hello';\n}\n",
      lines: [
        '✗ params',
        'functions/src/services/greeting.ts reads the environment variable GREETING_TEXT, which is not declared.',
        'fix: declare GREETING_TEXT in functions/src/params.ts',
      ],
    },
    {
      when: 'a demo value would ship with the function (the demo company, a loopback URL)',
      tag: 'demo',
      file: 'functions/lib/company-defaults.js',
      text: "export const phone = '(203) 555-0142';\nexport const site = 'http://127.0.0.1:5050';\n",
      lines: [
        '✗ demo values',
        'functions/lib/company-defaults.js contains "127.0.0.1", "555-01": a demo value would ship with the function.',
        'fix: demo values belong to the local seed',
      ],
    },
    {
      when: 'a real project’s SITE_URL is no live site’s address',
      tag: 'site-url',
      file: 'functions/.env.orange-valley-prod',
      text: 'SITE_URL=http://127.0.0.1:5050\n',
      lines: [
        '✗ params',
        'functions/.env.orange-valley-prod: SITE_URL for orange-valley-prod is "http://127.0.0.1:5050": not https.',
      ],
    },
  ])('fails when $when', async ({ tag, file, text, lines }) => {
    const repo = copyRepo(`check-${tag}`);
    repo.write(file, text);
    await expectFailure(repo.root, lines);
  });

  it('fails when a param is declared outside params.ts or lacks a local value', async () => {
    const repo = copyRepo('check-param-place');
    repo.write(
      'functions/src/services/sender.ts',
      "import { defineString } from 'firebase-functions/params';\n/** The sender. */\nexport const senderParam = defineString('MAIL_SENDER');\n",
    );
    repo.write(
      'functions/src/index.ts',
      `${repo.read('functions/src/index.ts')}\nexport { senderParam } from './services/sender';\n`,
    );
    await expectFailure(repo.root, [
      'functions/src/services/sender.ts declares the param MAIL_SENDER; params are declared only in functions/src/params.ts.',
      'the param MAIL_SENDER has no value in functions/.env.local',
      'docs/deploy.md does not mention the setting MAIL_SENDER.',
    ]);
  });

  it('fails when the functions package would not install alone (a workspace dependency)', async () => {
    const repo = copyRepo('check-install');
    repo.editJson('functions/package.json', (json) => {
      json.dependencies['@site/contract'] = '*';
    });
    const output = await expectFailure(
      repo.root,
      [
        '✗ installs alone',
        'no lock file for functions/ from the root package-lock.json: package-lock.json is out of date for functions/package.json "dependencies"',
        'functions/ does not install on its own, as Cloud Build installs it:',
      ],
      true,
    );
    // npm's own reason: the registry has no such package (E404), or, on a machine without the
    // registry (the tests' loopback-only network namespaces), the lookup itself failed.
    expect(output).toMatch(/E404|404 Not Found|EAI_AGAIN|ENOTFOUND/);
    expect(output).toContain(
      'fix: remove @site/contract from functions/package.json "dependencies": a workspace cannot resolve in Cloud Build',
    );
    expect(output).toMatch(/- loads +skipped: the functions package does not install/);
  });

  it('fails when a rules file grants client access', async () => {
    const repo = copyRepo('check-rules');
    repo.write(
      'storage.rules',
      repo
        .read('storage.rules')
        .replace('allow read, write: if false;', 'allow read: if request.auth != null;\n      allow write: if false;'),
    );
    const output = await expectFailure(repo.root, []);
    expect(output).toMatch(/storage\.rules:\d+ grants client access: `allow read: if request\.auth != null;`/);
  });
});

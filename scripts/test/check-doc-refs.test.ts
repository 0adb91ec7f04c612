/**
 * scripts/check-doc-refs.mjs on a throw-away repository: it names the comments that cite a
 * missing file, a missing ADR or a superseded one as current, and nothing else (strings, URLs,
 * placeholders, files git ignores, a superseded ADR cited as superseded).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = mkdtempSync(path.join(tmpdir(), 'doc-refs-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const checker = path.join(import.meta.dirname, '..', 'check-doc-refs.mjs');

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
}

/** Runs the checker on the repository: its exit code and the lines it printed. */
function check() {
  execFileSync('git', ['add', '-A'], { cwd: repo });
  const run = spawnSync(process.execPath, [checker, '--root', repo], { encoding: 'utf8' });
  return { status: run.status, lines: `${run.stdout}${run.stderr}`.trim().split('\n') };
}

describe('check-doc-refs', () => {
  it('fails on each missing file, missing ADR and superseded ADR a comment names, and on nothing else', () => {
    execFileSync('git', ['init', '-q'], { cwd: repo });
    write('.gitignore', 'functions/lib/\nfunctions/package-lock.json\n');
    write('docs/decisions/0001-old-way.md', '# 0001\n\nDate: 2026-11-22 · Status: **superseded by ADR 0002**\n');
    write('docs/decisions/0002-new-way.md', '# 0002\n\nDate: 2026-11-28 · Status: accepted\n');
    write('functions/src/real.ts', 'export const real = 1;\n');
    write(
      'functions/src/refs.ts',
      [
        '/**',
        ' * Uses functions/src/real.ts and functions/src/real (ADR 0002; docs/decisions/0002-new-way.md).',
        ' * Was ADR 0001, superseded by ADR 0002. Writes functions/package-lock.json and functions/.env,',
        ' * builds functions/lib/index.js, e.g. tests/e2e/<name>.spec.ts or functions/src/*.ts.',
        ' */',
        "const url = 'https://example.com/functions/src/gone.ts'; // see https://example.com/a",
        'const pattern = /\\/\\/ functions\\/src\\/gone.ts/;',
        '// Moved from functions/src/gone.ts (ADR 0001).',
        '/* docs/decisions/0009-nothing.md, ADR 0003 */',
        'export { url, pattern };',
        '',
      ].join('\n'),
    );
    expect(check()).toEqual({
      status: 1,
      lines: [
        'functions/src/refs.ts:8: functions/src/gone.ts does not exist',
        'functions/src/refs.ts:8: ADR 0001 is superseded (0001-old-way.md): cite the ADR that replaced it',
        'functions/src/refs.ts:9: docs/decisions/0009-nothing.md: no ADR 0009 in docs/decisions/',
        'functions/src/refs.ts:9: ADR 0003 does not exist in docs/decisions/',
        'check-doc-refs: 4 references to a missing file, script or a superseded ADR (4 files read)',
      ],
    });
  });

  it('passes once the comments name what exists', () => {
    write('functions/src/refs.ts', '// Moved from functions/src/real.ts (ADR 0002).\nexport {};\n');
    expect(check()).toEqual({
      status: 0,
      lines: [
        'check-doc-refs: every file, ADR and npm script named in the comments and Markdown of 4 files exists (superseded ADRs cited as such)',
      ],
    });
  });

  it('reads Markdown too: a made-up path, an npm script that is not there, a broken link, a superseded ADR in a guide', () => {
    write('package.json', JSON.stringify({ workspaces: ['functions'], scripts: { start: 'x', lint: 'y' } }));
    write('functions/package.json', JSON.stringify({ scripts: { build: 'z' } }));
    write(
      'docs/guide.md',
      [
        '# Guide',
        '',
        'Run `npm start`, `npm run lint` and `npm run build -w functions`; see functions/src/real.ts and',
        '[the ADR](decisions/0002-new-way.md). The code is in functions/src/made-up.ts (ADR 0001).',
        '```bash',
        'npm run deploy -- --project <id>',
        'npm test',
        '```',
        'Gone on purpose: ~~`functions/src/old.ts`~~. Broken: [setup](./setup.md), `npm run lint -w web`.',
        '',
      ].join('\n'),
    );
    write('docs/decisions/0003-history.md', '# 0003\n\nDate: 2026-11-28 · Status: accepted\n\nWas ADR 0001.\n');
    expect(check()).toEqual({
      status: 1,
      lines: [
        'docs/guide.md:4: functions/src/made-up.ts does not exist',
        'docs/guide.md:4: ADR 0001 is superseded (0001-old-way.md): cite the ADR that replaced it',
        'docs/guide.md:6: npm run deploy: no script "deploy" in package.json',
        'docs/guide.md:7: npm test: no script "test" in package.json',
        'docs/guide.md:9: npm run lint: no workspace "web"',
        'docs/guide.md:9: link ./setup.md does not exist (from docs/)',
        'check-doc-refs: 6 references to a missing file, script or a superseded ADR (6 files read)',
      ],
    });
  });
});

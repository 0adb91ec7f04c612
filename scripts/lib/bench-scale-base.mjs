/**
 * The base side of the scale bench's A/B (`--base COMMIT`): a git worktree of that commit in
 * .bench/scale-base-{commit}/, with hard-linked copies of this checkout's installed dependencies
 * (node_modules of the root and each workspace, .tools/ with Node 24: `cp -al`, seconds, no
 * install; the workspace links are relative, so they point into the base's own folders), this
 * checkout's scripts/ copied over the base's (the bench is tooling, the same on both sides; the
 * product measured — contract, functions, web — is the base's), and the base built
 * (`npm run build:all`) when its outputs are missing. Kept between runs; remove it with
 * `git worktree remove --force .bench/scale-base-{commit}`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './stack.mjs';

/** Runs a command; throws with its output's tail when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed: ${(result.stderr || result.stdout || '').trim().slice(-600)}`,
    );
  return (result.stdout ?? '').trim();
}

/** Folders copied as hard links when the base has none yet. */
const dependencyDirs = [
  '.tools',
  'node_modules',
  'contract/node_modules',
  'functions/node_modules',
  'web/node_modules',
  'tests/node_modules',
];

/**
 * Makes the base checkout ready to run.
 * @param {string} commit any commit-ish
 * @returns {{dir: string, commit: string}} the checkout's folder and the short commit
 * @throws Error when git, the copy or the build fails
 */
export function prepareBase(commit, log = console.log) {
  const short = run('git', ['rev-parse', '--short', `${commit}^{commit}`]);
  const dir = path.join(root, '.bench', `scale-base-${short}`);
  if (!existsSync(path.join(dir, 'package.json'))) {
    log(`[bench:scale] git worktree of ${short} in ${path.relative(root, dir)}`);
    run('git', ['worktree', 'add', '--detach', dir, short]);
  }
  for (const sub of dependencyDirs) {
    if (existsSync(path.join(root, sub)) && !existsSync(path.join(dir, sub)))
      run('cp', ['-al', path.join(root, sub), path.join(dir, sub)]);
  }
  cpSync(path.join(root, 'scripts'), path.join(dir, 'scripts'), { recursive: true });
  if (
    !existsSync(path.join(dir, 'functions', 'lib', 'index.js')) ||
    !existsSync(path.join(dir, 'web', 'build', 'server'))
  ) {
    log(`[bench:scale] building ${short} (npm run build:all)…`);
    const built = spawnSync(process.execPath, ['scripts/node24.mjs', 'npm', 'run', 'build:all'], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, NODE24_SKIP_INSTALL: '1' },
    });
    if (built.status !== 0) throw new Error(`building ${short} failed`);
  }
  return { dir, commit: short };
}

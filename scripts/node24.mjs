#!/usr/bin/env node
/**
 * Runs a command under the project's Node version (.nvmrc, Node 24), installing it first
 * when the machine's Node is older, then installs the workspace dependencies when they are
 * missing or older than package-lock.json.
 *
 * Usage: `node scripts/node24.mjs <command> [args...]` (e.g. `node scripts/node24.mjs npm run build:all`).
 *
 * - Node 24 comes from the npm registry package `node-<platform>-<arch>@<.nvmrc version>`
 *   (a real Node binary; see shared/notes/toolchain.md), installed into `.tools/node24/`.
 *   Nothing is downloaded from anywhere but the npm registry.
 * - The Node 24 `bin` folder is put first on PATH, so `node`, `npm` (whose shebang is
 *   `#!/usr/bin/env node`) and every npm script run on Node 24.
 * - No native add-on is compiled on install (sharp ships prebuilt binaries, re2 is denied in
 *   package.json allowScripts), so npm's `nodedir` is left alone: setting npm_config_nodedir
 *   made every npm call warn "Unknown env config nodedir" (npm 11). The machine's own ~/.npmrc
 *   `nodedir=/usr` still prints the same warning as a user config: that one is not ours.
 *
 * Must itself run on Node >= 20 with no dependencies. Exits with the command's exit code;
 * exits 1 with a one-line message when Node 24 cannot be installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const wanted = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
const wantedMajor = Number(wanted.split('.')[0]);

/** Returns {binDir} of a Node whose major version is the wanted one. */
function ensureNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major === wantedMajor) {
    return { binDir: path.dirname(process.execPath) };
  }
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const pkg = `node-${platform}-${process.arch}`;
  const prefix = path.join(root, '.tools', 'node24');
  const homeDir = path.join(prefix, 'node_modules', pkg);
  const binDir = process.platform === 'win32' ? homeDir : path.join(homeDir, 'bin');
  const installed = existsSync(path.join(homeDir, 'package.json'))
    ? JSON.parse(readFileSync(path.join(homeDir, 'package.json'), 'utf8')).version
    : null;
  if (installed !== wanted) {
    console.log(
      `[node24] machine has Node ${process.versions.node}; installing ${pkg}@${wanted} from the npm registry…`,
    );
    const r = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', `${pkg}@${wanted}`], {
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (r.status !== 0) {
      console.error(`[node24] could not install ${pkg}@${wanted} (npm exit ${r.status}).`);
      process.exit(1);
    }
  }
  return { binDir };
}

const { binDir } = ensureNode();
const env = { ...process.env };
env.PATH = `${binDir}${path.delimiter}${env.PATH ?? ''}`;
// The outer npm (Node 20) leaves pointers to itself; drop them so children resolve Node 24.
for (const key of ['npm_node_execpath', 'npm_execpath', 'NODE']) delete env[key];

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env, cwd: root, shell: process.platform === 'win32' });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

const lock = path.join(root, 'package-lock.json');
const marker = path.join(root, 'node_modules', '.package-lock.json');
const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
if (stale && process.env.NODE24_SKIP_INSTALL !== '1') {
  console.log('[node24] installing workspace dependencies (npm ci)…');
  const status = run(
    'npm',
    existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'],
  );
  if (status !== 0) process.exit(status);
}

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/node24.mjs <command> [args...]');
  process.exit(2);
}
process.exit(run(cmd, args));

/**
 * The lock file the functions deploy with, made from the tested root lock ("the
 * functions deploy with a lock file made from the tested root lock"; a standalone `npm install`
 * of functions/ resolved 5 newer versions than the ones the tests ran with).
 *
 * `firebase deploy` zips functions/ alone and Cloud Build installs it there (no workspace around
 * it; firebase-tools #653): with a package-lock.json it runs `npm ci`, which installs exactly the
 * locked versions (docs.npmjs.com/cli/commands/npm-ci). This module cuts that lock out of the
 * root package-lock.json (lockfileVersion 3, docs.npmjs.com/cli/configuring-npm/package-lock-json):
 *  1. from the workspace entry (`functions` in the root lock), follow every dependency the way
 *     Node resolves it (`<dir>/node_modules/<name>`, then each folder up to the root), through
 *     dependencies, optionalDependencies and peerDependencies of each package reached;
 *  2. move each entry reached to its place in a standalone tree: `functions/node_modules/x`
 *     becomes `node_modules/x`, a hoisted `node_modules/x` stays where it is;
 *  3. prove that every package resolves, in the new tree, to the very entry it resolved to in the
 *     root lock (same version, same tarball, same integrity), else refuse with the conflict;
 *  4. compute the `dev`, `optional` and `devOptional` flags for the functions package as npm does
 *     (a package only reachable through a devDependency is `dev`; through an optional edge,
 *     `optional`; through either, `devOptional`), so `npm ci --omit=dev` installs what the
 *     function needs and nothing else.
 * Plain JSON work: no registry, no network.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Thrown when the root lock cannot give the functions package a lock of its own. */
export class FunctionsLockError extends Error {}

const edgeFields = [
  ['dependencies', 'prod'],
  ['optionalDependencies', 'optional'],
  ['peerDependencies', 'peer'],
];

/**
 * Where Node finds `name` from the package at `from` in a lock's `packages` map.
 * @param {Record<string, object>} packages the lock's `packages`
 * @param {string} from a key of `packages` ('' for the root, 'functions' for the workspace)
 * @returns {string | null} the key of the entry it finds
 */
export function resolveIn(packages, from, name) {
  let at = from;
  for (;;) {
    const key = at ? `${at}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return key;
    if (!at) return null;
    const up = at.lastIndexOf('/node_modules/');
    at = up >= 0 ? at.slice(0, up) : '';
  }
}

/** The edges of a lock entry: [name, type] with type prod, optional, peer or peerOptional. */
function edgesOf(entry) {
  const edges = [];
  for (const [field, type] of edgeFields) {
    for (const name of Object.keys(entry[field] ?? {})) {
      const optionalPeer = type === 'peer' && entry.peerDependenciesMeta?.[name]?.optional;
      edges.push([name, optionalPeer ? 'peerOptional' : type]);
    }
  }
  return edges;
}

/**
 * The lock of one workspace, cut out of the root lock (see the module comment).
 * @param {{lockfileVersion: number, packages: Record<string, object>}} rootLock the root package-lock.json
 * @param {string} workspace the workspace folder, e.g. 'functions'
 * @param {{name: string, dependencies?: object, devDependencies?: object, optionalDependencies?: object}} manifest
 *   the workspace's package.json, which the root lock must describe as it is
 * @returns {object} a package-lock.json (lockfileVersion 3) for the workspace folder alone
 * @throws FunctionsLockError when the root lock is out of date for the manifest, a dependency is
 *   a workspace link or is missing, or two versions would need the same place
 */
export function workspaceLock(rootLock, workspace, manifest) {
  if (rootLock.lockfileVersion !== 3 || !rootLock.packages)
    throw new FunctionsLockError(
      'package-lock.json is not a lockfileVersion 3 lock: run `npm install` with npm 9 or later',
    );
  const packages = rootLock.packages;
  const root = packages[workspace];
  if (!root)
    throw new FunctionsLockError(`package-lock.json has no entry for the workspace ${workspace}/: run \`npm install\``);
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
    if (JSON.stringify(root[field] ?? {}) !== JSON.stringify(manifest[field] ?? {})) {
      throw new FunctionsLockError(
        `package-lock.json is out of date for ${workspace}/package.json "${field}": run \`npm install\` at the repository root`,
      );
    }
  }

  // 1. Reachability, with what kind of path reaches each entry.
  const rootEdges = [...edgesOf(root), ...Object.keys(root.devDependencies ?? {}).map((name) => [name, 'dev'])];
  // The keys reached at all, and those reached by a path without a dev edge, without an optional
  // edge, and without either.
  const reached = { any: new Set(), nonDev: new Set(), nonOptional: new Set(), plain: new Set() };
  const visit = (from, edges, path) => {
    for (const [name, type] of edges) {
      const key = resolveIn(packages, from, name);
      if (!key) {
        if (type === 'optional' || type === 'peerOptional') continue;
        throw new FunctionsLockError(
          `${from || 'the root'} needs ${name}, which package-lock.json does not hold: run \`npm install\` at the repository root`,
        );
      }
      const entry = packages[key];
      if (entry.link)
        throw new FunctionsLockError(
          `${workspace}/package.json needs ${name}, a workspace of this repository (${entry.resolved}/): it cannot install from the npm registry`,
        );
      const next = {
        nonDev: path.nonDev && type !== 'dev',
        nonOptional: path.nonOptional && type !== 'optional' && type !== 'peerOptional',
      };
      next.plain = next.nonDev && next.nonOptional;
      let grew = !reached.any.has(key);
      reached.any.add(key);
      for (const kind of ['nonDev', 'nonOptional', 'plain']) {
        if (next[kind] && !reached[kind].has(key)) {
          reached[kind].add(key);
          grew = true;
        }
      }
      if (grew) visit(key, edgesOf(entry), next);
    }
  };
  visit(workspace, rootEdges, { nonDev: true, nonOptional: true });

  // 2. Places in the standalone tree.
  const prefix = `${workspace}/`;
  const placeOf = (key) => (key.startsWith(prefix) ? key.slice(prefix.length) : key);
  const sourceOf = new Map();
  for (const key of reached.any) {
    const place = placeOf(key);
    const other = sourceOf.get(place);
    if (other && other !== key)
      throw new FunctionsLockError(
        `${place} would be both ${key} (${packages[key].version}) and ${other} (${packages[other].version}): the functions package needs two versions at one place`,
      );
    sourceOf.set(place, key);
  }
  const lockPackages = {};
  lockPackages[''] = { name: manifest.name, ...(manifest.version ? { version: manifest.version } : {}) };
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies', 'engines']) {
    if (root[field]) lockPackages[''][field] = root[field];
  }
  for (const place of [...sourceOf.keys()].sort()) {
    const key = sourceOf.get(place);
    const { dev: _dev, optional: _optional, devOptional: _devOptional, peer: _peer, ...entry } = packages[key];
    // 4. Flags for this package (npm's calcDepFlags).
    const dev = !reached.nonDev.has(key);
    const optional = !reached.nonOptional.has(key);
    if (dev) entry.dev = true;
    if (optional) entry.optional = true;
    if (!dev && !optional && !reached.plain.has(key)) entry.devOptional = true;
    lockPackages[place] = entry;
  }

  // 3. Every package resolves to the same entry as in the root lock.
  const sources = new Map([['', workspace], ...[...sourceOf].map(([place, key]) => [place, key])]);
  for (const [place, key] of sources) {
    const entry = place === '' ? root : packages[key];
    const edges = place === '' ? rootEdges : edgesOf(entry);
    for (const [name] of edges) {
      const wanted = resolveIn(packages, key, name);
      if (!wanted) continue;
      const found = resolveIn(lockPackages, place, name);
      if (!found || sourceOf.get(found) !== wanted) {
        throw new FunctionsLockError(
          `${place || workspace} would get ${name} from ${found ?? 'nowhere'} instead of ${wanted} (${packages[wanted].version}) in a standalone install`,
        );
      }
    }
  }
  return {
    name: manifest.name,
    ...(manifest.version ? { version: manifest.version } : {}),
    lockfileVersion: 3,
    requires: true,
    packages: lockPackages,
  };
}

/**
 * The functions package's lock, from the repository's files.
 * @param {string} repoRoot the repository root (package-lock.json, <workspace>/package.json)
 * @param {string} [workspace] default 'functions'
 * @returns {object} the lock (see workspaceLock)
 * @throws FunctionsLockError as workspaceLock; fs errors when a file is missing
 */
export function functionsLockFromRoot(repoRoot, workspace = 'functions') {
  const rootLock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8'));
  return workspaceLock(rootLock, workspace, manifest);
}

/** The lock as npm writes it (two-space JSON, a final newline). */
export const lockText = (lock) => `${JSON.stringify(lock, null, 2)}\n`;

/**
 * The functions' lock file (scripts/lib/functions-lock.mjs; "the functions deploy with
 * a lock file made from the tested root lock"): it pins every package the functions need to the
 * version, tarball and integrity of the root package-lock.json the tests ran with, flags dev-only
 * packages so `npm ci --omit=dev` leaves them out, and refuses a root lock it cannot cut cleanly.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FunctionsLockError, functionsLockFromRoot, resolveIn, workspaceLock } from '../lib/functions-lock.mjs';
import { repoRoot } from './repo-copy';

interface LockEntry {
  version?: string;
  integrity?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  link?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
interface Lock {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

const rootLock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as Lock;
const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'functions', 'package.json'), 'utf8')) as {
  name: string;
} & LockEntry;

describe('the functions lock, cut from the root lock', () => {
  const lock = functionsLockFromRoot(repoRoot) as Lock;

  it('pins each dependency of functions/package.json to the version the root lock resolves for the workspace', () => {
    const declared = { ...manifest.dependencies, ...manifest.devDependencies };
    expect(Object.keys(declared).length).toBeGreaterThan(10);
    for (const name of Object.keys(declared)) {
      const tested = rootLock.packages[resolveIn(rootLock.packages, 'functions', name)!]!;
      const shipped = lock.packages[`node_modules/${name}`];
      expect(shipped, name).toBeDefined();
      expect({ name, version: shipped!.version, integrity: shipped!.integrity }).toEqual({
        name,
        version: tested.version,
        integrity: tested.integrity,
      });
    }
    // nodemailer is nested under the workspace in the root lock (maildev's older one is hoisted):
    // the function gets the workspace's own.
    expect(lock.packages['node_modules/nodemailer']!.version).toBe(
      rootLock.packages['functions/node_modules/nodemailer']!.version,
    );
  });

  it('holds only entries of the root lock, each with its version and integrity, and resolves every dependency inside itself', () => {
    const versions = new Set(
      Object.entries(rootLock.packages).map(
        ([key, entry]) => `${key.replace(/^functions\//, '')}@${entry.version}#${entry.integrity}`,
      ),
    );
    for (const [key, entry] of Object.entries(lock.packages)) {
      if (key === '') continue;
      expect(versions.has(`${key}@${entry.version}#${entry.integrity}`), key).toBe(true);
      for (const name of Object.keys(entry.dependencies ?? {}))
        expect(resolveIn(lock.packages, key, name), `${key} → ${name}`).not.toBeNull();
    }
    expect(lock.packages['']).toMatchObject({
      name: '@site/functions',
      dependencies: manifest.dependencies,
      devDependencies: manifest.devDependencies,
    });
  });

  it('flags what only the tests and the build use as dev, so npm ci --omit=dev leaves it out', () => {
    expect(lock.packages['node_modules/supertest']).toMatchObject({ dev: true });
    expect(lock.packages['node_modules/esbuild']).toMatchObject({ dev: true });
    for (const name of Object.keys(manifest.dependencies ?? {}))
      expect(lock.packages[`node_modules/${name}`]!.dev, name).toBeUndefined();
    // What express needs is no dev package either.
    expect(lock.packages['node_modules/router']?.dev).toBeUndefined();
  });

  it('refuses a root lock that is out of date for functions/package.json', () => {
    expect(() =>
      workspaceLock(rootLock, 'functions', {
        ...manifest,
        dependencies: { ...manifest.dependencies, 'left-pad': '^1.3.0' },
      }),
    ).toThrow(FunctionsLockError);
    expect(() =>
      workspaceLock(rootLock, 'functions', {
        ...manifest,
        dependencies: { ...manifest.dependencies, 'left-pad': '^1.3.0' },
      }),
    ).toThrow(/package-lock\.json is out of date for functions\/package\.json "dependencies": run `npm install`/);
  });

  it('refuses a workspace dependency, and two versions that would need one place', () => {
    const linked: Lock = {
      lockfileVersion: 3,
      packages: {
        '': {},
        functions: { dependencies: { '@site/contract': '*' } },
        'node_modules/@site/contract': { link: true },
      },
    };
    expect(() => workspaceLock(linked, 'functions', { name: 'f', dependencies: { '@site/contract': '*' } })).toThrow(
      /a workspace of this repository/,
    );
    // a (hoisted) needs b@1 from the root; the workspace has its own b@2: both would be node_modules/b.
    const clash: Lock = {
      lockfileVersion: 3,
      packages: {
        '': {},
        functions: { dependencies: { a: '^1', b: '^2' } },
        'node_modules/a': { version: '1.0.0', dependencies: { b: '^1' } },
        'node_modules/b': { version: '1.0.0' },
        'functions/node_modules/b': { version: '2.0.0' },
      },
    };
    expect(() => workspaceLock(clash, 'functions', { name: 'f', dependencies: { a: '^1', b: '^2' } })).toThrow(
      /node_modules\/b would be both/,
    );
  });

  it('keeps nested entries nested and flags optional-only and dev packages as npm does', () => {
    const small: Lock = {
      lockfileVersion: 3,
      packages: {
        '': {},
        functions: { dependencies: { a: '^1' }, optionalDependencies: { o: '^1' }, devDependencies: { t: '^1' } },
        'node_modules/a': { version: '1.0.0', dependencies: { c: '^2' } },
        'node_modules/a/node_modules/c': { version: '2.0.0' },
        'node_modules/c': { version: '1.0.0' },
        'node_modules/o': { version: '1.0.0' },
        'node_modules/t': { version: '1.0.0', dependencies: { c: '^1' } },
        'node_modules/unused': { version: '9.9.9' },
      },
    };
    const cut = workspaceLock(small, 'functions', {
      name: 'f',
      dependencies: { a: '^1' },
      optionalDependencies: { o: '^1' },
      devDependencies: { t: '^1' },
    }) as Lock;
    expect(Object.keys(cut.packages).sort()).toEqual([
      '',
      'node_modules/a',
      'node_modules/a/node_modules/c',
      'node_modules/c',
      'node_modules/o',
      'node_modules/t',
    ]);
    expect(cut.packages['node_modules/a']).toEqual({ version: '1.0.0', dependencies: { c: '^2' } });
    expect(cut.packages['node_modules/o']).toMatchObject({ optional: true });
    expect(cut.packages['node_modules/t']).toMatchObject({ dev: true });
    expect(cut.packages['node_modules/c']).toMatchObject({ dev: true });
  });
});

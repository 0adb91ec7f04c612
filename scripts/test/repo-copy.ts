/**
 * A temporary copy of the repository for tests that must change it (firebase.json, the functions
 * package, …) without touching the real one: every file git tracks or would track, with the real
 * node_modules linked in (nothing is installed); optionally a git work tree. Removed after the
 * test file.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** The real repository root. */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** A repo copy: its root, and helpers to edit files in it. */
export interface RepoCopy {
  root: string;
  read(file: string): string;
  write(file: string, text: string): void;
  editJson(file: string, edit: (json: any) => void): void; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Copies the repo to a temporary folder, removed when the test file ends. */
export function copyRepo(tag: string, options: { git?: boolean } = {}): RepoCopy {
  const root = mkdtempSync(path.join(tmpdir(), `repo-${tag}-`));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    try {
      cpSync(path.join(repoRoot, file), path.join(root, file));
    } catch {
      // deleted in the work tree but still in the index: not part of the copy
    }
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  // A git work tree (no commits needed): for tools that list files the way git does.
  if (options.git) execFileSync('git', ['init', '-q'], { cwd: root });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return {
    root,
    read: (file) => readFileSync(path.join(root, file), 'utf8'),
    write: (file, text) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    },
    editJson(file, edit) {
      const json = JSON.parse(this.read(file));
      edit(json);
      this.write(file, `${JSON.stringify(json, null, 2)}\n`);
    },
  };
}

/**
 * Runs one of the copy's own scripts under this Node (24), collecting its output.
 * @returns exit code and combined output
 */
export function runScript(
  root: string,
  script: string,
  args: string[] = [],
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

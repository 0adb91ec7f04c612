/**
 * Backups of the local stack's data folder (`.data/`: Firestore documents, the Auth export,
 * uploaded objects, and whatever else the stack keeps there; README "The local stack"): one
 * gzipped tar archive (node-tar), with a manifest of every file's size and SHA-256 that restore
 * checks before it replaces anything. Logs (`*.log`) are left out.
 *
 * Both refuse while the stack runs (its data is only complete once `npm start` has stopped and
 * saved), and never overwrite without `force`. A restore unpacks into a sibling folder, checks
 * it, then swaps it in, so a failed restore leaves the old data as it was.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { create, extract } from 'tar';
import { isPortFree } from './ports.mjs';

/** Name of the manifest inside an archive. */
export const manifestName = 'backup-manifest.json';

/** Thrown for a refused or failed backup/restore; the message says what to do. */
export class LocalDataError extends Error {}

/** Relative paths of the files to archive under `dir` (no logs, no manifest). */
function dataFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.log') && entry.name !== manifestName)
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * Refuses when any port of the local stack is in use.
 * @param ports name → port (scripts/lib/stack.mjs `ports`)
 * @throws LocalDataError naming the busy port
 */
export async function assertStackStopped(ports) {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) {
      throw new LocalDataError(
        `the local stack is running (port ${port}, ${name}, is in use). Stop \`npm start\` first (Ctrl-C saves its data to .data/), then run this again.`,
      );
    }
  }
}

/**
 * Archives `dataDir` into `archive` (.tar.gz).
 * @returns {Promise<{archive: string, files: number, bytes: number}>}
 * @throws LocalDataError when there is nothing to back up or the archive exists (without force)
 */
export async function backupData({ dataDir, archive, force = false }) {
  if (!existsSync(dataDir))
    throw new LocalDataError(`${dataDir} does not exist: there is nothing to back up (run \`npm start\` once).`);
  const files = dataFiles(dataDir);
  if (files.length === 0) throw new LocalDataError(`${dataDir} is empty: there is nothing to back up.`);
  if (existsSync(archive) && !force)
    throw new LocalDataError(`${archive} exists: pass --force to overwrite it, or choose another --out.`);
  const entries = files.map((file) => {
    const full = path.join(dataDir, file);
    return { path: file, bytes: readFileSync(full).length, sha256: sha256(full) };
  });
  const manifest = { version: 1, createdAt: new Date().toISOString(), files: entries };
  writeFileSync(path.join(dataDir, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
  try {
    mkdirSync(path.dirname(archive), { recursive: true });
    await create({ gzip: true, file: `${archive}.partial`, cwd: dataDir, portable: true }, [manifestName, ...files]);
    renameSync(`${archive}.partial`, archive);
  } finally {
    rmSync(path.join(dataDir, manifestName), { force: true });
    rmSync(`${archive}.partial`, { force: true });
  }
  return { archive, files: files.length, bytes: entries.reduce((sum, e) => sum + e.bytes, 0) };
}

/**
 * Replaces `dataDir` with the content of `archive`, after checking every file against the
 * archive's manifest.
 * @returns {Promise<{files: number, createdAt: string}>}
 * @throws LocalDataError when the archive is missing or damaged, or dataDir holds data (without force)
 */
export async function restoreData({ dataDir, archive, force = false }) {
  if (!existsSync(archive)) throw new LocalDataError(`${archive} does not exist.`);
  if (existsSync(dataDir) && dataFiles(dataDir).length > 0 && !force) {
    throw new LocalDataError(
      `${dataDir} holds data (${dataFiles(dataDir).length} files): pass --force to replace it (\`npm run backup\` keeps a copy of it first).`,
    );
  }
  const stamp = Date.now();
  const incoming = `${dataDir}.restore-${stamp}`;
  mkdirSync(incoming, { recursive: true });
  try {
    await extract({ file: archive, cwd: incoming, strict: true });
    const manifestFile = path.join(incoming, manifestName);
    if (!existsSync(manifestFile))
      throw new LocalDataError(`${archive} is not a backup of npm run backup (no ${manifestName}).`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const entry of manifest.files) {
      const full = path.join(incoming, entry.path);
      if (!existsSync(full) || sha256(full) !== entry.sha256)
        throw new LocalDataError(`${archive} is damaged: ${entry.path} does not match its checksum.`);
    }
    rmSync(manifestFile);
    const previous = `${dataDir}.previous-${stamp}`;
    if (existsSync(dataDir)) renameSync(dataDir, previous);
    try {
      renameSync(incoming, dataDir);
    } catch (error) {
      if (existsSync(previous)) renameSync(previous, dataDir);
      throw error;
    }
    rmSync(previous, { recursive: true, force: true });
    return { files: manifest.files.length, createdAt: manifest.createdAt };
  } finally {
    rmSync(incoming, { recursive: true, force: true });
  }
}

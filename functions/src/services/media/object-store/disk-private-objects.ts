/**
 * Private objects of the disk adapter (DESIGN §4; visitors' photos are "stored
 * privately: only staff can see them"): `<root>/private/<folder>/<id>.jpg`, beside, never inside,
 * the published `<root>/objects/` that GET /objects/* serves. Files are written with mode 0600.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertPrivateFolder,
  assertPrivateKey,
  privateKeyPattern,
  type PrivateObjectStore,
  type StoredObject,
} from './object-store';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The private half of the disk store (DiskObjectStore.privateObjects). */
export class DiskPrivateObjects implements PrivateObjectStore {
  /** @param root the objects directory of the disk store (the private files go to `<root>/private`) */
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertPrivateKey(key);
    return path.join(this.root, 'private', key);
  }

  /** Writes through a temporary file and a rename, so a reader never sees half a file. */
  async write(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, bytes, { mode: 0o600 });
    await rename(temporary, file);
  }

  async read(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      body: createReadStream(file),
      contentType: 'image/jpeg',
      size: info.size,
      etag: `W/"${info.size}-${Math.floor(info.mtimeMs)}"`,
    };
  }

  /** A disk keeps no older versions: removing the file erases it. */
  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.file(key), { force: true })));
  }

  async list(folder: string, olderThan: Date): Promise<string[]> {
    assertPrivateFolder(folder);
    const dir = path.join(this.root, 'private', folder);
    const entries = await readdir(dir).catch((error: unknown) => (missing(error) ? [] : Promise.reject(error)));
    const found: string[] = [];
    for (const entry of entries) {
      const key = `${folder}/${entry}`;
      if (!privateKeyPattern.test(key)) continue;
      const info = await stat(path.join(dir, entry)).catch(() => null);
      if (info && info.mtimeMs < olderThan.getTime()) found.push(key);
    }
    return found;
  }
}

/**
 * Disk adapter of the object-store port (DESIGN §4: "a local disk adapter (`.data/objects`,
 * HMAC-signed upload URLs served by the same Express app)"). Layout under `root`:
 * `uploads/<uuid>` (raw bytes), `uploads/<uuid>.part` (being received), `uploads/<uuid>.claim`
 * (the URL's one PUT is taken), `objects/<file>` (published), `private/<folder>/<id>.jpg`
 * (private objects: disk-private-objects.ts), `.signing-secret`.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request } from 'express';
import { DiskPrivateObjects } from './disk-private-objects';
import { receiveUpload, type UploadAnswer, type UploadFiles } from './disk-upload-receiver';
import { loadSigningSecret, objectNameFromDiskUrl, signUploadUrl } from './disk-upload-signing';
import {
  assertObjectName,
  orphanAgeMs,
  parsePublicPath,
  publicContentType,
  uploadUrlTtlMs,
  UploadTooLargeError,
  maxUploadBytes,
  type ObjectStore,
  type StoredObject,
  type UploadTicket,
  uploadExtensionHeaders,
} from './object-store';
import { logger } from 'firebase-functions/logger';

/** Options of the disk store. */
export interface DiskStoreOptions {
  /** The objects directory (env LOCAL_OBJECTS_DIR; select-object-store.ts picks the default). */
  root: string;
  /** Clock, ms since the epoch (tests move it). */
  now?: () => number;
}

/** Minimum time between two sweeps of expired uploads started by createUploadUrl, ms. */
const sweepIntervalMs = 10 * 60 * 1000;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The disk object store. Besides the port it answers the upload PUT (receive). */
export class DiskObjectStore implements ObjectStore {
  readonly kind = 'disk';
  readonly root: string;
  private readonly now: () => number;
  private secret: Promise<Buffer> | undefined;
  private lastSweep = 0;
  readonly privateObjects: DiskPrivateObjects;

  constructor(options: DiskStoreOptions) {
    this.root = path.resolve(options.root);
    this.now = options.now ?? (() => Date.now());
    this.privateObjects = new DiskPrivateObjects(this.root);
  }

  private signingSecret(): Promise<Buffer> {
    this.secret ??= loadSigningSecret(this.root);
    return this.secret;
  }

  private uploadFiles(name: string): UploadFiles {
    assertObjectName(name);
    const base = path.join(this.root, 'uploads', name);
    return { data: base, part: `${base}.part`, claim: `${base}.claim` };
  }

  private publicFile(objectPath: string): string {
    if (!parsePublicPath(objectPath)) throw new Error(`invalid object path: ${objectPath.slice(0, 120)}`);
    return path.join(this.root, 'objects', objectPath.slice('/objects/'.length));
  }

  /** Issues a signed relative URL; also starts a sweep of uploads older than 24 h (at most every 10 min). */
  async createUploadUrl(options: { contentTypeHint?: string | undefined } = {}): Promise<UploadTicket> {
    const secret = await this.signingSecret();
    await mkdir(path.join(this.root, 'uploads'), { recursive: true });
    const objectName = randomUUID();
    const expiresMs = this.now() + uploadUrlTtlMs;
    const expires = Math.floor(expiresMs / 1000);
    const uploadURL = signUploadUrl(secret, { objectName, expires, contentType: options.contentTypeHint });
    if (this.now() - this.lastSweep > sweepIntervalMs) {
      this.lastSweep = this.now();
      void this.sweepExpiredUploads().catch((error: unknown) => logger.warn('upload sweep failed', error));
    }
    const headers: Record<string, string> = { ...uploadExtensionHeaders };
    if (options.contentTypeHint) headers['content-type'] = options.contentTypeHint;
    return { uploadURL, objectName, expiresAt: new Date(expires * 1000).toISOString(), method: 'PUT', headers };
  }

  /** Answers a PUT to `/api/objects/uploads/<objectName>` (see disk-upload-receiver.ts). */
  async receive(req: Request, objectName: string): Promise<UploadAnswer> {
    const secret = await this.signingSecret();
    await mkdir(path.join(this.root, 'uploads'), { recursive: true });
    return receiveUpload(req, objectName, secret, (name) => this.uploadFiles(name), this.now());
  }

  /** The object name of a URL this store issued (signature checked when present), else null. */
  async objectNameFromUploadUrl(url: string, requestHosts: readonly string[]): Promise<string | null> {
    return objectNameFromDiskUrl(await this.signingSecret(), url, requestHosts);
  }

  async readUpload(objectName: string): Promise<Buffer | null> {
    const { data } = this.uploadFiles(objectName);
    try {
      const { size } = await stat(data);
      if (size > maxUploadBytes) throw new UploadTooLargeError(size);
      return await readFile(data);
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  /** Removes the bytes; the claim stays while the URL could still be used (so it stays one-use). */
  async deleteUpload(objectName: string): Promise<void> {
    const files = this.uploadFiles(objectName);
    await rm(files.data, { force: true });
    await rm(files.part, { force: true });
    const claim = await stat(files.claim).catch(() => null);
    if (claim && this.now() - claim.mtimeMs > uploadUrlTtlMs) await rm(files.claim, { force: true });
  }

  async listExpiredUploads(olderThan: Date): Promise<string[]> {
    const dir = path.join(this.root, 'uploads');
    const entries = await readdir(dir).catch((error: unknown) => (missing(error) ? [] : Promise.reject(error)));
    const newest = new Map<string, number>();
    for (const entry of entries) {
      const name = entry.split('.')[0]!;
      if (!/^[0-9a-f-]{36}$/.test(name)) continue;
      const info = await stat(path.join(dir, entry)).catch(() => null);
      if (info) newest.set(name, Math.max(newest.get(name) ?? 0, info.mtimeMs));
    }
    return [...newest].filter(([, mtime]) => mtime < olderThan.getTime()).map(([name]) => name);
  }

  /** Deletes uploads (bytes and claims) untouched for 24 h (unreferenced uploads expire). */
  async sweepExpiredUploads(): Promise<number> {
    const names = await this.listExpiredUploads(new Date(this.now() - orphanAgeMs));
    for (const name of names) await this.deleteUpload(name);
    return names.length;
  }

  async writePublic(objectPath: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.publicFile(objectPath);
    if (publicContentType(objectPath) !== contentType) throw new Error(`${contentType} does not match ${objectPath}`);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }

  async readPublic(objectPath: string): Promise<StoredObject | null> {
    const contentType = publicContentType(objectPath);
    if (!contentType) return null;
    const file = this.publicFile(objectPath);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      body: createReadStream(file),
      contentType,
      size: info.size,
      etag: `W/"${info.size}-${Math.floor(info.mtimeMs)}"`,
    };
  }

  async hasPublic(objectPath: string): Promise<boolean> {
    if (!publicContentType(objectPath)) return false;
    const info = await stat(this.publicFile(objectPath)).catch(() => null);
    return info?.isFile() ?? false;
  }

  async deletePublic(paths: readonly string[]): Promise<void> {
    await Promise.all(paths.map((p) => rm(this.publicFile(p), { force: true })));
  }

  async listPublished(olderThan: Date): Promise<string[]> {
    const dir = path.join(this.root, 'objects');
    const entries = await readdir(dir).catch((error: unknown) => (missing(error) ? [] : Promise.reject(error)));
    const found: string[] = [];
    for (const entry of entries) {
      const objectPath = `/objects/${entry}`;
      if (!parsePublicPath(objectPath)) continue;
      const info = await stat(path.join(dir, entry)).catch(() => null);
      if (info && info.mtimeMs < olderThan.getTime()) found.push(objectPath);
    }
    return found;
  }

  /** The objects directory exists (created when missing) and is writable. */
  async checkReachable(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }
}

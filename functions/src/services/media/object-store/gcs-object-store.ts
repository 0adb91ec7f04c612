/**
 * Cloud Storage adapter of the object-store port (DESIGN §4: "v4 signed URLs via firebase-admin's
 * bucket"). Raw uploads live under `uploads/<uuid>`, published images under `objects/<file>`,
 * private objects under `private/` (gcs-private-objects.ts).
 *
 * Deployment requirements (not code):
 * - Signing: in Cloud Functions there is no private key, so getSignedUrl signs through the IAM
 *   signBlob API; the function's service account needs roles/iam.serviceAccountTokenCreator on
 *   itself (cloud.google.com/storage/docs/access-control/signing-urls-with-helpers).
 * - CORS on the bucket for the PUT from the site's origin, allowing the request headers
 *   Content-Type, x-goog-content-length-range, x-goog-if-generation-match
 *   (cloud.google.com/storage/docs/cors-configurations).
 * - Lifecycle rule deleting `uploads/` objects after 1 day, e.g.
 *   `{"rule":[{"action":{"type":"Delete"},"condition":{"age":1,"matchesPrefix":["uploads/"]}}]}`
 *   (cloud.google.com/storage/docs/lifecycle); cleanupOrphans sweeps them too.
 */
import { randomUUID } from 'node:crypto';
import type { Bucket } from '@google-cloud/storage';
import { GcsPrivateObjects } from './gcs-private-objects';
import {
  assertObjectName,
  maxUploadBytes,
  objectNamePattern,
  parsePublicPath,
  publicCacheControl,
  publicContentType,
  uploadUrlTtlMs,
  UploadTooLargeError,
  type ObjectStore,
  type StoredObject,
  type UploadTicket,
  uploadExtensionHeaders,
} from './object-store';
import { plainHttpsUrl } from '@site/contract/https-url';

const notFound = (error: unknown) => (error as { code?: unknown }).code === 404;

/** The Cloud Storage object store. */
export class GcsObjectStore implements ObjectStore {
  readonly kind = 'gcs';
  private cached: Bucket | undefined;
  readonly privateObjects = new GcsPrivateObjects(() => this.b);

  /**
   * @param bucket the bucket, resolved on first use (select-object-store: firebase-admin's
   *   getStorage().bucket(name)); @param now clock, ms since the epoch
   */
  constructor(
    private readonly bucket: () => Bucket,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private get b(): Bucket {
    this.cached ??= this.bucket();
    return this.cached;
  }

  private publicKey(objectPath: string): string {
    if (!parsePublicPath(objectPath)) throw new Error(`invalid object path: ${objectPath.slice(0, 120)}`);
    return objectPath.slice(1);
  }

  /**
   * A v4 signed PUT URL for `uploads/<uuid>`, valid 15 min, signed with the headers
   * `x-goog-content-length-range: 0,10485760` (GCS refuses larger bodies), `x-goog-if-generation-match: 0`
   * (create-only: one PUT) and, when hinted, `content-type`
   * (cloud.google.com/storage/docs/access-control/signed-urls; googleapis.dev/nodejs/storage/latest/File.html#getSignedUrl).
   */
  async createUploadUrl(options: { contentTypeHint?: string | undefined } = {}): Promise<UploadTicket> {
    const objectName = randomUUID();
    const issuedAt = this.now();
    const expires = issuedAt + uploadUrlTtlMs;
    const [uploadURL] = await this.b.file(`uploads/${objectName}`).getSignedUrl({
      version: 'v4',
      action: 'write',
      accessibleAt: issuedAt,
      expires,
      extensionHeaders: { ...uploadExtensionHeaders },
      ...(options.contentTypeHint ? { contentType: options.contentTypeHint } : {}),
    });
    const headers: Record<string, string> = { ...uploadExtensionHeaders };
    if (options.contentTypeHint) headers['content-type'] = options.contentTypeHint;
    return { uploadURL, objectName, expiresAt: new Date(expires).toISOString(), method: 'PUT', headers };
  }

  /**
   * Accepts `https://storage.googleapis.com/<bucket>/uploads/<uuid>` or
   * `https://<bucket>.storage.googleapis.com/uploads/<uuid>`, with or without the signed query.
   * The signature itself is checked by GCS at PUT time; an object can exist under `uploads/`
   * only through such a PUT (storage.rules and IAM deny everything else).
   */
  async objectNameFromUploadUrl(url: string): Promise<string | null> {
    const parsed = plainHttpsUrl(url);
    if (!parsed) return null;
    const bucket = this.b.name;
    let key: string | undefined;
    if (parsed.host === 'storage.googleapis.com' && parsed.pathname.startsWith(`/${bucket}/`)) {
      key = parsed.pathname.slice(bucket.length + 2);
    } else if (parsed.host === `${bucket}.storage.googleapis.com`) {
      key = parsed.pathname.slice(1);
    }
    if (!key?.startsWith('uploads/')) return null;
    const name = key.slice('uploads/'.length);
    return objectNamePattern.test(name) ? name : null;
  }

  async readUpload(objectName: string): Promise<Buffer | null> {
    assertObjectName(objectName);
    const file = this.b.file(`uploads/${objectName}`);
    try {
      const [metadata] = await file.getMetadata();
      const size = Number(metadata.size ?? 0);
      if (size > maxUploadBytes) throw new UploadTooLargeError(size);
      const [bytes] = await file.download();
      return bytes;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async deleteUpload(objectName: string): Promise<void> {
    assertObjectName(objectName);
    await this.b.file(`uploads/${objectName}`).delete({ ignoreNotFound: true });
  }

  async listExpiredUploads(olderThan: Date): Promise<string[]> {
    const [files] = await this.b.getFiles({ prefix: 'uploads/' });
    return files
      .filter((file) => new Date(file.metadata.timeCreated ?? 0).getTime() < olderThan.getTime())
      .map((file) => file.name.slice('uploads/'.length))
      .filter((name) => objectNamePattern.test(name));
  }

  async writePublic(objectPath: string, bytes: Buffer, contentType: string): Promise<void> {
    const key = this.publicKey(objectPath);
    if (publicContentType(objectPath) !== contentType) throw new Error(`${contentType} does not match ${objectPath}`);
    await this.b
      .file(key)
      .save(bytes, { resumable: false, contentType, metadata: { cacheControl: publicCacheControl } });
  }

  async readPublic(objectPath: string): Promise<StoredObject | null> {
    const contentType = publicContentType(objectPath);
    if (!contentType) return null;
    const file = this.b.file(this.publicKey(objectPath));
    try {
      const [metadata] = await file.getMetadata();
      const etag = metadata.etag ? `"${metadata.etag}"` : undefined;
      return { body: file.createReadStream(), contentType, size: Number(metadata.size ?? 0), etag };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async hasPublic(objectPath: string): Promise<boolean> {
    if (!publicContentType(objectPath)) return false;
    const [exists] = await this.b.file(this.publicKey(objectPath)).exists();
    return exists;
  }

  async deletePublic(paths: readonly string[]): Promise<void> {
    const keys = paths.map((p) => this.publicKey(p));
    await Promise.all(keys.map((key) => this.b.file(key).delete({ ignoreNotFound: true })));
  }

  async listPublished(olderThan: Date): Promise<string[]> {
    const [files] = await this.b.getFiles({ prefix: 'objects/' });
    return files
      .filter((file) => new Date(file.metadata.timeCreated ?? 0).getTime() < olderThan.getTime())
      .map((file) => `/${file.name}`)
      .filter((objectPath) => parsePublicPath(objectPath) !== null);
  }

  /** Lists at most one name under `objects/` (storage.objects.list, which the cleanup needs anyway). */
  async checkReachable(): Promise<void> {
    await this.b.getFiles({ prefix: 'objects/', maxResults: 1, autoPaginate: false });
  }
}

/**
 * Private objects of the Cloud Storage adapter (visitors' photos "stored privately:
 * only staff can see them"): `private/<folder>/<id>.jpg` in the same bucket. Nothing in the
 * bucket is public (storage.rules deny every client; the function serves published images
 * itself, and only those under `objects/`), so these are read only through the staff route.
 *
 * Erasure: the bucket keeps older generations for 30 days (versioning, docs/deploy.md step 3),
 * so deleting a private object deletes every generation of it
 * (cloud.google.com/storage/docs/using-versioned-objects#delete). Soft delete, when the bucket
 * has a policy, still keeps deleted objects for its retention period (7 days by default):
 * docs/deploy.md says so.
 */
import type { Bucket } from '@google-cloud/storage';
import {
  assertPrivateFolder,
  assertPrivateKey,
  privateCacheControl,
  privateKeyPattern,
  type PrivateObjectStore,
  type StoredObject,
} from './object-store';

const notFound = (error: unknown) => (error as { code?: unknown }).code === 404;
const prefix = 'private/';

/** The private half of the GCS store (GcsObjectStore.privateObjects). */
export class GcsPrivateObjects implements PrivateObjectStore {
  /** @param bucket the bucket, resolved on first use */
  constructor(private readonly bucket: () => Bucket) {}

  private name(key: string): string {
    assertPrivateKey(key);
    return `${prefix}${key}`;
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    await this.bucket()
      .file(this.name(key))
      .save(bytes, { resumable: false, contentType: 'image/jpeg', metadata: { cacheControl: privateCacheControl } });
  }

  async read(key: string): Promise<StoredObject | null> {
    const file = this.bucket().file(this.name(key));
    try {
      const [metadata] = await file.getMetadata();
      const etag = metadata.etag ? `"${metadata.etag}"` : undefined;
      return { body: file.createReadStream(), contentType: 'image/jpeg', size: Number(metadata.size ?? 0), etag };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  /** Lists every generation of each key (getFiles versions: true) and deletes each one. */
  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const name = this.name(key);
      const [versions] = await this.bucket().getFiles({ prefix: name, versions: true });
      await Promise.all(
        versions.filter((file) => file.name === name).map((file) => file.delete({ ignoreNotFound: true })),
      );
    }
  }

  async list(folder: string, olderThan: Date): Promise<string[]> {
    assertPrivateFolder(folder);
    const [files] = await this.bucket().getFiles({ prefix: `${prefix}${folder}/` });
    return files
      .filter((file) => new Date(file.metadata.timeCreated ?? 0).getTime() < olderThan.getTime())
      .map((file) => file.name.slice(prefix.length))
      .filter((key) => privateKeyPattern.test(key));
  }
}

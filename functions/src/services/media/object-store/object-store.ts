/**
 * The object-store port (DESIGN §4): where uploaded and published images live. Two adapters
 * implement it: Cloud Storage in production (gcs-object-store.ts) and a local disk store
 * (disk-object-store.ts); the /api/objects/* contract is identical for both (DESIGN §6).
 *
 * Names: an upload is `uploads/<uuid>` (raw bytes, private, expires); published images are
 * `/objects/<uuid>.jpg` (master) and `/objects/<uuid>-<w>w.<avif|webp>` (variants of
 * contract/src/responsive-image.ts). The uuid is chosen by the server (ASVS 5.3.2). Private
 * objects (visitors' photos of a request) are `<folder>/<id>.jpg` keys kept apart
 * from both (under `private/`), which GET /objects/* can never name.
 */
import type { Readable } from 'node:stream';
import { variantFormats, variantWidths } from '@site/contract/responsive-image';
import { isPhotoType, maxPhotoBytes } from '@site/contract/photo-rules';
import { objectNameSource } from '@site/contract/site-images';

/** Largest accepted upload, bytes: the contract's photo limit (spec §5, §9: 10485760; contract photo-rules.ts). */
export const maxUploadBytes = maxPhotoBytes;
/** How long an upload URL stays valid, ms (DESIGN §6: ~15 min). */
export const uploadUrlTtlMs = 15 * 60 * 1000;
/** Age after which raw uploads and unreferenced published objects are removed, ms. */
export const orphanAgeMs = 24 * 60 * 60 * 1000;
/** Cache-Control of every published object (DESIGN §6). */
export const publicCacheControl = 'public, max-age=31536000, immutable';
/** Extension header every upload PUT must carry; GCS enforces it (cloud.google.com/storage/docs/xml-api/reference-headers#xgoogcontentlengthrange). */
export const contentLengthRangeHeader = 'x-goog-content-length-range';
/** Precondition making the PUT create-only, so a URL works once (cloud.google.com/storage/docs/xml-api/reference-headers#xgoogifgenerationmatch). */
export const ifGenerationMatchHeader = 'x-goog-if-generation-match';
/** The extension headers signed into every upload URL; the PUT must send them exactly (both adapters). */
export const uploadExtensionHeaders: Readonly<Record<string, string>> = {
  [contentLengthRangeHeader]: `0,${maxUploadBytes}`,
  [ifGenerationMatchHeader]: '0',
};

/** Cache-Control stored with private objects (personal data: never kept by any cache). */
export const privateCacheControl = 'private, no-store';
/**
 * A private object's key: `<folder>/<id>.jpg`, e.g. `lead-photos/<photoId>.jpg`, with a
 * server-chosen id (16-64 characters of the URL-safe base64 alphabet). No `/objects/` prefix,
 * so parsePublicPath (GET /objects/*) never matches one.
 */
export const privateKeyPattern = /^[a-z][a-z0-9-]{0,30}\/[A-Za-z0-9_-]{16,64}\.jpg$/;
/** A folder of private objects, e.g. `lead-photos`. */
const privateFolderPattern = /^[a-z][a-z0-9-]{0,30}$/;

/** A server-chosen object name: a lowercase RFC 9562 v4 UUID (crypto.randomUUID()). */
export const objectNamePattern = new RegExp(`^${objectNameSource}$`);
const publicPathPattern = new RegExp(
  `^/objects/(${objectNameSource})(?:\\.jpg|-(${variantWidths.join('|')})w\\.(${variantFormats.join('|')}))$`,
);

/** What the browser needs for its one PUT (spec §7 "PUT {uploadURL}"; Uppy getUploadParameters). */
export interface UploadTicket {
  /** Where to PUT the file: a relative `/api/objects/uploads/…` URL (disk) or a GCS v4 signed URL. */
  uploadURL: string;
  /** The server-chosen name (a UUID). */
  objectName: string;
  /** When the URL stops working, ISO 8601. */
  expiresAt: string;
  method: 'PUT';
  /** Headers the PUT must carry exactly as given (signed). */
  headers: Record<string, string>;
}

/** A published object read for serving. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Bytes. */
  size: number;
  etag?: string | undefined;
}

/** Thrown by readUpload when the stored upload is over maxUploadBytes. */
export class UploadTooLargeError extends Error {
  constructor(size: number) {
    super(`upload is ${size} bytes, over the ${maxUploadBytes}-byte limit`);
  }
}

/**
 * The private half of the port: JPEGs under privateKeyPattern keys, kept apart from uploads and
 * published images (disk-private-objects.ts, gcs-private-objects.ts). Methods throw for an
 * invalid key or folder.
 */
export interface PrivateObjectStore {
  /** Stores a private JPEG under a key, replacing any object there. */
  write(key: string, bytes: Buffer): Promise<void>;
  /** A private object, or null when it does not exist. */
  read(key: string): Promise<StoredObject | null>;
  /**
   * Deletes private objects with every stored version of them (a privacy erasure: versioned
   * buckets keep older generations otherwise); missing ones are ignored.
   */
  delete(keys: readonly string[]): Promise<void>;
  /** Keys of the private objects in `folder` created before `olderThan` (for the cleanup). */
  list(folder: string, olderThan: Date): Promise<string[]>;
}

/** The port. Every method validates names and paths itself and throws on invalid ones. */
export interface ObjectStore {
  readonly kind: 'disk' | 'gcs';
  /** Issues a URL for one PUT of ≤ maxUploadBytes of an image type, valid uploadUrlTtlMs. */
  createUploadUrl(options?: { contentTypeHint?: string | undefined }): Promise<UploadTicket>;
  /** The object name of an upload URL this store issued, else null (foreign, malformed, tampered). */
  objectNameFromUploadUrl(url: string, requestHosts: readonly string[]): Promise<string | null>;
  /** The uploaded bytes, or null when nothing was uploaded under that name. Throws UploadTooLargeError. */
  readUpload(objectName: string): Promise<Buffer | null>;
  /** Removes an upload's bytes (idempotent). */
  deleteUpload(objectName: string): Promise<void>;
  /** Names of uploads created before `olderThan` (for the cleanup). */
  listExpiredUploads(olderThan: Date): Promise<string[]>;
  /** Stores a published object at a `/objects/…` path. */
  writePublic(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** A published object, or null when it does not exist or the path is not a valid one. */
  readPublic(path: string): Promise<StoredObject | null>;
  /** Does the published object at a `/objects/…` path exist? False for a path that is not a valid one. */
  hasPublic(path: string): Promise<boolean>;
  /** Deletes published objects (missing ones are ignored). */
  deletePublic(paths: readonly string[]): Promise<void>;
  /** Paths of published objects created before `olderThan` (for the cleanup). */
  listPublished(olderThan: Date): Promise<string[]>;
  /** Private objects (visitors' photos), never served by GET /objects/*. */
  readonly privateObjects: PrivateObjectStore;
  /**
   * Proves the store answers (GET /api/health): one cheap call that names no object.
   * @throws the store's error when it cannot be reached or read
   */
  checkReachable(): Promise<void>;
}

/**
 * Parses a published path.
 * @returns the uuid, and width/format for a variant (none for the master), or null when the
 *   path is not exactly `/objects/<uuid>.jpg` or `/objects/<uuid>-<480|960|1600>w.<avif|webp>`
 *   (rejects traversal, encodings, other extensions: DESIGN §11, ASVS 5.3.2)
 */
export function parsePublicPath(path: string): { name: string; width?: number; format?: string } | null {
  const match = publicPathPattern.exec(path);
  if (!match?.[1]) return null;
  return match[2] ? { name: match[1], width: Number(match[2]), format: match[3] } : { name: match[1] };
}

/** The master path of an object name: `/objects/<uuid>.jpg`. */
export function masterPath(name: string): string {
  return `/objects/${name}.jpg`;
}

/** Every published path of an object name: the master and its variants (contract responsive-image: widths × formats). */
export function publishedPaths(name: string): string[] {
  const variants = variantWidths.flatMap((w) => variantFormats.map((f) => `/objects/${name}-${w}w.${f}`));
  return [masterPath(name), ...variants];
}

/** Content-Type of a valid published path (by its extension), else null. */
export function publicContentType(path: string): string | null {
  const parsed = parsePublicPath(path);
  if (!parsed) return null;
  return parsed.format ? `image/${parsed.format}` : 'image/jpeg';
}

/** Throws unless `key` matches privateKeyPattern (adapters call it before touching storage). */
export function assertPrivateKey(key: string): void {
  if (!privateKeyPattern.test(key)) throw new Error(`invalid private object key: ${key.slice(0, 80)}`);
}

/** Throws unless `folder` is a private folder name, e.g. `lead-photos`. */
export function assertPrivateFolder(folder: string): void {
  if (!privateFolderPattern.test(folder)) throw new Error(`invalid private folder: ${folder.slice(0, 80)}`);
}

/** Throws unless `name` matches objectNamePattern (adapters call it before touching storage). */
export function assertObjectName(name: string): void {
  if (!objectNamePattern.test(name)) throw new Error(`invalid object name: ${name.slice(0, 80)}`);
}

/**
 * Is this a content type the upload accepts: one of the photo types the pipeline decodes (spec §2
 * "images only"; contract photo-rules isPhotoType), parameters and letter case aside? Any other
 * image type (TIFF, SVG, …) is refused before the upload instead of after it.
 */
export function isImageContentType(value: string | undefined): boolean {
  return typeof value === 'string' && isPhotoType(value.split(';')[0]!.trim().toLowerCase());
}

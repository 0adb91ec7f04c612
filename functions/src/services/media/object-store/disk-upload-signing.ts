/**
 * HMAC-SHA256 signed upload URLs of the disk adapter (DESIGN §4: "HMAC-signed upload URLs served
 * by the same Express app"). A URL is
 * `/api/objects/uploads/<uuid>?expires=<unix s>[&type=<image/…>]&signature=<base64url>`; the
 * signature covers the method, the path, the expiry and the content type, so none can be changed.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { objectNamePattern } from './object-store';

/** Path prefix of disk upload URLs (routes/objects.ts serves PUT there). */
export const diskUploadPathPrefix = '/api/objects/uploads/';

/** The signed fields of one upload URL. */
export interface UploadGrant {
  objectName: string;
  /** Unix time, seconds. */
  expires: number;
  /** Exact content type the PUT must send, when the issuer was given one. */
  contentType?: string | undefined;
}

/** Why a URL was refused. */
export type GrantCheck = { ok: true; grant: UploadGrant } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The signing key: env OBJECTS_SIGNING_SECRET (UTF-8), else a random 32-byte key kept in
 * `<root>/.signing-secret` (created on first use with mode 0600; a concurrent creator's key wins).
 * @param root the objects directory
 */
export async function loadSigningSecret(root: string, env: NodeJS.ProcessEnv = process.env): Promise<Buffer> {
  if (env.OBJECTS_SIGNING_SECRET) return Buffer.from(env.OBJECTS_SIGNING_SECRET, 'utf8');
  const file = path.join(root, '.signing-secret');
  await mkdir(root, { recursive: true });
  try {
    await writeFile(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = (await readFile(file, 'utf8')).trim();
  if (stored.length < 32) throw new Error(`${file} holds no usable key; delete it to make a new one`);
  return Buffer.from(stored, 'utf8');
}

function signature(secret: Buffer, grant: UploadGrant): string {
  const text = [
    'PUT',
    `${diskUploadPathPrefix}${grant.objectName}`,
    String(grant.expires),
    grant.contentType ?? '',
  ].join('\n');
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/**
 * The relative URL of a grant (what POST /api/objects/upload returns as uploadURL on disk).
 * @param secret from loadSigningSecret
 */
export function signUploadUrl(secret: Buffer, grant: UploadGrant): string {
  const query = new URLSearchParams({ expires: String(grant.expires) });
  if (grant.contentType) query.set('type', grant.contentType);
  query.set('signature', signature(secret, grant));
  return `${diskUploadPathPrefix}${grant.objectName}?${query.toString()}`;
}

/**
 * Checks a PUT's object name and query against the signature.
 * @param query `req.query`-like: only single string values count
 * @param nowMs current time, ms since the epoch
 * @returns the grant, or why it is refused: 'invalid' (bad name, missing or tampered fields) or
 *   'expired' (signature valid, expiry past)
 */
export function verifyUploadGrant(
  secret: Buffer,
  objectName: string,
  query: Record<string, unknown>,
  nowMs: number,
): GrantCheck {
  const { expires, type, signature: given } = query;
  if (!objectNamePattern.test(objectName) || typeof expires !== 'string' || typeof given !== 'string') {
    return { ok: false, reason: 'invalid' };
  }
  if (!/^\d{1,12}$/.test(expires) || (type !== undefined && typeof type !== 'string'))
    return { ok: false, reason: 'invalid' };
  const grant: UploadGrant = { objectName, expires: Number(expires), contentType: type || undefined };
  const expected = Buffer.from(signature(secret, grant));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'invalid' };
  if (grant.expires * 1000 < nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}

/**
 * The object name of a disk upload URL, checking its signature when the query carries one.
 * Uppy may hand back the URL without its query (it strips it after a PUT), so a bare
 * `/api/objects/uploads/<uuid>` is accepted too: an upload can exist under that name only if a
 * signed PUT created it. Absolute URLs must name one of `hosts` (the request's Host /
 * X-Forwarded-Host).
 * @returns the uuid, or null for anything else (other paths or hosts, bad signature)
 */
export function objectNameFromDiskUrl(secret: Buffer, url: string, hosts: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return null;
  }
  const relative = parsed.host === 'relative.invalid' && url.startsWith('/') && !url.startsWith('//');
  if (!relative && (!/^https?:$/.test(parsed.protocol) || !hosts.includes(parsed.host))) return null;
  if (parsed.username || parsed.password || parsed.hash) return null;
  if (!parsed.pathname.startsWith(diskUploadPathPrefix)) return null;
  const name = parsed.pathname.slice(diskUploadPathPrefix.length);
  if (!objectNamePattern.test(name)) return null;
  if (!parsed.search) return name;
  const query = Object.fromEntries(parsed.searchParams);
  const check = verifyUploadGrant(secret, name, query, 0);
  return check.ok ? name : null;
}

/**
 * The Cloud Storage adapter without Cloud Storage (no emulator here, DESIGN §4): its v4 signed
 * upload URL is made offline with a throw-away service-account key and checked against the V4
 * signing rules (cloud.google.com/storage/docs/access-control/signing-urls-manually), and its
 * URL recognition; plus the adapter choice.
 */
import { createHash, createVerify, generateKeyPairSync } from 'node:crypto';
import { Storage } from '@google-cloud/storage';
import { describe, expect, it } from 'vitest';
import { GcsObjectStore } from '../src/services/media/object-store/gcs-object-store';
import { bucketNameFromEnv, usesDiskStore } from '../src/services/media/object-store/select-object-store';

const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const bucketName = 'demo-site.firebasestorage.app';
const bucket = new Storage({
  projectId: 'demo-site',
  credentials: { client_email: 'signer@demo-site.iam.gserviceaccount.com', private_key: privateKey },
}).bucket(bucketName);
// The clock injected into the store; the storage library checks expiry against the real clock,
// so this must be the present (whole seconds: X-Goog-Date has second precision).
const now = Math.floor(Date.now() / 1000) * 1000;
const store = new GcsObjectStore(
  () => bucket,
  () => now,
);

/** RFC 3986 encoding of the V4 canonical query string. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Does the URL's signature cover this PUT with exactly these headers? (V4 canonical request). */
function signatureValid(url: URL, headers: Record<string, string>): boolean {
  const query = [...url.searchParams].filter(([k]) => k !== 'X-Goog-Signature').sort(([a], [b]) => (a < b ? -1 : 1));
  const all = { ...headers, host: url.host };
  const names = Object.keys(all).sort();
  const canonical = [
    'PUT',
    url.pathname,
    query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'),
    names.map((n) => `${n}:${all[n as keyof typeof all]}\n`).join(''),
    names.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const date = url.searchParams.get('X-Goog-Date')!;
  const scope = url.searchParams.get('X-Goog-Credential')!.split('/').slice(1).join('/');
  const toSign = ['GOOG4-RSA-SHA256', date, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  return createVerify('RSA-SHA256').update(toSign).verify(publicKey, url.searchParams.get('X-Goog-Signature')!, 'hex');
}

describe('GcsObjectStore.createUploadUrl', () => {
  it('signs a v4 PUT for uploads/<uuid>, 15 min, bound to the size range, create-only and the content type', async () => {
    const ticket = await store.createUploadUrl({ contentTypeHint: 'image/jpeg' });
    const url = new URL(ticket.uploadURL);
    expect(url.origin).toBe('https://storage.googleapis.com');
    expect(url.pathname).toBe(`/${bucketName}/uploads/${ticket.objectName}`);
    expect(url.searchParams.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');
    expect(url.searchParams.get('X-Goog-Expires')).toBe('900');
    expect(url.searchParams.get('X-Goog-SignedHeaders')).toBe(
      'content-type;host;x-goog-content-length-range;x-goog-if-generation-match',
    );
    expect(ticket.expiresAt).toBe(new Date(now + 900_000).toISOString());
    expect(ticket.headers).toEqual({
      'content-type': 'image/jpeg',
      'x-goog-content-length-range': '0,10485760',
      'x-goog-if-generation-match': '0',
    });
    expect(signatureValid(url, ticket.headers)).toBe(true);
    // Any change to a signed header (a bigger range, another type, overwriting) breaks the signature.
    expect(signatureValid(url, { ...ticket.headers, 'x-goog-content-length-range': '0,99999999' })).toBe(false);
    expect(signatureValid(url, { ...ticket.headers, 'content-type': 'text/html' })).toBe(false);
    const { 'x-goog-if-generation-match': _dropped, ...withoutPrecondition } = ticket.headers;
    expect(signatureValid(url, withoutPrecondition)).toBe(false);
  });

  it('without a content type hint signs only the extension headers', async () => {
    const ticket = await store.createUploadUrl();
    const url = new URL(ticket.uploadURL);
    expect(url.searchParams.get('X-Goog-SignedHeaders')).toBe(
      'host;x-goog-content-length-range;x-goog-if-generation-match',
    );
    expect(signatureValid(url, ticket.headers)).toBe(true);
  });
});

describe('GcsObjectStore.objectNameFromUploadUrl', () => {
  it('accepts its own bucket uploads/ URLs and nothing else', async () => {
    const ticket = await store.createUploadUrl();
    const name = ticket.objectName;
    expect(await store.objectNameFromUploadUrl(ticket.uploadURL)).toBe(name);
    expect(await store.objectNameFromUploadUrl(ticket.uploadURL.split('?')[0]!)).toBe(name);
    expect(await store.objectNameFromUploadUrl(`https://${bucketName}.storage.googleapis.com/uploads/${name}`)).toBe(
      name,
    );
    for (const url of [
      `https://storage.googleapis.com/other-bucket/uploads/${name}`,
      `http://storage.googleapis.com/${bucketName}/uploads/${name}`,
      `https://storage.googleapis.com/${bucketName}/objects/${name}.jpg`,
      `https://storage.googleapis.com/${bucketName}/uploads/${name}/x`,
      `https://storage.googleapis.com.evil.example/${bucketName}/uploads/${name}`,
      `https://user@storage.googleapis.com/${bucketName}/uploads/${name}`,
      `/api/objects/uploads/${name}`,
      'not a url',
    ]) {
      expect(await store.objectNameFromUploadUrl(url), url).toBeNull();
    }
  });
});

describe('adapter choice', () => {
  it('uses the disk store on the local stack and Cloud Storage in production', () => {
    expect(usesDiskStore({ LOCAL_OBJECTS_DIR: '/tmp/x' })).toBe(true);
    expect(usesDiskStore({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(usesDiskStore({ GCLOUD_PROJECT: 'demo-site' })).toBe(true);
    expect(usesDiskStore({ GCLOUD_PROJECT: 'acme-landscaping' })).toBe(false);
  });

  it('finds the bucket from OBJECTS_BUCKET, FIREBASE_CONFIG, or the project', () => {
    expect(bucketNameFromEnv({ OBJECTS_BUCKET: 'b1', GCLOUD_PROJECT: 'p' })).toBe('b1');
    expect(bucketNameFromEnv({ FIREBASE_CONFIG: '{"storageBucket":"p.appspot.com"}', GCLOUD_PROJECT: 'p' })).toBe(
      'p.appspot.com',
    );
    expect(bucketNameFromEnv({ GCLOUD_PROJECT: 'p' })).toBe('p.firebasestorage.app');
    expect(() => bucketNameFromEnv({})).toThrow(/No bucket/);
  });
});

/**
 * Shared set-up of the objects tests: the disk object store in a temp directory, an app with an
 * injected staff session (as api.test.ts injects verifySession), and request helpers.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Stream } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, expect } from 'vitest';
import type { AuthUser } from '@site/contract/api';
import type { Post } from '@site/contract/post';
import { createApp, type AppOptions } from '../src/app';
import { masterPath, type UploadTicket } from '../src/services/media/object-store/object-store';
import { defaultObjectStore } from '../src/services/media/object-store/select-object-store';

/** The staff user the injected session check returns for cookie `__session=staff`. */
export const staffUser: AuthUser = {
  id: 's1',
  email: 'staff@example.com',
  firstName: 'Sam',
  lastName: null,
  profileImageUrl: null,
  role: 'owner',
};

/** Headers of a staff mutation from the web client: session cookie, CSRF header, same-site Origin. */
export const staffHeaders = {
  Cookie: '__session=staff',
  'X-Requested-With': 'XMLHttpRequest',
  Origin: 'http://127.0.0.1:5050',
};
/** The same without a session. */
export const visitorHeaders = { 'X-Requested-With': 'XMLHttpRequest', Origin: 'http://127.0.0.1:5050' };

/**
 * Points the default object store at a fresh temp directory (LOCAL_OBJECTS_DIR) for this test
 * file, removed after it. Call at the top level of a test file, before createApp.
 * @returns the directory
 */
export function useTempObjects(tag: string): string {
  const root = mkdtempSync(path.join(tmpdir(), `objects-${tag}-`));
  process.env.LOCAL_OBJECTS_DIR = root;
  delete process.env.OBJECTS_SIGNING_SECRET;
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

/**
 * A test file's staff app (staffApp) over its own temp object store (useTempObjects): call at the
 * top level of the test file.
 * @returns the store's directory and the app
 */
export function useStaffApp(tag: string): { root: string; app: Express } {
  const root = useTempObjects(tag);
  return { root, app: staffApp() };
}

/** The names of the files in `folder` below a temp store's root (e.g. 'uploads'); [] while it does not exist. */
export function filesIn(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** The bytes of a built-in photo of assets/photos (default: lake-pier.jpg, a camera JPEG). */
export const assetPhoto = (name = 'lake-pier.jpg'): Buffer =>
  readFileSync(path.join(import.meta.dirname, '../../assets/photos', name));

/**
 * An app whose session check accepts `__session=staff` as `staffUser` (no Auth emulator needed).
 * @param options more of createApp's options (e.g. `deleteImages`, `pageServer`, `rateLimits`)
 */
export function staffApp(options: Omit<AppOptions, 'verifySession'> = {}): Express {
  return createApp({ verifySession: async (cookie) => (cookie === 'staff' ? staffUser : null), ...options });
}

/**
 * A supertest body parser (`.buffer(true).parse(rawBody)`) that keeps the answer's bytes as one
 * Buffer in `res.body`, whatever its content type (superagent parses only the types it knows).
 */
export function rawBody(res: Stream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/**
 * POST /api/posts as staff (spec §7): expects 201 with the new post's `Location`, and returns the
 * post as the API answered it (its id, slug and the rest).
 */
export async function createPost(app: Express, body: object): Promise<Post> {
  const res = await request(app).post('/api/posts').set(staffHeaders).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const post = res.body as Post;
  expect(res.headers.location).toBe(`/api/posts/${post.id}`);
  return post;
}

/** POST /api/objects/upload as staff; expects 200 and returns the ticket. */
export async function issueUpload(app: Express, body?: object): Promise<UploadTicket> {
  const req = request(app).post('/api/objects/upload').set(staffHeaders);
  const res = await (body ? req.send(body) : req).expect(200);
  return res.body as UploadTicket;
}

/** PUTs bytes to a ticket's URL with its signed headers and a content type. */
export function putUpload(app: Express, ticket: UploadTicket, bytes: Buffer, contentType = 'image/jpeg') {
  return request(app).put(ticket.uploadURL).set(ticket.headers).set('Content-Type', contentType).send(bytes);
}

/**
 * PUT /api/objects/acl {imageURL} as staff: publishes an upload (spec §7).
 * @param imageURL the ticket's uploadURL, or any value to test the refusals; undefined sends `{}`
 * @returns the supertest request, to chain `.expect(status)` on
 */
export function publishUpload(app: Express, imageURL?: string) {
  return request(app)
    .put('/api/objects/acl')
    .set(staffHeaders)
    .send(imageURL === undefined ? {} : { imageURL });
}

/** Issues a URL, uploads the bytes, publishes them; returns the objectPath. */
export async function uploadAndPublish(app: Express, bytes: Buffer, contentType = 'image/jpeg'): Promise<string> {
  const ticket = await issueUpload(app);
  await putUpload(app, ticket, bytes, contentType).expect(200);
  const res = await publishUpload(app, ticket.uploadURL);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { objectPath: string }).objectPath;
}

/** One raw HTTP exchange with the app (the path is sent byte for byte, no URL normalization). */
export async function rawRequest(
  app: Express,
  method: string,
  rawPath: string,
  options: { headers?: Record<string, string>; chunks?: Buffer[] } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path: rawPath, headers: options.headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      });
      req.on('error', reject);
      for (const chunk of options.chunks ?? []) req.write(chunk);
      req.end();
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/**
 * A published image in the default object store (master only, placeholder bytes: the post routes
 * check that an uploaded image exists, not what it shows). Call after useTempObjects.
 * @returns its `/objects/<uuid>.jpg` path
 */
export async function storedImagePath(): Promise<string> {
  const path = masterPath(randomUUID());
  await defaultObjectStore().writePublic(path, Buffer.from('stored image'), 'image/jpeg');
  return path;
}

/** `n` images made with storedImagePath. */
export const storedImagePaths = (n: number): Promise<string[]> =>
  Promise.all(Array.from({ length: n }, () => storedImagePath()));

/**
 * A plain JPEG of one colour, for uploads whose pictures tests tell apart by colour.
 * @param colour a CSS colour, e.g. '#336699'
 * @param width pixels (default 48)
 * @param height pixels (default 32)
 */
export const solidJpeg = (colour: string, width = 48, height = 32): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/**
 * Uploads and publishes one solidJpeg per colour, in order (call after useTempObjects).
 * @returns their `/objects/<uuid>.jpg` paths, in the colours' order
 */
export async function publishedPhotos<const C extends string[]>(
  app: Express,
  ...colours: C
): Promise<{ [K in keyof C]: string }> {
  const paths: string[] = [];
  for (const colour of colours) paths.push(await uploadAndPublish(app, await solidJpeg(colour)));
  return paths as { [K in keyof C]: string };
}

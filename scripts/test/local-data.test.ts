/**
 * `npm run backup` / `npm run restore` (scripts/lib/local-data.mjs): a round trip of a
 * data folder written by the local stack's own parts (the Firestore stand-in's save file, the
 * Auth emulator's export, the disk object store's files) brings posts, leads, settings, users
 * and images back identical; restore refuses to overwrite without force and refuses a damaged
 * archive; both refuse while the stack's ports are in use. Free ports throughout: the real
 * stack (and its lock) is not needed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import getPort from 'get-port';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { startAuthEmulator } from '../../functions/test/auth-emulator-process';
import { startFirestore } from '../lib/firestore-stand-in.mjs';
import { assertStackStopped, backupData, LocalDataError, restoreData } from '../lib/local-data.mjs';

const projectId = 'demo-test-backup';
// A demo project has no Google credentials: keep google-auth-library from probing for a metadata
// server (it prints a MetadataLookupWarning), as functions/src/services/platform/firestore.ts does.
process.env.METADATA_SERVER_DETECTION = 'none';
const work = mkdtempSync(path.join(tmpdir(), 'local-data-'));
const dataDir = path.join(work, '.data');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A port the OS reports free right now (get-port). */
const freePort = () => getPort({ host: '127.0.0.1' });

/** An admin app talking to the emulators at these hosts. */
function adminFor(firestoreHost: string, authHost: string | undefined, name: string): App {
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  if (authHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return initializeApp({ projectId }, name);
}

/** Every document of the given collections: path → data as JSON (Timestamps included). */
async function documents(app: App, collections: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of collections) {
    for (const doc of (await getFirestore(app).collection(name).get()).docs)
      out[doc.ref.path] = JSON.stringify(doc.data());
  }
  return out;
}

/** The users of the Auth emulator: uid → the fields a restore must keep. */
async function users(app: App) {
  const { users: list } = await getAuth(app).listUsers();
  return Object.fromEntries(
    list.map((u) => [
      u.uid,
      { email: u.email, displayName: u.displayName, emailVerified: u.emailVerified, claims: u.customClaims ?? null },
    ]),
  );
}

/** Every file under a folder: relative path → sha-256. */
function fileHashes(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const full = path.join(e.parentPath, e.name);
        return [path.relative(dir, full), createHash('sha256').update(readFileSync(full)).digest('hex')];
      }),
  );
}

const collections = ['posts', 'leads', 'settings', 'services'];

describe('local backup and restore', () => {
  it('brings posts, leads, settings, users and images back identical', async () => {
    // 1. Data written the way the local stack writes it (startStack creates the folder first).
    mkdirSync(dataDir, { recursive: true });
    const firestore = await startFirestore({ port: await freePort(), dataFile: path.join(dataDir, 'firestore.json') });
    const hubPort = await freePort();
    const auth = await startAuthEmulator(
      { auth: await freePort(), hub: hubPort, logging: await freePort() },
      projectId,
    );
    const app = adminFor(`127.0.0.1:${firestore.port}`, auth.host, 'backup-write');
    const db = getFirestore(app);
    await db.doc('posts/stone-patio').set({
      type: 'project',
      status: 'published',
      title: 'Stone Patio in Guilford',
      serviceIds: ['patios-hardscape'],
      galleryImages: [{ url: '/objects/0b9f5c1e-1111-4a4a-8b8b-000000000001.jpg', alt: 'Patio at dusk' }],
      views: 42,
      createdAt: Timestamp.fromMillis(1_732_500_000_123),
      excerpt: null,
    });
    await db.doc('leads/lead-1').set({
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      phone: '+12035550123',
      services: ['landscaping'],
      status: 'new',
      notes: [{ at: Timestamp.fromMillis(1_732_500_100_000), text: 'Called back' }],
    });
    await db
      .doc('settings/site')
      .set({ phone: '(203) 555-0142', leadEmailRecipients: ['office@example.com'], hours: { mon: '7-5' } });
    await db.doc('services/landscaping').set({ name: 'Landscaping', slug: 'landscaping', order: 1 });
    const authAdmin = getAuth(app);
    await authAdmin.createUser({
      uid: 'staff-1',
      email: 'staff@example.com',
      displayName: 'Sam Stone',
      emailVerified: true,
    });
    await authAdmin.setCustomUserClaims('staff-1', { staff: true });
    await authAdmin.createUser({ uid: 'visitor-1', email: 'visitor@example.com' });
    const before = { docs: await documents(app, collections), users: await users(app) };
    await deleteApp(app);
    // What the stack's `--export-on-exit` does at Ctrl-C, asked of the emulator hub directly so
    // the test waits for it to finish (firebase-tools emulator/hub.js POST /_admin/export).
    const exported = await fetch(`http://127.0.0.1:${hubPort}/_admin/export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: path.join(dataDir, 'auth'), initiatedBy: 'local-data.test' }),
    });
    expect(exported.status).toBe(200);
    await auth.stop();
    await firestore.stop();
    const objects = path.join(dataDir, 'objects', 'objects');
    mkdirSync(objects, { recursive: true });
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#5a7' } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(objects, '0b9f5c1e-1111-4a4a-8b8b-000000000001.jpg'), photo);
    writeFileSync(
      path.join(objects, '0b9f5c1e-1111-4a4a-8b8b-000000000001-480w.webp'),
      await sharp(photo).webp().toBuffer(),
    );
    writeFileSync(path.join(dataDir, 'emulators.log'), 'log lines are not backed up\n');
    const imagesBefore = fileHashes(path.join(dataDir, 'objects'));
    expect(Object.keys(before.docs)).toHaveLength(4);
    expect(Object.keys(before.users)).toHaveLength(2);
    expect(existsSync(path.join(dataDir, 'auth', 'firebase-export-metadata.json'))).toBe(true);

    // 2. Back up, lose the data, restore.
    const archive = path.join(work, 'backups', 'local.tar.gz');
    const saved = await backupData({ dataDir, archive });
    expect(saved.files).toBeGreaterThanOrEqual(5);
    await expect(backupData({ dataDir, archive })).rejects.toThrow(/exists: pass --force/);
    rmSync(dataDir, { recursive: true });
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'firestore.json'), '{"version":1,"documents":[]}');
    await expect(restoreData({ dataDir, archive })).rejects.toThrow(/holds data \(1 files\): pass --force/);
    const restored = await restoreData({ dataDir, archive, force: true });
    expect(restored.files).toBe(saved.files);
    expect(existsSync(path.join(dataDir, 'emulators.log'))).toBe(false);

    // 3. The stack's parts read it back: identical.
    const firestore2 = await startFirestore({ port: await freePort(), dataFile: path.join(dataDir, 'firestore.json') });
    const auth2 = await startAuthEmulator(
      { auth: await freePort(), hub: await freePort(), logging: await freePort() },
      projectId,
      ['--import', path.join(dataDir, 'auth')],
    );
    const app2 = adminFor(`127.0.0.1:${firestore2.port}`, auth2.host, 'backup-read');
    try {
      expect(firestore2.restored).toBe(4);
      expect(await documents(app2, collections)).toEqual(before.docs);
      expect(await users(app2)).toEqual(before.users);
      expect(fileHashes(path.join(dataDir, 'objects'))).toEqual(imagesBefore);
    } finally {
      await deleteApp(app2);
      await auth2.stop();
      await firestore2.stop();
    }
  });

  it('refuses a damaged archive and leaves the data as it was', async () => {
    const dir = path.join(work, 'damaged');
    mkdirSync(path.join(dir, 'objects'), { recursive: true });
    writeFileSync(path.join(dir, 'firestore.json'), '{"version":1,"documents":[]}');
    const archive = path.join(work, 'damaged.tar.gz');
    await backupData({ dataDir: dir, archive });
    const bytes = readFileSync(archive);
    bytes[bytes.length - 30] = (bytes[bytes.length - 30] ?? 0) ^ 0xff;
    writeFileSync(archive, bytes);
    await expect(restoreData({ dataDir: dir, archive, force: true })).rejects.toThrow();
    expect(readFileSync(path.join(dir, 'firestore.json'), 'utf8')).toBe('{"version":1,"documents":[]}');
    expect(readdirSync(work).filter((name) => name.startsWith('damaged.restore-'))).toEqual([]);
  });

  it('refuses while a port of the stack is in use', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      await expect(assertStackStopped({ firestore: port })).rejects.toThrow(LocalDataError);
      await expect(assertStackStopped({ firestore: port })).rejects.toThrow(
        `the local stack is running (port ${port}, firestore, is in use)`,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    await expect(assertStackStopped({ firestore: port })).resolves.toBeUndefined();
  });
});

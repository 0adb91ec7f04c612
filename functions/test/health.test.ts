/**
 * GET /api/health (DESIGN §13): 200 with Firestore and the object store answering,
 * 503 when Firestore cannot be reached, never cached, no session read, no error text sent.
 */
import { createServer, type Server, type Socket } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { checkHealth } from '../src/services/health/health';
import { useTestFirestore } from './emulator';
import { useTempObjects } from './objects-helpers';

useTestFirestore('health');
useTempObjects('health');

/** A TCP port that accepts connections and never answers: a hung Firestore. */
let silent: Server;
let silentPort = 0;
const held = new Set<Socket>();
beforeAll(async () => {
  silent = createServer((socket) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

const healthBody = {
  status: 'ok',
  checks: {
    firestore: { status: 'ok', latencyMs: expect.any(Number) },
    objectStore: { status: 'ok', latencyMs: expect.any(Number) },
  },
};

describe('GET /api/health', () => {
  it('is 200 with both checks ok against the emulator and the disk store, and never stored', async () => {
    let sessionChecks = 0;
    const app = createApp({ verifySession: async () => (sessionChecks++, null) });
    const res = await request(app)
      .get('/api/health')
      .set('Cookie', '__session=whatever')
      .expect(200)
      .expect('Content-Type', /json/);
    expect(res.body).toEqual(healthBody);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(sessionChecks).toBe(0);
  });

  it('is 503 naming the failed check when Firestore is unreachable, without the error text', async () => {
    const saved = { host: process.env.FIRESTORE_EMULATOR_HOST, project: process.env.GCLOUD_PROJECT };
    // A new project id gives a new Firestore client, pointed at a port where nothing listens.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
    process.env.GCLOUD_PROJECT = 'demo-test-health-down';
    try {
      const started = Date.now();
      const res = await request(createApp()).get('/api/health').expect(503).expect('Content-Type', /json/);
      expect(res.body.status).toBe('unavailable');
      expect(['error', 'timeout']).toContain(res.body.checks.firestore.status);
      expect(res.body.checks.objectStore.status).toBe('ok');
      expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|UNAVAILABLE|127\.0\.0\.1/);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      process.env.FIRESTORE_EMULATOR_HOST = saved.host;
      process.env.GCLOUD_PROJECT = saved.project;
    }
  });
});

describe('checkHealth', () => {
  it('reports a hung dependency as a timeout at its deadline', async () => {
    const report = await checkHealth(
      { firestore: () => new Promise(() => {}), objectStore: async () => undefined },
      200,
    );
    expect(report.status).toBe('unavailable');
    expect(report.checks.firestore.status).toBe('timeout');
    expect(report.checks.firestore.latencyMs).toBeGreaterThanOrEqual(190);
    expect(report.checks.objectStore.status).toBe('ok');
  });

  it('reports a failing object store as an error and keeps the error for the log only', async () => {
    const failure = new Error('bucket gone');
    const report = await checkHealth(
      { firestore: async () => undefined, objectStore: () => Promise.reject(failure) },
      1_000,
    );
    expect(report.checks.objectStore.status).toBe('error');
    expect(report.errors).toEqual({ objectStore: failure });
  });

  it('times out against a Firestore that accepts connections and never answers', async () => {
    const saved = { host: process.env.FIRESTORE_EMULATOR_HOST, project: process.env.GCLOUD_PROJECT };
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${silentPort}`;
    process.env.GCLOUD_PROJECT = 'demo-test-health-hung';
    try {
      const res = await request(createApp({ healthProbes: undefined }))
        .get('/api/health')
        .expect(503);
      expect(['error', 'timeout']).toContain(res.body.checks.firestore.status);
    } finally {
      process.env.FIRESTORE_EMULATOR_HOST = saved.host;
      process.env.GCLOUD_PROJECT = saved.project;
    }
  });
});

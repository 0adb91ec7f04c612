/**
 * The local stack's port checks (scripts/lib/ports.mjs): a busy port is named, a free one
 * passes, and waiting for a URL ends when it answers, or names the URL and what it answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertPortsFree, isPortFree, waitForHttp } from '../lib/ports.mjs';

/** An HTTP server on a free loopback port answering `status()` to every request. */
async function serve(status: () => number): Promise<{ server: Server; port: number }> {
  const server = createServer((_req, res) => res.writeHead(status()).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('assertPortsFree', () => {
  it('names the first busy port and what it is for; passes once it is free again', async () => {
    const { server, port } = await serve(() => 200);
    expect(await isPortFree(port)).toBe(false);
    await expect(assertPortsFree({ firestore: port })).rejects.toThrow(`port ${port} (firestore) is already in use`);
    await close(server);
    expect(await isPortFree(port)).toBe(true);
    await expect(assertPortsFree({ firestore: port })).resolves.toBeUndefined();
  });
});

describe('waitForHttp', () => {
  it('resolves once the URL answers a status the caller accepts', async () => {
    let calls = 0;
    const { server, port } = await serve(() => (++calls < 3 ? 503 : 200));
    try {
      await waitForHttp(`http://127.0.0.1:${port}/api/services`, { timeoutMs: 10_000, ok: (s) => s === 200 });
      expect(calls).toBeGreaterThanOrEqual(3);
    } finally {
      await close(server);
    }
  });

  it('sends one request at a time, however slow the answers', async () => {
    let open = 0;
    let most = 0;
    let calls = 0;
    const server = createServer((_req, res) => {
      most = Math.max(most, ++open);
      const status = ++calls < 3 ? 503 : 200;
      setTimeout(() => (open--, res.writeHead(status).end()), 600);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await waitForHttp(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
        timeoutMs: 10_000,
        ok: (s) => s === 200,
      });
      expect(calls).toBe(3);
      expect(most).toBe(1);
    } finally {
      await close(server);
    }
  });

  it('times out naming the URL and what it answers now', async () => {
    const { server, port } = await serve(() => 503);
    try {
      await expect(
        waitForHttp(`http://127.0.0.1:${port}/api/services`, { timeoutMs: 1_000, ok: (s) => s === 200 }),
      ).rejects.toThrow(`http://127.0.0.1:${port}/api/services did not become ready in 1s (now: HTTP 503)`);
    } finally {
      await close(server);
    }
    await expect(waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 1_000 })).rejects.toThrow(
      /did not become ready in 1s \(now: ECONNREFUSED\)/,
    );
  });
});

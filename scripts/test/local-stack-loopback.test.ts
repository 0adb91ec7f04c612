/**
 * The local stack's own servers listen on 127.0.0.1 only (the Firestore
 * stand-in listened on 0.0.0.0:8080 without credentials, so leads were readable from the LAN):
 * the stand-in and the mail catcher as the launcher starts them, on free ports. The emulators'
 * hosts come from firebase.json (checked here too); the running stack as a whole is checked by
 * tests/e2e/local-stack-loopback.spec.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { afterAll, describe, expect, it } from 'vitest';
import { startFirestore } from '../lib/firestore-stand-in.mjs';
import { startMailCatcher } from '../lib/mail-catcher.mjs';
import { canReadSockets, isLoopback, listeningSockets } from '../../tests/e2e/support/listening-sockets';

const root = path.resolve(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'loopback-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A port nobody listens on now (get-port). */
const freePort = () => getPort({ host: '127.0.0.1' });

/** Does a TCP connection to host:port open? */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** This machine's addresses other than loopback (none inside a network namespace with only lo). */
const outsideAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((info) => info && !info.internal && info.family === 'IPv4')
  .map((info) => info!.address);

describe('the local stack listens on loopback only', () => {
  it("the Firestore stand-in and the mail catcher bind 127.0.0.1, and refuse the machine's other addresses", async () => {
    const [firestorePort, smtpPort, webPort] = [await freePort(), await freePort(), await freePort()];
    const firestore = await startFirestore({ port: firestorePort });
    const mail = await startMailCatcher({ smtpPort, webPort, dataDir });
    try {
      const ports = [firestorePort, smtpPort, webPort];
      if (canReadSockets) {
        const ours = listeningSockets().filter((socket) => ports.includes(socket.port));
        expect(ours.map((s) => s.port).sort()).toEqual([...ports].sort());
        expect(ours.filter((s) => !isLoopback(s.address))).toEqual([]);
      }
      for (const port of ports) expect(await connects('127.0.0.1', port)).toBe(true);
      for (const address of outsideAddresses) {
        for (const port of ports) expect(await connects(address, port), `${address}:${port}`).toBe(false);
      }
    } finally {
      await firestore.stop();
      await mail.stop();
    }
  });

  it('every emulator of firebase.json has host 127.0.0.1', () => {
    const emulators = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')).emulators as Record<
      string,
      { host?: string; port?: number }
    >;
    const withPorts = Object.entries(emulators).filter(
      ([, config]) => typeof config === 'object' && config.port !== undefined,
    );
    expect(withPorts.length).toBeGreaterThanOrEqual(6);
    for (const [name, config] of withPorts) expect({ name, host: config.host }).toEqual({ name, host: '127.0.0.1' });
  });
});

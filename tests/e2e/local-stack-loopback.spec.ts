/**
 * The running local stack listens on loopback only (DESIGN §11): every TCP
 * socket held by a process of this checkout (the launcher with the Firestore stand-in and the mail
 * catcher, the Firebase emulators) is bound to 127.0.0.1, none to 0.0.0.0 or another address of
 * the machine, where the leads (names, e-mails, phones) would be readable from the LAN. Linux
 * only (/proc); elsewhere it is skipped.
 */
import path from 'node:path';
import { expect, test } from './fixtures';
import { canReadSockets, isLoopback, listeningSockets, processInfo } from './support/listening-sockets';

const root = path.resolve(import.meta.dirname, '..', '..');

test('every port the stack opens is bound to 127.0.0.1', async () => {
  test.skip(!canReadSockets, 'needs Linux /proc');
  const ours = listeningSockets().filter((socket) => {
    if (socket.pid === null) return false;
    const { cmdline, cwd } = processInfo(socket.pid);
    return cwd === root || cmdline.includes(root);
  });
  const ports = new Set(ours.map((socket) => socket.port));
  // The stack's fixed ports (firebase.json, functions/.secret.local, scripts/lib/mail-catcher.mjs) are all among them.
  for (const port of [8080, 5050, 5001, 9099, 4400, 4500, 1025, 1080]) expect(ports, `port ${port}`).toContain(port);
  expect(ours.filter((socket) => !isLoopback(socket.address)).map((s) => `${s.address}:${s.port}`)).toEqual([]);
});

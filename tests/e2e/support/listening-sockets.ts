/**
 * The TCP sockets processes listen on, read from Linux's /proc (proc(5): /proc/net/tcp and tcp6
 * list sockets with their local address and inode; /proc/<pid>/fd links name the socket inodes a
 * process holds). For the tests that the local stack listens on loopback only .
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * One listening socket: its address (IPv4 dotted, e.g. "127.0.0.1", "0.0.0.0"; IPv6 as eight
 * uncompressed hex groups, e.g. "0:0:0:0:0:0:0:1"), port and owning process.
 */
export interface ListeningSocket {
  address: string;
  port: number;
  pid: number | null;
}

/** Can this machine answer (Linux /proc)? */
export const canReadSockets = existsSync('/proc/net/tcp');

/** An address of /proc/net/tcp{,6}: hex, each 32-bit word in host (little-endian) order. */
function parseAddress(hex: string): string {
  const words = hex.match(/.{8}/g) ?? [];
  const bytes = words.flatMap((word) => (word.match(/../g) ?? []).reverse().map((b) => parseInt(b, 16)));
  if (bytes.length === 4) return bytes.join('.');
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff)
    return bytes.slice(12).join('.');
  return Array.from({ length: 8 }, (_, i) => ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16)).join(':');
}

/** Socket inode → pid, for the processes this user may inspect. */
function socketOwners(): Map<string, number> {
  const owners = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode) owners.set(inode, Number(entry));
      } catch {
        // The process or descriptor went away meanwhile.
      }
    }
  }
  return owners;
}

/** Every TCP socket in the LISTEN state (st 0A), IPv4 and IPv6, with its owner when known. */
export function listeningSockets(): ListeningSocket[] {
  const owners = socketOwners();
  const sockets: ListeningSocket[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== '0A') continue;
      const [addressHex, portHex] = fields[1]!.split(':');
      sockets.push({
        address: parseAddress(addressHex!),
        port: parseInt(portHex!, 16),
        pid: owners.get(fields[9]!) ?? null,
      });
    }
  }
  return sockets;
}

/** Is this a loopback address (127.0.0.0/8 or ::1)? */
export const isLoopback = (address: string) => address.startsWith('127.') || address === '0:0:0:0:0:0:0:1';

/** The command line and working directory of a process ('' when gone). */
export function processInfo(pid: number): { cmdline: string; cwd: string } {
  try {
    return {
      cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '),
      cwd: readlinkSync(`/proc/${pid}/cwd`),
    };
  } catch {
    return { cmdline: '', cwd: '' };
  }
}

/**
 * Port checks for the local stack (issue 2: "a busy port gives a one-line error naming the port").
 */
import net from 'node:net';

/** Resolves true when nothing listens on 127.0.0.1:`port`. */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

/**
 * Throws `Error("port N (what) is already in use …")` for the first busy port.
 * @param {Record<string, number>} ports name → port
 */
export async function assertPortsFree(ports) {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) {
      throw new Error(`port ${port} (${name}) is already in use — is another \`npm start\` or \`npm test\` running? Stop it and try again.`);
    }
  }
}

/** Polls `url` until it answers `ok(status)`; rejects after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 60_000, ok = (s) => s < 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (ok(res.status)) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs / 1000}s (last: ${last})`);
}

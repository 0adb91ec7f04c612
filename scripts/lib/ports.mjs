/**
 * Port checks for the local stack ("a busy port gives a one-line error naming the port"):
 * get-port says whether a port is free, wait-on waits for a URL to answer.
 */
import getPort, { clearLockedPorts } from 'get-port';
import waitOn from 'wait-on';

/**
 * Resolves true when nothing listens on `host`:`port` (get-port binds it and lets it go).
 * get-port locks every port it answers with for 15–30 s against in-process races, which would
 * make a second check of the same port in this process say "busy": a check is not a hand-out,
 * so the locks are cleared after it (this process's get-port calls only; no port is bound).
 */
export async function isPortFree(port, host = '127.0.0.1') {
  const free = (await getPort({ port, host })) === port;
  clearLockedPorts();
  return free;
}

/**
 * Throws `Error("port N (what) is already in use …")` for the first busy port.
 * @param {Record<string, number>} ports name → port
 */
export async function assertPortsFree(ports) {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) {
      throw new Error(
        `port ${port} (${name}) is already in use — is another \`npm start\` or \`npm test\` running? Stop it and try again.`,
      );
    }
  }
}

/**
 * Waits until a GET of `url` (http only) answers a status `ok` accepts: wait-on, polling every
 * 250 ms, one request at a time (a cold function emulator starts a worker for every request that
 * finds none idle: overlapping polls started dozens), never through an HTTP proxy of the environment.
 * @param {string} url
 * @param {{timeoutMs?: number, ok?: (status: number) => boolean}} [options] default 60 s, any status below 500
 * @throws Error `<url> did not become ready in Ns (now: HTTP 503)` (or the connection error's code)
 */
export async function waitForHttp(url, { timeoutMs = 60_000, ok = (s) => s < 500 } = {}) {
  try {
    await waitOn({
      resources: [url.replace(/^http:/, 'http-get:')],
      timeout: timeoutMs,
      interval: 250,
      simultaneous: 1,
      validateStatus: ok,
      proxy: false,
    });
  } catch {
    const now = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => `HTTP ${res.status}`,
      (err) => err.cause?.code ?? err.message,
    );
    throw new Error(`${url} did not become ready in ${timeoutMs / 1000}s (now: ${now})`);
  }
}

/**
 * Documents for the bench's A/B ("`npm run bench`: A/B against the commit before, same
 * machine, same run, medians of 5"). A page's speed is its document (HTML, inline CSS, which
 * scripts and images it asks for) and the files it names; the stack's data and images are the
 * same for both sides. So each bench run keeps the documents it measured, with the build's
 * `assets/` they name, under `.bench/documents/{commit}/`, and a later run given `--ab={commit}`
 * serves those (A) beside its own (B) from one local server, alternating Lighthouse runs.
 *
 * The A/B server answers `/__ab/{A|B}/{name}` with that side's document (gzip, like Hosting),
 * `/assets/…` from either side's saved build (file names are content hashes, so the two never
 * disagree on a name) and everything else (images, `/api/…`, as it came) from the stack. Documents come from
 * memory, not from the Functions emulator: both sides get a CDN's time to first byte, which
 * takes the emulator's 60–150 ms per render (and its variance) out of the comparison.
 */
import { Buffer } from 'node:buffer';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './stack.mjs';

/** Where a commit's documents are kept (`commit`: as `git rev-parse --short` prints it). */
export const documentsDir = (commit) => path.join(root, '.bench', 'documents', commit);

/** A route's file name: `/` → `home`, `/service/landscaping` → `service-landscaping`. */
export const documentName = (route) => (route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9]+/gi, '-'));

/**
 * Saves the document of each route as the stack at `url` serves it now, and the build's assets.
 * @param {string} url the stack (http://127.0.0.1:5050)
 * @param {string[]} routes paths
 * @param {string} dir target folder (created; existing files are replaced)
 * @returns {Promise<Record<string, string>>} name → route, also written to `routes.json`
 * @throws Error when a route does not answer 200
 */
export async function saveDocuments(url, routes, dir) {
  mkdirSync(dir, { recursive: true });
  const names = {};
  for (const route of routes) {
    const res = await fetch(`${url}${route}`);
    if (res.status !== 200) throw new Error(`${route} answered ${res.status}, not 200`);
    writeFileSync(path.join(dir, `${documentName(route)}.html`), await res.text());
    names[documentName(route)] = route;
  }
  cpSync(path.join(root, 'web', 'build', 'client', 'assets'), path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'routes.json'), `${JSON.stringify(names, null, 2)}\n`);
  return names;
}

/**
 * Starts the A/B server on 127.0.0.1:`port`.
 * @param {string} stackUrl where everything but the documents and assets comes from
 * @param {{A: string, B: string}} dirs the two sides' document folders (saveDocuments)
 * @returns {Promise<{url: string, close: () => Promise<void>}>} `url` without a trailing slash
 */
export function serveDocuments(stackUrl, dirs, port) {
  const server = http.createServer((req, res) => {
    void answer(req, res).catch((err) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
  });
  async function answer(req, res) {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const page = /^\/__ab\/(A|B)\/([\w-]+)$/.exec(pathname);
    const file = page
      ? path.join(dirs[page[1]], `${page[2]}.html`)
      : pathname.startsWith('/assets/')
        ? [dirs.B, dirs.A].map((dir) => path.join(dir, pathname)).find((candidate) => existsSync(candidate))
        : undefined;
    if (file && existsSync(file)) {
      const type = page ? 'text/html; charset=utf-8' : /\.css$/.test(file) ? 'text/css' : 'text/javascript';
      res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
      res.end(gzipSync(readFileSync(file)));
      return;
    }
    // Everything else goes to the stack as it came (method, headers, body: the project page's
    // view beacon is a POST with the API's CSRF header).
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(await req.toArray());
    // The A/B server stands in for the site's origin: the API's same-origin checks see the stack's.
    const site = new URL(stackUrl).origin;
    const forwarded = Object.entries(req.headers)
      .filter(([name]) => !['host', 'connection'].includes(name))
      .map(([name, value]) =>
        name === 'origin'
          ? [name, site]
          : name === 'referer'
            ? [name, `${site}${new URL(String(value)).pathname}`]
            : [name, value],
      );
    const upstream = await fetch(`${stackUrl}${req.url}`, {
      method: req.method,
      headers: forwarded.flatMap(([name, value]) => [value ?? []].flat().map((v) => [name, v])),
      body,
      redirect: 'manual',
    });
    const headers = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
        headers[name] = value;
    });
    res.writeHead(upstream.status, headers);
    res.end(Buffer.from(await upstream.arrayBuffer()));
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

/**
 * API load figures for the benchmark ("latency percentiles and throughput of
 * GET /api/posts?type=project&status=published and GET /api/posts/{slug} under load from a
 * second process on loopback"): autocannon's CLI in a child process, bounded duration and
 * connections, JSON result (github.com/mcollina/autocannon "Usage": -c, -d, -j).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { emulatorEnv, root } from './stack.mjs';

/** Refuses anything but loopback: the bench must only load this machine's emulators. */
export function assertLoopback(url) {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1') throw new Error(`bench targets only 127.0.0.1, not ${hostname}`);
}

/** Runs a Node script or binary and resolves with its stdout; rejects on a non-zero exit. */
function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`${path.basename(command)} exited ${code}: ${stderr.trim().slice(-400)}`)),
    );
  });
}

/** Adds `count` published projects through the Firestore emulator (bench-seed-projects.mjs). */
export async function seedBenchProjects(dataDir, count = 500) {
  const out = await run(
    process.execPath,
    [path.join(root, 'scripts', 'lib', 'bench-seed-projects.mjs'), String(count)],
    emulatorEnv(dataDir),
  );
  return out.trim();
}

/**
 * Loads `url` with autocannon for `seconds` with `connections` connections.
 * @returns {Promise<{p50:number, p90:number, p99:number, rps:number, requests:number,
 *   non2xx:number, errors:number, kbPerRequest:number}>} latencies in ms
 */
export async function loadTest(url, { seconds = 10, connections = 10 } = {}) {
  assertLoopback(url);
  const bin = path.join(root, 'node_modules', '.bin', 'autocannon');
  const result = JSON.parse(await run(bin, ['-c', String(connections), '-d', String(seconds), '-j', url]));
  const requests = result.requests.total;
  return {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    kbPerRequest: requests > 0 ? result.throughput.total / requests / 1024 : 0,
  };
}

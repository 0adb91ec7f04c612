/**
 * Starts the Firebase Auth emulator for the test run (`firebase emulators:start --only auth`),
 * with a temporary firebase.json whose auth, hub and logging ports are free ones, so it never
 * collides with the local stack (9099, 4400, 4500) or another run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import waitOn from 'wait-on';

/** A running Auth emulator. */
export interface AuthEmulatorProcess {
  host: string;
  projectId: string;
  stop: () => Promise<void>;
}

/**
 * Starts the emulator and resolves once it answers HTTP (about 12 s on an idle machine; the CLI
 * compiles the Auth API schema, which takes far longer on a loaded one).
 * @param ports free ports for auth, hub and logging
 * @param projectId the emulator's project (`demo-…`); client (API-key) calls land in it
 * @param extraArgs more `emulators:start` arguments, e.g. `--import <dir>`, `--export-on-exit <dir>`
 * @throws Error with the log's tail when it exits or does not answer within 180 s
 */
export async function startAuthEmulator(
  ports: { auth: number; hub: number; logging: number },
  projectId: string,
  extraArgs: readonly string[] = [],
): Promise<AuthEmulatorProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: ports.auth },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: false,
    },
  };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config));
  const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const watchdog = path.join(import.meta.dirname, 'emulator-watchdog.mjs');
  const logFile = path.join(dir, 'emulator.log');
  const env = { ...process.env };
  for (const key of [
    'FIREBASE_AUTH_EMULATOR_HOST',
    'FIRESTORE_EMULATOR_HOST',
    'GCLOUD_PROJECT',
    'GOOGLE_CLOUD_PROJECT',
  ])
    delete env[key];
  // Own process group (stop() signals it whole); the watchdog ends the emulator if vitest dies.
  const child = spawn(
    process.execPath,
    [
      watchdog,
      process.execPath,
      cli,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      'firebase.json',
      ...extraArgs,
    ],
    {
      cwd: dir,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(child.pid, 'SIGINT'); // the watchdog forwards it once to the CLI
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    writeFileSync(logFile, log.join(''));
    rmSync(dir, { recursive: true, force: true });
  };

  const host = `127.0.0.1:${ports.auth}`;
  const ready = waitOn({
    resources: [`http-get://${host}/`],
    timeout: 180_000,
    interval: 250,
    simultaneous: 1,
    proxy: false,
  });
  const outcome = await Promise.race([
    ready.then(
      () => 'ready',
      () => 'no answer in 180 s',
    ),
    exited.then(() => `exited (${child.exitCode})`),
  ]);
  if (outcome === 'ready') return { host, projectId, stop };
  const tail = log.join('').split('\n').slice(-20).join('\n');
  await stop();
  throw new Error(`Auth emulator did not start on ${host}: ${outcome}\n${tail || readFileSync(logFile, 'utf8')}`);
}

/**
 * The request e-mail retry on the local stack ("a scheduled function … retries with
 * backoff"). In production Cloud Scheduler runs `retryLeadMail` every 5 minutes; the emulators
 * here have no Pub/Sub, so schedules never fire. The launcher runs the same job instead
 * (functions/lib/lead-mail.js: deliverDueLeadMail) once at start and then every 2 minutes, one run
 * at a time, with the functions' local settings (functions/.env.local and .secret.local). Each
 * run's output is appended to `<dataDir>/lead-mail.log`; a run that found something to send
 * prints one line.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { localFunctionsEnv } from './mail-catcher.mjs';

/** Time between two runs, ms. */
export const leadMailJobIntervalMs = 2 * 60_000;

/**
 * Starts the job.
 * @param {{root: string, dataDir: string, env: NodeJS.ProcessEnv, log?: (line: string) => void, intervalMs?: number}} options
 *   `env`: the emulators' environment (scripts/lib/stack.mjs emulatorEnv)
 * @returns {{runNow: () => Promise<{leads: number, sent: number, failed: number} | null>, stop: () => Promise<void>}}
 *   runNow resolves with the run's counts (null when it failed: see the log file)
 */
export function startLeadMailJob({ root, dataDir, env, log = console.log, intervalMs = leadMailJobIntervalMs }) {
  const logFile = createWriteStream(path.join(dataDir, 'lead-mail.log'), { flags: 'a' });
  const runEnv = { ...env, ...localFunctionsEnv(root) };
  let running = null;

  const runOnce = () =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(root, 'functions', 'lib', 'lead-mail.js')], {
        cwd: root,
        env: runEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stdout.pipe(logFile, { end: false });
      child.stderr.pipe(logFile, { end: false });
      child.once('error', () => resolve(null));
      child.once('exit', (code) => {
        const line = output
          .split('\n')
          .reverse()
          .find((l) => l.startsWith('{"leadMailRun"'));
        const result = code === 0 && line ? JSON.parse(line).leadMailRun : null;
        if (result?.leads > 0)
          log(
            `[stack] request e-mail retry: ${result.sent} sent, ${result.failed} failed (${result.leads} requests due)`,
          );
        if (!result)
          log(
            `[stack] request e-mail retry failed (exit ${code}): see ${path.relative(root, path.join(dataDir, 'lead-mail.log'))}`,
          );
        resolve(result);
      });
    });

  /** Runs now, or waits for the run in progress. */
  const runNow = () => {
    running ??= runOnce().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  return {
    runNow,
    stop: async () => {
      clearInterval(timer);
      await running;
      await new Promise((resolve) => logFile.end(resolve));
    },
  };
}

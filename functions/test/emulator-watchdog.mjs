#!/usr/bin/env node
/**
 * Runs a command as a child and ends it (SIGINT) when this process's parent goes away, so an
 * emulator started by the test setup never outlives a killed test run.
 * Usage: node emulator-watchdog.mjs <command> [args...]; exits with the command's code.
 */
import { spawn } from 'node:child_process';
import { clearInterval, setInterval } from 'node:timers';

const parent = process.ppid;
const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
const stop = () => {
  if (child.exitCode === null) child.kill('SIGINT');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
const timer = setInterval(() => {
  let alive = process.ppid === parent;
  try {
    process.kill(parent, 0);
  } catch {
    alive = false;
  }
  if (!alive) stop();
}, 1000);
child.on('exit', (code) => {
  clearInterval(timer);
  process.exit(code ?? 0);
});

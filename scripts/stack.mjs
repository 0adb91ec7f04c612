#!/usr/bin/env node
/**
 * `npm start`: builds web and functions, starts the local Firebase stack with demo content
 * (scripts/lib/stack.mjs), prints the site URL and the mail catcher's inbox, and stops
 * everything on Ctrl-C, saving data to .data/. Options: --no-build (reuse the last build).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root, runSeed, startStack } from './lib/stack.mjs';

const started = Date.now();
console.log(`[stack] Node ${process.version}`);
if (!process.argv.includes('--no-build')) {
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const dataDir = path.join(root, '.data');
let stack;
try {
  stack = await startStack({ dataDir });
  await runSeed(dataDir);
} catch (err) {
  console.error(`[stack] ${err.message}`);
  await stack?.stop();
  process.exit(1);
}
console.log(
  `\n  Site ready in ${((Date.now() - started) / 1000).toFixed(1)} s:  ${stack.url}\n  E-mail inbox (mail catcher):    ${stack.mailUrl}\n  Press Ctrl-C to stop.\n`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n[stack] stopping…');
    await stack.stop();
    process.exit(0);
  });
}

/**
 * System Chromium for the browser tests (shared/notes/toolchain.md: Debian's `chromium`
 * package; Playwright's own browser download cannot work here).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Returns the Chromium path, installing Debian's package with apt when missing (root or sudo -n). */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const asRoot = process.getuid?.() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  console.log('[chromium] /usr/bin/chromium is missing; installing Debian package chromium…');
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'chromium'],
  ]) {
    const cmd = [...prefix, ...args];
    const r = spawnSync(cmd[0], cmd.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0)
      throw new Error(
        `could not install chromium (${cmd.join(' ')} exited ${r.status}); install it with apt and retry`,
      );
  }
  console.log(`[chromium] ${execFileSync(chromiumPath, ['--version']).toString().trim()}`);
  return chromiumPath;
}

/**
 * Launch flags for Chromium on these machines (toolchain.md): the browser tests
 * (tests/playwright.config.ts), the page-bytes bench and Lighthouse (which add headless mode).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from '../scripts/lib/chromium.mjs';

/**
 * Browser tests against the running local stack (started by scripts/test-all.mjs, which sets
 * STACK_URL) in Debian's system Chromium (toolchain.md: Playwright's browser download fails here).
 */

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous: CI shares 2 cores between Chromium, the emulators and the function (staff sign-in
  // took 56 s of its 60 in CI of a07ddcb; staff screens use support/staff-admin-page `slow`).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  outputDir: '../.test-results/playwright',
  use: {
    baseURL: process.env.STACK_URL ?? 'http://127.0.0.1:5050',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['site-edits/**', 'day-one/**'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    // Tests that change what every page shows (company details, service texts): after all the
    // others, so no test reads a page while another has changed it; one at a time, since two of
    // them change the same things (the phone number, the landscaping service).
    {
      name: 'site-edits',
      testMatch: 'site-edits/**/*.spec.ts',
      dependencies: ['desktop'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    // Tests that take the demo content away (issue 23's "Remove demo projects"): last of all,
    // since every other test may read the demo projects.
    {
      name: 'day-one',
      testMatch: 'day-one/**/*.spec.ts',
      dependencies: ['site-edits'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
});

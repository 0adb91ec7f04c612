/**
 * Lighthouse runs for the benchmark (DESIGN §10): the Lighthouse 13 CLI in a child
 * process, mobile default (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown), the
 * system Chromium with the flags of shared/notes/toolchain.md, JSON report kept on disk.
 * Source: github.com/GoogleChrome/lighthouse/blob/main/readme.md "Using the Node CLI".
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumArgs } from './chromium.mjs';
import { root } from './stack.mjs';

const chromeFlags = ['--headless=new', ...chromiumArgs].join(' ');

/** Categories scored by the bench (the budgets of DESIGN §10). */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Runs Lighthouse once on `url` and writes the JSON report to `outputPath`.
 * @returns {Promise<void>} rejects when Lighthouse exits non-zero
 */
export function runLighthouse(url, outputPath, { chromePath = '/usr/bin/chromium' } = {}) {
  const bin = path.join(root, 'node_modules', '.bin', 'lighthouse');
  const args = [
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=${chromeFlags}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited ${code}: ${stderr.trim().slice(-500)}`)),
    );
  });
}

/**
 * The figures the bench prints, from one JSON report.
 * @returns {{performance:number, accessibility:number, bestPractices:number, seo:number, lcpMs:number,
 *   cls:number, tbtMs:number, fcpMs:number, bytes:number, failing:string[]}}
 *   scores 0–100; `failing`: ids of scored audits below 1 (what to fix)
 */
export function readReport(reportPath) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const failing = [];
  for (const category of Object.values(report.categories)) {
    for (const ref of category.auditRefs) {
      const result = report.audits[ref.id];
      if (ref.weight > 0 && result?.score !== null && result?.score < 1) failing.push(`${category.id}:${ref.id}`);
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    bytes: audit('total-byte-weight'),
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
    failing,
  };
}

/** Median of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Per-figure medians of several runs of one page; `failing` lists audits that failed in any run. */
export function medianOfRuns(runs) {
  const keys = Object.keys(runs[0]).filter((k) => k !== 'failing');
  const out = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
  out.failing = [...new Set(runs.flatMap((r) => r.failing))];
  return out;
}

/**
 * One side of the scale bench (issue "Ten years of work"; DESIGN §10 Scale), on the build of the
 * checkout this file is in: starts the local stack on a throw-away data folder with the
 * Firestore read counter, seeds the demo content, then `projects` projects and `leads` leads
 * through the API (bench-scale-seed.mjs), measures every page and API call
 * (bench-scale-http.mjs) and the admin Leads and Projects screens (bench-scale-browser.mjs),
 * stops the stack and returns the figures (formatReport's side).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
import { inboxMinute, launchBrowser, loadScreen } from './bench-scale-browser.mjs';
import { measureCall, nextPageUrl, projectCardCount } from './bench-scale-http.mjs';
import { median } from './bench-scale-report.mjs';
import { seedLeads, seedProjects } from './bench-scale-seed.mjs';
import { itemsOf, staffSession } from './bench-scale-session.mjs';
import { countFirestoreReads } from './firestore-read-counter.mjs';
import { ports, projectId, runSeed, startStack } from './stack.mjs';

/** The visitor read cache's write stamp (functions/src/services/platform/visitor-read-cache.ts writeStampPath). */
const writeStampDocument = `projects/${projectId}/databases/(default)/documents/meta/visitor-reads`;

/** The Functions emulator's URL of the `api` function (firebase.json port, region us-central1), for the seeding's writes. */
const functionsApiUrl = `http://127.0.0.1:${ports.functions}/${projectId}/us-central1/api`;

/** The row of each admin screen: its list's row or card (components/ui/staff-list.tsx `dataKey`). */
const screens = [
  { key: 'leads', name: 'Leads (/admin/leads)', path: '/admin/leads', rowSelector: '[data-lead-id]' },
  { key: 'projects', name: 'Projects (/admin)', path: '/admin', rowSelector: '[data-post-id]' },
];

/** Pages and calls measured: [key, name, kind, path, staff?]. */
function callList(projectSlug, serviceSlug) {
  return [
    ['home', '/', 'page', '/'],
    ['projects', '/projects', 'page', '/projects'],
    ['project', 'a project page', 'page', `/project/${encodeURIComponent(projectSlug)}`],
    ['service', 'a service page', 'page', `/service/${encodeURIComponent(serviceSlug)}`],
    ['sitemap', '/sitemap.xml', 'page', '/sitemap.xml'],
    ['api-projects', 'GET /api/posts?type=project (visitor)', 'api', '/api/posts?type=project'],
    ['api-services', 'GET /api/services', 'api', '/api/services'],
    ['staff-leads', 'GET /api/leads (staff)', 'staff', '/api/leads'],
    ['staff-posts', 'GET /api/posts?type=project (staff)', 'staff', '/api/posts?type=project'],
    ['staff-setup', 'GET /api/setup (staff)', 'staff', '/api/setup'],
    ['staff-summary', 'GET /api/leads/summary (staff)', 'staff', '/api/leads/summary'],
  ];
}

/** Items of a JSON list answer (array or page), else undefined. */
function itemCount(body) {
  try {
    const parsed = JSON.parse(body.toString('utf8'));
    return Array.isArray(parsed) || Array.isArray(parsed?.items) ? itemsOf(parsed).length : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs one side.
 * @param {{projects: number, leads: number, runs: number, concurrency: number, chromePath: string, label: string,
 *   inboxMs?: number, log?: (line: string) => void}} options
 */
export async function runScaleBench({
  projects,
  leads,
  runs,
  concurrency,
  chromePath,
  label,
  inboxMs,
  log = console.log,
}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  // The per-client limit of POST /api/leads (functions/src/middleware/rate-limits.ts RATE_LIMIT_LEADS), raised for the seeding.
  process.env.RATE_LIMIT_LEADS = String(Math.max(1000, leads * 2));
  let stack;
  let browser;
  try {
    stack = await startStack({ dataDir, log });
    const counter = countFirestoreReads(stack.firestore);
    await runSeed(dataDir);
    const session = await staffSession(stack.url);
    log(`[bench:scale] ${label}: seeding ${projects} projects and ${leads} leads through the API…`);
    const seededProjects = await seedProjects(stack.url, functionsApiUrl, session, projects, { concurrency });
    log(`[bench:scale] ${projects} projects in ${(seededProjects.ms / 1000).toFixed(1)} s`);
    const seededLeads = await seedLeads(stack.url, functionsApiUrl, leads, { concurrency });
    log(`[bench:scale] ${leads} leads in ${(seededLeads.ms / 1000).toFixed(1)} s`);

    const makeCold = () => {
      stack.firestore.state.writeV1Document(
        new Date(),
        Write.fromObject({
          update: {
            name: writeStampDocument,
            fields: {
              stamp: { string_value: randomUUID() },
              updatedAt: { timestamp_value: { seconds: (Date.now() / 1000) | 0 } },
            },
          },
        }),
      );
    };
    const services = itemsOf(await (await fetch(`${stack.url}/api/services`)).json());
    const middle = seededProjects.slugs[Math.floor(seededProjects.slugs.length / 2)] ?? 'none';
    const calls = [];
    for (const [key, name, kind, urlPath] of callList(middle, services[0]?.slug ?? 'landscaping')) {
      const staff = kind === 'staff';
      const measured = await measureCall({
        name,
        url: `${stack.url}${urlPath}`,
        headers: staff ? session.headers() : {},
        counter,
        makeCold: staff ? undefined : makeCold,
        runs,
      });
      const { body, ...figures } = measured;
      const html = urlPath.startsWith('/projects') ? body.toString('utf8') : '';
      calls.push({ key, kind, ...figures, items: itemCount(body), ...(html ? { cards: projectCardCount(html) } : {}) });
      const next = html ? nextPageUrl(html, `${stack.url}${urlPath}`) : null;
      if (next) {
        const page = await measureCall({
          name: `/projects next page (${new URL(next).pathname}${new URL(next).search})`,
          url: next,
          counter,
          makeCold,
          runs,
        });
        const { body: nextBody, ...nextFigures } = page;
        calls.push({
          key: 'projects-next',
          kind: 'page',
          ...nextFigures,
          cards: projectCardCount(nextBody.toString('utf8')),
        });
      }
      log(`[bench:scale] ${name}: ${figures.status}, ${figures.docsCold} docs cold`);
    }

    browser = await launchBrowser(chromePath);
    const screenResults = [];
    let adminScripts;
    let inbox;
    for (const screen of screens) {
      for (const profile of ['desktop', 'phone']) {
        const loads = [];
        for (let i = 0; i < runs; i += 1) {
          const wantInbox = screen.key === 'leads' && profile === 'desktop' && i === runs - 1;
          const load = await loadScreen(browser, {
            url: `${stack.url}${screen.path}`,
            rowSelector: screen.rowSelector,
            profile,
            cookies: session.cookies,
            counter,
            afterLoad: wantInbox ? inboxMinute(counter, inboxMs) : undefined,
          });
          if (wantInbox) inbox = load.after;
          if (screen.key === 'projects' && profile === 'phone') adminScripts ??= load.scripts;
          loads.push(load);
          log(
            `[bench:scale] ${screen.name} ${profile}: first row ${load.firstRowMs === null ? 'none' : `${(load.firstRowMs / 1000).toFixed(2)} s`}, ${load.domNodes} DOM nodes, ${load.docs} docs`,
          );
        }
        const mid = (pick) => median(loads.map(pick));
        screenResults.push({
          key: `${screen.key}-${profile}`,
          name: screen.name,
          profile,
          firstRowMs: mid((l) => l.firstRowMs),
          domNodes: mid((l) => l.domNodes),
          rows: mid((l) => l.rows),
          docs: mid((l) => l.docs),
          apiCalls: mid((l) => l.api.length),
          apiGzipBytes: mid((l) => l.api.reduce((t, c) => t + c.gzipBytes, 0)),
          apiPaths: loads[0].api.map((c) => c.path),
        });
      }
    }
    return {
      label,
      projects,
      leads,
      runs,
      seeding: { projectsMs: seededProjects.ms, leadsMs: seededLeads.ms },
      calls,
      screens: screenResults,
      adminScripts,
      inbox,
    };
  } finally {
    await browser?.close().catch(() => {});
    await stack?.stop().catch((err) => log(`[bench:scale] stopping the stack: ${err.message}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The scale bench's own parts: the Firestore read counter against a running stand-in driven by
 * firebase-admin (what the functions use), and the pure helpers of its tables and parsing.
 */
import getPort from 'get-port';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { nextPageUrl, projectCardCount } from '../lib/bench-scale-http.mjs';
import { budgets, cell, formatReport, median, verdict } from '../lib/bench-scale-report.mjs';
import { inParallel } from '../lib/bench-scale-seed.mjs';
import { itemsOf } from '../lib/bench-scale-session.mjs';
import { aggregationReads, countFirestoreReads, queryReads } from '../lib/firestore-read-counter.mjs';
import { startFirestore } from '../lib/firestore-stand-in.mjs';

// A demo project has no Google credentials: no metadata server probe (as local-data.test.ts).
process.env.METADATA_SERVER_DETECTION = 'none';

describe('Firestore reads as billed', () => {
  it('a query is its documents, at least one, plus an offset’s skipped ones', () => {
    expect(queryReads(0)).toBe(1);
    expect(queryReads(25)).toBe(25);
    expect(queryReads(10, 40)).toBe(50);
  });

  it('an aggregation is one read per 1,000 index entries, at least one', () => {
    expect(aggregationReads(0)).toBe(1);
    expect(aggregationReads(1000)).toBe(1);
    expect(aggregationReads(1001)).toBe(2);
    expect(aggregationReads(10_000)).toBe(10);
  });

  it('the counter counts what the stand-in returns to firebase-admin', async () => {
    const port = await getPort({ host: '127.0.0.1' });
    const firestore = await startFirestore({ port });
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
    const app = initializeApp({ projectId: 'demo-bench-counter' }, 'bench-counter');
    try {
      const counter = countFirestoreReads(firestore.server);
      const db = getFirestore(app);
      for (let start = 0; start < 1200; start += 400) {
        const batch = db.batch();
        for (let i = start; i < start + 400; i += 1)
          batch.set(db.doc(`items/i${String(i).padStart(4, '0')}`), { n: i });
        await batch.commit();
      }
      expect(counter.reads()).toBe(0);

      await db.collection('items').orderBy('n').limit(25).get();
      expect(counter.reads()).toBe(25);

      counter.reset();
      await db.collection('items').where('n', '<', 0).get();
      expect(counter.reads()).toBe(1);

      counter.reset();
      await db.getAll(db.doc('items/i0001'), db.doc('items/none'));
      expect(counter.reads()).toBe(2);

      counter.reset();
      const total = await db.collection('items').count().get();
      expect(total.data().count).toBe(1200);
      expect(counter.reads()).toBe(2);
    } finally {
      await deleteApp(app);
      await firestore.stop();
    }
  });
});

describe('report helpers', () => {
  it('median of odd, even and empty lists', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('verdicts and A → B cells judge the last side', () => {
    expect(verdict(40, budgets.publicDocsCold)).toBe('✓');
    expect(verdict(41, budgets.publicDocsCold)).toBe('✗');
    expect(verdict(41, undefined)).toBe('');
    expect(cell([425, 12], String, 40)).toBe('425 → 12 ✓');
    expect(cell([3000], String)).toBe('3000');
  });

  it('formats one side with every section', () => {
    const side = {
      label: 'abc1234',
      projects: 2,
      leads: 3,
      runs: 1,
      seeding: { projectsMs: 1000, leadsMs: 2000 },
      calls: [
        {
          key: 'home',
          kind: 'page',
          name: '/',
          status: 200,
          docsCold: 50,
          docsWarm: 1,
          rawBytes: 2048,
          gzipBytes: 1024,
          msCold: 90,
          msWarm: 10,
        },
      ],
      screens: [
        {
          key: 'leads-phone',
          name: 'Leads',
          profile: 'phone',
          firstRowMs: 5000,
          domNodes: 100,
          rows: 3,
          docs: 3,
          apiCalls: 2,
          apiGzipBytes: 512,
          apiPaths: [],
        },
      ],
      adminScripts: { files: 40, rawBytes: 1, gzipBytes: 1 },
      inbox: { docs: 3, calls: ['GET /api/leads'] },
    };
    const report = formatReport([side]);
    expect(report).toContain('| / | 200 | 50 ✗ | 1 | 2.0 | 1.0 ✓ | 90 | 10 |');
    expect(report).toContain('| Leads | phone | 5.00 ✗ | 100 ✓ |');
    expect(report).toContain('script files | 40 ✗');
    expect(report).toContain('one minute | 3 ✓');
  });
});

describe('parsing answers', () => {
  it('finds the next page link of a page, <link> or <a>', () => {
    expect(nextPageUrl('<link rel="next" href="/projects?page=2">', 'http://127.0.0.1:5050/projects')).toBe(
      'http://127.0.0.1:5050/projects?page=2',
    );
    expect(nextPageUrl('<a class="x" href="/projects/page/3" rel="next">Next</a>', 'http://h/projects')).toBe(
      'http://h/projects/page/3',
    );
    expect(nextPageUrl('<a href="/projects?page=1" rel="prev">Prev</a>', 'http://h/')).toBeNull();
  });

  it('counts distinct project links as cards', () => {
    expect(projectCardCount('<a href="/project/a">A</a><a href="/project/a#x">A</a><a href="/project/b">B</a>')).toBe(
      2,
    );
  });

  it('takes items from an array or a page', () => {
    expect(itemsOf([1, 2])).toEqual([1, 2]);
    expect(itemsOf({ items: [1], nextCursor: null, total: 1 })).toEqual([1]);
    expect(itemsOf({ message: 'no' })).toEqual([]);
  });

  it('runs tasks at most `concurrency` at a time, each once', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await inParallel(10, 3, async (i: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(i);
      running -= 1;
    });
    expect(most).toBe(3);
    expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

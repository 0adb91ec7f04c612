#!/usr/bin/env node
/**
 * Bench-only seed ("API: with 500 seeded projects"): adds N published projects to the
 * Firestore emulator, each a copy of a seeded published demo project (the same stored shape the
 * seed and POST /api/posts write: contract post fields + createdAt/updatedAt timestamps) with
 * its own id `bench-project-NNNN`, slug, title and creation time (newest first after the demos).
 *
 * Like every write the API makes, it then changes the visitor read cache's write stamp
 * (functions/src/services/platform/visitor-read-cache.ts, `writeStampPath`), so function instances that
 * cached the demo list during the Lighthouse runs drop it: without that, the API load test
 * partly measured a 15-project list from warm instances (27.5 KB through Hosting).
 *
 * Runs as a child process of scripts/bench.mjs (the Firestore stand-in lives in the bench process,
 * so a blocking client there would starve it). Needs FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT
 * (emulatorEnv); refuses a project id that does not start with `demo-`.
 * Usage: node scripts/lib/bench-seed-projects.mjs [count=500]
 */
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

const count = Number(process.argv[2] ?? 500);
const projectId = process.env.GCLOUD_PROJECT ?? '';
if (!projectId.startsWith('demo-') || !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('bench-seed-projects: needs FIRESTORE_EMULATOR_HOST and a demo- project id');
  process.exit(1);
}

const db = getFirestore(initializeApp({ projectId }));
const published = await db
  .collection('posts')
  .where('type', '==', 'project')
  .where('status', '==', 'published')
  .limit(1)
  .get();
const template = published.docs[0]?.data();
if (!template) {
  console.error('bench-seed-projects: no published project to copy (run the seed first)');
  process.exit(1);
}

const oldest = Date.now() - 400 * 24 * 60 * 60 * 1000;
for (let start = 0; start < count; start += 250) {
  const batch = db.batch();
  for (let i = start; i < Math.min(count, start + 250); i += 1) {
    const n = String(i + 1).padStart(4, '0');
    const at = Timestamp.fromMillis(oldest - i * 60_000);
    batch.set(db.collection('posts').doc(`bench-project-${n}`), {
      ...template,
      slug: `bench-project-${n}`,
      title: `Bench Project ${n}: ${template.title}`,
      createdAt: at,
      updatedAt: at,
    });
  }
  await batch.commit();
}
// The same document and shape as invalidateVisitorReads() writes.
await db.doc('meta/visitor-reads').set({ stamp: randomUUID(), updatedAt: new Date() });
console.log(`bench-seed-projects: ${count} published projects added (copies of "${template.title}")`);
process.exit(0);

/**
 * deploy:check, demo values ("never the demo company, never 127.0.0.1"): none of the
 * local stack's demo values is in what `firebase deploy` uploads of the functions package — the
 * demo company's phone (555-01xx), street ("Example Road") and licences ("DEMO-"), and loopback
 * URLs. They live in the local seed (functions/src/seed/demo-company.ts, lib/seed.js) and the
 * emulator config (functions/.env.local, firebase.json), which the deploy leaves out (firebase.json
 * functions `ignore`); a real project's details come from its Company section, its origin from SITE_URL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shippedFiles } from './functions-package.mjs';

/** What gives a demo value away. */
export const demoMarkers = ['127.0.0.1', '555-01', 'Example Road', 'DEMO-'];

/**
 * Scans every file the deploy uploads (binary files as Latin-1, so any text in them is found).
 * @returns {Promise<{summary: string, problems: {message: string, fix: string}[]}>}
 */
export async function checkDemoValues(root, firebaseJson) {
  const { sourceDir, files } = await shippedFiles(root, firebaseJson);
  const problems = [];
  for (const { name } of files) {
    const text = readFileSync(name, 'latin1');
    const found = demoMarkers.filter((marker) => text.includes(marker));
    if (found.length === 0) continue;
    problems.push({
      message: `${path.relative(root, name)} contains ${found.map((m) => `"${m}"`).join(', ')}: a demo value would ship with the function.`,
      fix: 'demo values belong to the local seed (functions/src/seed/demo-company.ts) and the emulator config (functions/.env.local, firebase.json emulators); keep them out of the code the function imports, or add a local-only file to firebase.json functions "ignore".',
    });
  }
  return {
    summary: `none of ${demoMarkers.join(', ')} in the ${files.length} files of ${path.relative(root, sourceDir)}/ the deploy uploads`,
    problems,
  };
}

/**
 * deploy:check, the uploaded files: what `firebase deploy` uploads of functions/ (firebase.json
 * functions `ignore`, firebase-tools' own file walker) is exactly package.json, package-lock.json
 * (when build:deploy wrote it), lib/index.js and, of lib/page-server/, the files its entry imports
 * statically (functions/page-server-files.mjs): no source map, no settings file of any project
 * (.env*, .secret*: staff addresses, secrets), no tool, source or staff-only chunk.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { shippedFiles } from './functions-package.mjs';

/** Why a file the deploy would upload should not be there. */
function reason(file) {
  if (file.endsWith('.map')) return 'a source map';
  if (/(^|\/)\.(env|secret)/.test(file)) return "a settings file (another project's values, staff addresses, secrets)";
  if (file.startsWith('lib/page-server/'))
    return 'a chunk the server build never imports statically (browser-only code)';
  return 'not part of the function';
}

/**
 * Compares the upload with the expected list.
 * @returns {Promise<{summary: string, problems: {message: string, fix: string}[], notes?: string[]}>}
 */
export async function checkUploads(root, firebaseJson) {
  const { sourceDir, files } = await shippedFiles(root, firebaseJson);
  const uploaded = files.map((file) => path.relative(sourceDir, file.name).split(path.sep).join('/'));
  const pageServer = path.join(sourceDir, 'lib', 'page-server');
  const notes = [];
  const expected = new Set(['package.json', 'lib/index.js']);
  if (existsSync(path.join(pageServer, 'index.js'))) {
    const { pageServerFiles } = await import(pathToFileURL(path.join(root, 'functions', 'page-server-files.mjs')).href);
    for (const file of await pageServerFiles(pageServer)) expected.add(`lib/page-server/${file}`);
  } else notes.push('no lib/page-server (no web build): its files were not checked.');
  const problems = [];
  for (const file of uploaded.filter((name) => !expected.has(name) && name !== 'package-lock.json'))
    problems.push({
      message: `functions/${file} would be uploaded: ${reason(file)}.`,
      fix: 'add it to firebase.json functions "ignore", or leave it out of the build (functions/build.mjs).',
    });
  for (const file of [...expected].filter((name) => !uploaded.includes(name)))
    problems.push({
      message: `functions/${file} would not be uploaded, but the function needs it.`,
      fix: 'remove the firebase.json functions "ignore" entry that matches it, and build first (`npm run build`).',
    });
  const bytes = files.reduce((sum, file) => sum + statSync(file.name).size, 0);
  const summary = `${uploaded.length} files, ${(bytes / 1e6).toFixed(2)} MB: package.json, lib/index.js and the page server's static imports; no map, settings file or browser-only chunk`;
  return { summary, problems, notes };
}

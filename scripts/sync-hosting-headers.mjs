#!/usr/bin/env node
/**
 * Writes firebase.json `hosting.headers` from functions/src/security/hosting-headers.ts (the one
 * source of the security headers; see that file). Imports the TypeScript module
 * (scripts/lib/import-ts.mjs) and rewrites only the `headers` key, formatted with the repo's
 * prettier. `--check` exits 1 when firebase.json differs instead of writing it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { importTs } from './lib/import-ts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const configPath = path.join(root, 'firebase.json');
const { hostingHeaderRules } = await importTs(path.join(root, 'functions/src/security/hosting-headers.ts'));

const config = JSON.parse(readFileSync(configPath, 'utf8'));
const wanted = hostingHeaderRules();
if (JSON.stringify(config.hosting.headers) === JSON.stringify(wanted)) {
  console.log('firebase.json hosting.headers: up to date');
} else if (process.argv.includes('--check')) {
  console.error(
    'firebase.json hosting.headers differs from functions/src/security/hosting-headers.ts: run `npm run headers:sync`',
  );
  process.exit(1);
} else {
  config.hosting.headers = wanted;
  const options = { ...(await resolveConfig(configPath)), filepath: configPath };
  writeFileSync(configPath, await format(JSON.stringify(config, null, 2), options));
  console.log('firebase.json hosting.headers: written');
}

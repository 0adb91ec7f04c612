#!/usr/bin/env node
/**
 * Writes web/build/client/robots.txt from contract/src/seo/robots-txt.ts, after the web build
 * (package.json "build:all"). Static because Cloud Functions never lets a function answer
 * /robots.txt (see that module). The Sitemap line uses env SITE_URL when set (the production
 * domain at deploy time: npm run build:deploy), else the local stack's, from the emulator's
 * settings (functions/.env.local) — the same origin the function's sitemap uses.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readDotenv } from './lib/functions-env.mjs';
import { importTs } from './lib/import-ts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'web', 'build', 'client');
if (!existsSync(out)) {
  console.error('write-robots-txt: web/build/client is missing: build the web first');
  process.exit(1);
}
const { robotsTxt } = await importTs(path.join(root, 'contract/src/seo/robots-txt.ts'));
const localSiteUrl = () => readDotenv(path.join(root, 'functions', '.env.local')).SITE_URL?.trim();
const siteUrl = process.env.SITE_URL?.trim() || localSiteUrl();
if (!siteUrl) {
  console.error('write-robots-txt: no SITE_URL (set it, or in functions/.env.local for the local stack)');
  process.exit(1);
}
writeFileSync(path.join(out, 'robots.txt'), robotsTxt(siteUrl));
console.log(`write-robots-txt: web/build/client/robots.txt (Sitemap: ${new URL('/sitemap.xml', siteUrl).href})`);

/**
 * The bucket settings in the repo (storage.cors.json, storage.lifecycle.json; docs/deploy.md
 * step 4) match what the code does: the browser's upload PUT may send every header the signed URL
 * requires, raw uploads and Firestore exports expire under the prefixes the code writes, and
 * deleted images stay restorable as noncurrent versions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firestoreBackupPrefix } from '../src/services/platform/backup/firestore-export';
import { uploadExtensionHeaders } from '../src/services/media/object-store/object-store';

const root = path.resolve(import.meta.dirname, '..', '..');
const readJson = (name: string) => JSON.parse(readFileSync(path.join(root, name), 'utf8'));

interface LifecycleRule {
  action: { type: string };
  condition: { age?: number; matchesPrefix?: string[]; isLive?: boolean; daysSinceNoncurrentTime?: number };
}

describe('storage.cors.json', () => {
  it('lets the browser PUT an upload with the signed headers and a content type', () => {
    const [rule, ...others] = readJson('storage.cors.json') as { method: string[]; responseHeader: string[] }[];
    expect(others).toEqual([]);
    expect(rule!.method).toEqual(['PUT']);
    const allowed = rule!.responseHeader.map((h) => h.toLowerCase());
    for (const header of [...Object.keys(uploadExtensionHeaders), 'content-type']) expect(allowed).toContain(header);
  });
});

describe('storage.lifecycle.json', () => {
  const rules = (readJson('storage.lifecycle.json') as { rule: LifecycleRule[] }).rule;
  const deletes = (condition: Partial<LifecycleRule['condition']>) =>
    rules.some((r) => r.action.type === 'Delete' && expect.objectContaining(condition).asymmetricMatch(r.condition));

  it('deletes raw uploads after a day and Firestore exports after 30 days', () => {
    expect(deletes({ age: 1, matchesPrefix: ['uploads/'] })).toBe(true);
    expect(deletes({ age: 30, matchesPrefix: [firestoreBackupPrefix] })).toBe(true);
  });

  it('keeps deleted or replaced images 30 days as noncurrent versions, and nothing longer', () => {
    expect(deletes({ isLive: false, daysSinceNoncurrentTime: 30 })).toBe(true);
    expect(rules.every((r) => r.action.type === 'Delete')).toBe(true);
  });
});

/**
 * The STAFF_EMAILS setting (services/staff/staff-allowlist.ts): JSON list as the Firebase CLI hands it
 * to a deployed function, the raw .env.local value the emulator passes, or a comma list.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isAllowlisted, staffAllowlist } from '../src/services/staff/staff-allowlist';

const saved = process.env.STAFF_EMAILS;
afterEach(() => {
  if (saved === undefined) delete process.env.STAFF_EMAILS;
  else process.env.STAFF_EMAILS = saved;
});

describe('staffAllowlist', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['[]', []],
    ['["Staff@Example.com", " b@example.com "]', ['staff@example.com', 'b@example.com']],
    ['a@example.com, B@example.com,', ['a@example.com', 'b@example.com']],
    ["['a@example.com']", ['a@example.com']],
  ])('%j → %j', (raw, expected) => {
    if (raw === undefined) delete process.env.STAFF_EMAILS;
    else process.env.STAFF_EMAILS = raw;
    expect(staffAllowlist()).toEqual(expected);
  });

  it('matches e-mails case-insensitively and never matches a missing e-mail', () => {
    process.env.STAFF_EMAILS = '["staff@example.com"]';
    expect(isAllowlisted('STAFF@example.com')).toBe(true);
    expect(isAllowlisted('other@example.com')).toBe(false);
    expect(isAllowlisted(undefined)).toBe(false);
  });

  it('the local stack allowlists the seeded staff account (functions/.env.local)', () => {
    const file = readFileSync(path.join(import.meta.dirname, '..', '.env.local'), 'utf8');
    const line = file.split('\n').find((l) => l.startsWith('STAFF_EMAILS='));
    process.env.STAFF_EMAILS = line?.slice('STAFF_EMAILS='.length);
    expect(staffAllowlist()).toEqual(['staff@example.com']);
  });
});

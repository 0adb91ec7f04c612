/** The view counter's pure parts: mark ids, mark expiry, the shard field of a post (ADR 0012). */
import { describe, expect, it } from 'vitest';
import { viewCountField, viewMarkExpiry, viewMarkId } from './post-views';

describe('viewMarkId', () => {
  it('is a SHA-256 hex that changes with the browser, the post and the day', () => {
    const id = viewMarkId('browser-a-0000000000000000', 'post-1', '2026-11-23');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(viewMarkId('browser-a-0000000000000000', 'post-1', '2026-11-23')).toBe(id);
    expect(viewMarkId('browser-b-0000000000000000', 'post-1', '2026-11-23')).not.toBe(id);
    expect(viewMarkId('browser-a-0000000000000000', 'post-2', '2026-11-23')).not.toBe(id);
    expect(viewMarkId('browser-a-0000000000000000', 'post-1', '2026-11-24')).not.toBe(id);
    expect(id).not.toContain('post');
  });
});

describe('viewMarkExpiry', () => {
  it('is 00:00 UTC after the day, across month and year ends', () => {
    expect(viewMarkExpiry('2026-11-23').toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(viewMarkExpiry('2026-02-28').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(viewMarkExpiry('2026-12-31').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('viewCountField', () => {
  it('is a simple field name (no escaping in a field path) for any document id, one per id', () => {
    for (const id of ['AbC123xyz', 'demo-new-home-lawn', 'a.b`c*[d]', 'café']) {
      expect(viewCountField(id)).toMatch(/^p_[0-9a-f]+$/);
    }
    expect(viewCountField('demo-a')).toBe(`p_${Buffer.from('demo-a').toString('hex')}`);
    expect(viewCountField('a')).not.toBe(viewCountField('b'));
  });
});

import { describe, expect, it } from 'vitest';
import { submissionKeys } from './submission-key';

describe('submissionKeys', () => {
  it('sends the same key again with the same values, and a new one when they change', () => {
    const keys = submissionKeys();
    const first = keys.keyFor({ name: 'Jane', photoIds: [] });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.keyFor({ name: 'Jane', photoIds: [] })).toBe(first);
    const corrected = keys.keyFor({ name: 'Jane Doe', photoIds: [] });
    expect(corrected).not.toBe(first);
    expect(keys.keyFor({ name: 'Jane Doe', photoIds: [] })).toBe(corrected);
  });

  it('each form has its own keys', () => {
    expect(submissionKeys().keyFor({ a: 1 })).not.toBe(submissionKeys().keyFor({ a: 1 }));
  });
});

import { notStaffMessage } from '@site/contract/api';
import { describe, expect, it } from 'vitest';
import { errorMessageOf, sessionFailedMessage, sessionOutcome } from './create-session';

describe('sessionOutcome', () => {
  it('204 means signed in', () => {
    expect(sessionOutcome(204, '')).toEqual({ kind: 'created' });
  });
  it('403 shows the server message as is', () => {
    expect(sessionOutcome(403, JSON.stringify({ message: notStaffMessage }))).toEqual({
      kind: 'not-staff',
      message: notStaffMessage,
    });
  });
  it('other refusals keep their status and message, with a fallback', () => {
    expect(
      sessionOutcome(401, '{"message":"Sign-in is too old (more than 5 minutes). Please sign in again."}'),
    ).toEqual({
      kind: 'failed',
      status: 401,
      message: 'Sign-in is too old (more than 5 minutes). Please sign in again.',
    });
    expect(sessionOutcome(502, '<html>Bad gateway</html>')).toEqual({
      kind: 'failed',
      status: 502,
      message: sessionFailedMessage,
    });
  });
  it('reads only a non-empty string message', () => {
    expect(errorMessageOf('{"message":""}')).toBe(sessionFailedMessage);
    expect(errorMessageOf('{"msg":"x"}', 'fallback')).toBe('fallback');
    expect(errorMessageOf('')).toBe(sessionFailedMessage);
  });
});

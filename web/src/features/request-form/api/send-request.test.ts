import { describe, expect, it } from 'vitest';
import { sendFailureOf } from './send-request';

describe('sendFailureOf', () => {
  it('reads a validation answer into field errors', () => {
    const error = new Error(
      '400: {"message":"Invalid request","errors":{"phone":"Please enter a valid phone number"}}',
    );
    expect(sendFailureOf(error)).toEqual({
      kind: 'invalid',
      fieldErrors: { phone: 'Please enter a valid phone number' },
    });
  });

  it('tells the rate limit apart', () => {
    expect(sendFailureOf(new Error('429: {"message":"Too many requests"}'))).toEqual({ kind: 'rate-limited' });
  });

  it('counts a fetch without an answer as offline', () => {
    expect(sendFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
  });

  it('counts 5xx, a 400 without field errors and anything else as a server failure', () => {
    expect(sendFailureOf(new Error('500: {"message":"Internal error"}'))).toEqual({ kind: 'server' });
    expect(sendFailureOf(new Error('503: Service Unavailable'))).toEqual({ kind: 'server' });
    expect(sendFailureOf(new Error('400: {"message":"Malformed JSON"}'))).toEqual({ kind: 'server' });
  });
});

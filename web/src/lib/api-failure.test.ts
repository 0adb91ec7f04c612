import { describe, expect, it } from 'vitest';
import { parseApiFailure } from './api-failure';

describe('parseApiFailure', () => {
  it('reads the status, message and field errors of a validation failure', () => {
    const error = new Error('400: {"message":"Validation failed","errors":{"title":"Project title is required"}}');
    expect(parseApiFailure(error)).toEqual({
      status: 400,
      message: 'Validation failed',
      fieldErrors: { title: 'Project title is required' },
    });
  });

  it('keeps a non-JSON body as the message', () => {
    expect(parseApiFailure(new Error('401: Unauthorized'))).toEqual({
      status: 401,
      message: 'Unauthorized',
      fieldErrors: {},
    });
  });

  it('treats an error without a status as a network failure', () => {
    expect(parseApiFailure(new TypeError('Failed to fetch'))).toEqual({
      status: null,
      message: 'Failed to fetch',
      fieldErrors: {},
    });
  });

  it('accepts a JSON body that is not an error shape as text', () => {
    expect(parseApiFailure(new Error('500: [1,2]'))).toEqual({ status: 500, message: '[1,2]', fieldErrors: {} });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { takeQueuedToasts } from '../../lib/toast';
import { showFormFailure, toastFailure } from './failure-toast';

/** An error as apiRequest throws it: "{status}: {body}". */
const apiError = (status: number, body: unknown) => new Error(`${status}: ${JSON.stringify(body)}`);

describe('showFormFailure', () => {
  it('puts the API field errors this form shows on its fields, the first focused, and toasts what failed', () => {
    takeQueuedToasts();
    const setError = vi.fn();
    const error = apiError(400, {
      message: 'Invalid settings',
      errors: { 'address.city': 'Town is required', siteUrl: 'Read-only', phone: 'Enter a phone number' },
    });
    showFormFailure(
      error,
      setError,
      (field) => (field === 'siteUrl' ? null : field),
      'Failed to save company details. Please try again.',
    );
    expect(setError.mock.calls).toEqual([
      ['address.city', { type: 'server', message: 'Town is required' }, { shouldFocus: true }],
      ['phone', { type: 'server', message: 'Enter a phone number' }, { shouldFocus: false }],
    ]);
    expect(takeQueuedToasts()).toEqual([
      expect.objectContaining({
        title: 'Error',
        description: 'Failed to save company details. Please try again.',
        variant: 'destructive',
      }),
    ]);
  });

  it('says the server’s words for a 409 when asked, and nothing at all for a 401', () => {
    takeQueuedToasts();
    const setError = vi.fn();
    showFormFailure(
      apiError(409, { message: 'This page has text already' }),
      setError,
      () => null,
      'Failed to save changes.',
      true,
    );
    expect(takeQueuedToasts()).toEqual([expect.objectContaining({ description: 'This page has text already' })]);
    showFormFailure(apiError(401, { message: 'Unauthorized' }), setError, (f) => f, 'Failed to save changes.');
    toastFailure(apiError(401, { message: 'Unauthorized' }), 'Failed.');
    expect(takeQueuedToasts()).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});

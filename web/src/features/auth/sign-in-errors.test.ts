import { describe, expect, it } from 'vitest';
import { firebaseErrorCode, isCancelledSignIn, signInErrorMessage } from './sign-in-errors';

describe('sign-in errors', () => {
  it('reads the code of FirebaseError-like values only', () => {
    expect(firebaseErrorCode({ code: 'auth/popup-blocked' })).toBe('auth/popup-blocked');
    expect(firebaseErrorCode(new Error('x'))).toBeUndefined();
    expect(firebaseErrorCode(null)).toBeUndefined();
    expect(firebaseErrorCode({ code: 42 })).toBeUndefined();
  });
  it('treats a closed window as a cancellation, with a gentle message', () => {
    expect(isCancelledSignIn({ code: 'auth/popup-closed-by-user' })).toBe(true);
    expect(isCancelledSignIn({ code: 'auth/cancelled-popup-request' })).toBe(true);
    expect(isCancelledSignIn({ code: 'auth/network-request-failed' })).toBe(false);
    expect(signInErrorMessage({ code: 'auth/popup-closed-by-user' })).toMatch(/closed before signing in/);
  });
  it('says what to do for blocked pop-ups and network failures', () => {
    expect(signInErrorMessage({ code: 'auth/popup-blocked' })).toMatch(/Allow pop-ups/);
    expect(signInErrorMessage({ code: 'auth/network-request-failed' })).toMatch(/Check your connection/);
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toMatch(/Check your connection/);
    expect(signInErrorMessage(new Error('boom'))).toBe('Sign-in failed. Please try again.');
  });
});

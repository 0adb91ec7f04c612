import { describe, expect, it } from 'vitest';
import { fakeGoogleIdToken, parseEmulatorAccounts } from './get-emulator-accounts';

const google = (rawId: string, email: string, displayName?: string) => ({
  providerId: 'google.com',
  rawId,
  email,
  displayName,
});

describe('parseEmulatorAccounts', () => {
  it('lists enabled Google identities sorted by e-mail', () => {
    const accounts = parseEmulatorAccounts({
      userInfo: [
        { providerUserInfo: [google('2', 'visitor@example.com', 'Vic Visitor')] },
        { providerUserInfo: [google('1', 'staff@example.com', 'Dana Staff')] },
        { disabled: true, providerUserInfo: [google('3', 'gone@example.com')] },
        { providerUserInfo: [{ providerId: 'password', rawId: 'p@example.com', email: 'p@example.com' }] },
        {},
      ],
    });
    expect(accounts).toEqual([
      { googleId: '1', email: 'staff@example.com', displayName: 'Dana Staff', photoUrl: null },
      { googleId: '2', email: 'visitor@example.com', displayName: 'Vic Visitor', photoUrl: null },
    ]);
  });
  it('accepts an empty emulator and rejects other shapes', () => {
    expect(parseEmulatorAccounts({ recordsCount: '0' })).toEqual([]);
    expect(() => parseEmulatorAccounts({ userInfo: 'nope' })).toThrow(TypeError);
    expect(() => parseEmulatorAccounts('nope')).toThrow(TypeError);
  });
});

describe('fakeGoogleIdToken', () => {
  it('is the JSON claims the emulator accepts', () => {
    expect(
      JSON.parse(
        fakeGoogleIdToken({ googleId: '1', email: 'staff@example.com', displayName: 'Dana Staff', photoUrl: null }),
      ),
    ).toEqual({
      sub: '1',
      email: 'staff@example.com',
      email_verified: true,
      name: 'Dana Staff',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { authUserQueryKey } from './auth-user';
import { displayName, initials } from './user-names';

describe('auth user helpers', () => {
  it('uses the /api/auth/user query key', () => {
    expect(authUserQueryKey).toEqual(['/api/auth/user']);
  });

  it('shows the first name, else the e-mail (spec §2)', () => {
    expect(displayName({ firstName: 'Dana', email: 'dana@example.com' })).toBe('Dana');
    expect(displayName({ firstName: null, email: 'dana@example.com' })).toBe('dana@example.com');
    expect(displayName({ firstName: '  ', email: 'dana@example.com' })).toBe('dana@example.com');
  });

  it('makes initials from the names, else the e-mail', () => {
    expect(initials({ firstName: 'Dana', lastName: 'Reyes', email: 'x@example.com' })).toBe('DR');
    expect(initials({ firstName: 'dana', lastName: null, email: 'x@example.com' })).toBe('D');
    expect(initials({ firstName: null, lastName: null, email: 'office@example.com' })).toBe('O');
  });
});

/**
 * Demo sign-in accounts of the local stack ("The local seed creates one staff account
 * and one non-staff Google account in the Auth emulator; README names them"). Google accounts
 * have no password: pick them in the Auth emulator's Google account chooser.
 */
import { ensureGoogleAccount, type GoogleAccountSeed } from '../services/staff/staff-accounts';

/** The seeded accounts. staff@example.com is also on STAFF_EMAILS in functions/.env.local. */
export const seedAccounts: readonly GoogleAccountSeed[] = [
  {
    uid: 'seed-staff-dana',
    googleId: '100000000000000000001',
    email: 'staff@example.com',
    displayName: 'Dana Staff',
    staff: true,
  },
  {
    uid: 'seed-visitor-vic',
    googleId: '100000000000000000002',
    email: 'visitor@example.com',
    displayName: 'Vic Visitor',
    staff: false,
  },
];

/**
 * Creates or refreshes the seed accounts in the Auth emulator, idempotently.
 * @param env FIREBASE_AUTH_EMULATOR_HOST must be set: real Auth projects are never seeded
 * @returns one line such as "auth: 2 accounts (2 created, 0 updated, 0 unchanged)", or a line
 *   saying why nothing was done
 * @throws Auth errors (emulator unreachable) to the caller
 */
export async function seedAuthAccounts(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) return 'auth: skipped (FIREBASE_AUTH_EMULATOR_HOST is not set)';
  const counts = { created: 0, updated: 0, unchanged: 0 };
  for (const account of seedAccounts) counts[await ensureGoogleAccount(account)] += 1;
  return `auth: ${seedAccounts.length} accounts (${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged): ${seedAccounts.map((a) => `${a.email}${a.staff ? ' [staff]' : ''}`).join(', ')}`;
}

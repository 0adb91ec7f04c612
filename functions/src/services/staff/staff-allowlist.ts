/**
 * The staff allowlist setting (DESIGN §7: staff "granted from an allowlist setting (emails)";
 * "read through firebase-functions params"): the STAFF_EMAILS list param of params.ts.
 *
 * Values:
 * - deployed: `functions/.env.<projectId>` (e.g. `STAFF_EMAILS=["owner@example.com"]`), or the
 *   value `firebase deploy` prompts for; the CLI hands the function a JSON array;
 * - Functions emulator: `functions/.env.local` (loaded only when emulating, after `.env` and
 *   `.env.<projectId>`), which the emulator passes through as written, so it is written as JSON;
 * - tests and tools: the `STAFF_EMAILS` environment variable (JSON array or comma-separated).
 */
import { staffEmailsParam } from '../../params';

/** Lower-cased, trimmed, non-empty e-mails of a raw list. */
function normalize(list: readonly string[]): string[] {
  return list.map((email) => email.trim().toLowerCase()).filter((email) => email.length > 0);
}

/**
 * The allowlisted e-mails, read at call time (never at module load: params resolve at runtime).
 * @returns lower-case e-mails; [] when the setting is missing or empty
 * @throws nothing: a value that is not a JSON array is read as a comma-separated list
 */
export function staffAllowlist(): string[] {
  const raw = process.env.STAFF_EMAILS?.trim();
  if (!raw) return [];
  try {
    return normalize(staffEmailsParam.value());
  } catch {
    return normalize(
      raw
        .replace(/^\[|\]$/g, '')
        .split(',')
        .map((email) => email.replace(/^["']|["']$/g, '')),
    );
  }
}

/**
 * Is this e-mail on the allowlist? Case-insensitive (e-mail domains are; Google treats local
 * parts case-insensitively too).
 */
export function isAllowlisted(email: string | undefined): boolean {
  return email !== undefined && staffAllowlist().includes(email.trim().toLowerCase());
}

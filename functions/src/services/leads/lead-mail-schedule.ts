/**
 * When the e-mails of a lead are (re)tried ("a scheduled function (onSchedule, every
 * few minutes) retries with backoff and records `sent` or `failed`"): exponential backoff from
 * 5 minutes, the schedule's period (index.ts `retryLeadMail`), doubling up to 6 hours, 10
 * attempts in all. An SMTP service that is down for most of a day still delivers every request;
 * only after about 22 hours is the e-mail recorded `failed` (staff then see it in the admin and
 * can press Resend).
 */

/** How long a sender holds a lead it claimed (lead-delivery.ts): longer than one run can take. */
export const mailLeaseMs = 3 * 60_000;

/** Attempts per e-mail before it is recorded `failed`. */
export const maxMailAttempts = 10;

/** Wait after the first failed attempt, ms (the retry job runs every 5 minutes). */
export const firstRetryDelayMs = 5 * 60_000;

/** Longest wait between two attempts, ms. */
export const maxRetryDelayMs = 6 * 3_600_000;

/**
 * The wait before the next attempt, after `failedAttempts` failed ones: 5, 10, 20, 40, 80, 160,
 * 320 minutes, then 6 hours.
 * @param failedAttempts ≥ 1
 */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(firstRetryDelayMs * 2 ** Math.max(0, failedAttempts - 1), maxRetryDelayMs);
}

/**
 * The idempotency key of a request's submission (POST /api/leads
 * `Idempotency-Key`, draft-ietf-httpapi-idempotency-key-header): one key per submission attempt,
 * sent again when the same values are sent again (a retry after "no answer" or a server error,
 * whose first try may have been stored), and a new one as soon as the values differ (a corrected
 * form is a new submission, which the server would otherwise refuse as a changed repeat).
 */

/** Remembers the last submission: its body (as JSON) and key. */
export interface SubmissionKeys {
  /** The key for sending `body`: the last one when `body` is what was last sent, else a new one. */
  keyFor(body: unknown): string;
}

/**
 * A keeper of submission keys (one per form).
 * @param newKey where keys come from: default crypto.randomUUID (a v4 UUID, 36 characters)
 */
export function submissionKeys(newKey: () => string = () => crypto.randomUUID()): SubmissionKeys {
  let last: { json: string; key: string } | null = null;
  return {
    keyFor(body) {
      const json = JSON.stringify(body);
      if (last?.json !== json) last = { json, key: newKey() };
      return last.key;
    },
  };
}

/**
 * Spam signals of a visitor request without a third-party service ("a honeypot field
 * and a minimum fill time (a submission that trips them gets the same 201 but is stored with
 * status `spam` and sends no e-mail)"); a quick send alone is only flagged (isSpam). The link-count limit is a validation rule of the contract
 * schema (a person gets a message there). docs/deploy.md step 12 names the production upgrade
 * (App Check with reCAPTCHA Enterprise).
 *
 * A real customer wrongly judged spam is the expensive mistake (a lost job), a spam e-mail to the
 * office the cheap one, so the rules only flag what people cannot do.
 */

/** Why a request was judged spam, or (too-fast alone) looks like it. */
export const spamSignals = ['honeypot', 'too-fast', 'no-form-stamp'] as const;
export type SpamSignal = (typeof spamSignals)[number];

/**
 * Is a request with these signals spam (stored `spam`, no e-mail)? The honeypot and a post
 * without our stamp are things people cannot do. A quick send alone is not: autofill and a short
 * message can beat 3 s, so such a request stays in the inbox as new, e-mailed, and flagged for
 * staff to check (contract Lead `sentFast`), never hidden where nobody looks.
 */
export function isSpam(signals: readonly SpamSignal[]): boolean {
  return signals.some((signal) => signal !== 'too-fast');
}

/**
 * Fastest a person fills the form, ms: 3 s. The message alone needs 10 typed characters on top of
 * a name and a phone or e-mail (browser autofill can fill those at once); bots post at once.
 */
export const minimumFillMs = 3_000;

/** The parts of a request the rules read (contract leadInputSchema's `website` and `startedAt`). */
export interface SpamEvidence {
  /** The honeypot: a field hidden from people (visually and from assistive technology). */
  website?: string | undefined;
  /** When the form was shown, ms since the epoch, by the visitor's clock (or our signed stamp's). */
  startedAt?: number | undefined;
  /** A post of the form without JavaScript: false when it carried no valid stamp of ours (form-stamp.ts). */
  stamped?: boolean | undefined;
}

/**
 * The spam signals of a request.
 * - `honeypot`: the hidden `website` field holds anything but spaces.
 * - `too-fast`: sent less than minimumFillMs after `startedAt`. The two times come from two clocks
 *   (the visitor's and ours), so a time in our future is read as a skewed clock, not as spam;
 *   a request without `startedAt` (an API client, an old page) is not judged on time at all.
 * - `no-form-stamp`: a post of the form without JavaScript without a valid stamp: a bot posting
 *   to the page without loading it (the page always renders one).
 * @param nowMs the server's time, ms since the epoch
 * @returns the signals found, empty for a request that looks real
 */
export function spamSignalsOf(evidence: SpamEvidence, nowMs: number): SpamSignal[] {
  const signals: SpamSignal[] = [];
  if ((evidence.website ?? '').trim() !== '') signals.push('honeypot');
  if (evidence.stamped === false) signals.push('no-form-stamp');
  if (evidence.startedAt !== undefined) {
    const elapsed = nowMs - evidence.startedAt;
    if (elapsed >= 0 && elapsed < minimumFillMs) signals.push('too-fast');
  }
  return signals;
}

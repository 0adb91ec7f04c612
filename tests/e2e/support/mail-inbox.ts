/**
 * Reading the e-mails the local SMTP catcher caught (maildev 3: github.com/maildev/maildev,
 * packages/api src/server.ts; its REST paths changed in 3.x): `GET /api/email` lists every caught
 * message in arrival order with its parsed fields, `DELETE /api/email/all` empties the inbox.
 * Shared by the browser tests (the stack's catcher, whose web port scripts/lib/mail-catcher.mjs
 * prints) and the functions tests (a catcher of their own: functions/test/mail-catcher.ts).
 */

/** An address as maildev parses it. */
export interface CaughtAddress {
  address: string;
  name?: string;
}

/** One caught message (the fields of maildev's Email this project reads). */
export interface CaughtMail {
  id: string;
  subject: string;
  from: CaughtAddress[];
  to: CaughtAddress[];
  /** The plain-text part. */
  text?: string;
  /** The HTML part (maildev sanitizes it for display). */
  html?: string;
  /** Some raw headers, lower-case names (`message-id`, `subject`…; not the address headers: see source()). */
  headers: Record<string, string | string[]>;
  /** When it arrived (ISO 8601). */
  time: string;
}

/** The inbox of one maildev web/API server. */
export class MailInbox {
  /** @param webUrl the catcher's web address, e.g. http://127.0.0.1:1080 */
  constructor(readonly webUrl: string) {}

  /** Every caught message, oldest first. @throws Error when the catcher does not answer 200 */
  async list(): Promise<CaughtMail[]> {
    const response = await fetch(`${this.webUrl}/api/email`);
    if (!response.ok) throw new Error(`mail catcher: GET /api/email answered ${response.status}`);
    return (await response.json()) as CaughtMail[];
  }

  /** The messages sent to `address` (case-insensitive), oldest first. */
  async to(address: string): Promise<CaughtMail[]> {
    const wanted = address.toLowerCase();
    return (await this.list()).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === wanted));
  }

  /** The raw message as received (RFC 5322 text: every header, e.g. Reply-To, which `headers` leaves out). */
  async source(id: string): Promise<string> {
    const response = await fetch(`${this.webUrl}/api/email/${encodeURIComponent(id)}/source`);
    if (!response.ok) throw new Error(`mail catcher: GET /api/email/${id}/source answered ${response.status}`);
    return response.text();
  }

  /** Empties the inbox. */
  async clear(): Promise<void> {
    const response = await fetch(`${this.webUrl}/api/email/all`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`mail catcher: DELETE /api/email/all answered ${response.status}`);
  }

  /**
   * Waits until at least `count` caught messages satisfy `match` (polling every 100 ms).
   * @returns those messages, oldest first
   * @throws Error after `timeoutMs` (default 15 s), saying how many it found
   */
  async waitFor(match: (mail: CaughtMail) => boolean, { count = 1, timeoutMs = 15_000 } = {}): Promise<CaughtMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.list()).filter(match);
      if (found.length >= count) return found;
      if (Date.now() > deadline)
        throw new Error(`mail catcher: ${found.length} of ${count} expected messages after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The running stack's inbox: MAIL_URL (set by scripts/test-all.mjs), else the default port. */
export function stackMailInbox(): MailInbox {
  return new MailInbox(process.env.MAIL_URL ?? 'http://127.0.0.1:1080');
}

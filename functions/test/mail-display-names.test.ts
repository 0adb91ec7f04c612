/**
 * no display name of an e-mail carries a control character. A visitor's name
 * with CR/LF (and other invisible characters) reaches the office e-mail's Reply-To as plain text on
 * one line, not encoded; the sender's name (MAIL_FROM) likewise. Through POST /api/leads and a real
 * SMTP catcher.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeDisplayName, safeFrom } from '../src/services/platform/mail/mail-transport';
import { useTestFirestore } from './emulator';
import { seedDemoCompany } from './fixtures';
import { leadBody, leadsApp, submitLead } from './lead-helpers';
import { startMailCatcher, useSmtp, type MailCatcher } from './mail-catcher';
import { useTempObjects } from './objects-helpers';

useTestFirestore('mail-display-names');
useTempObjects('mail-display-names');
const app = leadsApp();
let catcher: MailCatcher;

beforeAll(async () => {
  await seedDemoCompany();
  catcher = await startMailCatcher();
  useSmtp(catcher.smtpUrl);
  process.env.MAIL_FROM = 'Orange\tValley\r\n\u200b& Masonry <no-reply@orange-valley.test>';
});
afterAll(async () => catcher?.stop());

/** The header lines of a raw message, unfolded (RFC 5322 §2.2.3). */
const headerLines = (source: string) =>
  source
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/);

describe('display names', () => {
  it("the office e-mail's Reply-To and From carry no control character, not even encoded", async () => {
    // NUL and the bidirectional overrides never get this far (400: contract plain-text.ts); line breaks do.
    const name = 'Eve\r\nBcc: attacker@evil.example\u200b\u2028';
    const { reference } = await submitLead(app, leadBody({ name, email: 'eve@example.com' }));
    const [office] = await catcher.inbox.waitFor(
      (m) => m.subject.includes(reference) && m.to.some((t) => t.address === 'office@example.com'),
    );
    const lines = headerLines(await catcher.inbox.source(office!.id));
    const replyTo = lines.find((line) => /^Reply-To:/i.test(line))!;
    const from = lines.find((line) => /^From:/i.test(line))!;
    expect(replyTo).toBe('Reply-To: "Eve Bcc: attacker@evil.example" <eve@example.com>');
    expect(from).toMatch(/^From: "?Orange Valley & Masonry"? <no-reply@orange-valley\.test>$/);
    for (const line of [replyTo, from]) {
      expect(line).not.toMatch(/=\?|=0[DA]/i);
      expect(line).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    }
    expect(lines.filter((line) => /^Bcc:/i.test(line))).toEqual([]);
  });

  it('safeDisplayName and safeFrom', () => {
    expect(safeDisplayName('  Ann\u200b\u2028Lee\t\t ')).toBe('Ann Lee');
    expect(safeDisplayName('x'.repeat(300))).toHaveLength(120);
    expect(safeFrom('Orange Valley <no-reply@example.com>')).toBe('Orange Valley <no-reply@example.com>');
    expect(safeFrom('Ops\r\n\u202eTeam  <ops@example.com>')).toBe('Ops Team <ops@example.com>');
  });
});

/**
 * A real SMTP catcher for the functions tests ("create → stored + mail caught"):
 * maildev 3 on free ports of 127.0.0.1, its mail kept in a temp folder of its own, read through
 * its REST API (tests/e2e/support/mail-inbox.ts). Points the functions' mail settings (SMTP_URL,
 * MAIL_FROM: params.ts) at it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MailDev } from 'maildev';
import { MailInbox } from '../../tests/e2e/support/mail-inbox';
import getPort from 'get-port';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A running catcher. */
export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL is set to. */
  smtpUrl: string;
  smtpPort: number;
  inbox: MailInbox;
  stop(): Promise<void>;
}

/**
 * Starts maildev. `smtpPort` given: listens there (a test that brings the catcher back after an
 * outage reuses the port the functions were sending to).
 */
export async function startMailCatcher(smtpPort?: number): Promise<MailCatcher> {
  const port = smtpPort ?? (await getPort({ host: '127.0.0.1' }));
  const web = await getPort({ host: '127.0.0.1' });
  const mailDirectory = mkdtempSync(path.join(tmpdir(), 'mail-catcher-'));
  const maildev = new MailDev({ smtp: port, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true, mailDirectory });
  await maildev.start();
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    smtpPort: port,
    inbox: new MailInbox(`http://127.0.0.1:${web}`),
    stop: async () => {
      await maildev.stop();
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}

/** The sender the tests configure (MAIL_FROM). */
export const testMailFrom = 'Orange Valley Test <no-reply@orange-valley.test>';

/** Points the functions' mail settings at a catcher (or at any SMTP URL, e.g. a closed port). */
export function useSmtp(smtpUrl: string): void {
  process.env.SMTP_URL = smtpUrl;
  process.env.MAIL_FROM = testMailFrom;
}

/**
 * The catcher of this test file: started before its tests, with `useSmtp` pointed at it; its
 * inbox emptied before each test; stopped after the file. Call at the top level of a test file.
 * @returns a handle whose `inbox` is readable from the file's first test on
 * @throws Error when `inbox` is read before the catcher has started
 */
export function useMailCatcher(): { readonly inbox: MailInbox } {
  let catcher: MailCatcher | undefined;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    useSmtp(catcher.smtpUrl);
  });
  afterAll(async () => catcher?.stop());
  beforeEach(async () => catcher?.inbox.clear());
  return {
    get inbox() {
      if (!catcher) throw new Error('The mail catcher starts before the first test');
      return catcher.inbox;
    },
  };
}

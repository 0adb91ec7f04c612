/**
 * The local stack's mail catcher (DESIGN §4 "Mail: a real SMTP catcher starts with the stack"):
 * maildev 3 (github.com/maildev/maildev) in the launcher's process, an SMTP server the
 * functions send to and a web inbox with a REST API (tests read it: tests/e2e/support/mail-inbox.ts).
 *
 * The SMTP port is the one the functions are told to use: SMTP_URL in functions/.secret.local (the
 * Functions emulator gives it to the functions as the secret). Caught mail is kept in
 * `<dataDir>/mail` (one .eml file each), so the inbox survives a restart of `npm start`.
 */
import path from 'node:path';
import { MailDev } from 'maildev';
import { readDotenv } from './functions-env.mjs';

/** The web inbox's port. */
export const mailWebPort = 1080;

/**
 * The local values of the functions' mail settings: functions/.secret.local (SMTP_URL) and
 * functions/.env.local (MAIL_FROM, SITE_URL and the other params), as the Functions emulator reads them.
 * @param {string} root the repository
 * @returns {Record<string, string>}
 */
export function localFunctionsEnv(root) {
  const read = (name) => readDotenv(path.join(root, 'functions', name));
  return { ...read('.env.local'), ...read('.secret.local') };
}

/**
 * The SMTP port of functions/.secret.local's SMTP_URL (`smtp://127.0.0.1:1025`).
 * @throws Error when the URL is missing or not a local smtp:// URL with a port
 */
export function localSmtpPort(root) {
  const url = localFunctionsEnv(root).SMTP_URL;
  const match = /^smtp:\/\/127\.0\.0\.1:(\d+)\/?$/.exec(url ?? '');
  if (!match)
    throw new Error(
      `functions/.secret.local: SMTP_URL must be smtp://127.0.0.1:<port> for the local mail catcher, got "${url}"`,
    );
  return Number(match[1]);
}

/**
 * Starts the catcher on 127.0.0.1.
 * @param {{smtpPort: number, webPort?: number, dataDir: string}} options
 * @returns {Promise<{webUrl: string, stop: () => Promise<void>}>}
 */
export async function startMailCatcher({ smtpPort, webPort = mailWebPort, dataDir }) {
  const maildev = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    mailDirectory: path.join(dataDir, 'mail'),
    silent: true,
    mcp: false,
  });
  await maildev.start();
  return { webUrl: `http://127.0.0.1:${webPort}`, stop: () => maildev.stop() };
}

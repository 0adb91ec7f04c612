/**
 * Sending e-mail over SMTP with nodemailer (nodemailer.com/smtp; "Mail goes through
 * nodemailer over SMTP configured by a firebase-functions secret"; DESIGN §4: the local stack
 * sends to a real SMTP catcher through the same transport). The connection comes from the secret
 * SMTP_URL and the sender from the param MAIL_FROM (params.ts), read when a message is sent.
 *
 * Timeouts are short on purpose: a visitor's request waits for the first attempt (lead delivery
 * runs before the 201), and a failed attempt loses nothing (the lead stays `pending` and the retry
 * job sends it). nodemailer's defaults would hold a request for minutes.
 */
import { createTransport } from 'nodemailer';
import { mailFromParam, smtpUrlSecret } from '../../../params';

/** One message as we send it: plain text and HTML parts, and a Message-ID of our own (RFC 5322 §3.6.4). */
export interface MailMessage {
  from: string;
  to: string[];
  /** A name and address (nodemailer encodes both, so a typed name cannot add a header). */
  replyTo?: { name: string; address: string } | undefined;
  subject: string;
  text: string;
  html: string;
  /** `<…@…>`; the same for every attempt of one e-mail, so a duplicate after a crash can be recognised. */
  messageId: string;
}

/** Sends one message; rejects with the transport's error. */
export type MailSender = (message: MailMessage) => Promise<void>;

/** The mail settings are missing (SMTP_URL or MAIL_FROM not set): recorded on the lead, retried later. */
export class MailConfigurationError extends Error {}

/**
 * nodemailer SMTP timeouts, ms: connecting (DNS included) 10 s, the server's greeting 10 s, 20 s of
 * silence during a command. Worst case for one message is well under the API function's 60 s.
 */
export const smtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
  dnsTimeout: 10_000,
} as const;

/** The connection URL and sender of this environment (params.ts SMTP_URL, MAIL_FROM). */
export interface MailSettings {
  smtpUrl: string;
  from: string;
}

/**
 * The mail settings, read at call time (firebase-functions params have values only at runtime).
 * @throws MailConfigurationError naming what is missing (never a value: the URL holds a password)
 */
export function mailSettingsFromParams(): MailSettings {
  const smtpUrl = (process.env.SMTP_URL === undefined ? '' : smtpUrlSecret.value()).trim();
  const from = (process.env.MAIL_FROM === undefined ? '' : mailFromParam.value()).trim();
  const missing = [smtpUrl ? null : 'SMTP_URL', from ? null : 'MAIL_FROM'].filter(Boolean);
  if (missing.length > 0)
    throw new MailConfigurationError(
      `Mail is not configured: ${missing.join(' and ')} not set (docs/deploy.md, "Mail")`,
    );
  return { smtpUrl, from };
}

const transports = new Map<string, ReturnType<typeof createTransport>>();

/** Control and format characters, line and paragraph separators (Unicode Cc, Cf, Zl, Zp). */
const invisibleOrBreaking = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;

/**
 * A display name fit for an address header (RFC 5322 §3.2.5 phrase): every
 * control character (CR, LF, tab, NUL…), format character (bidi overrides, zero-width) and line
 * separator becomes a space, runs of spaces one space, trimmed, at most 120 characters. nodemailer
 * encodes what a header cannot carry, so a typed CR/LF could not add a header, but it still went
 * out inside the name (encoded) and some mail clients show it as a line break.
 */
export function safeDisplayName(name: string): string {
  return name.replace(invisibleOrBreaking, ' ').replace(/\s+/gu, ' ').trim().slice(0, 120);
}

/**
 * The From of a message: MAIL_FROM (`Name <address>`, params.ts) with every control and format
 * character made a space and spaces collapsed, as in safeDisplayName; nodemailer parses it and
 * quotes the name as a header needs.
 */
export function safeFrom(from: string): string {
  return from.replace(invisibleOrBreaking, ' ').replace(/\s+/gu, ' ').trim();
}

/**
 * A sender over the SMTP server of `smtpUrl` (`smtp://` with STARTTLS when offered, `smtps://`
 * with TLS from the start; user and password in the URL). One transporter per URL and instance,
 * without a connection pool: each message opens its own connection (a few e-mails an hour).
 * The From and Reply-To display names go through safeDisplayName; `to` holds bare addresses.
 */
export function smtpSender(smtpUrl: string): MailSender {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = createTransport({ url: smtpUrl, ...smtpTimeouts });
    transports.set(smtpUrl, transport);
  }
  const sending = transport;
  return async (message) => {
    // Every display name that goes into a header is made safe here, in one place.
    const replyTo = message.replyTo
      ? { name: safeDisplayName(message.replyTo.name), address: message.replyTo.address }
      : undefined;
    await sending.sendMail({
      ...message,
      from: safeFrom(message.from),
      replyTo,
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
  };
}

/**
 * A short, storable description of a send failure: nodemailer's error code (ECONNECTION,
 * ETIMEDOUT, EAUTH, EENVELOPE…), the SMTP reply code when there is one, and the message, at most
 * 300 characters. It is shown to staff on the lead; it may name an address, so it is never logged.
 */
export function describeMailError(error: unknown): string {
  const details = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  const parts = [
    typeof details.code === 'string' ? details.code : null,
    typeof details.responseCode === 'number' ? `SMTP ${details.responseCode}` : null,
    typeof details.message === 'string' ? details.message : String(error),
  ].filter(Boolean);
  return parts.join(': ').replace(/\s+/gu, ' ').slice(0, 300);
}

/**
 * Is the failure permanent for this message: the server refused the recipient for good (an SMTP
 * 5xx reply to RCPT TO, nodemailer EENVELOPE)? Retrying cannot help then.
 */
export function isPermanentMailError(error: unknown): boolean {
  const details = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
  };
  return details.code === 'EENVELOPE' && typeof details.responseCode === 'number' && details.responseCode >= 500;
}

/** A short, loggable kind of a send failure: the error code only (no address, no message text). */
export function mailErrorCode(error: unknown): string {
  if (error instanceof MailConfigurationError) return 'ECONFIG';
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : 'EUNKNOWN';
}

/**
 * Every setting the functions read from their environment, declared in ONE module (DECISIONS
 * "Functions params and secrets"; firebase.google.com/docs/functions/config-env#params).
 * docs/deploy.md ("Settings") lists them from here, and `npm run deploy:check` fails when code
 * reads an environment variable that is neither declared here nor provided by the platform.
 *
 * Two kinds:
 * - **Params** (`defineString`, `defineList`, `defineSecret`, …): the deploy asks for a value of
 *   each one that `functions/.env.<projectId>` (or `functions/.env`) does not give, and saves the
 *   answer there; a secret is read from Cloud Secret Manager (`firebase functions:secrets:set`).
 *   The local stack takes its values from `functions/.env.local` (emulator only).
 * - **Optional overrides** (environmentOverrides): plain environment variables with a built-in
 *   default, so the deploy never asks for them; set one in `functions/.env.<projectId>` only to
 *   change that default.
 *
 * Read params at call time (`param.value()`), never at module load: values exist only at runtime.
 */
import { defineList, defineSecret, defineString } from 'firebase-functions/params';

/**
 * STAFF_EMAILS: e-mails granted staff access at their first Google sign-in (custom claim
 * `staff: true`; DESIGN §7). A JSON list in the .env files, e.g. `["owner@example.com"]`.
 * Default: nobody (grant the first account with `npm run staff -- grant`).
 */
export const staffEmailsParam = defineList('STAFF_EMAILS', {
  default: [],
  description: 'E-mail addresses granted staff access at sign-in (custom claim staff: true).',
});

/**
 * SITE_URL: the public origin of the site, e.g. `https://www.example.com` (the custom domain, or
 * `https://<projectId>.web.app`). Canonical, Open Graph and sitemap URLs are built from it
 * (services/site/server-site-settings.ts), and the deploy build writes it into robots.txt. No default:
 * the first deploy asks for it.
 */
export const siteUrlParam = defineString('SITE_URL', {
  description: 'Public origin of the site, e.g. https://www.example.com (no trailing slash).',
  input: {
    text: {
      example: 'https://www.example.com',
      validationRegex: '^https?://[^/\\s]+$',
      validationErrorMessage: 'An origin such as https://www.example.com: scheme and host, no path.',
    },
  },
});

/**
 * SMTP_URL (secret): where the office e-mail of each visitor request and the visitor's
 * confirmation go out (services/platform/mail/mail-transport.ts), as a nodemailer connection URL
 * (nodemailer.com/smtp): `smtps://user:password@smtp.example.com:465` (TLS from the start) or
 * `smtp://user:password@smtp.example.com:587` (STARTTLS). Kept in Cloud Secret Manager:
 * `firebase functions:secrets:set SMTP_URL`. The local stack's value is functions/.secret.local
 * (the Functions emulator reads it: the mail catcher).
 */
export const smtpUrlSecret = defineSecret('SMTP_URL');

/**
 * MAIL_FROM: the sender of those e-mails, an address the SMTP service may send from, with a name,
 * e.g. `Orange Valley Landscaping <no-reply@example.com>` (RFC 5322 mailbox). No default: the
 * first deploy asks for it.
 */
export const mailFromParam = defineString('MAIL_FROM', {
  description:
    'Sender of the request e-mails, e.g. "Orange Valley Landscaping <no-reply@example.com>" (an address your SMTP service may send from).',
  input: { text: { example: 'Orange Valley Landscaping <no-reply@example.com>' } },
});

/**
 * Optional environment overrides: name → what it changes. Each has a built-in default (in the
 * module that reads it); the deploy never asks for them.
 */
export const environmentOverrides = {
  OBJECTS_BUCKET:
    'Cloud Storage bucket for images (default: the project default bucket from FIREBASE_CONFIG). services/media/object-store/select-object-store.ts',
  TRUST_PROXY_HOPS:
    'Proxies in front of the function whose X-Forwarded-For entries are trusted, 0-5 (default 2 on Cloud Run behind Hosting). services/platform/client-ip.ts',
  RATE_LIMIT_SESSION:
    'Sign-in attempts (POST /api/session) per minute per client (default 10). middleware/rate-limits.ts',
  RATE_LIMIT_UPLOAD:
    'Upload URLs (POST /api/objects/upload) per minute per client (default 30). middleware/rate-limits.ts',
  RATE_LIMIT_VIEWS:
    'Project page views counted (POST /api/posts/:idOrSlug/views) per minute per client (default 60). middleware/rate-limits.ts',
  RATE_LIMIT_LEADS: 'Visitor requests (POST /api/leads) per hour per client (default 5). middleware/rate-limits.ts',
  RATE_LIMIT_LEAD_UPLOADS:
    'Photo upload URLs of visitor requests (POST /api/leads/uploads) per hour per client (default 20). middleware/rate-limits.ts',
  OBJECTS_SIGNING_SECRET:
    'Local disk object store only: HMAC key of upload URLs (default: a random key in .data/objects). services/media/object-store/disk-upload-signing.ts',
} as const satisfies Record<string, string>;

/**
 * The Content-Security-Policy directives of the site (DESIGN §11; OWASP ASVS 5.0 3.4.3, 3.4.6;
 * MDN "Content-Security-Policy"). Two policies:
 *
 * - public: no inline or third-party script (a document's own inline scripts are added by hash,
 *   security-headers.ts); inline styles (Emotion); images from the site, data:/blob: (Uppy
 *   previews) and Google account photos (the staff avatar); fetches to the site and Cloud Storage
 *   (the signed upload PUT); frames only for the settings' contact form; nobody may frame the site.
 * - sign-in (/staff/sign-in): public plus Firebase Auth's signInWithPopup (the gapi loader, the
 *   identitytoolkit/securetoken calls, the auth domain's iframe) and, where the function runs
 *   against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST), that emulator; never in production.
 *
 * No `upgrade-insecure-requests`: the local stack is plain http; production is https-only
 * (Hosting redirects http, and HSTS is sent).
 */
/** Directive name → source list, in helmet's ContentSecurityPolicy form. */
export type CspDirectives = Record<string, string[]>;

/** The Auth emulator's origin from `env.FIREBASE_AUTH_EMULATOR_HOST` ("127.0.0.1:9099"), else null. */
export function authEmulatorOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  return host ? `http://${host}` : null;
}

/**
 * The origin of the settings' contactFormUrl (a third-party form's iframe), or null.
 * @throws Error when it is set but not https (a typo must not silently open frame-src)
 */
export function contactFormOrigin(url: string | null): string | null {
  if (!url) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw new Error(`contactFormUrl must be https: ${url}`);
  return parsed.origin;
}

/** The public policy (every response but /staff/**). */
export function publicCspDirectives(contactFormUrl: string | null = null): CspDirectives {
  const contactOrigin = contactFormOrigin(contactFormUrl);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://storage.googleapis.com'],
    'frame-src': contactOrigin ? [contactOrigin] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The staff sign-in policy: public plus Firebase Auth's popup flow (see the module comment). */
export function signInCspDirectives(
  contactFormUrl: string | null = null,
  env: NodeJS.ProcessEnv = process.env,
): CspDirectives {
  const base = publicCspDirectives(contactFormUrl);
  const frames = (base['frame-src'] ?? []).filter((source) => source !== "'none'");
  const emulator = authEmulatorOrigin(env);
  const emulators = emulator ? [emulator] : [];
  return {
    ...base,
    'script-src': ["'self'", 'https://apis.google.com'],
    'connect-src': [
      ...(base['connect-src'] ?? []),
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      ...emulators,
    ],
    'frame-src': ["'self'", ...frames, 'https://*.firebaseapp.com', 'https://*.web.app', ...emulators],
  };
}

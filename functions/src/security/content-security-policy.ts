/**
 * The Content-Security-Policy directives of the site (issue 5 "Security headers and limits";
 * DESIGN §11; OWASP ASVS 5.0 3.4.3 "CSP … object-src 'none', base-uri 'none'/'self'", 3.4.6
 * "frame-ancestors"; MDN "Content-Security-Policy"). Two policies:
 *
 * - public: every page, API response and image. No inline or third-party script (`script-src
 *   'self'`; the web build ships no inline <script>); styles may be inline because MUI/Emotion
 *   inject <style> elements; images from the site, data:/blob: (Uppy previews) and Google account
 *   photos (the staff navbar shows `profileImageUrl`, lh3.googleusercontent.com); fetches to the
 *   site and to Cloud Storage (the signed upload PUT in production, which the SPA may reach by
 *   client-side navigation, so it cannot live only on /upload); frames only for the contact form
 *   (the settings' contactFormUrl origin, none by default); nobody may frame the site.
 * - sign-in (/staff/sign-in only, reached by a full navigation from GET /api/login): the public
 *   policy plus what Firebase Auth's signInWithPopup needs — the gapi loader from apis.google.com
 *   (script), identitytoolkit/securetoken REST calls (connect), the auth domain's /__/auth/iframe
 *   (frame: *.firebaseapp.com / *.web.app, or the site itself with a custom authDomain) — and,
 *   where the function runs against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, which the
 *   emulator sets: the local stack, tests), that emulator's origin; never in production.
 *
 * No `upgrade-insecure-requests`: the local stack is plain http on 127.0.0.1 and shares this
 * policy; production is https-only anyway (Hosting redirects http, and HSTS is sent).
 */
/** Directive name → source list, in helmet's ContentSecurityPolicy form. */
export type CspDirectives = Record<string, string[]>;

/**
 * The Auth emulator's origin when this process talks to one (the emulator sets
 * FIREBASE_AUTH_EMULATOR_HOST, e.g. "127.0.0.1:9099"), else null (production).
 * @param env process.env
 */
export function authEmulatorOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  return host ? `http://${host}` : null;
}

/**
 * The origin a third-party contact form iframe is served from, or null.
 * @param url the settings' contactFormUrl
 * @throws Error when url is set but not an https URL (a typo must not silently open frame-src)
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

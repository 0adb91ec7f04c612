/**
 * Security headers ("Security headers and limits"; DESIGN §11): exact values on API,
 * image, sitemap and page responses (a page's CSP adds the hashes of its own inline scripts:
 * pages.test.ts checks them), and one source of truth with firebase.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { contactFormOrigin, publicCspDirectives } from '../src/security/content-security-policy';
import { hostingHeaderRules, staticFileSources, staticRootFileSources } from '../src/security/hosting-headers';
import { securityHeaders } from '../src/security/security-headers';
import { seedDatabase } from '../src/seed/seed';
import { readSiteData } from '../src/services/site/site-data';
import { useTestFirestore } from './emulator';
import { seedDemoCompany, testProjects } from './fixtures';
import { staffApp, uploadAndPublish, useTempObjects } from './objects-helpers';

useTestFirestore('security-headers');
// The Auth emulator of the local stack (the emulator sets it for the function): the sign-in policy names it.
process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
useTempObjects('headers');
const app = createApp();

/** A page's CSP without the hashes of its inline scripts (they differ per document). */
const withoutScriptHashes = (csp: unknown) => String(csp).replace(/ 'sha256-[A-Za-z0-9+/=]+'/g, '');

/** The final public policy, spelled out: changing it must be a deliberate edit here too. */
const publicCsp =
  "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
  "img-src 'self' data: blob: https://*.googleusercontent.com;font-src 'self' data:;" +
  "connect-src 'self' https://storage.googleapis.com;frame-src 'none';worker-src 'self' blob:;" +
  "manifest-src 'self';media-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";
const signInCsp =
  "default-src 'self';script-src 'self' https://apis.google.com;script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
  "img-src 'self' data: blob: https://*.googleusercontent.com;font-src 'self' data:;" +
  "connect-src 'self' https://storage.googleapis.com https://identitytoolkit.googleapis.com https://securetoken.googleapis.com http://127.0.0.1:9099;" +
  "frame-src 'self' https://*.firebaseapp.com https://*.web.app http://127.0.0.1:9099;worker-src 'self' blob:;" +
  "manifest-src 'self';media-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

const expected: Record<string, string> = {
  'content-security-policy': publicCsp,
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'permissions-policy':
    'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(expected)) {
    expect(name === 'content-security-policy' ? withoutScriptHashes(headers[name]) : headers[name], name).toBe(value);
  }
  expect(headers['x-powered-by']).toBeUndefined();
}

let imagePath = '';
beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
  await seedDemoCompany();
  imagePath = await uploadAndPublish(
    staffApp(),
    readFileSync(path.join(import.meta.dirname, '../../assets/photos/lake-pier.jpg')),
  );
});

describe('security headers on function responses', () => {
  it.each([
    ['an API JSON response', '/api/services', 200],
    ['an API error', '/api/nope', 404],
    ['sitemap.xml', '/sitemap.xml', 200],
    ['a project page', '/project/stone-patio-guilford', 200],
    ['a missing project page', '/project/secret-draft-walkway', 404],
    ['the home page', '/', 200],
    ['an unknown path', '/no-such-page', 404],
    ['a staff page', '/admin', 200],
  ])('%s has the exact header set', async (_label, url, status) => {
    const res = await request(app).get(url).expect(status);
    expectSecurityHeaders(res.headers);
  });

  it('an image response has the exact header set too', async () => {
    const res = await request(app).get(imagePath).expect(200).expect('Content-Type', 'image/jpeg');
    expectSecurityHeaders(res.headers);
  });
});

describe('one source of truth with firebase.json', () => {
  const config = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../firebase.json'), 'utf8'));
  const rules: { source: string; headers: { key: string; value: string }[] }[] = config.hosting.headers;
  const ruleFor = (source: string) =>
    Object.fromEntries((rules.find((r) => r.source === source)?.headers ?? []).map((h) => [h.key, h.value]));

  it('firebase.json hosting.headers is exactly what hosting-headers.ts generates (npm run headers:sync)', () => {
    expect(rules).toEqual(hostingHeaderRules());
  });

  it('the static "**" set equals the function response set, header by header, but the CSP: documents bring their own', async () => {
    const res = await request(app).get('/api/services').expect(200);
    const staticSet = Object.fromEntries(
      Object.entries(ruleFor('**')).map(([key, value]) => [key.toLowerCase(), value]),
    );
    const { 'content-security-policy': csp, ...rest } = expected;
    expect(staticSet).toEqual(rest);
    for (const [name, value] of Object.entries(staticSet)) expect(res.headers[name], name).toBe(value);
    // The files Hosting serves itself get the public policy; no rule sets one on a page path.
    expect(ruleFor(staticFileSources)).toEqual({ 'Content-Security-Policy': csp });
    expect(ruleFor(staticRootFileSources)).toEqual({ 'Content-Security-Policy': csp });
    expect(
      rules.filter((r) => r.headers.some((h) => h.key === 'Content-Security-Policy')).map((r) => r.source),
    ).toEqual([staticFileSources, staticRootFileSources, '/__/**']);
  });

  it('the sign-in policy comes from the function on /staff/… pages', async () => {
    expect(securityHeaders('sign-in')['Content-Security-Policy']).toBe(signInCsp);
    const res = await request(app).get('/staff/sign-in').expect(200);
    expect(withoutScriptHashes(res.headers['content-security-policy'])).toBe(signInCsp);
  });

  it('the general rule comes first, so the exceptions after it win (Hosting: last rule wins)', () => {
    expect(rules[0]?.source).toBe('**');
  });
});

describe('the CSP follows site settings', () => {
  it('pages name the saved contact form in frame-src; /staff/… pages get the sign-in policy', async () => {
    const withForm = createApp({
      pageServer: {
        siteData: async () => {
          const data = await readSiteData();
          return { ...data, settings: { ...data.settings, contactFormUrl: 'https://forms.example.net/f/1' } };
        },
      },
    });
    for (const url of ['/', '/contact', '/admin']) {
      const res = await request(withForm).get(url).expect(200);
      expect(withoutScriptHashes(res.headers['content-security-policy']), url).toBe(
        publicCsp.replace("frame-src 'none'", 'frame-src https://forms.example.net'),
      );
    }
    const signIn = await request(withForm).get('/staff/sign-in').expect(200);
    expect(withoutScriptHashes(signIn.headers['content-security-policy'])).toBe(
      signInCsp.replace("frame-src 'self'", "frame-src 'self' https://forms.example.net"),
    );
    // The API keeps the static policy.
    expect((await request(withForm).get('/api/services').expect(200)).headers['content-security-policy']).toBe(
      publicCsp,
    );
  });

  it('lets the contact form origin into frame-src, https only', () => {
    expect(publicCspDirectives('https://forms.example.net/f/abc?x=1')['frame-src']).toEqual([
      'https://forms.example.net',
    ]);
    expect(securityHeaders('public', 'https://forms.example.net/f')['Content-Security-Policy']).toContain(
      'frame-src https://forms.example.net;',
    );
    expect(securityHeaders('sign-in', 'https://forms.example.net/f')['Content-Security-Policy']).toContain(
      "frame-src 'self' https://forms.example.net https://*.firebaseapp.com",
    );
    expect(() => contactFormOrigin('http://forms.example.net/f')).toThrow(/https/);
    expect(contactFormOrigin(null)).toBeNull();
  });
});

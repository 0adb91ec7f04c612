/**
 * The hosts a request names, for the check that an absolute upload URL is this site's own
 * (routes/objects.ts, routes/leads.ts): Host and X-Forwarded-Host (Firebase Hosting's proxy).
 */
import type { Request } from 'express';

/** The hosts a same-origin absolute upload URL may name: Host and X-Forwarded-Host (Hosting), lower case. */
export function requestHosts(req: Request): string[] {
  const forwarded =
    req
      .get('x-forwarded-host')
      ?.split(',')
      .map((h) => h.trim()) ?? [];
  return [...forwarded, req.get('host') ?? ''].filter(Boolean).map((h) => h.toLowerCase());
}

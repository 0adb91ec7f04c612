/**
 * The link to the request form about one project or service ("they open
 * `/contact?project={slug}` / `?service={slug}` with the form pre-filled and the project or
 * service named above it"): the one home of the query's format, for the pages that link to it
 * and for the form that reads it. Slugs only, never personal data (no PII in URLs).
 */
import { paths } from './paths';

/** The query parameters /contact reads. */
export const requestQuoteParams = { project: 'project', service: 'service' } as const;

/** What a request is about: a project (its slug) or a service (its slug). */
export type RequestQuoteAbout = { project: string } | { service: string };

/**
 * `/contact?project={slug}` or `/contact?service={slug}`, the slug percent-encoded.
 * @example requestQuotePath({ service: 'fence-installation' }) → '/contact?service=fence-installation'
 */
export function requestQuotePath(about: RequestQuoteAbout): string {
  const [key, slug] =
    'project' in about ? [requestQuoteParams.project, about.project] : [requestQuoteParams.service, about.service];
  return `${paths.contact}?${key}=${encodeURIComponent(slug)}`;
}

/**
 * What the function serves at a path (ADR 0018; spec §2 "Screens and routes"): which kind of
 * page it is, the prerendered frame it falls back to, and its HTTP status when nothing about it
 * depends on data. Public pages are rendered from live data; staff pages are the SPA; anything
 * else is the not-found page with status 404 (no "soft 404": Google Search Central, "Soft 404
 * errors"). The paths are the web's routes (web/src/app/routes.ts); contract/src/site-pages.ts
 * lists them for the build and for here.
 */
import { serviceSlugs } from '@site/contract/service';
import {
  fixedPagePaths,
  galleryPagePaths,
  isStaffPath,
  notFoundFramePath,
  projectPageFramePath,
  unknownServiceFramePath,
} from '@site/contract/site-pages';

/** One page the function serves. */
export type SitePage =
  /** A staff page: the SPA fallback. */
  | { kind: 'staff' }
  /** A public page with a fixed path (its own frame); gallery pages also get the published projects. */
  | { kind: 'fixed'; framePath: string; gallery: boolean }
  /** /project/{id or slug}: found among published projects, else 404. */
  | { kind: 'project'; framePath: string; idOrSlug: string }
  /** /service/{unknown slug}, or any unknown path: 404. */
  | { kind: 'not-found'; framePath: string };

const fixed = new Set(fixedPagePaths);
const gallery = new Set<string>(galleryPagePaths);
const knownServices = new Set<string>(serviceSlugs);

/** The decoded segment, or null when it is not valid percent-encoding. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The page at `pathname`.
 * @param pathname the request's path, as sent (percent-encoded), e.g. '/project/stone-patio'
 */
export function sitePageAt(pathname: string): SitePage {
  if (isStaffPath(pathname)) return { kind: 'staff' };
  if (fixed.has(pathname)) return { kind: 'fixed', framePath: pathname, gallery: gallery.has(pathname) };
  const [, section, param, ...rest] = pathname.split('/');
  const value = param && rest.length === 0 ? decodeSegment(param) : null;
  if (section === 'project' && value) return { kind: 'project', framePath: projectPageFramePath, idOrSlug: value };
  if (section === 'service' && value && !knownServices.has(value)) return { kind: 'not-found', framePath: unknownServiceFramePath };
  return { kind: 'not-found', framePath: notFoundFramePath };
}

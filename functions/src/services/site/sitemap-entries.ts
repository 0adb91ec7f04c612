/**
 * What the sitemap lists, from live data (spec: "sitemap.xml generated from the live data
 * (services and published projects, with images)"), split in files (sitemaps.org "Using Sitemap
 * index files"; ADR 0036) so that no request reads every project:
 * - the pages file: the fixed public pages of the site's one list of pages (contract/src/site-pages.ts
 *   `sitemapPaths`: the home page, the services listing, the project gallery and its filters,
 *   about, contact), each service page after the listing;
 * - one projects file per year (UTC) of the projects' creation, from the oldest published
 *   project's year to the newest's: each published project of that year with its lastmod and
 *   photos, newest first (at most 50,000, the protocol's limit per file).
 * Duplicates that share a canonical URL (/landscaping, /category/services, /category/projects)
 * are not listed (Google: list canonical URLs only). Drafts and archived posts never appear: only
 * `status == published` is queried.
 */
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { projectImagePaths } from '@site/contract/project-images';
import { projectPath, servicePath, sitemapPaths } from '@site/contract/site-pages';
import { absoluteUrl, siteOrigin } from '@site/contract/seo/site-url';
import type { SiteSettings } from '@site/contract/site-settings';
import { db } from '../platform/firestore';
import { parseStoredPost } from '../posts/post-document';
import { postListQuery } from '../posts/posts-store';
import { readServicePages } from './site-data';
import { sitemapMaxUrls, type SitemapEntry } from './sitemap-xml';

/** The published projects, newest first (the type+status+createdAt index). */
const publishedProjects = () => postListQuery.query(db(), { type: 'project', status: 'published' });

/** The URL of a site path under the settings' site URL. */
const urlOf = (settings: SiteSettings) => {
  const origin = siteOrigin(settings.siteUrl);
  return (path: string) => absoluteUrl(path, origin);
};

/**
 * The years whose projects files the index lists: from the oldest published project's creation
 * year to the newest's (two documents read); none without published projects.
 * @throws Firestore errors to the caller
 */
export async function sitemapProjectYears(): Promise<number[]> {
  const [newest, oldest] = await Promise.all([
    publishedProjects().limit(1).get(),
    publishedProjects().limitToLast(1).get(),
  ]);
  const yearOf = (doc: QueryDocumentSnapshot | undefined) =>
    (doc?.get('createdAt') as Timestamp | undefined)?.toDate().getUTCFullYear();
  const [last, first] = [yearOf(newest.docs[0]), yearOf(oldest.docs[0])];
  if (last === undefined || first === undefined) return [];
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/**
 * The entries of the pages file: the fixed pages (/projects with the newest project's lastmod)
 * and every service page visitors see.
 * @param settings site settings (siteUrl decides every absolute URL)
 * @throws Firestore errors to the caller
 */
export async function sitemapPageEntries(settings: SiteSettings): Promise<SitemapEntry[]> {
  const url = urlOf(settings);
  const [newest, services] = await Promise.all([publishedProjects().limit(1).get(), readServicePages()]);
  const entries: SitemapEntry[] = sitemapPaths.map((path) => ({ loc: url(path) }));
  const projectsEntry = entries.find((entry) => entry.loc === url('/projects'));
  const newestProject = newest.docs[0] ? parseStoredPost(newest.docs[0].id, newest.docs[0].data()) : null;
  if (projectsEntry && newestProject) projectsEntry.lastmod = newestProject.updatedAt.toDate().toISOString();

  // Service pages: every service visitors see (services/site/live-services.ts).
  const serviceEntries = services.map((service): SitemapEntry => ({
    loc: url(servicePath(service.slug)),
    ...(service.updatedAt ? { lastmod: service.updatedAt } : {}),
    images: service.image ? [url(service.image)] : [],
  }));
  entries.splice(entries.findIndex((entry) => entry.loc === url('/services')) + 1, 0, ...serviceEntries);
  return entries;
}

/**
 * The entries of one year's projects file: the published projects created in that UTC year,
 * newest first, with lastmod and photos (a range of the createdAt order: cursors, no index of
 * their own).
 * @param year e.g. 2026
 * @throws Firestore errors to the caller
 */
export async function sitemapProjectEntries(settings: SiteSettings, year: number): Promise<SitemapEntry[]> {
  const url = urlOf(settings);
  const snapshot = await publishedProjects()
    .startAfter(Timestamp.fromDate(new Date(Date.UTC(year + 1, 0, 1))))
    .endAt(Timestamp.fromDate(new Date(Date.UTC(year, 0, 1))))
    .limit(sitemapMaxUrls)
    .get();
  return snapshot.docs.flatMap((doc) => {
    const project = parseStoredPost(doc.id, doc.data());
    if (!project) return [];
    return [
      {
        loc: url(projectPath({ id: project.id, slug: project.fields.slug })),
        lastmod: project.updatedAt.toDate().toISOString(),
        images: projectImagePaths(project.fields).map(url),
      },
    ];
  });
}

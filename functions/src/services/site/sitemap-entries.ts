/**
 * What the sitemap lists, from live data (issue 5 SEO: "sitemap.xml generated from the live data
 * (services and published projects, with images)"): the fixed public pages of the site's one list
 * of pages (contract/src/site-pages.ts `sitemapPaths`: the home page, the services listing, the
 * project gallery and its filters, about, contact), each service page after the listing, and
 * every published project with its lastmod and photos. Duplicates that share a canonical URL
 * (/landscaping, /category/services, /category/projects) are not in that list (Google: list
 * canonical URLs only). Drafts and archived posts never appear: only `status == published` is queried.
 */
import { projectImagePaths } from '@site/contract/project-images';
import { projectPath } from '@site/contract/site-pages';
import { servicePath } from '@site/contract/site-pages';
import { absoluteUrl, siteOrigin } from '@site/contract/seo/site-url';
import { sitemapPaths } from '@site/contract/site-pages';
import type { SiteSettings } from '@site/contract/site-settings';
import type { StoredPost } from '../posts/post-document';
import { listPosts } from '../posts/posts-store';
import { readServicePages } from './site-data';
import type { SitemapEntry } from './sitemap-xml';

const newest = (posts: readonly StoredPost[]): string | undefined =>
  posts.length === 0
    ? undefined
    : posts
        .map((post) => post.updatedAt.toDate().toISOString())
        .sort()
        .at(-1);

/**
 * The sitemap entries of the site right now.
 * @param settings site settings (siteUrl decides every absolute URL)
 * @throws Firestore errors to the caller
 */
export async function sitemapEntries(settings: SiteSettings): Promise<SitemapEntry[]> {
  const origin = siteOrigin(settings.siteUrl);
  const url = (path: string) => absoluteUrl(path, origin);
  const [projects, services] = await Promise.all([
    listPosts({ type: 'project', status: 'published' }),
    readServicePages(),
  ]);

  const entries: SitemapEntry[] = sitemapPaths.map((path) => ({ loc: url(path) }));
  const projectsEntry = entries.find((entry) => entry.loc === url('/projects'));
  const lastProject = newest(projects);
  if (projectsEntry && lastProject) projectsEntry.lastmod = lastProject;

  // Service pages: every service visitors see (services/site/live-services.ts).
  const serviceEntries = services.map((service): SitemapEntry => ({
    loc: url(servicePath(service.slug)),
    ...(service.updatedAt ? { lastmod: service.updatedAt } : {}),
    images: service.image ? [url(service.image)] : [],
  }));
  entries.splice(entries.findIndex((entry) => entry.loc === url('/services')) + 1, 0, ...serviceEntries);

  for (const project of projects) {
    entries.push({
      loc: url(projectPath({ id: project.id, slug: project.fields.slug })),
      lastmod: project.updatedAt.toDate().toISOString(),
      images: projectImagePaths(project.fields).map(url),
    });
  }
  return entries;
}

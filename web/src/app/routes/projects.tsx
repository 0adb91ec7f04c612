/**
 * /projects, /projects/residential, /projects/commercial and /category/projects, each also with
 * `?filter=` (spec §2 "Projects gallery"): the filter comes from the path, else the query
 * parameter, default all. Changing a filter moves to its path and scrolls to the top.
 *
 * The cards come from the route's loader, one page of `projectsPageSize` (12) cards, newest
 * first, so the page is complete in its HTML and its size does not grow with the number of
 * projects. Pages are cursor URLs (ADR 0036): `?after=<slug>` (the projects older than that one)
 * and `?before=<slug>` (newer), linked as Newer / Older and as `rel=prev/next`; each page is its
 * own canonical URL. A cursor that names no published project redirects to the filter's first page.
 */
import Container from '@mui/material/Container';
import { redirect, useLocation, type MetaDescriptor } from 'react-router';
import { PageHero } from '../../components/layouts/page-hero';
import { projectCardSizes } from '../../components/ui/project-card';
import { ProjectsSection } from '../../features/projects/components/projects-section';
import {
  cursorFromSearch,
  cursorQuery,
  filterFromLocation,
  galleryNeighbours,
  galleryRange,
  projectFilterLabels,
  sectorOf,
} from '../../features/projects/project-filter';
import { ProjectsPager } from '../../features/projects/components/projects-pager';
import { paths } from '../../config/paths';
import { pageHead, titleOf } from '../../lib/page-head';
import { readOrUnavailable } from '../../lib/page-server';
import { siteDataOf, useSiteSettings } from '../../lib/site-data';
import { documentNavigation } from '../../lib/page-scripts';
import type { Route } from './+types/projects';
import { inServiceArea } from '@site/contract/company-claims';
import { projectsPageSize } from '@site/contract/project-card';
import { absoluteUrl, siteOrigin } from '@site/contract/seo/site-url';

/**
 * One page of the filter's cards, newest first.
 * @throws a 302 redirect to the filter's first page when the cursor names no published project
 *   (gone, unpublished, renamed or made up; never stored: the project may come back)
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const filter = filterFromLocation(url.pathname, url.search);
  const cursor = cursorFromSearch(url.search);
  const page = await readOrUnavailable(context, url, (server) =>
    server.projectCardsPage({ sector: sectorOf(filter), limit: projectsPageSize, ...cursor }),
  );
  if (!page) throw redirect(paths.projects(filter), { status: 302, headers: { 'Cache-Control': 'no-store' } });
  return { page };
}

/**
 * Head of the gallery; the filtered paths name their filter, a later page its place ("13–24 of
 * 1,000"). Canonical: the filter's own path (/category/projects and ?filter= point at /projects,
 * /projects/residential…) with the page's cursor; `rel=prev/next` name the neighbour pages. The
 * first card's photo (the largest paint on a phone) is preloaded.
 */
export function meta({ location, matches, loaderData }: Route.MetaArgs) {
  const settings = siteDataOf(matches)?.settings;
  const page = loaderData?.page;
  if (!settings || !page) return [];
  const filter = filterFromLocation(location.pathname, location.search);
  const firstImage = page.cards[0]?.image;
  const label = filter === 'all' ? '' : `${projectFilterLabels[filter]} `;
  const path = paths.projects(filter);
  const crumbs = [{ name: 'Projects', path: paths.projects() }];
  if (filter !== 'all') crumbs.push({ name: projectFilterLabels[filter], path });
  const later = page.newerCount > 0;
  const origin = siteOrigin(settings.siteUrl);
  const { newer, older } = galleryNeighbours(page);
  const neighbours: MetaDescriptor[] = [
    ...(newer === null ? [] : [{ tagName: 'link', rel: 'prev', href: absoluteUrl(path, origin) + newer }]),
    ...(older === null ? [] : [{ tagName: 'link', rel: 'next', href: absoluteUrl(path, origin) + older }]),
  ];
  return [
    ...pageHead(settings, {
      title: titleOf(`${label}Landscaping & Masonry Projects${later ? ` (${galleryRange(page)})` : ''}`, settings),
      description:
        `${label}projects we have completed${inServiceArea(settings)}: stone walls, patios, outdoor kitchens, plantings, drainage, ponds and more.`.replace(
          /^./,
          (c) => c.toUpperCase(),
        ),
      path,
      query: later ? cursorQuery(cursorFromSearch(location.search)) : '',
      crumbs,
      lcpImage: firstImage ? { path: firstImage.src, sizes: projectCardSizes } : null,
    }),
    ...neighbours,
  ];
}

/** A public page loads no React: reached from a page that runs it, it loads as a document. */
export const clientLoader = (args: Route.ClientLoaderArgs) => documentNavigation(args);

/** Route module: the projects gallery. */
export default function ProjectsRoute({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  const filter = filterFromLocation(pathname, search);
  const settings = useSiteSettings();
  return (
    <>
      <PageHero
        overline="Our portfolio"
        title="Our Projects"
        lead={`Gardens, stonework, patios and grounds we have built for homeowners and businesses${inServiceArea(settings)}.`}
      />
      <Container component="section" aria-label="Projects" sx={{ py: { xs: 5, md: 8 } }}>
        <ProjectsSection cards={loaderData.page.cards} initialFilter={filter} cardHeadingLevel="h2" firstCardPriority />
        <ProjectsPager page={loaderData.page} path={paths.projects(filter)} />
      </Container>
    </>
  );
}

/**
 * /projects, /projects/residential, /projects/commercial and /category/projects, each also with
 * `?filter=` (spec §2 "Projects gallery"): the filter comes from the path, else the query
 * parameter, default all. Changing a filter moves to its path and scrolls to the top.
 *
 * The cards come from the route's loader (every published project's card, issue 21), so the
 * page is complete in its HTML.
 */
import Container from '@mui/material/Container';
import { useLocation } from 'react-router';
import { PageHero } from '../../components/layouts/page-hero';
import { projectCardSizes } from '../../components/ui/project-card';
import { ProjectsSection } from '../../features/projects/components/projects-section';
import { cardMatchesFilter, filterFromLocation, projectFilterLabels } from '../../features/projects/project-filter';
import { paths } from '../../config/paths';
import { pageHead, titleOf } from '../../lib/page-head';
import { readOrUnavailable } from '../../lib/page-server';
import { siteDataOf, useSiteSettings } from '../../lib/site-data';
import { documentNavigation } from '../../lib/page-scripts';
import type { Route } from './+types/projects';
import { inServiceArea } from '@site/contract/company-claims';

/** The cards of every published project, newest first. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const cards = await readOrUnavailable(context, url, (server) => server.projectCards());
  return { cards };
}

/**
 * Head of the gallery; the filtered paths name their filter. Canonical: the filter's own path
 * (/category/projects and ?filter= point at /projects, /projects/residential…). The first card's
 * photo (the largest paint on a phone) is preloaded.
 */
export function meta({ location, matches, loaderData }: Route.MetaArgs) {
  const settings = siteDataOf(matches)?.settings;
  if (!settings) return [];
  const filter = filterFromLocation(location.pathname, location.search);
  const firstImage = loaderData?.cards.find((card) => cardMatchesFilter(card, filter))?.image;
  const label = filter === 'all' ? '' : `${projectFilterLabels[filter]} `;
  const path = paths.projects(filter);
  const crumbs = [{ name: 'Projects', path: paths.projects() }];
  if (filter !== 'all') crumbs.push({ name: projectFilterLabels[filter], path });
  return pageHead(settings, {
    title: titleOf(`${label}Landscaping & Masonry Projects`, settings),
    description:
      `${label}projects we have completed${inServiceArea(settings)}: stone walls, patios, outdoor kitchens, plantings, drainage, ponds and more.`.replace(
        /^./,
        (c) => c.toUpperCase(),
      ),
    path,
    crumbs,
    lcpImage: firstImage ? { path: firstImage.src, sizes: projectCardSizes } : null,
  });
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
        <ProjectsSection cards={loaderData.cards} initialFilter={filter} cardHeadingLevel="h2" firstCardPriority />
      </Container>
    </>
  );
}

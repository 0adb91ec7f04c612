/**
 * /projects, /projects/residential, /projects/commercial and /category/projects, each also with
 * `?filter=` (spec §2 "Projects gallery"): the filter comes from the path, else the query
 * parameter, default all. Changing a filter moves to its path and scrolls to the top.
 *
 * The function renders these pages with the published projects and writes the list into the
 * document (ADR 0009), so the page hydrates with its cards and needs neither the list request
 * nor the post parser; after a client-side navigation the list is fetched and parsed as usual.
 */
import Container from '@mui/material/Container';
import { useLocation } from 'react-router';
import { PageHero } from '../../features/company/components/page-hero';
import { ProjectsSection } from '../../features/projects/components/projects-section';
import { filterFromLocation, projectFilterLabels } from '../../features/projects/project-filter';
import { paths } from '../../config/paths';
import { pageHead, titleOf } from '../../lib/page-head';
import type { Route } from './+types/projects';

/**
 * Head of the gallery; the filtered paths name their filter. Canonical: the filter's own path
 * (/category/projects and ?filter= point at /projects, /projects/residential…).
 */
export function meta({ location }: Route.MetaArgs) {
  const filter = filterFromLocation(location.pathname, location.search);
  const label = filter === 'all' ? '' : `${projectFilterLabels[filter]} `;
  const path = paths.projects(filter);
  const crumbs = [{ name: 'Projects', path: paths.projects() }];
  if (filter !== 'all') crumbs.push({ name: projectFilterLabels[filter], path });
  return pageHead({
    title: titleOf(`${label}Landscaping & Masonry Projects`),
    description:
      `${label}projects we have completed across New Haven and Fairfield Counties, CT: stone walls, patios, outdoor kitchens, plantings, drainage, ponds and more.`.replace(
        /^./,
        (c) => c.toUpperCase(),
      ),
    path,
    crumbs,
  });
}

/** Route module: the projects gallery. */
export default function ProjectsRoute() {
  const { pathname, search } = useLocation();
  const filter = filterFromLocation(pathname, search);
  return (
    <>
      <PageHero
        overline="Our portfolio"
        title="Our Projects"
        lead="Gardens, stonework, patios and grounds we have built for homeowners and businesses across New Haven and Fairfield Counties."
      />
      <Container component="section" aria-label="Projects" sx={{ py: { xs: 5, md: 8 } }}>
        <ProjectsSection initialFilter={filter} syncWithUrl cardHeadingLevel="h2" />
      </Container>
    </>
  );
}

/**
 * /projects, /projects/residential, /projects/commercial and /category/projects, each also with
 * `?filter=` (spec §2 "Projects gallery"): the filter comes from the path, else the query
 * parameter, default all. Changing a filter moves to its path and scrolls to the top.
 */
import Container from '@mui/material/Container';
import { siteSettings } from '@site/contract/site-settings';
import { useLocation } from 'react-router';
import { PageHero } from '../../features/company/components/page-hero';
import { ProjectsSection } from '../../features/projects/components/projects-section';
import { filterFromLocation, projectFilterLabels } from '../../features/projects/project-filter';
import type { Route } from './+types/projects';

/** Title and description; the filtered paths name their filter. */
export function meta({ location }: Route.MetaArgs) {
  const filter = filterFromLocation(location.pathname, location.search);
  const label = filter === 'all' ? '' : `${projectFilterLabels[filter]} `;
  return [
    { title: `${label}Landscaping & Masonry Projects | ${siteSettings.companyName}` },
    {
      name: 'description',
      content:
        `${label}projects we have completed across New Haven and Fairfield Counties, CT: stone walls, patios, outdoor kitchens, plantings, drainage, ponds and more.`.replace(
          /^./,
          (c) => c.toUpperCase(),
        ),
    },
  ];
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

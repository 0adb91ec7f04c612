/**
 * /project/{id or slug} (spec §2 "Project detail"): one published project, found by id or slug.
 */
import { useParams } from 'react-router';
import { ProjectDetail } from '../../features/projects/components/project-detail';
import { currentSiteData } from '../../lib/site-data';

/** Title and description until the project loads (the page's h1 then names it). */
export function meta() {
  return [
    { title: `Project | ${currentSiteData().settings.companyName}` },
    {
      name: 'description',
      content: `A landscaping and masonry project by ${currentSiteData().settings.companyName} in New Haven or Fairfield County, CT.`,
    },
  ];
}

/** Route module: one project. */
export default function ProjectDetailRoute() {
  const { idOrSlug = '' } = useParams();
  return <ProjectDetail key={idOrSlug} idOrSlug={idOrSlug} />;
}

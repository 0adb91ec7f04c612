/**
 * Featured-project card of a service page (spec §2 "Service detail"): the fixed project of
 * featured-projects.ts, fetched with GET /api/posts/{idOrSlug}. Hidden when the fetch fails;
 * a same-size skeleton while it loads.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useProject } from '../../projects/api/get-project';
import { ProjectCard } from '../../projects/components/project-card';
import { ProjectCardSkeleton } from '../../projects/components/project-card-skeleton';

/** 'Featured Project' heading and the project's card, or nothing if it cannot be loaded. */
export function FeaturedProjectCard({ idOrSlug }: { idOrSlug: string }) {
  const { data, isPending, isError } = useProject(idOrSlug);
  if (isError) return null;
  return (
    <Box component="section" aria-labelledby="featured-project-title" sx={{ mt: 6 }}>
      <Typography id="featured-project-title" variant="h4" component="h2" sx={{ mb: 2 }}>
        Featured Project
      </Typography>
      <Box sx={{ maxWidth: { sm: 480 } }}>
        {isPending ? <ProjectCardSkeleton /> : <ProjectCard post={data} sizes="(min-width: 600px) 480px, 100vw" />}
      </Box>
    </Box>
  );
}

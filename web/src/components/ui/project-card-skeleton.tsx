/**
 * Skeleton of a project card, same size as a ProjectCard, shown while projects load so the
 * page does not shift when they arrive.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { projectCardAspectRatio } from './project-card';

/** Grey placeholder card; hidden from assistive technology (the status text speaks instead). */
export function ProjectCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ height: '100%' }}>
      <Box sx={{ aspectRatio: projectCardAspectRatio }}>
        <Skeleton variant="rectangular" animation="wave" sx={{ width: '100%', height: '100%' }} />
      </Box>
      <CardContent>
        <Skeleton variant="text" sx={{ fontSize: '1.25rem', width: '75%' }} />
        <Skeleton variant="text" sx={{ fontSize: '0.875rem', width: '40%', mb: 1 }} />
        <Skeleton variant="text" sx={{ fontSize: '0.875rem' }} />
        <Skeleton variant="text" sx={{ fontSize: '0.875rem' }} />
        <Skeleton variant="text" sx={{ fontSize: '0.875rem', width: '60%' }} />
      </CardContent>
    </Card>
  );
}

/**
 * Status lines of the projects section (spec §2): 'Loading projects...' with a spinner,
 * 'No projects found for the selected filter', or a load error with a retry button.
 * Announced politely to screen readers.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface ProjectsStatusProps {
  kind: 'loading' | 'empty' | 'error';
  onRetry?: () => void;
}

const blockSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  py: 6,
  textAlign: 'center',
} as const;
/** The loading line floats over the skeleton cards, so it takes no space of its own (no shift). */
const overlaySx = {
  position: 'absolute',
  zIndex: 1,
  top: 48,
  left: '50%',
  transform: 'translateX(-50%)',
  px: 3,
  py: 1.5,
  borderRadius: 8,
  bgcolor: 'background.paper',
  boxShadow: 3,
} as const;

/** One centred status line with its spinner or retry action. */
export function ProjectsStatus({ kind, onRetry }: ProjectsStatusProps) {
  return (
    <Box role="status" sx={kind === 'loading' ? overlaySx : blockSx}>
      {kind === 'loading' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Loading projects...</Typography>
        </Box>
      )}
      {kind === 'empty' && <Typography color="text.secondary">No projects found for the selected filter</Typography>}
      {kind === 'error' && (
        <>
          <Typography color="text.secondary">
            We couldn&apos;t load our projects just now. Please try again in a moment.
          </Typography>
          {onRetry && (
            <Button variant="outlined" onClick={onRetry}>
              Try again
            </Button>
          )}
        </>
      )}
    </Box>
  );
}

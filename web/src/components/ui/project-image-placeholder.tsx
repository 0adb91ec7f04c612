/**
 * Placeholder of a project without any image (spec §2 "a placeholder text appears if none"):
 * a designed box with a camera icon and 'Photo coming soon'. Fills its parent.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { fillCentered } from '../../lib/fill-centered';

/** Soft brand-tinted panel with the text 'Photo coming soon'. */
export function ProjectImagePlaceholder({ large = false }: { large?: boolean }) {
  return (
    <Box
      sx={(theme) => ({
        ...fillCentered,
        gap: 1,
        color: theme.palette.primary.dark,
        backgroundColor: theme.palette.grey[100],
        backgroundImage: `repeating-linear-gradient(45deg, ${theme.palette.grey[200]} 0 10px, transparent 10px 20px)`,
      })}
    >
      <PhotoCamera aria-hidden sx={{ fontSize: large ? 64 : 40 }} />
      <Typography component="span" sx={{ fontWeight: 600, fontSize: large ? '1.25rem' : '1rem' }}>
        Photo coming soon
      </Typography>
    </Box>
  );
}

/**
 * A small square picture of a service in the admin lists: its photo (the edit's upload, else the
 * built-in one), or a neutral tile when it has none.
 */
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

/** 56 px on phones, 72 px from `sm` up. */
export function OverrideThumbnail({ src }: { src: string | null }) {
  return (
    <Box
      sx={{
        width: { xs: 56, sm: 72 },
        height: { xs: 56, sm: 72 },
        flex: 'none',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        color: 'text.disabled',
      }}
    >
      {src ? <ResponsiveImage src={src} alt="" sizes="72px" /> : <ImageOutlined aria-hidden />}
    </Box>
  );
}

/**
 * A list's thumbnail (the Projects list, the Trash): the photo it is given, or a camera
 * placeholder when the post has none. Decorative: the title sits beside it.
 */
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

/** A square thumbnail of `size` px. */
export function PostThumbnail({ src, size = 56 }: { src: string | null; size?: number }) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        color: 'text.secondary',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {src ? (
        <ResponsiveImage
          src={src}
          alt=""
          sizes={`${size}px`}
          width={size}
          height={size}
          sx={{ width: size, height: size }}
        />
      ) : (
        <PhotoCamera aria-hidden data-testid="thumbnail-placeholder" />
      )}
    </Box>
  );
}

/**
 * A service's picture: its photo (ResponsiveImage) or, when it has none, the designed
 * ServicePlaceholder. The box reserves the aspect ratio, so nothing shifts while loading.
 */
import Box from '@mui/material/Box';
import type { ServiceIcon } from '@site/contract/content/types';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ServicePlaceholder } from './service-placeholder';

export interface ServiceMediaProps {
  title: string;
  image: string | null;
  icon: ServiceIcon;
  /** CSS aspect-ratio of the box, e.g. '4 / 3'. */
  aspectRatio: string;
  /** Alt text of the photo; '' when the title is announced next to it (cards). */
  alt: string;
  sizes: string;
  priority?: boolean;
  size?: 'card' | 'hero';
}

/** Photo or placeholder inside a box of fixed aspect ratio. */
export function ServiceMedia({
  title,
  image,
  icon,
  aspectRatio,
  alt,
  sizes,
  priority,
  size = 'card',
}: ServiceMediaProps) {
  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio, overflow: 'hidden', bgcolor: 'grey.200' }}>
      {image ? (
        <ResponsiveImage src={image} alt={alt} sizes={sizes} priority={priority} fill />
      ) : (
        <ServicePlaceholder icon={icon} title={title} size={size} decorative={alt === ''} />
      )}
    </Box>
  );
}

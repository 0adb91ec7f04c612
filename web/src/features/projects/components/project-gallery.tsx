/**
 * Images of a project detail page (spec §2 "Project detail": "a gallery of images (or a single
 * featured, after or before image, or a placeholder)"). Several images: a large view with
 * thumbnail buttons (labelled, aria-pressed) and previous/next buttons. One image: just it.
 * None: the 'Photo coming soon' placeholder. The frame keeps a 3:2 ratio (no layout shift).
 */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useState } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { projectPhotoSizes as sizes, type GalleryImage } from '@site/contract/project-images';
import { ProjectImagePlaceholder } from './project-image-placeholder';

const frameSx = {
  position: 'relative',
  aspectRatio: '3 / 2',
  borderRadius: 3,
  overflow: 'hidden',
  bgcolor: 'grey.200',
} as const;
const navSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.9)',
  '&:hover': { bgcolor: 'common.white' },
} as const;

/** The large view with its controls, then the thumbnails. */
export function ProjectGallery({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) {
    return (
      <Box sx={frameSx} role="img" aria-label={`No photo of ${title} yet`}>
        <ProjectImagePlaceholder large />
      </Box>
    );
  }
  if (images.length === 1) {
    return (
      <Box sx={frameSx}>
        <ResponsiveImage
          src={current.src}
          alt={current.alt}
          sizes={sizes}
          priority
          sx={{ position: 'absolute', inset: 0 }}
        />
      </Box>
    );
  }
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  return (
    <Box component="section" aria-roledescription="gallery" aria-label={`Photos of ${title}`}>
      <Box sx={frameSx}>
        <ResponsiveImage
          src={current.src}
          alt={current.alt}
          sizes={sizes}
          priority
          sx={{ position: 'absolute', inset: 0 }}
        />
        <IconButton aria-label="Previous photo" onClick={() => go(-1)} sx={{ ...navSx, left: 12 }}>
          <ChevronLeft />
        </IconButton>
        <IconButton aria-label="Next photo" onClick={() => go(1)} sx={{ ...navSx, right: 12 }}>
          <ChevronRight />
        </IconButton>
        <Typography
          aria-live="polite"
          variant="body2"
          sx={{
            position: 'absolute',
            right: 12,
            bottom: 12,
            px: 1.25,
            py: 0.25,
            borderRadius: 8,
            bgcolor: 'rgba(0,0,0,0.7)',
            color: 'common.white',
          }}
        >
          Photo {index + 1} of {images.length}
        </Typography>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 1.5,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
        }}
      >
        {images.map((image, i) => (
          <li key={image.src}>
            <Box
              component="button"
              type="button"
              aria-label={`Show photo ${i + 1}: ${image.alt}`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
              sx={{
                p: 0,
                width: '100%',
                aspectRatio: '3 / 2',
                display: 'block',
                cursor: 'pointer',
                borderRadius: 1.5,
                overflow: 'hidden',
                border: 3,
                borderColor: i === index ? 'primary.main' : 'transparent',
                bgcolor: 'grey.200',
                opacity: i === index ? 1 : 0.75,
                '&:hover': { opacity: 1 },
              }}
            >
              <ResponsiveImage src={image.src} alt="" sizes="120px" />
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The photo gallery of a project page (spec §2 "Project detail": "a gallery of images (or a
 * single featured, after or before image, or a placeholder)"). A responsive grid: the
 * first photo large across the column (the page's largest paint, loaded at high priority), the
 * others in 2 columns on phones and 3 from 600 px, each a fixed 3:2 frame (no layout shift) and
 * loaded lazily. Each photo is a button that opens the full-screen viewer there
 * (islands/project.ts: PhotoSwipe, loaded on demand when a visitor points at, focuses or taps a
 * photo; closing it returns focus to the photo last shown). Without JavaScript the photos are
 * all on the page (the viewer is the one part that needs it). No photo: the 'Photo
 * coming soon' placeholder.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { projectPhotoSizes } from '@site/contract/project-gallery';
import type { GalleryImage } from '@site/contract/project-images';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ProjectImagePlaceholder } from '../../../components/ui/project-image-placeholder';

const frameSx = { position: 'relative', aspectRatio: '3 / 2', overflow: 'hidden', bgcolor: 'grey.200' } as const;
/** The other photos' width: a third of the 760 px column, half of a phone's width. */
const tileSizes = '(min-width: 1200px) 250px, (min-width: 900px) 21vw, (min-width: 600px) 33vw, 50vw';

/**
 * The grid's styles, set once on the list: its items and buttons are plain elements, so a
 * 20-photo gallery does not run MUI's sx pipeline 40 more times while the page hydrates.
 */
const gridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: { xs: 1, sm: 1.5 },
  gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
  '& > li:first-of-type': { gridColumn: '1 / -1' },
  '& button': {
    ...frameSx,
    display: 'block',
    width: '100%',
    p: 0,
    border: 0,
    borderRadius: 2,
    cursor: 'zoom-in',
    '& img': { transition: 'transform 250ms ease' },
    '&:hover img': { transform: 'scale(1.03)' },
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
  '& > li:first-of-type button': { borderRadius: 3 },
} as const;

/** The grid of photo buttons (the viewer is the project page's island). */
export function ProjectGallery({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  if (images.length === 0) {
    return (
      <Box sx={{ ...frameSx, borderRadius: 3 }} role="img" aria-label={`No photo of ${title} yet`}>
        <ProjectImagePlaceholder large />
      </Box>
    );
  }
  return (
    <Box component="section" aria-label={`Photos of ${title}`}>
      <Box component="ul" data-gallery="" data-gallery-title={title} sx={gridSx}>
        {images.map((image, i) => (
          <li key={image.src}>
            <button
              type="button"
              data-gallery-index={i}
              aria-haspopup="dialog"
              aria-label={`Open photo ${i + 1} of ${images.length}: ${image.alt}`}
            >
              <ResponsiveImage
                src={image.src}
                alt={image.alt}
                sizes={i === 0 ? projectPhotoSizes : tileSizes}
                priority={i === 0}
                fill
              />
            </button>
          </li>
        ))}
      </Box>
      {images.length > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {images.length} photos. Select a photo to view it full screen.
        </Typography>
      )}
    </Box>
  );
}

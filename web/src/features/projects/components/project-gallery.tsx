/**
 * The photo gallery of a project page (spec §2 "Project detail": "a gallery of images (or a
 * single featured, after or before image, or a placeholder)"; issue 15). A responsive grid: the
 * first photo large across the column (the page's largest paint, loaded at high priority), the
 * others in 2 columns on phones and 3 from 600 px, each a fixed 3:2 frame (no layout shift) and
 * loaded lazily. Each photo is a button that opens the full-screen viewer there
 * (photo-viewer.tsx, loaded on demand: when a visitor points at, focuses or taps a photo);
 * closing it returns focus to that photo. No photo: the 'Photo coming soon' placeholder.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef, useState } from 'react';
import { projectPhotoSizes } from '@site/contract/project-gallery';
import type { GalleryImage } from '@site/contract/project-images';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ProjectImagePlaceholder } from './project-image-placeholder';

const loadViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(loadViewer);

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

/** The grid and, once opened, the viewer. */
export function ProjectGallery({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  if (images.length === 0) {
    return (
      <Box sx={{ ...frameSx, borderRadius: 3 }} role="img" aria-label={`No photo of ${title} yet`}>
        <ProjectImagePlaceholder large />
      </Box>
    );
  }
  const warm = () => void loadViewer();
  const close = (last: number) => {
    setViewing(null);
    (tiles.current[last] ?? tiles.current[0])?.focus();
  };
  return (
    <Box component="section" aria-label={`Photos of ${title}`}>
      <Box component="ul" sx={gridSx}>
        {images.map((image, i) => (
          <li key={image.src}>
            <button
              type="button"
              ref={(element) => {
                tiles.current[i] = element;
              }}
              aria-haspopup="dialog"
              aria-label={`Open photo ${i + 1} of ${images.length}: ${image.alt}`}
              onPointerEnter={warm}
              onFocus={warm}
              onClick={() => setViewing(i)}
            >
              <ResponsiveImage
                src={image.src}
                alt={image.alt}
                sizes={i === 0 ? projectPhotoSizes : tileSizes}
                priority={i === 0}
                sx={{ position: 'absolute', inset: 0 }}
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
      {viewing !== null && (
        <Suspense fallback={null}>
          <PhotoViewer images={images} index={viewing} title={title} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}

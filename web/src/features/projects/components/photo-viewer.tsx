/**
 * The full-screen photo viewer of a project gallery (issue 15: "swipe on touch, arrow keys,
 * Escape to close, focus kept and returned, image counter, responsive variants"), built on
 * yet-another-react-lightbox (yet-another-react-lightbox.com): a modal dialog (aria-modal, the
 * page behind made inert, focus inside it), swipe and pointer drag, ←/→ and Escape, and its
 * Counter plugin ("3 / 12"). Each slide is our <picture> with the AVIF/WebP variants
 * (contract/src/responsive-image.ts), sized by the viewport, so a phone loads the 800 px
 * variant and a desktop the 1600 px one.
 *
 * Loaded on demand: project-gallery.tsx imports this module when a visitor first reaches for a
 * photo, so a page whose gallery is never opened never loads it (≈ 9 KB gzip with its CSS).
 */
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import Box from '@mui/material/Box';
import { useRef, useState } from 'react';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import type { GalleryImage } from '@site/contract/project-images';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

export interface PhotoViewerProps {
  images: readonly GalleryImage[];
  /** The photo shown first (0-based). */
  index: number;
  /** The project's title: the dialog's accessible name is "Photos of {title}". */
  title: string;
  /** The photo shown when the viewer closed (0-based), after its closing animation. */
  onClose: (lastIndex: number) => void;
}

/** The viewer, open at `index`; closing calls onClose. */
export default function PhotoViewer({ images, index, title, onClose }: PhotoViewerProps) {
  const [open, setOpen] = useState(true);
  const current = useRef(index);
  const slides: Slide[] = images.map((image) => ({ src: image.src, alt: image.alt }));
  return (
    <Lightbox
      open={open}
      close={() => setOpen(false)}
      index={index}
      slides={slides}
      plugins={[Counter]}
      counter={{ container: { style: { top: 'unset', bottom: 0 } }, 'aria-live': 'polite' }}
      carousel={{ finite: images.length < 3, preload: 1, padding: 0 }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      labels={{ Lightbox: `Photos of ${title}`, Previous: 'Previous photo', Next: 'Next photo', Close: 'Close (Esc)', '{index} of {total}': 'Photo {index} of {total}' }}
      on={{
        view: ({ index: shown }) => {
          current.current = shown;
        },
        exited: () => onClose(current.current),
      }}
      render={{
        slide: ({ slide }) => (
          <Box sx={{ position: 'relative', width: '100%', height: '100%' }}>
            <ResponsiveImage src={slide.src} alt={slide.alt ?? ''} sizes="100vw" eager sx={{ objectFit: 'contain' }} />
          </Box>
        ),
      }}
    />
  );
}

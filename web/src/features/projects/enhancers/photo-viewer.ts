/**
 * PhotoSwipe 5 (photoswipe.com) for the project gallery (gallery.ts), loaded on demand: a modal
 * dialog named "Photos of {title}", swipe and drag, ←/→ and Escape, focus kept inside and given
 * back to the photo last shown, its counter ("2 / 5"). Each photo shows its WebP variants
 * (contract/src/responsive-image.ts) through `srcset`, so a phone loads the 800 px variant and a
 * desktop the 1600 px one. A photo's size comes from its loaded tile (same shape as the variants);
 * a tile not loaded yet counts as 3:2, the gallery's frame.
 */
import PhotoSwipe from 'photoswipe';
import 'photoswipe/style.css';

/** One photo of the gallery. */
export interface ViewerPhoto {
  /** The stored path (the master image). */
  src: string;
  /** WebP variants `srcset`, when the path has variants. */
  srcset?: string;
  alt: string;
  /** The loaded tile's size in px (0 when it has not loaded). */
  naturalWidth: number;
  naturalHeight: number;
}

/** Width the viewer's largest variant has, px (contract variantWidths' last). */
const viewerWidth = 1600;

/**
 * Opens the viewer.
 * @param options.index the photo shown first (0-based)
 * @param options.label the dialog's accessible name
 * @param options.onClose called with the index of the photo shown last, after the viewer closed
 */
export function openViewer({
  photos,
  index,
  label,
  onClose,
}: {
  photos: ViewerPhoto[];
  index: number;
  label: string;
  onClose: (last: number) => void;
}): void {
  const pswp = new PhotoSwipe({
    dataSource: photos.map((photo) => {
      const ratio =
        photo.naturalWidth > 0 && photo.naturalHeight > 0 ? photo.naturalHeight / photo.naturalWidth : 2 / 3;
      return {
        src: photo.src,
        srcset: photo.srcset,
        alt: photo.alt,
        width: viewerWidth,
        height: Math.round(viewerWidth * ratio),
      };
    }),
    index,
    returnFocus: false,
    showHideAnimationType: 'fade',
    bgOpacity: 0.92,
    closeTitle: 'Close (Esc)',
    arrowPrevTitle: 'Previous photo',
    arrowNextTitle: 'Next photo',
    zoomTitle: 'Zoom',
    indexIndicatorSep: ' / ',
  });
  pswp.on('afterInit', () => {
    pswp.element?.setAttribute('aria-label', label);
    pswp.element?.setAttribute('aria-modal', 'true');
  });
  pswp.on('destroy', () => onClose(pswp.currIndex));
  pswp.init();
}

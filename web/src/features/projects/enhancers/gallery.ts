/**
 * The full-screen photo viewer of a project gallery ("swipe on touch, arrow keys,
 * Escape to close, focus kept and returned, image counter, responsive variants"): a tap on a
 * photo of `ul[data-gallery]` (features/projects/components/project-gallery.tsx) opens
 * PhotoSwipe (photoswipe.com, a kept vanilla library) at that photo. PhotoSwipe and its CSS load
 * on the first reach for a photo (pointer over, focus, tap), so a page whose gallery is never
 * opened never downloads them (photo-viewer.ts).
 */
import type { ViewerPhoto } from './photo-viewer';

type ViewerModule = typeof import('./photo-viewer');
let viewer: Promise<ViewerModule> | undefined;
/** Loads the viewer module once. */
const loadViewer = () => (viewer ??= import('./photo-viewer'));

/** The photo of one tile: its stored path, WebP variants, alt text and (when loaded) its shape. */
function photoOf(tile: HTMLElement): ViewerPhoto {
  const img = tile.querySelector('img');
  const webp = tile.querySelector<HTMLSourceElement>('source[type="image/webp"]');
  return {
    src: img?.getAttribute('src') ?? '',
    srcset: webp?.getAttribute('srcset') ?? undefined,
    alt: img?.getAttribute('alt') ?? '',
    naturalWidth: img?.naturalWidth ?? 0,
    naturalHeight: img?.naturalHeight ?? 0,
  };
}

/** Enhances one gallery list. */
export function enhanceGallery(list: HTMLElement): void {
  const tiles = [...list.querySelectorAll<HTMLButtonElement>('button[data-gallery-index]')];
  const title = list.dataset.galleryTitle ?? '';
  for (const [index, tile] of tiles.entries()) {
    tile.addEventListener('pointerenter', () => void loadViewer(), { once: true });
    tile.addEventListener('focus', () => void loadViewer(), { once: true });
    tile.addEventListener('click', async () => {
      const { openViewer } = await loadViewer();
      openViewer({
        photos: tiles.map(photoOf),
        index,
        label: `Photos of ${title}`,
        onClose: (last) => (tiles[last] ?? tile).focus(),
      });
    });
  }
}

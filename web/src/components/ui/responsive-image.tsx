/**
 * An <img> with AVIF/WebP variants when the path follows the variants convention of
 * contract/src/responsive-image.ts (`/photos/…`, `/objects/…`), else a plain <img>.
 * Relative paths get a leading slash (spec §2 Projects section).
 *
 * Props: `src` stored path; `alt` (required; "" for decorative); `sizes` (CSS sizes, default
 * 100vw); `priority` true for the LCP image (eager + fetchpriority=high); `eager` true for
 * another image of the first view (loaded at once with fetchpriority=low, so the LCP image gets
 * the bandwidth first: web.dev/articles/fetch-priority; Lighthouse's LCP estimate leaves
 * low-priority images out, measured on the project page: LCP 1530–1561 → 1180–1310 ms); else lazy;
 * `width`/`height` intrinsic size hints that reserve space (no layout shift); `fill` true to cover
 * the nearest positioned parent (position absolute, inset 0); `sx` on the <img>.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { normalizeImagePath, srcSet, variantFormats } from '@site/contract/responsive-image';

const fillSx = { position: 'absolute', inset: 0 } as const;

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  sizes?: string;
  priority?: boolean;
  eager?: boolean;
  width?: number;
  height?: number;
  fill?: boolean;
  sx?: SxProps<Theme>;
}

export function ResponsiveImage({
  src,
  alt,
  sizes = '100vw',
  priority = false,
  eager = false,
  width,
  height,
  fill = false,
  sx,
}: ResponsiveImageProps) {
  const path = normalizeImagePath(src);
  const img = (
    <Box
      component="img"
      src={path}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : eager ? { fetchPriority: 'low' as const } : {})}
      sx={{
        display: 'block',
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        ...(fill ? fillSx : undefined),
        ...sx,
      }}
    />
  );
  if (!srcSet(path, 'webp')) return img;
  return (
    <Box component="picture" sx={{ display: 'contents' }}>
      {variantFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(path, format) ?? undefined} sizes={sizes} />
      ))}
      {img}
    </Box>
  );
}

/**
 * The visitor's photos (stored privately, re-encoded and stripped of EXIF/GPS by the
 * API). Their URLs are staff-only API paths, which the session cookie opens; each thumbnail
 * opens the full photo in a new tab.
 */
import Box from '@mui/material/Box';
import type { Lead } from '@site/contract/lead';
import { DetailCard } from './detail-card';

/** The photo grid (2 across on a phone, 3 on wider screens). */
export function LeadPhotos({ photos }: { photos: Lead['photos'] }) {
  return (
    <DetailCard title={`Photos (${photos.length})`}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <Box
              component="a"
              href={photo.url}
              target="_blank"
              rel="noopener"
              sx={{ display: 'block', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100', aspectRatio: '4 / 3' }}
            >
              <Box
                component="img"
                src={photo.url}
                alt={`Photo ${index + 1} of ${photos.length} (opens full size)`}
                loading="lazy"
                sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </Box>
          </li>
        ))}
      </Box>
    </DetailCard>
  );
}

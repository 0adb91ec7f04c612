/**
 * Photo credits (assets/photos/CREDITS.md: "credits shown on the site"): every demo
 * photo with its author, licence and source package. The section has id="photo-credits" so
 * the footer can link to /about#photo-credits.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { photoCredits } from '../../../lib/photo-credits';

const licenceUrl: Record<string, string> = {
  'GPL-2+': 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html',
  'LGPL-3': 'https://www.gnu.org/licenses/lgpl-3.0.html',
};

/** Heading, a short note and the credits table (scrolls sideways on phones). */
export function PhotoCreditsSection() {
  return (
    <Box component="section" id="photo-credits" aria-labelledby="photo-credits-title" sx={{ scrollMarginTop: 96 }}>
      <Typography id="photo-credits-title" variant="h2" sx={{ mb: 1 }}>
        Photo credits
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        The nature photographs on this site are sample images from the Debian packages named below, used under their
        free licences until our own project photos replace them.
      </Typography>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
        <Box
          component="table"
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            fontSize: '0.9rem',
            '& th, & td': {
              textAlign: 'left',
              px: 2,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              verticalAlign: 'top',
            },
            '& th': { bgcolor: 'background.default', fontWeight: 700, whiteSpace: 'nowrap' },
            '& tbody tr:last-of-type td': { borderBottom: 0 },
          }}
        >
          <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            Authors and licences of the {photoCredits.length} demo photographs
          </caption>
          <thead>
            <tr>
              <th scope="col">Photo</th>
              <th scope="col">Author</th>
              <th scope="col">Licence</th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {photoCredits.map((c) => (
              <tr key={c.file}>
                <td>{c.description}</td>
                <td>{c.author}</td>
                <td>
                  <Link href={licenceUrl[c.licence]} rel="license">
                    {c.licence}
                  </Link>
                </td>
                <td>
                  {c.original}{' '}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    (Debian package {c.debianPackage})
                  </Box>
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}

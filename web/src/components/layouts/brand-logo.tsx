/**
 * The company mark (leaf over laid stones, same drawing as /favicon.svg) and name, from the
 * live site settings. Decorative mark; the name is the accessible text.
 */
import Box from '@mui/material/Box';
import { useSiteSettings } from '../../lib/site-data';

/** The mark alone, `size` px square. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      focusable="false"
      sx={{ width: size, height: size, flex: 'none' }}
    >
      <rect width="32" height="32" rx="7" fill="#1f5135" />
      <path
        d="M16 4.5c5.2 2.2 7.3 6.3 5.7 10.6-1.4 3.7-5.7 4.4-5.7 4.4s-4.3-.7-5.7-4.4C8.7 10.8 10.8 6.7 16 4.5z"
        fill="#9ccfa6"
      />
      <path d="M16 7.5v11" stroke="#1f5135" strokeWidth="1.4" strokeLinecap="round" />
      <rect x="4.5" y="21.5" width="10.5" height="6" rx="2" fill="#d9cfc1" />
      <rect x="17" y="21.5" width="10.5" height="6" rx="2" fill="#c4b49e" />
    </Box>
  );
}

/** Mark + two-line name; `tone="light"` for dark backgrounds (footer). */
export function BrandLogo({ tone = 'dark', size = 40 }: { tone?: 'dark' | 'light'; size?: number }) {
  const siteSettings = useSiteSettings();
  // Second line: the company name without its short name ("Landscaping & Masonry").
  const descriptor = siteSettings.companyName.replace(siteSettings.shortName, '').trim();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <BrandMark size={size} />
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}>
        <Box
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: '1.125rem',
            letterSpacing: '-0.01em',
            color: tone === 'dark' ? 'primary.dark' : '#fff',
          }}
        >
          {siteSettings.shortName}
        </Box>{' '}
        <Box
          component="span"
          sx={{
            fontWeight: 600,
            fontSize: '0.75rem',
            letterSpacing: '0.04em',
            textTransform: 'uppercase',
            color: tone === 'dark' ? 'secondary.dark' : 'rgba(255,255,255,0.75)',
          }}
        >
          {descriptor}
        </Box>
      </Box>
    </Box>
  );
}

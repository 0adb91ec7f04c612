/**
 * Certification badges (spec §2: landscaping page, /about, /contact), from site settings.
 * Each badge: a seal with the short mark (e.g. "ICPI"), the certification and its issuer.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Certification } from '@site/contract/site-settings';

export interface CertificationBadgesProps {
  certifications: readonly Certification[];
  /** 'dark' for use on the green hero band. */
  tone?: 'light' | 'dark';
}

/** A list of certification badges that wraps on small screens. */
export function CertificationBadges({ certifications, tone = 'light' }: CertificationBadgesProps) {
  const dark = tone === 'dark';
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {certifications.map((c) => (
        <Box
          component="li"
          key={c.badge}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 1.5,
            pr: 2.5,
            flex: '1 1 240px',
            maxWidth: 380,
            borderRadius: 2,
            border: 1,
            borderColor: dark ? 'rgba(255,255,255,0.35)' : 'divider',
            bgcolor: dark ? 'rgba(0,0,0,0.18)' : 'background.paper',
          }}
        >
          <Box
            aria-hidden
            sx={{
              flex: '0 0 auto',
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 800,
              fontSize: '0.8rem',
              letterSpacing: '0.04em',
              color: dark ? 'primary.dark' : 'common.white',
              bgcolor: dark ? 'common.white' : 'secondary.dark',
              boxShadow: (theme) => `0 0 0 3px ${dark ? 'rgba(255,255,255,0.35)' : theme.palette.secondary.light}`,
            }}
          >
            {c.badge}
          </Box>
          <Box>
            <Typography component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {c.name}
            </Typography>
            <Typography
              component="p"
              variant="body2"
              sx={{ color: dark ? 'rgba(255,255,255,0.85)' : 'text.secondary' }}
            >
              {c.issuer}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

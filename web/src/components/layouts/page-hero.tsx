/**
 * The heading band at the top of an inner page: optional overline, the page's one h1, a lead
 * paragraph and optional actions. Deep brand green with white text (contrast well above AA).
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FirstViewportEnd } from './first-viewport-end';

export interface PageHeroProps {
  title: string;
  overline?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** Full-width hero band with the page title as h1; on a phone the first viewport ends after it (first-viewport-end.tsx). */
export function PageHero({ title, overline, lead, children }: PageHeroProps) {
  return (
    <>
      <Box
        component="section"
        aria-labelledby="page-title"
        sx={(theme) => ({
          color: 'common.white',
          backgroundColor: theme.palette.primary.dark,
          backgroundImage: `radial-gradient(circle at 85% 20%, rgba(255,255,255,0.10), transparent 40%), linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
          py: { xs: 5, md: 8 },
        })}
      >
        <Container>
          {overline && (
            <Typography variant="overline" component="p" sx={{ color: 'rgba(255,255,255,0.85)' }}>
              {overline}
            </Typography>
          )}
          <Typography id="page-title" variant="h1" sx={{ mb: lead ? 2 : 0 }}>
            {title}
          </Typography>
          {lead && (
            <Typography
              component="div"
              sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 760, color: 'rgba(255,255,255,0.92)' }}
            >
              {lead}
            </Typography>
          )}
          {children && <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>{children}</Box>}
        </Container>
      </Box>
      <FirstViewportEnd />
    </>
  );
}

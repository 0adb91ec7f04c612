/**
 * The error page of every route (the root route's ErrorBoundary, web/src/app/root.tsx): a header
 * with the brand, a friendly message, a way home and the company's phone when the server knows it.
 * 'Page not found' (404), 'We’ll be right back' (503: the site's data cannot be read), 'This
 * website is being set up' (503 before staff have saved the company details), else 'Something went
 * wrong'.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { PublicSiteSettings } from '@site/contract/site-settings';
import type { ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { settingUpReason } from '../../lib/page-server';
import { BrandLogo, BrandMark } from './brand-logo';
import { SiteButton } from '../ui/site-button';

/** A header-sized brand bar plus a centered message, for the error pages. */
function Shell({ settings, children }: { settings: PublicSiteSettings | null; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container sx={{ minHeight: { xs: 64, md: 72 }, display: 'flex', alignItems: 'center' }}>
          <a
            href="/"
            style={{ display: 'inline-flex', textDecoration: 'none' }}
            aria-label={settings ? undefined : 'Home'}
          >
            {settings ? <BrandLogo /> : <BrandMark />}
          </a>
        </Container>
      </Box>
      <Box
        component="main"
        id="main"
        sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** What the error page says for each kind of error. */
export function errorText(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error) && (error.data as { reason?: string } | null)?.reason === settingUpReason) {
    return { title: 'This website is being set up', text: 'Please check back soon.' };
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'Page not found', text: 'The page you are looking for does not exist or has moved.' };
  }
  if (isRouteErrorResponse(error) && error.status === 503) {
    return {
      title: 'We’ll be right back',
      text: 'This page cannot be shown just now. Please try again in a minute, or call us.',
    };
  }
  return {
    title: 'Something went wrong',
    text: 'Sorry, this page could not be shown. Please try again, or call us if it keeps happening.',
  };
}

/**
 * The error page of `error`.
 * @param settings the company settings of the last good read, when the server had them (no phone
 *   otherwise)
 */
export function ErrorPage({ error, settings }: { error: unknown; settings: PublicSiteSettings | null }) {
  const { title, text } = errorText(error);
  return (
    <Shell settings={settings}>
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <SiteButton href="/">Back to home</SiteButton>
          {settings && (
            <SiteButton variant="outlined" href={`tel:${settings.phoneHref}`}>
              Call {settings.phone}
            </SiteButton>
          )}
        </Box>
      </Box>
    </Shell>
  );
}

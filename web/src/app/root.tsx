/**
 * Root route (React Router framework mode, SPA with `ssr: false`): the HTML document, the
 * app-wide providers, the default title and description, the build-time fallback shown until
 * the app hydrates, and the last-resort error screen.
 */
import '../lib/zod-jitless';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { BrandLogo } from '../components/layouts/brand-logo';
import { noteLocation } from '../components/ui/static-island';
import { brand } from '../theme/app-theme';
import { ServerQueryClientContext } from '../lib/query-client';
import { currentSiteData, useSiteSettings } from '../lib/site-data';
import { ServerEmotionCacheContext } from '../theme/emotion-cache';
import type { Route } from './+types/root';
import { AppProviders } from './providers';

/** Default document title and description (live company name); routes override them with their own `meta`. */
export const meta: Route.MetaFunction = () => {
  const { companyName, foundedYear } = currentSiteData().settings;
  return [
    { title: `${companyName} | Orange, CT` },
    {
      name: 'description',
      content: `${companyName}: landscaping, natural stone masonry, patios and outdoor living for homes and businesses in New Haven and Fairfield Counties, Connecticut, since ${foundedYear}.`,
    },
  ];
};

/** Favicon (same mark as the logo). */
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The HTML document around every state of the app (page, fallback, error). */
export function Layout({ children }: { children: ReactNode }) {
  const serverEmotionCache = useContext(ServerEmotionCacheContext);
  const serverQueryClient = useContext(ServerQueryClientContext);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.green} />
        <Meta />
        <Links />
      </head>
      <body>
        <AppProviders emotionCache={serverEmotionCache} queryClient={serverQueryClient} siteData={currentSiteData()}>
          {children}
        </AppProviders>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The app: child routes render here. Tells StaticIsland about client-side navigations. */
export default function App() {
  const { key } = useLocation();
  useState(() => noteLocation(key));
  useEffect(() => noteLocation(key), [key]);
  return <Outlet />;
}

/** A header-sized brand bar plus a centered message, for the fallback and error screens. */
function Shell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container sx={{ minHeight: { xs: 64, md: 72 }, display: 'flex', alignItems: 'center' }}>
          <a href="/" style={{ display: 'inline-flex', textDecoration: 'none' }}>
            <BrandLogo />
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

/** Rendered into index.html at build time and shown until the app has loaded. */
export function HydrateFallback() {
  return (
    <Shell>
      <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">Loading...</Typography>
      </Box>
    </Shell>
  );
}

/** Last-resort error screen: a friendly message, a way home and the phone number. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { phone, phoneHref } = useSiteSettings();
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <Shell>
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
          {notFound ? 'Page not found' : 'Something went wrong'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {notFound
            ? 'The page you are looking for does not exist or has moved.'
            : 'Sorry, this page could not be shown. Please try again, or call us if it keeps happening.'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" href="/">
            Back to home
          </Button>
          <Button variant="outlined" href={`tel:${phoneHref}`}>
            Call {phone}
          </Button>
        </Box>
      </Box>
    </Shell>
  );
}

/**
 * Root route (React Router framework mode, server-rendered in the `api` function; issue 21):
 * the HTML document, the app-wide providers, the live site data every page shows (its
 * `loader`), the CDN lifetime of pages (its `headers`), the default title and description, and
 * the error page: 'Page not found', 'Something went wrong', 'We'll be right back' (503) when
 * the site's data cannot be read, with the company's phone when the server knows it, or 'This
 * website is being set up' (503) before staff have saved the company details.
 */
import '../lib/zod-jitless';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { PublicSiteSettings } from '@site/contract/site-settings';
import { useContext, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { islandAssets } from 'virtual:islands';
import { BrandLogo, BrandMark } from '../components/layouts/brand-logo';
import { pageScripts } from '../lib/page-scripts';
import { installPreloadErrorReload } from '../lib/preload-error-reload';
import { isStaffPath } from '@site/contract/site-pages';
import {
  publicPageHeaders,
  readOrUnavailable,
  redirectOldPaths,
  settingUp,
  settingUpReason,
  unavailableHeaders,
} from '../lib/page-server';
import { SiteDataContext, siteDataOf } from '../lib/site-data';
import { brand } from '../theme/app-theme';
import { ServerEmotionCacheContext } from '../theme/emotion-cache';
import type { Route } from './+types/root';
import { AppProviders } from './providers';

// A tab opened before a deploy reloads once when an old chunk is gone (lib/preload-error-reload.ts;
// pages without React get the same from their site island, islands/site.ts).
if (typeof window !== 'undefined') installPreloadErrorReload();

/** Old addresses answer their redirect before any loader runs or anything renders (issue 24). */
export const middleware: Route.MiddlewareFunction[] = [redirectOldPaths];

/**
 * The site data of every page: the company settings and the published service and page
 * overrides (contract/src/site-data.ts), from the page server's cache of values. When they
 * cannot be read and no last good copy is kept, the page is a 503 (never the demo company);
 * before staff have saved the company details, every public page is a 503 'being set up' (the
 * staff pages work: that is where they save them).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const siteData = await readOrUnavailable(context, url, (server) => server.siteData());
  if (!siteData.setUp && !isStaffPath(url.pathname)) throw settingUp();
  return siteData;
}

/** Pages may stay a minute at the CDN (DESIGN §12); staff routes and error pages say otherwise. */
export const headers: Route.HeadersFunction = ({ errorHeaders }) =>
  errorHeaders?.has('Retry-After') ? unavailableHeaders : publicPageHeaders;

/** Default document title and description (live company name); routes override them with their own `meta`. */
export const meta: Route.MetaFunction = ({ matches, error }) => {
  const siteData = siteDataOf(matches);
  if (!siteData) return [{ title: errorText(error).title }];
  const { companyName, foundedYear } = siteData.settings;
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

/**
 * The HTML document around every state of the app (page or error). Its scripts follow the
 * matched routes' handles (lib/page-scripts.ts; issue 22, ADR 0024): React Router's `<Scripts/>`
 * (and the scroll restoration script) only on a page whose route asks to hydrate; on the others,
 * no React, only the islands the routes name, as module scripts from the site (CSP `'self'`)
 * with their imports preloaded.
 */
export function Layout({ children }: { children: ReactNode }) {
  const serverEmotionCache = useContext(ServerEmotionCacheContext);
  const siteData = useRouteLoaderData<typeof loader>('root') ?? null;
  const { hydrate, islands } = pageScripts(useMatches());
  const assets = islands.flatMap((name) => islandAssets[name] ?? []);
  const preloads = [...new Set(assets.flatMap((asset) => asset.imports))];
  const styles = [...new Set(assets.flatMap((asset) => asset.css))];
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.green} />
        <Meta />
        <Links />
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <AppProviders emotionCache={serverEmotionCache}>
          <SiteDataContext.Provider value={siteData}>{children}</SiteDataContext.Provider>
        </AppProviders>
        {hydrate && <ScrollRestoration />}
        {hydrate && <Scripts />}
        {islands.map((name) => {
          const asset = islandAssets[name];
          return asset ? <script key={name} type="module" src={asset.file} data-island={name} /> : null;
        })}
      </body>
    </html>
  );
}

/** The app: child routes render here. */
export default function App() {
  return <Outlet />;
}

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
function errorText(error: unknown): { title: string; text: string } {
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
 * The error page: a friendly message, a way home and the company's phone (the settings of the
 * last good read, when the server had them; no phone at all otherwise).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const settings = useContext(SiteDataContext)?.settings ?? null;
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
          <Button variant="contained" href="/">
            Back to home
          </Button>
          {settings && (
            <Button variant="outlined" href={`tel:${settings.phoneHref}`}>
              Call {settings.phone}
            </Button>
          )}
        </Box>
      </Box>
    </Shell>
  );
}

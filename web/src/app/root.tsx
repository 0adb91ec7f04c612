/**
 * Root route (server-rendered in the `api` function): the HTML document, the app-wide
 * providers, the live site data of every page (`loader`), pages' CDN lifetime (`headers`), the
 * default title and description, and the error page (components/layouts/error-page.tsx).
 */
import '../lib/zod-jitless';
import { useContext, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from 'react-router';
import { publicScript } from 'virtual:islands';
import { pageHydrates, publicScriptLoader } from '../lib/page-scripts';
import { installPreloadErrorReload } from '../lib/preload-error-reload';
import { isStaffPath } from '@site/contract/site-pages';
import {
  publicPageHeaders,
  readOrUnavailable,
  redirectOldPaths,
  settingUp,
  unavailableHeaders,
} from '../lib/page-server';
import { ErrorPage, errorText } from '../components/layouts/error-page';
import { SiteDataContext, siteDataOf } from '../lib/site-data';
import { brand } from '../theme/app-theme';
import { ServerEmotionCacheContext } from '../theme/emotion-cache';
import type { Route } from './+types/root';
import { AppProviders } from './providers';
import { companyTown, inServiceArea, sinceFounded } from '@site/contract/company-claims';

// A tab opened before a deploy reloads once when an old chunk is gone (islands: islands/site.ts).
if (typeof window !== 'undefined') installPreloadErrorReload();

/** Old addresses answer their redirect before any loader runs or anything renders. */
export const middleware: Route.MiddlewareFunction[] = [redirectOldPaths];

/**
 * The site data of every page (contract/src/site-data.ts) from the page server's cache. Unreadable
 * with no last good copy: 503 (never the demo company). Before staff have saved the company
 * details, every public page is the 503 'This website is being set up' (staff pages work).
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
  const { settings } = siteData;
  const town = companyTown(settings);
  return [
    { title: town ? `${settings.companyName} | ${town}` : settings.companyName },
    {
      name: 'description',
      content: `${settings.companyName}: landscaping, natural stone masonry, patios and outdoor living for homes and businesses${inServiceArea(settings)}${sinceFounded(settings)}.`,
    },
  ];
};

/** Favicon (the logo's mark). */
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * The HTML document around every page and error. Scripts follow the matched routes' handles
 * (lib/page-scripts.ts; ADR 0024): `<Scripts/>` only where a route asks to hydrate, elsewhere
 * the public pages' one script (islands/public.ts), with its CSS, loaded once the page has loaded
 * (`publicScriptLoader`, ADR 0024 item 9).
 */
export function Layout({ children }: { children: ReactNode }) {
  const serverEmotionCache = useContext(ServerEmotionCacheContext);
  const siteData = useRouteLoaderData<typeof loader>('root') ?? null;
  const hydrate = pageHydrates(useMatches());
  const island = hydrate ? null : publicScript;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.green} />
        <Meta />
        <Links />
        {island?.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <AppProviders emotionCache={serverEmotionCache}>
          <SiteDataContext.Provider value={siteData}>{children}</SiteDataContext.Provider>
        </AppProviders>
        {hydrate && <ScrollRestoration />}
        {hydrate && <Scripts />}
        {island && (
          <script
            data-island="public"
            data-src={island.file}
            dangerouslySetInnerHTML={{ __html: publicScriptLoader }}
          />
        )}
      </body>
    </html>
  );
}

/** The app: child routes render here. */
export default function App() {
  return <Outlet />;
}

/** The error page, with the company's phone when the server had the site data. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} settings={useContext(SiteDataContext)?.settings ?? null} />;
}

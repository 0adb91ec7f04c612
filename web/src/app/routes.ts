import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { sitePages } from '@site/contract/site-pages';

/**
 * Every screen of spec §2, from the one list of pages (contract/src/site-pages.ts), all inside
 * the site's layout. Routes sharing a module carry their own id.
 */
export default [
  layout(
    'routes/site-layout.tsx',
    sitePages.map((page) =>
      page.path === '/'
        ? index(page.file)
        : route(page.path.slice(1) || '*', page.file, page.id ? { id: page.id } : {}),
    ),
  ),
] satisfies RouteConfig;

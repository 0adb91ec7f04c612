/**
 * Any unknown path: a friendly 404 page with links home, to the services and to the projects,
 * with status 404 (no "soft 404": Google Search Central, "Soft 404 errors").
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { data } from 'react-router';
import { paths } from '../../config/paths';
import { siteDataOf } from '../../lib/site-data';
import { documentNavigation } from '../../lib/page-scripts';
import type { Route } from './+types/not-found';
import { SiteButton } from '../../components/ui/site-button';

/** Status 404: the page is the route's own, inside the site's layout. */
export function loader() {
  return data(null, { status: 404 });
}

/** Title of the 404 page; not indexed. */
export function meta({ matches }: Route.MetaArgs) {
  const companyName = siteDataOf(matches)?.settings.companyName;
  return [
    { title: companyName ? `Page Not Found | ${companyName}` : 'Page Not Found' },
    { name: 'description', content: 'The page you were looking for could not be found.' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** A public page loads no React: reached from a page that runs it, it loads as a document. */
export const clientLoader = (args: Route.ClientLoaderArgs) => documentNavigation(args);

/** Route module: the 404 page. */
export default function NotFoundRoute() {
  return (
    <Container sx={{ py: { xs: 8, md: 14 }, textAlign: 'center', maxWidth: 'md' }}>
      <Typography
        aria-hidden
        sx={{ fontSize: { xs: '5rem', md: '7rem' }, fontWeight: 800, lineHeight: 1, color: 'secondary.main' }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mt: 1, mb: 2 }}>
        We couldn&apos;t find that page
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 560, mx: 'auto' }}>
        The page may have moved, or the link may be mistyped. These will get you back on the path:
      </Typography>
      <Box
        component="nav"
        aria-label="Helpful links"
        sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}
      >
        <SiteButton href={paths.home} size="large">
          Home page
        </SiteButton>
        <SiteButton href={paths.services} variant="outlined" size="large">
          Our services
        </SiteButton>
        <SiteButton href={paths.projects()} variant="outlined" size="large">
          Our projects
        </SiteButton>
      </Box>
    </Container>
  );
}

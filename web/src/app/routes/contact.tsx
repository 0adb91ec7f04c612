/**
 * /contact (spec §2): hero with license info, phone and e-mail cards, the request form (issue 13;
 * the company's embedded third-party form when its settings name one), certification badges,
 * accepted cards, service area and hours. With `?project={slug}` the loader reads that published
 * project, which the form names and whose services it ticks.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AcceptedCards } from '../../features/company/components/accepted-cards';
import { CertificationBadges } from '../../features/company/components/certification-badges';
import { ContactCards } from '../../features/company/components/contact-cards';
import { LicenseList } from '../../features/company/components/license-list';
import { PageHero } from '../../features/company/components/page-hero';
import { ServiceAreaHours } from '../../features/company/components/service-area-hours';
import { paths } from '../../config/paths';
import { pageHead, titleOf } from '../../lib/page-head';
import { siteDataOf, useSiteSettings } from '../../lib/site-data';
import { readRequestSource, type SourceProject } from '../../features/request-form/request-form-values';
import { readOrNull } from '../../lib/page-server';
import { ContactFormArea, contactFormTitle } from '../contact-form-area';
import type { PageScriptsHandle } from '../../lib/page-scripts';
import type { Route } from './+types/contact';

/**
 * The project a request names (`?project=`), when it is published: its title and services. A
 * project that cannot be read now is left out (the form still sends its slug).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { project } = readRequestSource(url.searchParams);
  const post = project ? await readOrNull(context, url, (server) => server.publishedProject(project)) : null;
  const sourceProject: SourceProject | null = post
    ? { title: post.title, serviceIds: post.postServices.map((s) => s.id) }
    : null;
  return { sourceProject };
}

/** Head of the contact page, with the business and breadcrumb JSON-LD. */
export function meta({ matches }: Route.MetaArgs) {
  const siteSettings = siteDataOf(matches)?.settings;
  if (!siteSettings) return [];
  return pageHead(siteSettings, {
    title: titleOf('Contact Us for a Free Estimate', siteSettings),
    description: `Call ${siteSettings.phone} or send us a message about landscaping, stonework, patios and outdoor living in New Haven and Fairfield Counties, CT. Licensed and insured since ${siteSettings.foundedYear}.`,
    path: paths.contact,
    business: true,
    crumbs: [{ name: 'Contact', path: paths.contact }],
  });
}

/** This page runs the React app (issue 22: the routes that opt in to `<Scripts/>`). */
export const handle: PageScriptsHandle = { hydrate: true };

/** Route module: the contact page. */
export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const { certifications, contactFormUrl: formUrl } = useSiteSettings();
  return (
    <>
      <PageHero
        overline="Free estimates · Licensed & insured"
        title="Contact Us"
        lead="Tell us about your property and the work you have in mind. We will get back to you to set up a site visit and a free estimate."
      >
        <Box
          sx={{
            p: 2,
            pr: 3,
            borderRadius: 2,
            border: 1,
            borderColor: 'rgba(255,255,255,0.35)',
            bgcolor: 'rgba(0,0,0,0.18)',
          }}
        >
          <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
            Licensed in Connecticut
          </Typography>
          <LicenseList tone="dark" />
        </Box>
      </PageHero>
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Box component="section" aria-labelledby="reach-title">
          <Typography id="reach-title" variant="h2" sx={{ mb: 3 }}>
            Reach us directly
          </Typography>
          <ContactCards />
        </Box>
        <Box component="section" aria-labelledby="form-title" sx={{ mt: { xs: 6, md: 8 } }}>
          <Typography id="form-title" variant="h2" sx={{ mb: 3 }}>
            {contactFormTitle(formUrl)}
          </Typography>
          <ContactFormArea formUrl={formUrl} sourceProject={loaderData.sourceProject} />
        </Box>
        <Box component="section" aria-labelledby="trust-title" sx={{ mt: { xs: 6, md: 8 } }}>
          <Typography id="trust-title" variant="h2" sx={{ mb: 3 }}>
            Certified professionals
          </Typography>
          <CertificationBadges certifications={certifications} />
          <Typography variant="h5" component="h3" sx={{ mt: 4, mb: 2 }}>
            We accept
          </Typography>
          <AcceptedCards />
        </Box>
        <Box component="section" aria-labelledby="where-title" sx={{ mt: { xs: 6, md: 8 } }}>
          <Typography id="where-title" variant="h2" sx={{ mb: 3 }}>
            Where and when we work
          </Typography>
          <ServiceAreaHours />
        </Box>
      </Container>
    </>
  );
}

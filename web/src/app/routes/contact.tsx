/**
 * /contact (spec §2): hero with license info, phone and e-mail cards, the request form
 * (the company's embedded third-party form when its settings name one), certification badges,
 * accepted cards, service area and hours. With `?project={slug}` the loader reads that published
 * project, which the form names and whose services it ticks.
 *
 * No React runs here in the browser (ADR 0025): the form is a native
 * `<form method="post">` answered by this route's `action` (the leads API's service, through the
 * page server), and the `contact` island enhances it (client checks, photos, sending without a
 * reload) once it nears the viewport or is first touched.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AcceptedCards } from '../../features/company/components/accepted-cards';
import { CertificationBadges } from '../../components/ui/certification-badges';
import { ContactCards } from '../../features/company/components/contact-cards';
import { LicenseList } from '../../features/company/components/license-list';
import { PageHero } from '../../components/layouts/page-hero';
import { ServiceAreaHours } from '../../features/company/components/service-area-hours';
import { paths } from '../../config/paths';
import { pageHead, titleOf } from '../../lib/page-head';
import { siteDataOf, useLiveServices, useSiteSettings } from '../../lib/site-data';
import { data } from 'react-router';
import { valuesFromEntries } from '../../features/request-form/form-entries';
import {
  emptyRequestValues,
  readRequestSource,
  requestErrorsOf,
  servicesFor,
  knownSource,
  toLeadInput,
  type SourceProject,
} from '../../features/request-form/request-form-values';
import type { RequestFormState } from '../../features/request-form/components/request-form-section';
import { pageServerOf, readOrNull } from '../../lib/page-server';
import { ContactFormArea, contactFormTitle } from '../contact-form-area';
import { documentNavigation } from '../../lib/page-scripts';
import type { Route } from './+types/contact';
import { inServiceArea } from '@site/contract/company-claims';

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
  const formStamp = (await readOrNull(context, url, (server) => server.formStamp())) ?? '';
  return { source: readRequestSource(url.searchParams), sourceProject, formStamp };
}

/** Answers to a post are personal: never kept by the CDN or the browser. */
const postAnswerHeaders = { 'Cache-Control': 'private, no-store' };

/**
 * The idempotency key of a form post without JavaScript: the SHA-256 of what was sent with the
 * page's stamp, so a post sent again (a reload of the answer, a double click, a lost answer) is
 * the same submission, answered with the first answer and stored once. (A key of its own from the
 * page cannot be used: the page is the same for every visitor at the CDN for half a minute.)
 */
async function postKeyOf(body: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(body)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The request form's post (the request's rules): the values as the form names them, mapped
 * like the island's (toLeadInput; photos only come through the island), submitted through the
 * page server (the service of POST /api/leads: the contract schema, spam rules, the lead stored
 * first, then its e-mails). The function has already applied the leads rate limit and the
 * same-origin rule (functions/src/app.ts).
 * @returns `{sent}` (200) once stored; the values with the schema's field errors (400); the values
 *   and a failure (409/500) when it was not stored for another reason
 * @throws what the page server throws (Firestore down): the error page, 500
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = valuesFromEntries(form.entries());
  const server = pageServerOf(context);
  const siteSlugs = (await server.siteData()).services.map((service) => service.slug);
  const source = knownSource(readRequestSource(new URL(request.url).searchParams), siteSlugs);
  const body = toLeadInput(values, { photoIds: [], startedAt: undefined, source });
  const submitted = await server.submitLead(
    body,
    await postKeyOf({ body, formStamp: values.formStamp }),
    values.formStamp,
  );
  if (submitted.kind === 'created' || submitted.kind === 'repeated') {
    const sent = { reference: submitted.reference, name: values.name.trim(), email: values.email.trim() };
    return data({ sent } satisfies RequestFormState, { headers: postAnswerHeaders });
  }
  if (submitted.kind === 'invalid') {
    const state: RequestFormState = { values, errors: requestErrorsOf(submitted.errors) };
    return data(state, { status: 400, headers: postAnswerHeaders });
  }
  const state: RequestFormState = { values, errors: {}, failure: 'server' };
  return data(state, { status: 409, headers: postAnswerHeaders });
}

/** The answer to a post carries its own Cache-Control (never stored); a page, its parent's. */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const merged = new Headers(parentHeaders);
  const answer = actionHeaders.get('Cache-Control');
  if (answer) merged.set('Cache-Control', answer);
  return merged;
};

/** Head of the contact page, with the business and breadcrumb JSON-LD. */
export function meta({ matches }: Route.MetaArgs) {
  const siteSettings = siteDataOf(matches)?.settings;
  if (!siteSettings) return [];
  return pageHead(siteSettings, {
    title: titleOf('Contact Us for a Free Estimate', siteSettings),
    description: `Call ${siteSettings.phone} or send us a message about landscaping, stonework, patios and outdoor living${inServiceArea(siteSettings)}.`,
    path: paths.contact,
    business: true,
    crumbs: [{ name: 'Contact', path: paths.contact }],
  });
}

/** Reached from a page that runs React (a staff page), /contact loads as a document, with its island. */
export const clientLoader = (args: Route.ClientLoaderArgs) => documentNavigation(args);

/** Route module: the contact page. */
export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { certifications, contactFormUrl: formUrl, licenses } = useSiteSettings();
  const { sourceProject, formStamp } = loaderData;
  const siteSlugs = useLiveServices().map((service) => service.slug);
  const source = knownSource(loaderData.source, siteSlugs);
  const state: RequestFormState = actionData ?? {
    values: {
      ...emptyRequestValues(),
      serviceSlugs: servicesFor(source, sourceProject?.serviceIds ?? [], siteSlugs),
      formStamp,
    },
    errors: {},
  };
  return (
    <>
      <PageHero
        overline="Free estimates"
        title="Contact Us"
        lead="Tell us about your property and the work you have in mind. We will get back to you to set up a site visit and a free estimate."
      >
        {licenses.length > 0 && (
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
              Our licenses
            </Typography>
            <LicenseList tone="dark" />
          </Box>
        )}
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
          <ContactFormArea formUrl={formUrl} source={source} sourceProject={sourceProject} state={state} />
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

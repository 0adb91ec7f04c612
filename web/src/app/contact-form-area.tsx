/**
 * The form part of /contact (spec §2; issue 13): the company's third-party form in an iframe when
 * its settings name one (`contactFormUrl`), else the built-in "Request a free estimate" form. The
 * built-in form is its own chunk (features/request-form), loaded when the form comes near the
 * screen (on a phone it starts below the fold: the page's first load and hydration stay as light
 * as before); the prerendered page already holds its HTML, which React hydrates once the chunk is
 * there, so nothing moves, and what was typed before is kept (early-input.ts).
 * After a client-side navigation a placeholder about as tall as the form stands in while the
 * chunk loads. (A clientLoader that loaded it first would make React Router prerender the route's
 * HydrateFallback instead of the page.)
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { ContactFormEmbed } from '../features/company/components/contact-form-embed';
import type { SourceProject } from '../features/request-form/request-form-values';
import { useSiteSettings } from '../lib/site-data';
import { whenNearViewport } from '../lib/when-near-viewport';

/** The element around the form (or its placeholder) whose nearness to the viewport loads the form. */
const formAreaId = 'request-form-area';

/** Loads the request form's chunk once its place on the page is near the viewport. */
const loadRequestForm = () =>
  whenNearViewport(formAreaId).then(() => import('../features/request-form/components/request-form-section'));

/** When the chunk cannot load (offline, a deploy replaced it): say so and offer the phone. */
function RequestFormUnavailable() {
  const siteSettings = useSiteSettings();
  return (
    <Box
      role="alert"
      sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 2, justifyItems: 'start' }}
    >
      <Typography>
        The request form could not be loaded. Please reload the page, or call us at{' '}
        <a href={`tel:${siteSettings.phoneHref}`}>{siteSettings.phone}</a>.
      </Typography>
      <Button variant="outlined" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}

const RequestFormSection = lazy(() =>
  loadRequestForm().then(
    (m) => ({ default: m.RequestFormSection }),
    () => ({ default: RequestFormUnavailable }),
  ),
);

/** The heading of the form's section for each case. */
export function contactFormTitle(formUrl: string | null): string {
  return formUrl ? 'Send us a message' : 'Request a free estimate';
}

/** Shown while the form's chunk loads: about the form's height (measured at 360–1366 px), so the page below does not jump. */
function RequestFormPlaceholder() {
  return (
    <Box
      role="status"
      sx={{
        minHeight: { xs: 2350, sm: 1850, md: 1450 },
        display: 'grid',
        alignContent: 'start',
        justifyItems: 'center',
        gap: 2,
        pt: 8,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">Loading the form...</Typography>
    </Box>
  );
}

/** The iframe for `formUrl`, else the built-in form (`sourceProject`: the project `?project=` names). */
export function ContactFormArea({
  formUrl,
  sourceProject,
}: {
  formUrl: string | null;
  sourceProject: SourceProject | null;
}) {
  if (formUrl) return <ContactFormEmbed formUrl={formUrl} />;
  return (
    <div id={formAreaId}>
      <Suspense fallback={<RequestFormPlaceholder />}>
        <RequestFormSection sourceProject={sourceProject} />
      </Suspense>
    </div>
  );
}

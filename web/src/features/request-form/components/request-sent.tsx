/**
 * The confirmation after a request was stored ("a confirmation panel with a short
 * reference (e.g. OV-7K3Q), what happens next and the phone number"). It replaces the form and
 * offers a call link and a fresh form. The server renders it as the answer of a form post
 * (the heading has `autofocus`, so the browser focuses it), and as a `<template>` the
 * island fills in after a request sent from the browser (`data-sent-*` mark what it fills).
 */
import TaskAlt from '@mui/icons-material/TaskAlt';
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import type { CompanyContact } from '../company-contact';
import { sentHeadingOf } from '../request-form-values';
import { SiteButton } from '../../../components/ui/site-button';

/** What the page shows after a request was stored. */
export interface SentRequest {
  reference: string;
  name: string;
  email: string;
}

const nextSteps = [
  'We read your request and look at any photos you sent.',
  'We call or e-mail you to arrange a visit to your property.',
  'After the visit you receive a written estimate: free, with no obligation.',
];

export interface RequestSentProps {
  sent: SentRequest;
  company: CompanyContact;
}

/** The panel. */
export function RequestSent({ sent, company }: RequestSentProps) {
  return (
    <Paper
      variant="outlined"
      data-request-sent=""
      sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2.5, borderColor: 'primary.light', borderWidth: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <TaskAlt aria-hidden color="primary" sx={{ fontSize: 36, mt: 0.25 }} />
        <Typography
          tabIndex={-1}
          variant="h4"
          component="h3"
          data-sent-heading=""
          {...{ autofocus: '' }}
          sx={{ outline: 'none', scrollMarginTop: 96 }}
        >
          {sentHeadingOf(sent.name)}
        </Typography>
      </Box>
      <Box
        sx={{ bgcolor: 'background.default', borderRadius: 2, p: 2, display: 'grid', gap: 0.5, justifyItems: 'start' }}
      >
        <Typography variant="body2" color="text.secondary">
          Your reference
        </Typography>
        <Typography
          data-request-reference=""
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: '1.75rem',
            fontWeight: 700,
            letterSpacing: '0.08em',
          }}
        >
          {sent.reference}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Mention it when you call or write to us.
        </Typography>
      </Box>
      <Box>
        <Typography variant="h6" component="h4" sx={{ mb: 1 }}>
          What happens next
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
          {nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Box>
        <Typography sx={{ mt: 1.5 }} data-sent-email-line="" hidden={!sent.email}>
          We have sent a confirmation to <strong data-sent-email="">{sent.email}</strong>.
        </Typography>
      </Box>
      <Typography>
        Questions in the meantime, or in a hurry? Call us at{' '}
        <Box
          component="a"
          href={`tel:${company.phoneHref}`}
          sx={{ fontWeight: 700, color: 'primary.dark', whiteSpace: 'nowrap' }}
        >
          {company.phone}
        </Box>
        .
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <SiteButton href={`tel:${company.phoneHref}`} startIcon={<Phone aria-hidden />}>
          Call {company.phone}
        </SiteButton>
        <SiteButton variant="outlined" href={paths.contact}>
          Send another request
        </SiteButton>
      </Box>
    </Paper>
  );
}

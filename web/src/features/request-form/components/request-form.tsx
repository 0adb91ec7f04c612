/**
 * The "Request a free estimate" form: a native
 * `<form method="post">` the server renders, which the /contact route's action receives
 * (app/routes/contact.tsx) and answers with this form again, its values kept, its errors on their
 * fields and in the error summary, or with the confirmation. Nothing here runs in the browser: the
 * island (islands/contact.ts → request-form-island.ts) checks the form with the same schema and
 * messages, uploads photos and sends the request to POST /api/leads without a reload. The
 * `<template>`s hold what the island shows (error summary, failures, confirmation), rendered by
 * the server so their styles are on the page.
 */
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CompanyContact } from '../company-contact';
import {
  requestFieldOrder,
  type RequestErrors,
  type RequestFormValues,
  type RequestSource,
} from '../request-form-values';
import { ConsentField, HoneypotField } from './consent-field';
import { ContactFields } from './contact-fields';
import { ErrorSummary } from './error-summary';
import { PhotoPicker } from './photo-picker';
import { ProjectFields } from './project-fields';
import { RequestSent } from './request-sent';
import { notSentKinds, sendNote, type NotSentKind } from '../form-texts';
import { SendFailureAlert } from './send-failure-alert';
import { SiteSubmitButton } from '../../../components/ui/site-button';

/** The form element's id (the island finds it by it; the area around it loads the island on approach). */
export const requestFormId = 'request-form';

export interface RequestFormProps {
  source: RequestSource;
  company: CompanyContact;
  /** The values to show: the pre-fill, or what was posted. */
  values: RequestFormValues;
  /** The server's field errors of a post (the summary lists them). */
  errors: RequestErrors;
  /** A post that was not stored for another reason than its fields. */
  failure?: NotSentKind | undefined;
}

/** A headed group of fields. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="h5" component="h3" sx={{ fontSize: '1.125rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The form. */
export function RequestForm({ source, company, values, errors, failure }: RequestFormProps) {
  const summary = requestFieldOrder.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });
  return (
    <Paper
      id={requestFormId}
      component="form"
      variant="outlined"
      noValidate
      method="post"
      aria-label="Request a free estimate"
      data-source-project={source.project ?? undefined}
      data-source-service={source.service ?? undefined}
      data-service-towns={company.serviceTowns.length ? JSON.stringify(company.serviceTowns) : undefined}
      sx={{ position: 'relative', p: { xs: 2, sm: 3, md: 4 }, display: 'grid', gap: { xs: 3.5, md: 4 } }}
    >
      <Box data-error-summary-slot="" sx={{ '&:empty': { display: 'none' } }}>
        {summary.length > 0 && <ErrorSummary errors={summary} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: -1.5 }}>
        Fields marked * are required.
      </Typography>
      <Part title="How can we reach you?">
        <ContactFields values={values} errors={errors} serviceTowns={company.serviceTowns} />
      </Part>
      <Part title="About the work">
        <ProjectFields values={values} errors={errors} />
      </Part>
      <PhotoPicker error={errors.photoIds} />
      <ConsentField companyName={company.name} checked={values.consent} error={errors.consent} />
      <HoneypotField value={values.website} formStamp={values.formStamp} />
      <Box data-send-failure-slot="" sx={{ '&:empty': { display: 'none' } }}>
        {failure && <SendFailureAlert kind={failure} company={company} />}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          '& > button': { minWidth: { xs: '100%', sm: 240 } },
        }}
      >
        <SiteSubmitButton size="large" data-request-send="" startIcon={<Send aria-hidden />}>
          Send request
        </SiteSubmitButton>
        <Typography variant="body2" color="text.secondary" role="status" data-send-status="" sx={{ flex: '1 1 240px' }}>
          {sendNote}
        </Typography>
      </Box>
      <template data-template="error-summary">
        <ErrorSummary errors={[{ field: 'name', message: '' }]} />
      </template>
      {notSentKinds.map((kind) => (
        <template key={kind} data-template={`send-failure-${kind}`}>
          <SendFailureAlert kind={kind} company={company} />
        </template>
      ))}
      <template data-template="sent">
        <RequestSent sent={{ reference: '', name: '', email: '' }} company={company} />
      </template>
    </Paper>
  );
}

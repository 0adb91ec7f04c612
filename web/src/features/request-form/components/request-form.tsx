/**
 * The "Request a free estimate" form (issue 13 Visitor side): react-hook-form with the zod
 * resolver over the contract's leadInputSchema (the schema POST /api/leads parses), fed the
 * values as request-form-values.ts maps them. A failed submit shows the error summary and moves
 * focus to it; server field errors land on their fields the same way; a request that was not
 * sent keeps everything and says why (send-failure-alert.tsx). Sending waits for photos that
 * are still uploading. What a visitor typed before the form's code arrived is kept (early-input.ts). The send button stays disabled until the form has hydrated, so a click
 * on the prerendered HTML can never submit it natively (that would put the fields in the URL).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { leadInputSchema } from '@site/contract/lead';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useHydrated } from '../../../lib/use-hydrated';
import { sendFailureOf, sendRequest, type SendFailure } from '../api/send-request';
import { submissionKeys } from '../submission-key';
import type { CompanyContact } from '../company-contact';
import {
  emptyRequestValues,
  requestFieldOrder,
  servicesFor,
  toLeadInput,
  type RequestFormValues,
  type RequestSource,
  type SourceProject,
} from '../request-form-values';
import { useKeepEarlyInput } from '../early-input';
import { usePhotoUploads } from '../use-photo-uploads';
import { ConsentField, HoneypotField } from './consent-field';
import { ContactFields } from './contact-fields';
import { ErrorSummary } from './error-summary';
import { PhotoPicker } from './photo-picker';
import { ProjectFields } from './project-fields';
import { SendFailureAlert } from './send-failure-alert';

const schemaResolver = zodResolver(leadInputSchema);

/** What the page shows after a request was stored. */
export interface SentRequest {
  reference: string;
  name: string;
  email: string;
}

export interface RequestFormProps {
  source: RequestSource;
  /** The published project `source.project` names (its services are ticked), or null. */
  sourceProject: SourceProject | null;
  company: CompanyContact;
  onSent: (sent: SentRequest) => void;
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

/** The error summary's entries, in the form's order: the fields' errors and the photos' problem. */
function summaryOf(errors: FieldErrors<RequestFormValues>, photoError: string | undefined) {
  return requestFieldOrder.flatMap((field) => {
    const message = field === 'photoIds' ? photoError : errors[field]?.message;
    return message ? [{ field, message }] : [];
  });
}

/** The form. */
export function RequestForm({ source, sourceProject, company, onSent }: RequestFormProps) {
  const hydrated = useHydrated();
  const photos = usePhotoUploads();
  const [startedAt] = useState(() => Date.now());
  // One idempotency key per submission, sent again on a retry of the same values (issue 20).
  const [keys] = useState(() => submissionKeys());
  const extras = useRef({ photoIds: photos.photoIds, startedAt, source });
  const latestPhotos = useRef(photos);
  useEffect(() => {
    extras.current = { photoIds: photos.photoIds, startedAt, source };
    latestPhotos.current = photos;
  });

  // The schema parses what will be sent: the values as mapped, with the photos and the source.
  const [resolver] = useState(() => {
    const parse: Resolver<RequestFormValues> = async (values, context, options) => {
      const result = await schemaResolver(toLeadInput(values, extras.current) as never, context, options as never);
      const errors = result.errors as FieldErrors<RequestFormValues>;
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    };
    return parse;
  });
  const form = useForm<RequestFormValues>({ defaultValues: emptyRequestValues(), resolver, shouldFocusError: false });
  const formElement = useRef<HTMLFormElement>(null);
  useKeepEarlyInput(formElement, form);
  const { control, handleSubmit, setError, setValue, getFieldState, formState } = form;

  // Pre-fill (issue 13): tick the service, or the project's services, unless the visitor has
  // already chosen.
  const projectServiceIds = sourceProject?.serviceIds;
  useEffect(() => {
    if (getFieldState('serviceSlugs').isDirty) return;
    const services = servicesFor(source, projectServiceIds);
    if (services.length > 0) setValue('serviceSlugs', services);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids are new arrays; their content is the key
  }, [source, projectServiceIds?.join(','), setValue, getFieldState]);

  const [summaryFocus, setSummaryFocus] = useState(0);
  /** A problem with the photos found when sending (an upload failed; the API refused one). */
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ value: Exclude<SendFailure, { kind: 'invalid' }>; attempt: number } | null>(
    null,
  );
  const [phase, setPhase] = useState<'idle' | 'waiting-for-photos' | 'sending'>('idle');

  /** Shows errors found when sending (the API's, a failed upload) like the form's own. */
  const showErrors = (errors: Record<string, string>) => {
    for (const [field, message] of Object.entries(errors)) {
      if (field === 'photoIds') setPhotoProblem(message);
      else if ((requestFieldOrder as readonly string[]).includes(field))
        setError(field as keyof RequestFormValues, { type: 'server', message });
    }
    setSummaryFocus((n) => n + 1);
  };

  const onValid = async (values: RequestFormValues) => {
    setFailure(null);
    setPhotoProblem(null);
    if (latestPhotos.current.uploading) {
      setPhase('waiting-for-photos');
      await latestPhotos.current.whenSettled();
    }
    if (latestPhotos.current.failed.length > 0) {
      setPhase('idle');
      showErrors({ photoIds: 'A photo could not be uploaded: try it again, or remove it' });
      return;
    }
    setPhase('sending');
    try {
      const body = toLeadInput(values, { ...extras.current, photoIds: latestPhotos.current.photoIds });
      const created = await sendRequest(body, keys.keyFor(body));
      onSent({ reference: created.reference, name: values.name.trim(), email: values.email.trim() });
    } catch (error) {
      setPhase('idle');
      const read = sendFailureOf(error);
      if (read.kind === 'invalid') showErrors(read.fieldErrors);
      else setFailure((previous) => ({ value: read, attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  const onInvalid = () => {
    setPhotoProblem(null);
    setSummaryFocus((n) => n + 1);
  };

  const busy = phase !== 'idle';
  const photoError = photoProblem ?? (formState.errors as { photoIds?: { message?: string } }).photoIds?.message;
  return (
    <Paper
      ref={formElement}
      component="form"
      variant="outlined"
      noValidate
      method="post"
      aria-label="Request a free estimate"
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      sx={{ position: 'relative', p: { xs: 2, sm: 3, md: 4 }, display: 'grid', gap: { xs: 3.5, md: 4 } }}
    >
      <ErrorSummary
        errors={formState.submitCount > 0 ? summaryOf(formState.errors, photoError) : []}
        focusKey={summaryFocus}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: -1.5 }}>
        Fields marked * are required.
      </Typography>
      <Part title="How can we reach you?">
        <ContactFields control={control} />
      </Part>
      <Part title="About the work">
        <ProjectFields control={control} />
      </Part>
      <PhotoPicker uploads={photos} error={photoError} />
      <ConsentField control={control} companyName={company.name} />
      <HoneypotField register={form.register} />
      {failure && <SendFailureAlert failure={failure.value} attempt={failure.attempt} company={company} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!hydrated || busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Send aria-hidden />}
          sx={{ minWidth: { xs: '100%', sm: 240 } }}
        >
          {phase === 'sending'
            ? 'Sending...'
            : phase === 'waiting-for-photos'
              ? 'Finishing photo uploads...'
              : 'Send request'}
        </Button>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: '1 1 240px' }}>
          {phase === 'waiting-for-photos'
            ? 'Your request goes as soon as your photos are uploaded.'
            : 'Free and without obligation. We never share your details.'}
        </Typography>
      </Box>
    </Paper>
  );
}

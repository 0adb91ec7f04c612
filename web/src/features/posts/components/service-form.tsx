/**
 * The form of one service's text ("Services": "title, card description, body, image
 * (upload through the existing signed-URL pipeline, with alt text), status (draft or
 * published)"): react-hook-form with the contract's serviceInputSchema as resolver, so the browser
 * and POST/PUT /api/posts check the same rules and messages; saving and resetting: OverrideForm.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { ServiceEntry } from '@site/contract/content/types';
import type { Post } from '@site/contract/post';
import {
  serviceInputLimits,
  serviceInputSchema,
  type ServiceInput,
  type ServiceInputParsed,
} from '@site/contract/service-input';
import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ControlledTextField } from '../../../components/forms/controlled-text-field';
import { FormSection } from '../../../components/forms/form-section';
import { serviceFormValues, serviceRequestBody } from '../service-form-values';
import { BodyField } from './body-field';
import { OverrideForm } from './override-form';
import { ServiceImageField } from './service-image-field';

/** A service page's body sits under its h1: its headings are h2 and h3. */
const bodyHeadingLevels = [2, 3] as const;

/** The form of `entry`, prefilled from `post` (or the built-in text). */
export function ServiceForm({ entry, post }: { entry: ServiceEntry; post: Post | undefined }) {
  const valuesFor = useCallback((p: Post | undefined): ServiceInput => serviceFormValues(entry, p), [entry]);
  const form = useForm<ServiceInput, unknown, ServiceInputParsed>({
    resolver: zodResolver(serviceInputSchema),
    defaultValues: valuesFor(post),
    mode: 'onTouched',
  });
  const { control } = form;
  const excerpt = useWatch({ control, name: 'excerpt' });
  const title = useWatch({ control, name: 'title' });
  return (
    <OverrideForm
      form={form}
      post={post}
      valuesFor={valuesFor}
      toBody={serviceRequestBody}
      what={`the ${entry.title} service`}
      label={`Edit the ${entry.title} service`}
    >
      <FormSection
        id="service-card"
        title="Title and card"
        hint="The title shows on the service page, in the Services menu, the footer and the services grid; the card text under it on the services grid."
      >
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <ControlledTextField control={control} name="title" label="Title" required autoComplete="off" />
          <ControlledTextField
            control={control}
            name="excerpt"
            label="Card description"
            required
            multiline
            minRows={2}
            helperText={`${excerpt?.length ?? 0}/${serviceInputLimits.excerpt} · One or two sentences.`}
          />
        </Box>
      </FormSection>
      <FormSection id="service-body" title="Page text" hint="The text of the service page, below its photo.">
        <BodyField
          control={control}
          name="content"
          id="service-content"
          label="Page text"
          headingLevels={bodyHeadingLevels}
          helperText="Headings, bold, italic, lists, quotes and links (web, e-mail, phone)."
        />
      </FormSection>
      <FormSection id="service-image" title="Photo" hint="On the service card and at the top of the service page.">
        <ServiceImageField control={control} builtInImage={entry.image} title={title} />
      </FormSection>
    </OverrideForm>
  );
}

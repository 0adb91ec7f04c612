/**
 * The form of one page part ("Pages": the About story and the home intro banner, edited
 * like a service): its heading and its text, with the contract's pageInputSchema as resolver;
 * saving and resetting: OverrideForm.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PageTextSettings, SitePageEntry } from '@site/contract/content/site-pages';
import { pageInputSchema, type PageInputParsed } from '@site/contract/page-input';
import type { Post } from '@site/contract/post';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { ControlledTextField } from '../../../components/forms/controlled-text-field';
import { FormSection } from '../../../components/forms/form-section';
import { pageFormValues, type PageFormValues } from '../page-form-values';
import { BodyField } from './body-field';
import { OverrideForm } from './override-form';

/**
 * Headings a page part's text may use: the About story and the home intro sit under their own h1
 * or h2, so h3 only; the privacy policy is the whole page under its h1, in h2 sections (its
 * built-in text has five), with h3 below them.
 */
const bodyHeadingLevels = { about: [3], home: [3], privacy: [2, 3] } as const;

export interface PageFormProps {
  page: SitePageEntry;
  /** The company details the built-in text names. */
  settings: PageTextSettings;
  post: Post | undefined;
}

/** The form of `page`, prefilled from `post` (or the built-in text). */
export function PageForm({ page, settings, post }: PageFormProps) {
  const valuesFor = useCallback((p: Post | undefined) => pageFormValues(page.slug, settings, p), [page.slug, settings]);
  const form = useForm<PageFormValues, unknown, PageInputParsed>({
    resolver: zodResolver(pageInputSchema),
    defaultValues: valuesFor(post),
    mode: 'onTouched',
  });
  const { control } = form;
  return (
    <OverrideForm
      form={form}
      post={post}
      valuesFor={valuesFor}
      toBody={(parsed) => parsed}
      what={`the ${page.name.toLowerCase()}`}
      label={`Edit the ${page.name.toLowerCase()}`}
    >
      <Typography color="text.secondary">{page.where}</Typography>
      <FormSection id="page-text" title="Heading and text">
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <ControlledTextField control={control} name="title" label={page.titleLabel} required autoComplete="off" />
          <BodyField
            control={control}
            name="content"
            id="page-content"
            label="Text"
            headingLevels={bodyHeadingLevels[page.slug]}
            helperText="Paragraphs, headings, bold, italic, lists, quotes and links (web, e-mail, phone)."
          />
        </Box>
      </FormSection>
    </OverrideForm>
  );
}

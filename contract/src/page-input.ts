/**
 * A page post: staff's own text for a fixed part of a public page ("Pages": the About
 * story, slug `about`, and the home intro banner, slug `home`; the privacy policy, slug
 * `privacy`), parsed by the admin's page form
 * and by POST/PUT /api/posts alike. One page post per slug (the API answers 409 for a second
 * one); when none is published the built-in text shows (contract/src/content/site-pages.ts).
 *
 * `title` is the heading of that part (the About page's hero title; the intro banner's heading),
 * `content` its text as HTML.
 */
import { z } from 'zod';
import { formStatusField, htmlBodyField } from './post-input-fields';
import { requiredText } from './required-text';

/** The editable pages, in the admin's order (the privacy policy, `/privacy`, last). */
export const pageSlugs = ['about', 'home', 'privacy'] as const;
export type PageSlug = (typeof pageSlugs)[number];

/** Lengths of the page form's texts. */
export const pageInputLimits = { title: 200 } as const;

export const pageInputSchema = z.object({
  type: z.literal('page', { error: 'Type must be page' }),
  slug: z.enum(pageSlugs, { error: 'Page must be about, home or privacy' }),
  title: requiredText('Heading', pageInputLimits.title),
  content: htmlBodyField('Please provide the page text'),
  status: formStatusField,
});
export type PageInput = z.input<typeof pageInputSchema>;
export type PageInputParsed = z.output<typeof pageInputSchema>;

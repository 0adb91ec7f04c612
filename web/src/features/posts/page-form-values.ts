/**
 * Values of the page form ("Pages": the About story and the home intro banner, "edited
 * the same way, with the built-in text as the default") and their conversions.
 */
import { builtInPageContent, type PageTextSettings } from '@site/contract/content/site-pages';
import type { PageInput, PageInputParsed, PageSlug } from '@site/contract/page-input';
import type { Post } from '@site/contract/post';
import type { Control } from 'react-hook-form';

/** What the form holds: the contract input. */
export type PageFormValues = PageInput;

/** The form's control: its values are the contract input, its submit output the parsed input. */
export type PageFormControl = Control<PageFormValues, unknown, PageInputParsed>;

/**
 * The form's values for a page part: its post's text when it has one, else the built-in text
 * for the company details in effect. New edits and unpublished posts open as drafts.
 * @param settings the company name and founding year the built-in text names
 */
export function pageFormValues(slug: PageSlug, settings: PageTextSettings, post?: Post): PageFormValues {
  const builtIn = builtInPageContent(slug, settings);
  return {
    type: 'page',
    slug,
    title: post?.title ?? builtIn.title,
    content: post?.content?.trim() ? post.content : builtIn.content,
    status: post?.status === 'published' ? 'published' : 'draft',
  };
}

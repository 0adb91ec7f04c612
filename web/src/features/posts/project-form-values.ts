/**
 * Values of the project form (spec §2 Upload New Project) and their conversions: the empty
 * form (status draft, type project, spec §4), a stored post turned into form values for the
 * edit screen, and the parsed form turned into the POST/PUT /api/posts body.
 */
import type { Control } from 'react-hook-form';
import type { Post } from '@site/contract/post';
import type { ProjectInput, ProjectInputParsed } from '@site/contract/project-input';
import { defaultPhotoAlt } from '@site/contract/project-images';
import { maxGalleryImages } from '@site/contract/project-input';
import { slugify } from '@site/contract/slug';
import type { TextFieldDefinition } from '../../components/forms/controlled-text-field';

/** What the form holds: the contract input with every text field a string (never null). */
export type ProjectFormValues = ProjectInput & {
  excerpt: string;
  location: string;
  completionDate: string;
  metaTitle: string;
  metaDescription: string;
  serviceIds: string[];
  beforeImageUrl: string;
  afterImageUrl: string;
  galleryImages: string[];
  galleryImageAlts: string[];
  featuredImageUrl: string;
  beforeImageAlt: string;
  afterImageAlt: string;
};

/** The form's control: its values are the contract input, its submit output the parsed input. */
export type ProjectFormControl = Control<ProjectInput, unknown, ProjectInputParsed>;

/** One plain text field of the form, as a row of a ControlledTextFields table. */
export type ProjectTextField = TextFieldDefinition<ProjectInput, ProjectInputParsed>;

/** The two photo fields of the form. */
export type PhotoField = 'beforeImageUrl' | 'afterImageUrl';

/** A new, empty form: draft, type project, no services, no photos. */
export function emptyProjectValues(): ProjectFormValues {
  return {
    title: '',
    content: '',
    status: 'draft',
    type: 'project',
    excerpt: '',
    location: '',
    completionDate: '',
    metaTitle: '',
    metaDescription: '',
    serviceIds: [],
    beforeImageUrl: '',
    afterImageUrl: '',
    galleryImages: [],
    galleryImageAlts: [],
    featuredImageUrl: '',
    beforeImageAlt: '',
    afterImageAlt: '',
  };
}

/**
 * The edit form's values of a stored project. Content HTML goes to the rich-text editor as it
 * is; a meta title equal to the title (the server's automatic one) shows as empty, so it follows
 * a renamed title; an archived post opens as draft (the form offers draft or published only).
 * A featured image that is none of the photos (set apart in older posts) becomes the first
 * gallery photo, where the project page already showed it first; with no room left, none.
 */
export function postToFormValues(post: Post): ProjectFormValues {
  const gallery = {
    paths: [...post.galleryImages],
    alts: post.galleryImages.map((_, i) => post.galleryImageAlts[i] ?? ''),
  };
  const featured = post.featuredImageUrl ?? '';
  const photos = [post.beforeImageUrl, post.afterImageUrl, ...gallery.paths];
  const apart = featured !== '' && !photos.includes(featured);
  if (apart && gallery.paths.length < maxGalleryImages) {
    gallery.paths.unshift(featured);
    gallery.alts.unshift('');
  }
  return {
    title: post.title,
    content: post.content ?? '',
    status: post.status === 'published' ? 'published' : 'draft',
    type: 'project',
    excerpt: post.excerpt ?? '',
    location: post.location ?? '',
    completionDate: post.completionDate ?? '',
    metaTitle: post.metaTitle && post.metaTitle !== post.title ? post.metaTitle : '',
    metaDescription: post.metaDescription ?? '',
    serviceIds: [...post.serviceIds],
    beforeImageUrl: post.beforeImageUrl ?? '',
    afterImageUrl: post.afterImageUrl ?? '',
    galleryImages: gallery.paths,
    galleryImageAlts: gallery.alts,
    featuredImageUrl: apart && gallery.paths[0] !== featured ? '' : featured,
    beforeImageAlt: post.beforeImageAlt ?? '',
    afterImageAlt: post.afterImageAlt ?? '',
  };
}

/**
 * The POST/PUT /api/posts body of a parsed form (content is the editor's HTML, which the server
 * sanitizes), with its empty optional fields (null) left out: the schema reads a missing field
 * as null, so the server parses it with the same schema to the same values.
 */
export function toProjectRequestBody(parsed: ProjectInputParsed): ProjectInput {
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== null)) as ProjectInput;
}

/** Slug preview of a title (spec §5 rule); "project" when the title has no letters or digits. */
export function slugPreview(title: string): string {
  return slugify(title) || 'project';
}

/** The meta title the server stores when the field is left empty: the title. */
export function effectiveMetaTitle(metaTitle: string, title: string): string {
  return metaTitle.trim() || title.trim();
}

/** Automatic alt text of the before or after photo (contract defaultPhotoAlt, as the pages use it). */
export function autoAltText(field: PhotoField, title: string): string {
  return defaultPhotoAlt(field === 'beforeImageUrl' ? 'before' : 'after', title);
}

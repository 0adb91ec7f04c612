/**
 * Values of the service form ("Services": title, card description, body, image with
 * alt text, status) and their conversions: a service's current text (its post, else the
 * built-in data, spec §2 Service detail) as form values, and the parsed form as the POST/PUT
 * /api/posts body (contract serviceInputSchema).
 */
import type { ServiceEntry } from '@site/contract/content/types';
import type { Post } from '@site/contract/post';
import type { ManagedService } from '@site/contract/service';
import type { ServiceInput, ServiceInputParsed } from '@site/contract/service-input';
import type { Control } from 'react-hook-form';

/** What the form starts with: the contract input with every text a string. */
export type ServiceFormValues = ServiceInput & { image: string; imageAlt: string };

/** The form's control: its values are the contract input, its submit output the parsed input. */
export type ServiceFormControl = Control<ServiceInput, unknown, ServiceInputParsed>;

/**
 * The form's values for a service: its post's text when it has one, else the built-in text
 * (`image` '' there: the built-in photo stays in use until one is uploaded). A post that is not
 * published opens as a draft (the form offers draft or published only, spec §4); a new edit
 * starts as a draft too.
 * @param entry the built-in service (contract service catalog)
 * @param post the service's post, if any
 */
export function serviceFormValues(entry: ServiceEntry, post?: Post): ServiceFormValues {
  if (!post) {
    return {
      type: 'service',
      slug: entry.slug,
      title: entry.title,
      excerpt: entry.description,
      content: entry.longDescription.trim(),
      image: '',
      imageAlt: '',
      status: 'draft',
    };
  }
  return {
    type: 'service',
    slug: entry.slug,
    title: post.title,
    excerpt: post.excerpt ?? entry.description,
    content: post.content?.trim() ? post.content : entry.longDescription.trim(),
    image: post.image ?? post.featuredImageUrl ?? '',
    imageAlt: post.imageAlt ?? '',
    status: post.status === 'published' ? 'published' : 'draft',
  };
}

/**
 * The POST/PUT /api/posts body of a parsed form: no image (and no alt text) reads as null; the
 * server parses it with the same schema.
 */
export function serviceRequestBody(parsed: ServiceInputParsed): ServiceInput {
  const { image, imageAlt, ...rest } = parsed;
  return { ...rest, ...(image ? { image, ...(imageAlt ? { imageAlt } : {}) } : {}) };
}

/**
 * The text a service's form starts from: a first-run service's built-in text (found by its
 * record's id, so a new address keeps it), else blank; its current address, name and icon.
 * @param catalog the built-in texts (contract content/service-catalog.ts)
 */
export function serviceEntryOf(service: ManagedService, catalog: readonly ServiceEntry[]): ServiceEntry {
  const builtIn = catalog.find((entry) => entry.slug === service.id);
  return {
    slug: service.slug,
    title: service.name,
    description: builtIn?.description ?? '',
    longDescription: builtIn?.longDescription ?? '',
    image: builtIn?.image ?? null,
    icon: service.icon,
  };
}

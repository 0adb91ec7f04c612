/**
 * A project as JSON-LD ("each project (CreativeWork with its images and
 * location)"). Shape: schema.org/CreativeWork (name, description, url, image ImageObject[] with
 * url and caption: the photo's alt text; locationCreated
 * Place, dateCreated, datePublished, dateModified, creator, about Service[]).
 */
import type { Post } from '@site/contract/post';
import type { PublicSiteSettings } from '@site/contract/site-settings';
import { businessRef } from './business-json-ld';
import { schemaOrgContext, type JsonLd } from '@site/contract/seo/json-ld';
import { projectImagePaths } from '@site/contract/project-images';
import { projectPath, servicePath } from '@site/contract/site-pages';
import { absoluteUrl, siteOrigin } from '@site/contract/seo/site-url';
import { descriptionFrom } from './text';
import { imagePathAlt } from '@site/contract/project-images';

/** The post fields the project builders read (a Post from the API has them all). */
export type ProjectSeoInput = Pick<
  Post,
  | 'id'
  | 'slug'
  | 'title'
  | 'content'
  | 'excerpt'
  | 'location'
  | 'completionDate'
  | 'metaTitle'
  | 'metaDescription'
  | 'featuredImageUrl'
  | 'image'
  | 'galleryImages'
  | 'beforeImageUrl'
  | 'afterImageUrl'
  | 'serviceIds'
  | 'postServices'
  | 'createdAt'
  | 'updatedAt'
  | 'galleryImageAlts'
  | 'beforeImageAlt'
  | 'afterImageAlt'
>;

/** The project's meta description: metaDescription, else excerpt, else its text content. */
export function projectDescription(post: Pick<Post, 'metaDescription' | 'excerpt' | 'content' | 'title'>): string {
  return descriptionFrom(post.metaDescription, post.excerpt, post.content, post.title);
}

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * A completion date as an ISO 8601 date (schema.org Date): "2024-06", "2024-06-15", "2024",
 * "June 2024" → "2024-06"; anything else → null (left out rather than guessed).
 */
export function isoCompletionDate(value: string | null): string | null {
  const text = value?.trim() ?? '';
  if (/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/.test(text)) return text;
  const match = /^([A-Za-z]+)\.?\s+(\d{4})$/.exec(text);
  const month = match
    ? months.findIndex((m) => match[1] !== undefined && match[1].length >= 3 && m.startsWith(match[1].toLowerCase()))
    : -1;
  return match && month >= 0 ? `${match[2]}-${String(month + 1).padStart(2, '0')}` : null;
}

/** A location such as "Guilford, CT" as a schema.org Place with a PostalAddress. */
export function placeJsonLd(location: string, country = 'US'): JsonLd {
  const [town, region, ...rest] = location.split(',').map((part) => part.trim());
  const address: JsonLd = { '@type': 'PostalAddress', addressCountry: country };
  if (town) address.addressLocality = town;
  if (region && rest.length === 0 && /^[A-Z]{2}$/.test(region)) address.addressRegion = region;
  return { '@type': 'Place', name: location.trim(), address };
}

/**
 * The CreativeWork node of /project/{slug}.
 * @param post a published project (the API Post, or the fields listed in ProjectSeoInput)
 * @param settings site settings; `siteUrl` decides every absolute URL
 */
export function projectJsonLd(post: ProjectSeoInput, settings: PublicSiteSettings): JsonLd {
  const origin = siteOrigin(settings.siteUrl);
  const url = absoluteUrl(projectPath(post), origin);
  const node: JsonLd = {
    '@context': schemaOrgContext,
    '@type': 'CreativeWork',
    '@id': `${url}#project`,
    name: post.title,
    headline: post.metaTitle?.trim() || post.title,
    description: projectDescription(post),
    url,
    // ImageObjects carry each photo's alt text as its caption.
    image: projectImagePaths(post).map((path) => ({
      '@type': 'ImageObject',
      url: absoluteUrl(path, origin),
      caption: imagePathAlt(post, path),
    })),
    creator: businessRef(settings),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
  };
  if (post.location?.trim()) node.locationCreated = placeJsonLd(post.location, settings.address.country);
  const created = isoCompletionDate(post.completionDate);
  if (created) node.dateCreated = created;
  const names = new Map(post.postServices.map((entry) => [entry.id, entry.service.name]));
  const about = post.serviceIds.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ '@type': 'Service', name, url: absoluteUrl(servicePath(id), origin) }];
  });
  if (about.length > 0) node.about = about;
  return node;
}

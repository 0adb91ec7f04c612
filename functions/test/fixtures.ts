/**
 * Test content: demo projects covering
 * published (residential, commercial), draft and archived posts that visitors must never see.
 */
import { blankSiteSettings } from '@site/contract/site-settings';
import { postListFields, type PostListFields } from '../src/services/posts/post-list-fields';
import { Timestamp } from 'firebase-admin/firestore';
import { demoSiteSettings } from '@site/functions/seed/demo-company';
import type { DemoProject } from '@site/contract/content/types';
import { db } from '../src/services/platform/firestore';
import { seedSiteSettings } from '../src/services/site/site-settings-store';

function project(
  overrides: Partial<DemoProject> & Pick<DemoProject, 'id' | 'slug' | 'title' | 'status' | 'createdDaysAgo'>,
): DemoProject {
  return {
    content: '<p>A finished project with plenty of detail.</p>',
    excerpt: 'Excerpt',
    location: 'Orange, CT',
    completionDate: '2024-06',
    metaTitle: overrides.title,
    metaDescription: 'Meta description',
    featuredImageUrl: null,
    beforeImageUrl: '/photos/before.jpg',
    afterImageUrl: '/photos/after.jpg',
    galleryImages: [],
    serviceIds: [],
    ...overrides,
  };
}

/** Ids of the posts a visitor must never receive. */
export const hiddenIds = ['demo-draft-walkway', 'demo-archived-pond'] as const;
/** Slugs of the posts a visitor must never receive. */
export const hiddenSlugs = ['secret-draft-walkway', 'old-archived-pond'] as const;

export const testProjects: DemoProject[] = [
  project({
    id: 'demo-stone-patio',
    slug: 'stone-patio-guilford',
    title: 'Stone Patio in Guilford',
    status: 'published',
    content:
      '<p>A residential bluestone patio.</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    // A stale id (service removed from the catalog) must not break the postServices join.
    serviceIds: ['patios-hardscape', 'no-such-service'],
    createdDaysAgo: 5,
  }),
  project({
    id: 'demo-office-park',
    slug: 'office-park-plantings',
    title: 'Office Park Plantings',
    status: 'published',
    content: '<p>A commercial planting plan for an office park.</p>',
    serviceIds: ['commercial-services'],
    createdDaysAgo: 20,
  }),
  project({
    id: 'demo-old-wall',
    slug: 'fieldstone-wall-orange',
    title: 'Fieldstone Wall in Orange',
    status: 'published',
    createdDaysAgo: 100,
  }),
  project({
    id: 'demo-draft-walkway',
    slug: 'secret-draft-walkway',
    title: 'Secret Draft Walkway',
    status: 'draft',
    content: '<p>A residential walkway, not finished. Stone patio too.</p>',
    createdDaysAgo: 1,
  }),
  project({
    id: 'demo-archived-pond',
    slug: 'old-archived-pond',
    title: 'Old Archived Pond',
    status: 'archived',
    content: '<p>A commercial pond we no longer show. Office park.</p>',
    createdDaysAgo: 2,
  }),
];

/**
 * The body of a service text form ("Services"; POST /api/posts): a draft of the
 * service `slug`'s own text, with `overrides` (e.g. `{ status: 'published' }`, an `image`).
 */
export const serviceForm = (slug: string, overrides: Record<string, unknown> = {}) => ({
  type: 'service',
  slug,
  title: 'Feeding',
  excerpt: 'Five parts.',
  content: '<p>Our fertilizer program.</p>',
  status: 'draft',
  ...overrides,
});

/**
 * Writes the demo company (seed/demo-company.ts) as the saved company details, as the
 * local seed does; without saved details a site is not set up (public pages answer 503).
 */
export async function seedDemoCompany(): Promise<void> {
  const { siteUrl: _siteUrl, ...company } = demoSiteSettings;
  await seedSiteSettings(company);
}

/** The list fields a write stores for a post's fields (post-list-fields.ts), as the write paths add them. */
function listFields(fields: Record<string, unknown>): Partial<PostListFields> {
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : null);
  if ('sector' in fields) return {};
  return postListFields({
    title: text('title') ?? '',
    location: text('location'),
    excerpt: text('excerpt'),
    metaDescription: text('metaDescription'),
    content: text('content'),
  });
}

/**
 * Writes a post document as stored, past the API (what the API would refuse, or an older shape):
 * `fields` (with the list fields the write paths add, unless `sector` is given) with createdAt and
 * updatedAt both at `at`.
 * @param at an ISO 8601 time, e.g. '2026-01-02T03:04:05Z'
 * @returns that time as the stored Timestamp
 */
export async function storePost(id: string, at: string, fields: Record<string, unknown>): Promise<Timestamp> {
  const time = Timestamp.fromDate(new Date(at));
  await db()
    .collection('posts')
    .doc(id)
    .set({ ...fields, ...listFields(fields), createdAt: time, updatedAt: time });
  return time;
}

/**
 * A real contractor's company in another state, with no licences or certifications: what the
 * real-project tests save as company details (nothing of the demo company).
 */
export const acmeCompany = {
  ...blankSiteSettings,
  companyName: 'Acme Landscaping',
  shortName: 'Acme',
  tagline: 'Lawns and patios in central Ohio',
  foundedYear: 2015,
  phone: '(614) 555-0123',
  phoneHref: '+16145550123',
  email: 'office@acme-landscaping.com',
  address: { street: '1 Main Street', city: 'Dublin', region: 'OH', postalCode: '43017', country: 'US' },
  areaServed: ['Franklin County, OH'],
  leadEmailRecipients: ['office@acme-landscaping.com'],
  siteUrl: 'https://www.acme-landscaping.com',
};

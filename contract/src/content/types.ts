/**
 * Shapes of the built-in content: the service catalog (spec §2 Service detail: "built-in data
 * … each with title, description, longDescription, image, slug") and the demo projects the
 * local seed loads.
 */
import type { PostStatus } from '../post';
import type { ServiceIcon } from '../service';

export type { ServiceIcon } from '../service';

export interface ServiceEntry {
  slug: string;
  /** Card and page title, e.g. "Natural Stone Walls". Also the `services` collection `name`. */
  title: string;
  /** Card description: one or two sentences, ≤ 180 characters. */
  description: string;
  /** Page body: HTML (h2/h3, p, ul/li, strong, em, table only), several paragraphs with headings. */
  longDescription: string;
  /** `/photos/<name>.jpg` from assets/photos, or null for a designed placeholder (stone, patio, kitchen…). */
  image: string | null;
  icon: ServiceIcon;
}

export interface DemoProject {
  /** Deterministic document id, e.g. "demo-guilford-shoreline-garden" (the seed upserts by id). */
  id: string;
  slug: string;
  title: string;
  status: PostStatus;
  /** HTML body (p, h2/h3, ul/li, strong, em). */
  content: string;
  excerpt: string;
  /** Town, state, e.g. "Guilford, CT" (New Haven or Fairfield County). */
  location: string;
  /** e.g. "2024-06" or "June 2024" */
  completionDate: string;
  metaTitle: string;
  metaDescription: string;
  featuredImageUrl: string | null;
  beforeImageUrl: string | null;
  afterImageUrl: string | null;
  galleryImages: string[];
  serviceIds: string[];
  /** How many days before the seed run it was created; orders the listing (newest first). */
  createdDaysAgo: number;
}

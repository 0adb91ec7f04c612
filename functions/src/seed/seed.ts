/**
 * The local seed (DESIGN §4, issue 2): the 13 services and the demo projects, upserted so that
 * running it again gives the same documents (createdAt kept). Projects carry no view counts:
 * views are the visits the site counted (issue 15, ADR 0012), 0 on a fresh stack.
 * Service pages fall back to built-in data (spec §2 Service detail), so no service posts.
 */
import type { DemoProject, ServiceEntry } from '@site/contract/content/types';
import { postFieldsSchema, type PostFields } from '@site/contract/post';
import { upsertPostKeepingHistory, type UpsertResult } from '../services/posts/post-writes';
import { upsertServices, type ServiceDocument } from '../services/posts/services-store';

const dayMs = 24 * 60 * 60 * 1000;

/** What one seed run did. */
export interface SeedSummary {
  services: number;
  projects: Record<UpsertResult, number>;
}

/**
 * `services/{slug}` documents of the catalog: {name: title, slug, order: catalog position}.
 * @param catalog the service catalog (contract/src/content/service-catalog.ts)
 */
export function serviceDocuments(catalog: readonly ServiceEntry[]): ServiceDocument[] {
  return catalog.map((entry, order) => ({ id: entry.slug, name: entry.title, slug: entry.slug, order }));
}

/**
 * The post fields of a demo project (type 'project'), validated with the contract schema.
 * @throws ZodError when the demo data does not fit the schema
 */
export function projectFields(project: DemoProject): PostFields {
  return postFieldsSchema.parse({
    slug: project.slug,
    type: 'project',
    title: project.title,
    status: project.status,
    content: project.content,
    excerpt: project.excerpt,
    location: project.location,
    completionDate: project.completionDate,
    metaTitle: project.metaTitle,
    metaDescription: project.metaDescription,
    featuredImageUrl: project.featuredImageUrl,
    image: null,
    galleryImages: project.galleryImages,
    beforeImageUrl: project.beforeImageUrl,
    afterImageUrl: project.afterImageUrl,
    serviceIds: project.serviceIds,
  });
}

/**
 * Upserts services and demo projects into the Firestore of the current project.
 * A new project gets createdAt = now − createdDaysAgo days; an existing one keeps its createdAt
 * (services/posts/post-writes upsertPostKeepingHistory).
 * @returns counts of what was written
 * @throws ZodError for invalid content, Firestore errors when the emulator is unreachable
 */
export async function seedDatabase(input: {
  catalog: readonly ServiceEntry[];
  projects: readonly DemoProject[];
  now?: Date;
}): Promise<SeedSummary> {
  const now = input.now ?? new Date();
  const services = await upsertServices(serviceDocuments(input.catalog));
  const projects: Record<UpsertResult, number> = { created: 0, updated: 0, unchanged: 0 };
  for (const project of input.projects) {
    const createdAt = new Date(now.getTime() - project.createdDaysAgo * dayMs);
    projects[await upsertPostKeepingHistory(project.id, projectFields(project), createdAt)] += 1;
  }
  return { services, projects };
}

/** One-line summary, e.g. "seed: 13 services, 10 projects (10 created, 0 updated, 0 unchanged)". */
export function formatSummary(summary: SeedSummary): string {
  const { created, updated, unchanged } = summary.projects;
  return `seed: ${summary.services} services, ${created + updated + unchanged} projects (${created} created, ${updated} updated, ${unchanged} unchanged)`;
}

/**
 * Where the seed may write (safety, DESIGN §4: a `demo-` project id cannot reach a real
 * project). Reads GCLOUD_PROJECT and FIRESTORE_EMULATOR_HOST.
 * @returns {projectId, emulatorHost}, or {error} naming what is missing or refused
 */
export function seedTarget(env: NodeJS.ProcessEnv): { projectId: string; emulatorHost: string } | { error: string } {
  const projectId = env.GCLOUD_PROJECT;
  const emulatorHost = env.FIRESTORE_EMULATOR_HOST;
  if (!projectId) return { error: 'seed: set GCLOUD_PROJECT to a demo- project id' };
  if (!projectId.startsWith('demo-')) {
    return { error: `seed: refusing project "${projectId}": only demo- projects are seeded` };
  }
  if (!emulatorHost) return { error: 'seed: set FIRESTORE_EMULATOR_HOST (host:port of the Firestore emulator)' };
  return { projectId, emulatorHost };
}

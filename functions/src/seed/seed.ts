/**
 * The local seed (DESIGN §4): the demo projects, upserted so that running it again gives
 * the same documents (createdAt kept). Projects carry no view counts: views are the visits the
 * site counted (ADR 0012), 0 on a fresh stack. The services are not demo content: the
 * migrations write the defaults on every project (ADR 0031).
 */
import type { DemoProject } from '@site/contract/content/types';
import { postFieldsSchema, type PostFields } from '@site/contract/post';
import { upsertPostKeepingHistory, type UpsertResult } from '../services/posts/post-writes';

const dayMs = 24 * 60 * 60 * 1000;

/** What one seed run did. */
export interface SeedSummary {
  projects: Record<UpsertResult, number>;
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
 * Upserts the demo projects into the Firestore of the current project.
 * A new project gets createdAt = now − createdDaysAgo days; an existing one keeps its createdAt
 * (services/posts/post-writes upsertPostKeepingHistory).
 * @returns counts of what was written
 * @throws ZodError for invalid content, Firestore errors when the emulator is unreachable
 */
export async function seedDatabase(input: { projects: readonly DemoProject[]; now?: Date }): Promise<SeedSummary> {
  const now = input.now ?? new Date();
  const projects: Record<UpsertResult, number> = { created: 0, updated: 0, unchanged: 0 };
  for (const project of input.projects) {
    const createdAt = new Date(now.getTime() - project.createdDaysAgo * dayMs);
    projects[await upsertPostKeepingHistory(project.id, projectFields(project), createdAt)] += 1;
  }
  return { projects };
}

/** One-line summary, e.g. "seed: 10 projects (10 created, 0 updated, 0 unchanged)". */
export function formatSummary(summary: SeedSummary): string {
  const { created, updated, unchanged } = summary.projects;
  return `seed: ${created + updated + unchanged} projects (${created} created, ${updated} updated, ${unchanged} unchanged)`;
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

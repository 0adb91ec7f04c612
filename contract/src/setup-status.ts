/**
 * What the admin's "Set up your site" checklist reads ("the admin shows a checklist
 * until each item is done"): GET /api/setup, staff only (functions/src/routes/setup.ts), and what
 * DELETE /api/setup/demo-projects answers.
 */
import { z } from 'zod';

/** GET /api/setup. */
export const setupStatusSchema = z.object({
  /** Staff have saved the Company section (details, licences, certifications, request e-mails): the seed's demo values are gone. */
  company: z.boolean(),
  /** How many of the seed's demo projects are still there (0 on a project never seeded). */
  demoProjects: z.number().int().min(0),
  /** How many projects staff made (any status): the demo projects are offered for removal once there is one. */
  ownProjects: z.number().int().min(0),
  /** The privacy page is staff's own text, published (not the built-in text). */
  privacy: z.boolean(),
  /** The Company section has the Google Business Profile link ("Reviews"). */
  googleBusinessProfile: z.boolean(),
  /** Staff have saved the home hero slides (their own photos and words, not the designed slides). */
  heroPhotos: z.boolean(),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/** DELETE /api/setup/demo-projects: how many projects went. */
export const demoProjectsRemovedSchema = z.object({ removed: z.number().int().min(0) });
export type DemoProjectsRemoved = z.infer<typeof demoProjectsRemovedSchema>;

/** Every item done: the checklist goes away. */
export function setupComplete(status: SetupStatus): boolean {
  return (
    status.company && status.demoProjects === 0 && status.privacy && status.heroPhotos && status.googleBusinessProfile
  );
}

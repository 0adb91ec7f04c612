/**
 * What the admin's "Set up your site" checklist still asks (contract setup-status.ts;
 * GET /api/setup in routes/setup.ts): the Company section saved by staff, the seed's demo projects
 * left and staff's own projects, the privacy page published as staff's own text (a `privacy` page post exists only once
 * staff saved one), the home hero slides saved by staff (services/site/hero-slides-store.ts), and the
 * Google Business Profile link set in the Company section.
 */
import type { SetupStatus } from '@site/contract/setup-status';
import { db } from '../platform/firestore';
import { projectCountsBySource } from '../posts/demo-projects';
import { postByTypeAndSlugQuery } from '../posts/posts-store';
import { heroSlidesSaved } from './hero-slides-store';
import { readSiteSettings, settingsSavedByStaff } from './site-settings-store';

/**
 * Reads the checklist's state.
 * @throws Firestore errors
 */
export async function readSetupStatus(): Promise<SetupStatus> {
  const [company, projects, privacy, settings, heroPhotos] = await Promise.all([
    settingsSavedByStaff(),
    projectCountsBySource(),
    postByTypeAndSlugQuery.query(db(), { type: 'page', slug: 'privacy' }).get(),
    readSiteSettings(),
    heroSlidesSaved(),
  ]);
  return {
    company,
    demoProjects: projects.demo,
    ownProjects: projects.own,
    privacy: privacy.docs.some((doc) => doc.get('status') === 'published'),
    googleBusinessProfile: settings.googleBusinessProfileUrl !== null,
    heroPhotos,
  };
}

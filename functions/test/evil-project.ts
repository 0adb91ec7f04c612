/**
 * A published project whose text fields and image path carry markup and script, for the tests
 * that no post field can inject into a served page (OWASP XSS Prevention Cheat Sheet).
 */
import { writeDefaultServices } from '../src/migrations/default-services';
import { seedDatabase } from '../src/seed/seed';
import { storePost, testProjects } from './fixtures';

/** Ends a script element, opens another, ends an attribute and adds an element with a handler. */
export const evil = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';

/** Seeds the test catalog and projects, plus 'evil-project' (id `evil`). */
export async function seedWithEvilProject(): Promise<void> {
  await writeDefaultServices();
  await seedDatabase({ projects: testProjects });
  await storePost('evil', '2026-02-03T04:05:06Z', {
    slug: 'evil-project',
    type: 'project',
    status: 'published',
    title: evil,
    metaTitle: null,
    metaDescription: evil,
    location: `Orange, CT ${evil}`,
    galleryImages: [`/photos/a.jpg?${evil}`],
    serviceIds: [],
    views: 0,
  });
}

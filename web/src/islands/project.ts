/**
 * Island of a project page (ADR 0024): the before/after comparison, the gallery's
 * full-screen viewer (PhotoSwipe, loaded on the first reach for a photo) and the view beacon of
 * a published project (features/projects/project-view.ts: once per browser per
 * project per day, none from automated browsers; the server leaves out staff and bots).
 */
import { scheduleProjectView } from '../features/projects/project-view';
import { enhanceComparison } from '../features/projects/enhancers/before-after';
import { enhanceGallery } from '../features/projects/enhancers/gallery';

document.querySelectorAll<HTMLElement>('[data-comparison]').forEach(enhanceComparison);
document.querySelectorAll<HTMLElement>('ul[data-gallery]').forEach(enhanceGallery);
const viewed = document.querySelector<HTMLElement>('[data-project-view]')?.dataset.projectView;
if (viewed) scheduleProjectView(viewed);
document.documentElement.setAttribute('data-island-project', 'ready');

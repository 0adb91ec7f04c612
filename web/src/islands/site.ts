/**
 * Island of every public page (ADR 0024), part of the public pages' one script
 * (islands/public.ts): the navbar's dropdowns and phone menu, and the staff parts (Admin link,
 * name, avatar, Logout, "Edit this page", the home page's quick actions).
 */
import { enhanceMobileMenu } from './mobile-menu';
import { enhanceNavDropdowns } from './nav-dropdowns';
import { showStaffBits } from './staff-bits';
import { installPreloadErrorReload } from '../lib/preload-error-reload';

// A tab opened before a deploy reloads once when an island's chunk (the photo viewer) is gone.
installPreloadErrorReload();

enhanceNavDropdowns(document);
enhanceMobileMenu(document);
/** Settles when the staff parts are shown or known not to be. */
export const siteReady: Promise<void> = showStaffBits(document).finally(() =>
  document.documentElement.setAttribute('data-island-site', 'ready'),
);

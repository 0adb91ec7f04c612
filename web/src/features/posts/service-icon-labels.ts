/** What each service icon shows, for the icon pickers of the Services section (contract service.ts `serviceIcons`). */
import type { ServiceIcon } from '@site/contract/service';

export const serviceIconLabels: Record<ServiceIcon, string> = {
  grass: 'Grass',
  business: 'Office building',
  'outdoor-grill': 'Grill',
  wall: 'Stone wall',
  park: 'Tree',
  water: 'Water drop',
  eco: 'Leaf',
  drain: 'Pipe',
  golf: 'Golf flag',
  masonry: 'Masonry',
  patio: 'Patio',
  pond: 'Waves',
  fence: 'Fence',
};

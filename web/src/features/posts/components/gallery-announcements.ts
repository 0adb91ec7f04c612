/**
 * What a screen reader hears while a gallery photo is moved with dnd-kit (its `accessibility.
 * announcements`, docs.dndkit.com/guides/accessibility): positions as "photo 2 of 5" instead of
 * the sortable ids (the photos' storage paths).
 */
import type { Announcements } from '@dnd-kit/core';

/** Announcements for the gallery whose photos are `paths`, in their order before the move. */
export function galleryAnnouncements(paths: readonly string[]): Announcements {
  const position = (id: string | number | undefined) => `photo ${paths.indexOf(String(id)) + 1} of ${paths.length}`;
  return {
    onDragStart: ({ active }) =>
      `Picked up ${position(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) => {
      if (!over) return `${position(active.id)} is no longer over a place.`;
      return over.id === active.id
        ? `${position(active.id)} is in its own place.`
        : `${position(active.id)} is over the place of ${position(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${position(active.id)} at the place of ${position(over.id)}.` : `Dropped ${position(active.id)}.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${position(active.id)} stays where it was.`,
  };
}

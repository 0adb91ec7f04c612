/**
 * PATCH and DELETE /api/leads/:id/notes/:noteId ("notes can be edited and deleted";
 * contract leadNotePatchSchema): the answer is the lead as it now is, which replaces the cached
 * one. Toasts in spec §8's style; 401 → the logged-out flow.
 */
import { apiPaths } from '@site/contract/request-conventions';
import { leadSchema, type Lead } from '@site/contract/lead';
import { apiRequest } from '../../../lib/api-client';
import { useLeadWrite } from './lead-writes';

/** A note change: new text, or null to delete it. */
export interface NoteChange {
  noteId: string;
  text: string | null;
}

/** Sends one change. @returns the lead @throws Error "{status}: {text}" (spec §8) */
export async function changeNote(leadId: string, { noteId, text }: NoteChange): Promise<Lead> {
  const path = apiPaths.leadNote(leadId, noteId);
  const res = text === null ? await apiRequest('DELETE', path) : await apiRequest('PATCH', path, { text });
  return leadSchema.parse(await res.json());
}

/** The note mutation of one lead. */
export function useChangeNote(leadId: string) {
  return useLeadWrite(
    leadId,
    (change: NoteChange) => changeNote(leadId, change),
    (change) =>
      change.text === null
        ? { title: 'Note Deleted', description: 'The note has been removed.' }
        : { title: 'Note Saved', description: 'Your changes to the note have been saved.' },
    (change) =>
      change.text === null
        ? 'Failed to delete the note. Please try again.'
        : 'Failed to save the note. Please try again.',
  );
}

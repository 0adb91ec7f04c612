/**
 * Staff notes on a lead ("a note appended with author and time"): a box to add one,
 * then the notes, newest first, each with who wrote it and when. A note is kept in the box until
 * the server has saved it. Each note can be edited (in place, Save or Cancel; it then
 * says "edited") and deleted (after a confirm).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { leadLimits, type Lead, type LeadNote } from '@site/contract/lead';
import { useState, type FormEvent } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { useChangeNote } from '../api/lead-notes';
import { useUpdateLead } from '../api/update-lead';
import { formatFullDate, formatReceived } from '../lead-labels';
import { DetailCard } from './detail-card';

/** Why a note's text cannot be saved, or null. */
function noteProblem(text: string): string | null {
  if (!text.trim()) return 'Write a note first';
  if (text.trim().length > leadLimits.noteMax) return `Note must be at most ${leadLimits.noteMax} characters`;
  return null;
}

/** One note: its text, author and time, Edit and Delete; or its edit box. */
function NoteItem({ leadId, note }: { leadId: string; note: LeadNote }) {
  const change = useChangeNote(leadId);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = change.isPending;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = noteProblem(draft ?? '');
    if (problem) return setError(problem);
    setError(null);
    change.mutate({ noteId: note.id, text: (draft ?? '').trim() }, { onSuccess: () => setDraft(null) });
  };
  return (
    <Box component="li" data-note-id={note.id} sx={{ borderLeft: 3, borderColor: 'secondary.light', pl: 1.5 }}>
      {draft === null ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Typography>
      ) : (
        <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 1, my: 0.5 }}>
          <TextField
            label="Edit note"
            multiline
            minRows={2}
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={error !== null}
            helperText={error ?? `${draft.length} / ${leadLimits.noteMax}`}
            disabled={busy}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" size="small" disabled={busy}>
              {busy ? 'Saving...' : 'Save note'}
            </Button>
            <Button size="small" onClick={() => setDraft(null)} disabled={busy}>
              Cancel
            </Button>
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography variant="body2" color="text.secondary" title={formatFullDate(note.createdAt)}>
          {note.author} · {formatReceived(note.createdAt)}
          {note.editedAt ? ` · edited ${formatReceived(note.editedAt)}` : ''}
        </Typography>
        {draft === null && (
          <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
            <Button
              size="small"
              onClick={() => setDraft(note.text)}
              aria-label={`Edit note of ${formatReceived(note.createdAt)}`}
            >
              Edit
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => setConfirming(true)}
              aria-label={`Delete note of ${formatReceived(note.createdAt)}`}
            >
              Delete
            </Button>
          </Box>
        )}
      </Box>
      <ConfirmDeleteDialog
        open={confirming}
        title="Delete this note?"
        text="The note will be removed from the lead. This cannot be undone."
        pending={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => change.mutate({ noteId: note.id, text: null }, { onSettled: () => setConfirming(false) })}
      />
    </Box>
  );
}

/** The notes card. */
export function LeadNotes({ lead }: { lead: Lead }) {
  const update = useUpdateLead(lead.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const saving = update.isPending && update.variables?.note !== undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = noteProblem(text);
    if (problem) return setError(problem);
    setError(null);
    update.mutate({ note: text.trim() }, { onSuccess: () => setText('') });
  };

  const notes = [...lead.notes].reverse();
  return (
    <DetailCard title={lead.notes.length > 0 ? `Notes (${lead.notes.length})` : 'Notes'}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 1 }}>
        <TextField
          label="Add a note"
          placeholder="Called back, site visit booked for Tuesday…"
          multiline
          minRows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error !== null}
          helperText={error ?? `${text.length} / ${leadLimits.noteMax}`}
          disabled={saving}
        />
        <Button type="submit" variant="contained" disabled={saving} sx={{ justifySelf: 'start' }}>
          {saving ? 'Saving...' : 'Add Note'}
        </Button>
      </Box>
      {notes.length > 0 && (
        <Box
          component="ol"
          reversed
          aria-label="Notes, newest first"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}
        >
          {notes.map((note) => (
            <NoteItem key={note.id} leadId={lead.id} note={note} />
          ))}
        </Box>
      )}
    </DetailCard>
  );
}

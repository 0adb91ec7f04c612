/**
 * Staff notes on a lead (issue 13: "a note appended with author and time"): a box to add one,
 * then the notes, newest first, each with who wrote it and when. A note is kept in the box until
 * the server has saved it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { leadLimits, type Lead } from '@site/contract/lead';
import { useState, type FormEvent } from 'react';
import { useUpdateLead } from '../api/update-lead';
import { formatFullDate, formatReceived } from '../lead-labels';
import { DetailCard } from './detail-card';

/** The notes card. */
export function LeadNotes({ lead }: { lead: Lead }) {
  const update = useUpdateLead(lead.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const saving = update.isPending && update.variables?.note !== undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const note = text.trim();
    if (!note) return setError('Write a note first');
    if (note.length > leadLimits.noteMax) return setError(`Note must be at most ${leadLimits.noteMax} characters`);
    setError(null);
    update.mutate({ note }, { onSuccess: () => setText('') });
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
        <Box component="ol" reversed aria-label="Notes, newest first" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
          {notes.map((note) => (
            <Box component="li" key={`${note.createdAt}-${note.author}`} sx={{ borderLeft: 3, borderColor: 'secondary.light', pl: 1.5 }}>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Typography>
              <Typography variant="body2" color="text.secondary" title={formatFullDate(note.createdAt)}>
                {note.author} · {formatReceived(note.createdAt)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DetailCard>
  );
}

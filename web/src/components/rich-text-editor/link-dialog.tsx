/**
 * The dialog that adds, changes or removes the link of the selected text ("Rich text":
 * links with https, mailto or tel only). What staff type is completed by normalizeLinkUrl
 * (example.com → https://example.com, an e-mail address → mailto:, a phone number → tel:);
 * anything else is refused with a message and changes nothing.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { normalizeLinkUrl } from './link-url';

export interface LinkDialogProps {
  open: boolean;
  /** The link being changed ('' for a new one). */
  initialUrl: string;
  /** Called with the href to set, or null to remove the link. */
  onSubmit: (href: string | null) => void;
  onClose: () => void;
}

/** Link URL prompt: Save, Remove link (when there is one), Cancel. */
export function LinkDialog({ open, initialUrl, onSubmit, onClose }: LinkDialogProps) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // the dialog sits inside the page's form
    const href = normalizeLinkUrl(url);
    if (!href) {
      setError('Enter a web address (https://…), an e-mail address or a phone number.');
      return;
    }
    onSubmit(href);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rich-text-link-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="rich-text-link-title">{initialUrl ? 'Edit link' : 'Add link'}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Link address"
            placeholder="https://example.com, office@example.com or a phone number"
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? 'Web (https), e-mail or phone links.'}
            slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions>
          {initialUrl && (
            <Button color="error" onClick={() => onSubmit(null)} sx={{ mr: 'auto' }}>
              Remove link
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save link
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

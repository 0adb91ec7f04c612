/**
 * The local stack's Google account chooser (ADR 0002): lists the Auth emulator's Google
 * accounts, like the emulator's own chooser, which cannot work offline (it needs
 * apis.google.com). Shown only when the sign-in page talks to the Auth emulator; loaded lazily,
 * so production sign-in never downloads it.
 */
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { fetchEmulatorAccounts, type EmulatorGoogleAccount } from '../api/get-emulator-accounts';

export interface EmulatorAccountChooserProps {
  open: boolean;
  emulatorUrl: string;
  projectId: string;
  onChoose: (account: EmulatorGoogleAccount) => void;
  onCancel: () => void;
}

/** The chooser dialog: one button per Google account of the emulator. */
export function EmulatorAccountChooser({
  open,
  emulatorUrl,
  projectId,
  onChoose,
  onCancel,
}: EmulatorAccountChooserProps) {
  const accounts = useQuery({
    queryKey: ['auth-emulator-accounts', emulatorUrl, projectId],
    queryFn: () => fetchEmulatorAccounts(emulatorUrl, projectId),
    enabled: open,
    staleTime: 0,
  });

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="emulator-chooser-title" maxWidth="xs" fullWidth>
      <DialogTitle id="emulator-chooser-title">Choose a Google account</DialogTitle>
      <DialogContent sx={{ pb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Local test accounts of the Auth emulator. Real sign-in shows Google&apos;s own window here.
        </Typography>
        {accounts.isPending && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography variant="body2">Loading accounts...</Typography>
          </Box>
        )}
        {accounts.isError && (
          <Alert severity="error" action={<Button onClick={() => void accounts.refetch()}>Try again</Button>}>
            Could not reach the Auth emulator at {emulatorUrl}. Is the local stack running?
          </Alert>
        )}
        {accounts.data?.length === 0 && (
          <Alert severity="info">The Auth emulator has no Google accounts. Run the seed.</Alert>
        )}
        {accounts.data && accounts.data.length > 0 && (
          <List aria-label="Google accounts" disablePadding>
            {accounts.data.map((account) => (
              <ListItemButton key={account.googleId} onClick={() => onChoose(account)} sx={{ borderRadius: 2 }}>
                <ListItemAvatar>
                  <Avatar src={account.photoUrl ?? undefined} alt="" sx={{ bgcolor: 'secondary.main' }}>
                    {(account.displayName ?? account.email).slice(0, 1).toUpperCase()}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={account.displayName ?? account.email} secondary={account.email} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}

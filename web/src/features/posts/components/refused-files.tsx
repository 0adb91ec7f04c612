/**
 * The list of photos that were not taken (use-refused-files.ts): each file's name and why, with
 * Dismiss, and Dismiss all when there are several. While the upload dialog is open it floats
 * above the dialog (bottom of the screen), so it is seen where the files were picked; closed, it
 * sits under the photo slot.
 */
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { RefusedFile } from '../use-refused-files';

export interface RefusedFilesProps {
  files: readonly RefusedFile[];
  onDismiss: (key: string) => void;
  onDismissAll: () => void;
  /** Float above the open upload dialog. */
  floating: boolean;
}

/** The alert, or nothing when no file was refused. */
export function RefusedFiles({ files, onDismiss, onDismissAll, floating }: RefusedFilesProps) {
  if (files.length === 0) return null;
  const failedOnly = files.every((f) => f.kind === 'failed');
  return (
    <Alert
      severity="error"
      data-testid="refused-files"
      action={
        files.length > 1 ? (
          <Button color="inherit" size="small" onClick={onDismissAll}>
            Dismiss all
          </Button>
        ) : undefined
      }
      sx={{
        mt: 1.5,
        '& .MuiAlert-message': { minWidth: 0, flex: 1 },
        ...(floating && {
          position: 'fixed',
          zIndex: 1350, // above the upload dialog (its wrapper is at the modal layer, 1300)
          left: '50%',
          transform: 'translateX(-50%)',
          bottom: { xs: 76, sm: 24 },
          width: 'min(560px, calc(100vw - 24px))',
          maxHeight: '40vh',
          overflowY: 'auto',
          boxShadow: 8,
          mt: 0,
        }),
      }}
    >
      <AlertTitle>{failedOnly ? 'Not uploaded' : 'Not added'}</AlertTitle>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {files.map((file) => (
          <Box component="li" key={file.key} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              <strong>{file.name}</strong>: {file.reason}
            </Box>
            <IconButton
              size="small"
              color="inherit"
              aria-label={`Dismiss ${file.name}`}
              onClick={() => onDismiss(file.key)}
              sx={{ mt: -0.5 }}
            >
              <Close fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}

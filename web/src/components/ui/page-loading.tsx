/**
 * The loading state of a staff page (admin, upload, edit, sign-in): what the server sends for
 * them (React Router's `HydrateFallback`: staff pages are the SPA, rendered in the browser
 * after their client loader), and what the admin shows while the sign-in check runs.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A spinner and `text` ('Loading...' by default), announced as a status. */
export function PageLoading({ text = 'Loading...' }: { text?: string }) {
  return (
    <Box role="status" sx={{ py: 14, display: 'grid', justifyItems: 'center', gap: 2 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

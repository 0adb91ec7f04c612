/**
 * The Admin Panel page (spec §2 Admin Panel): 'Loading admin panel...' while the sign-in check
 * runs; nothing (a toast, then the login redirect) for visitors; for staff the heading,
 * subtitle and the 'Manage Projects' card.
 */
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useRequireStaff } from '../use-require-staff';
import { ManageProjects } from './manage-projects';

/** The whole admin page, behind the staff gate. */
export function AdminPanel() {
  const gate = useRequireStaff();
  if (gate === 'signed-out') return null;
  if (gate === 'loading') {
    return (
      <Box role="status" sx={{ py: 14, display: 'grid', justifyItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">Loading admin panel...</Typography>
      </Box>
    );
  }
  return (
    <Container sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 3, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
            Admin Panel
          </Typography>
          <Typography color="text.secondary">Manage your landscaping projects and website content</Typography>
        </Box>
        <Button component={RouterLink} to={paths.upload} variant="contained" startIcon={<AddPhotoAlternate aria-hidden />}>
          Upload New Project
        </Button>
      </Box>
      <ManageProjects />
    </Container>
  );
}

/**
 * Heading block of the staff project screens: a back link to the Admin Panel, the h1 and a lead.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Back to Admin Panel, then the page title and its lead. */
export function PageHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <Box sx={{ mb: { xs: 3, md: 4 } }}>
      <Button
        component={Link}
        to={paths.admin}
        size="small"
        startIcon={<ArrowBack aria-hidden />}
        sx={{ mb: 1, ml: -1 }}
      >
        Admin Panel
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{lead}</Typography>
    </Box>
  );
}

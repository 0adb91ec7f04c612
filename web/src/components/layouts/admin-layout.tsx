/**
 * The admin's frame (issue 13, 14): the section navigation, a link per section with a URL of its
 * own, above the current section, which loads as its own lazy chunk. The sections come from one
 * list (app/admin-sections.ts); this component only draws them, picking the section by the URL
 * (admin-section.ts sectionAt; a section reads its own sub-paths). No <Routes> here: that
 * component would join React Router's code in the chunk every visitor's page loads. The staff
 * check happens before (the admin route), so everything here is for signed-in staff.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { sectionAt, type AdminSection } from './admin-section';

/** A status line while a section's code loads. */
function SectionLoading() {
  return (
    <Box role="status" sx={{ py: 10, display: 'grid', justifyItems: 'center', gap: 2 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">Loading...</Typography>
    </Box>
  );
}

/** An address under /admin that no section has. */
function AdminPageNotFound() {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        This admin page does not exist
      </Typography>
      <Button component={Link} to={paths.admin} variant="contained">
        Back to the Admin Panel
      </Button>
    </Box>
  );
}

/** The row of section links (scrolls sideways on a phone when the sections outgrow it). */
function AdminSectionNav({ sections }: { sections: readonly AdminSection[] }) {
  return (
    <Box
      component="nav"
      aria-label="Admin sections"
      sx={{ borderBottom: 1, borderColor: 'divider', overflowX: 'auto', mx: { xs: -2, sm: 0 }, px: { xs: 1, sm: 0 } }}
    >
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
        {sections.map(({ url, label, icon: Icon }) => (
          <li key={url}>
            <Button
              component={NavLink}
              to={url}
              end={url === paths.admin}
              startIcon={<Icon aria-hidden />}
              sx={{
                minHeight: 48,
                px: 2,
                borderRadius: 0,
                whiteSpace: 'nowrap',
                color: 'text.secondary',
                borderBottom: 3,
                borderColor: 'transparent',
                '&.active': { color: 'primary.dark', borderColor: 'primary.main' },
              }}
            >
              {label}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The section navigation and the section the URL names (its sub-paths are its own). */
export function AdminLayout({ sections }: { sections: readonly AdminSection[] }) {
  const section = sectionAt(sections, useLocation().pathname);
  return (
    <Container sx={{ pt: { xs: 1, md: 2 }, pb: { xs: 4, md: 6 } }}>
      <AdminSectionNav sections={sections} />
      <Box sx={{ pt: { xs: 3, md: 4 } }}>
        <Suspense fallback={<SectionLoading />}>{section ? <section.Component key={section.url} /> : <AdminPageNotFound />}</Suspense>
      </Box>
    </Container>
  );
}

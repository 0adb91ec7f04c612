/**
 * The admin's frame: the section navigation, a link per section with a URL of its
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
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
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

/** Columns of the phone's grid: one row up to five sections, else two rows. */
const phoneColumns = (count: number): number => (count <= 5 ? count : Math.ceil(count / 2));

/**
 * The section links (every section reachable on a phone, with nothing off-screen): on a
 * phone equal columns, the icon above a short label, like a bottom navigation bar, in two rows
 * once there are more than five sections (eight in one row of 360 px leave 45 px a label, too
 * narrow for "Redirects"; two rows of four keep every label whole, nothing hidden behind a
 * sideways scroll; ADR 0027); from `sm` up a row of tabs with the icon beside the label (it scrolls
 * sideways only if sections outgrow a tablet, bringing the current one into view).
 */
function AdminSectionNav({ sections }: { sections: readonly AdminSection[] }) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    nav.current?.querySelector('a.active')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <Box
      ref={nav}
      component="nav"
      aria-label="Admin sections"
      sx={{ borderBottom: 1, borderColor: 'divider', overflowX: { sm: 'auto' }, mx: { xs: -2, sm: 0 } }}
    >
      <Box
        component="ul"
        sx={{
          display: { xs: 'grid', sm: 'flex' },
          gridTemplateColumns: `repeat(${phoneColumns(sections.length)}, minmax(0, 1fr))`,
          gap: { xs: 0, sm: 0.5 },
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {sections.map(({ url, label, icon: Icon }) => (
          <li key={url}>
            <Button
              component={NavLink}
              to={url}
              end={url === paths.admin}
              sx={{
                width: { xs: '100%', sm: 'auto' },
                minWidth: 0,
                minHeight: { xs: 56, sm: 48 },
                px: { xs: 0.25, sm: 2 },
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: { xs: 0.25, sm: 1 },
                fontSize: { xs: '0.75rem', sm: '0.875rem' },
                lineHeight: 1.2,
                borderRadius: 0,
                whiteSpace: 'nowrap',
                color: 'text.secondary',
                borderBottom: 3,
                borderColor: 'transparent',
                '&.active': { color: 'primary.dark', borderColor: 'primary.main' },
              }}
            >
              <Icon aria-hidden fontSize="small" />
              {label}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The section navigation, `notice` (e.g. the warning that the public site is not showing the latest
 * save) and the section the URL names (its sub-paths are its own).
 */
export function AdminLayout({ sections, notice }: { sections: readonly AdminSection[]; notice?: ReactNode }) {
  const section = sectionAt(sections, useLocation().pathname);
  return (
    <Container sx={{ pt: { xs: 0, md: 2 }, pb: { xs: 4, md: 6 } }}>
      <AdminSectionNav sections={sections} />
      <Box sx={{ pt: { xs: 3, md: 4 } }}>
        {notice}
        <Suspense fallback={<SectionLoading />}>
          {section ? <section.Component key={section.url} /> : <AdminPageNotFound />}
        </Suspense>
      </Box>
    </Container>
  );
}

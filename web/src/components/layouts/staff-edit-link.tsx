/**
 * "Edit this page" for signed-in staff on a public page, bottom left, to the admin
 * screen that edits what the page shows (staff-edit-path.ts). Progressive enhancement: the link
 * is in every public page's HTML, `hidden`; once the page runs, it shows when the browser holds
 * the sign-in hint cookie (ADR 0003). It needs no data and no request, so a few lines of plain
 * script can do the same when public pages ship no framework JavaScript: find
 * `a[data-staff-edit]`, remove `hidden` when `document.cookie` has the hint.
 */
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import { hasSignedInHint } from '../../lib/signed-in-hint';
import { useHydrated } from '../../lib/use-hydrated';
import { staffEditPath } from './staff-edit-path';

/** The link, or nothing on staff screens. */
export function StaffEditLink() {
  const href = staffEditPath(useLocation().pathname);
  const shown = useHydrated() && hasSignedInHint();
  if (!href) return null;
  return (
    <Box
      component="a"
      href={href}
      data-staff-edit
      hidden={!shown}
      sx={{
        position: 'fixed',
        left: 16,
        bottom: 16,
        zIndex: 'speedDial',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 2,
        py: 1,
        borderRadius: 999,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontWeight: 700,
        fontSize: '0.9375rem',
        textDecoration: 'none',
        boxShadow: 6,
        '&[hidden]': { display: 'none' },
        '&:hover, &:focus-visible': { bgcolor: 'secondary.dark' },
      }}
    >
      <EditOutlined fontSize="small" aria-hidden />
      Edit this page
    </Box>
  );
}

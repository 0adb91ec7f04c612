/**
 * The signed-in part of the navbar (spec §2): the user's first name (or e-mail) with the
 * profile image (initials when there is none), and a Logout button: a plain form that POSTs to
 * /api/logout, which signs out and redirects to / (sign-out is never a GET a page can
 * trigger; a form works without JavaScript, and the server checks its Origin).
 *
 * Pages are the same for every visitor (CDN-cached), so the server renders this block empty
 * (`user` null) inside a `hidden` container (`data-staff`); islands/staff-bits.ts fills the
 * `data-staff-*` parts from GET /api/auth/user on public pages, the React navbar on staff pages.
 */
import { signingOut } from '../../lib/unauthorized';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import type { AuthUser } from '@site/contract/api';
import { paths } from '../../config/paths';
import { displayName, initials } from '../../lib/user-names';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { SiteSubmitButton } from '../ui/site-button';

/** Avatar of a user: the profile image, else initials on the brand colour (empty parts for the server's HTML). */
export function UserAvatar({ user, size = 32 }: { user: AuthUser | null; size?: number }) {
  const image = user?.profileImageUrl ?? null;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        position: 'relative',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontSize: size * 0.42,
        fontWeight: 600,
        '& img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
        '& img[hidden]': { display: 'none' },
      }}
    >
      <span data-staff-initials="">{user ? initials(user) : ''}</span>
      <img data-staff-avatar="" alt="" src={image ?? undefined} hidden={!image} referrerPolicy="no-referrer" />
    </Box>
  );
}

/** Name + avatar + Logout; `compact` (desktop navbar) shows only the avatar between md and lg. */
export function NavUser({ user, compact = false }: { user: AuthUser | null; compact?: boolean }) {
  const name = user ? displayName(user) : '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        data-staff-title=""
        title={name || undefined}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
      >
        <UserAvatar user={user} />
        <Box
          component="span"
          data-staff-name=""
          sx={{
            fontWeight: 600,
            fontSize: '0.875rem',
            maxWidth: 140,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            // Between md and lg the desktop navbar is narrow: the name stays for screen readers only.
            ...(compact ? { '@media (min-width:900px) and (max-width:1199.95px)': visuallyHidden } : {}),
          }}
        >
          {name}
        </Box>
      </Box>
      <Box component="form" method="post" action={paths.logout} onSubmit={signingOut} sx={{ display: 'contents' }}>
        <SiteSubmitButton variant="outlined" size="small" startIcon={<Logout aria-hidden />}>
          Logout
        </SiteSubmitButton>
      </Box>
    </Box>
  );
}

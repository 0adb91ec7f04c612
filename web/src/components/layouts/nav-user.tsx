/**
 * The signed-in part of the navbar (spec §2): the user's first name (or e-mail) with the
 * profile image (initials when there is none), and a Logout button: a plain form that POSTs to
 * /api/logout, which signs out and redirects to / (issue 20: sign-out is never a GET a page can
 * trigger; a form works without JavaScript, and the server checks its Origin).
 */
import Logout from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { AuthUser } from '@site/contract/api';
import { paths } from '../../config/paths';
import { displayName, initials } from '../../features/auth/api/get-auth-user';
import { visuallyHidden } from '../../lib/visually-hidden';

/** Avatar of a user: the profile image, else initials on the brand colour. */
export function UserAvatar({ user, size = 32 }: { user: AuthUser; size?: number }) {
  return (
    <Avatar
      src={user.profileImageUrl ?? undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: 'secondary.main' }}
    >
      {initials(user)}
    </Avatar>
  );
}

/** Name + avatar + Logout; `compact` (desktop navbar) shows only the avatar between md and lg. */
export function NavUser({ user, compact = false }: { user: AuthUser; compact?: boolean }) {
  const name = displayName(user);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box title={name} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <UserAvatar user={user} />
        <Box
          component="span"
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
      <Box component="form" method="post" action={paths.logout} sx={{ display: 'contents' }}>
        <Button type="submit" variant="outlined" size="small" startIcon={<Logout aria-hidden />}>
          Logout
        </Button>
      </Box>
    </Box>
  );
}

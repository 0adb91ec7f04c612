/**
 * A row's actions menu (spec §2 Admin Panel): Edit (the project form, or the service or page
 * editor), View (the public page in a new tab), Publish or Unpublish, and Delete
 * (asks first, in the panel's confirm dialog). Edit, Publish and Delete only for the roles that may
 * (ADR 0033: Crew edit their own drafts from the Projects section's drafts card).
 */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Public from '@mui/icons-material/Public';
import PublicOff from '@mui/icons-material/PublicOff';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Post } from '@site/contract/post';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMay } from '../../../lib/use-may';
import { editPath, publicPath, statusActionLabel } from '../admin-posts';

export interface PostActionsMenuProps {
  post: Post;
  /** A write on this post is running: the button is disabled. */
  busy?: boolean;
  onToggleStatus: (post: Post) => void;
  onDelete: (post: Post) => void;
}

/** Takes a menu entry's icon and text; returns them as the entry's content (`inheritColor`: the icon takes the text's colour). */
function EntryContent({
  icon,
  inheritColor = false,
  children,
}: {
  icon: ReactNode;
  inheritColor?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <ListItemIcon sx={inheritColor ? { color: 'inherit' } : undefined}>{icon}</ListItemIcon>
      <ListItemText>{children}</ListItemText>
    </>
  );
}

/** The '⋮' button of a row and its menu. */
export function PostActionsMenu({ post, busy = false, onToggleStatus, onDelete }: PostActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const view = publicPath(post);
  const statusLabel = statusActionLabel(post.status);
  const mayPublish = useMay('content');

  return (
    <>
      <IconButton
        aria-label={`Actions for ${post.title}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 180 } } }}
      >
        {mayPublish && (
          <MenuItem component={RouterLink} to={editPath(post)} onClick={close}>
            <EntryContent icon={<EditOutlined fontSize="small" />}>Edit</EntryContent>
          </MenuItem>
        )}
        <MenuItem
          component="a"
          href={view ?? undefined}
          target="_blank"
          rel="noopener"
          disabled={!view}
          onClick={close}
        >
          <EntryContent icon={<OpenInNew fontSize="small" />}>View</EntryContent>
        </MenuItem>
        {mayPublish && [
          <MenuItem
            key="status"
            onClick={() => {
              close();
              onToggleStatus(post);
            }}
          >
            <EntryContent
              icon={post.status === 'published' ? <PublicOff fontSize="small" /> : <Public fontSize="small" />}
            >
              {statusLabel}
            </EntryContent>
          </MenuItem>,
          <MenuItem
            key="delete"
            onClick={() => {
              close();
              onDelete(post);
            }}
            sx={{ color: 'error.main' }}
          >
            <EntryContent icon={<DeleteOutlined fontSize="small" />} inheritColor>
              Delete
            </EntryContent>
          </MenuItem>,
        ]}
      </Menu>
    </>
  );
}

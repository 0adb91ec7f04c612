/**
 * The 'Manage Projects' table (spec §2 Admin Panel): Project (thumbnail, title, "location •
 * completion date"), Type, Status, Views, Created, Actions. Scrolls sideways when narrow.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Post } from '@site/contract/post';
import { formatDate, projectSubtitle, projectTypeLabel } from '../admin-posts';
import { PostActionsMenu } from './post-actions-menu';
import { PostThumbnail } from './post-thumbnail';
import { StatusBadge } from './status-badge';

export interface PostListProps {
  posts: readonly Post[];
  /** Id of the post a write is running on (its actions wait). */
  busyId: string | null;
  onToggleStatus: (post: Post) => void;
  onDelete: (post: Post) => void;
}

/** Title and subtitle of a post, beside its thumbnail. */
export function PostSummary({ post }: { post: Post }) {
  const subtitle = projectSubtitle(post);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
      <PostThumbnail src={post.beforeImageUrl} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{post.title}</Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The table of posts (tablet and desktop). */
export function PostsTable({ posts, busyId, onToggleStatus, onDelete }: PostListProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table sx={{ minWidth: 760 }} aria-label="Projects">
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
            <TableCell>Project</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Views</TableCell>
            <TableCell>Created</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {posts.map((post) => (
            <TableRow key={post.id} hover data-post-id={post.id}>
              <TableCell sx={{ maxWidth: 420 }}>
                <PostSummary post={post} />
              </TableCell>
              <TableCell>{projectTypeLabel(post)}</TableCell>
              <TableCell>
                <StatusBadge status={post.status} />
              </TableCell>
              <TableCell align="right">{post.views.toLocaleString('en-US')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(post.createdAt)}</TableCell>
              <TableCell align="right">
                <PostActionsMenu
                  post={post}
                  busy={busyId === post.id}
                  onToggleStatus={onToggleStatus}
                  onDelete={onDelete}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

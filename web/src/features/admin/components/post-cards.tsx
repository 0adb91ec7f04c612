/**
 * The posts as a card list on phones (spec §2 Admin Panel columns, stacked): summary and
 * actions on top, then type, status badge, views and created date.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, projectTypeLabel } from '../admin-posts';
import { PostActionsMenu } from './post-actions-menu';
import { PostSummary, type PostListProps } from './posts-table';
import { StatusBadge } from './status-badge';

/** One card per post, in a list. */
export function PostCards({ posts, busyId, onToggleStatus, onDelete }: PostListProps) {
  return (
    <Box component="ul" aria-label="Projects" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {posts.map((post) => (
        <Box
          component="li"
          key={post.id}
          data-post-id={post.id}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 1.5, display: 'grid', gap: 1.25 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <PostSummary post={post} />
            </Box>
            <PostActionsMenu
              post={post}
              busy={busyId === post.id}
              onToggleStatus={onToggleStatus}
              onDelete={onDelete}
            />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
            <StatusBadge status={post.status} />
            <Typography variant="body2" color="text.secondary">
              {projectTypeLabel(post)} · {post.views.toLocaleString('en-US')} {post.views === 1 ? 'view' : 'views'} ·
              Created {formatDate(post.createdAt)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

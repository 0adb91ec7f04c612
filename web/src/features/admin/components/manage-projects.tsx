/**
 * The 'Manage Projects' card of the Admin Panel (spec §2): the list of every project (issue 26:
 * projects only; admin-posts.ts) with local search and filters, 'Loading projects...', 'No projects found.' with 'Clear Search', row
 * actions (Publish/Unpublish, Delete with confirmation) and their toasts (spec §8).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Post } from '@site/contract/post';
import { useMemo, useState } from 'react';
import { CardMessage } from '../../../components/ui/card-message';
import { isUnauthorizedError } from '../../../lib/api-client';
import { filterPosts, nextStatus, noFilters } from '../admin-posts';
import { useDeletePost } from '../api/delete-post';
import { useAdminPosts } from '../api/get-admin-posts';
import { useUpdatePostStatus } from '../api/update-post-status';
import { DeletePostDialog } from './delete-post-dialog';
import { PostCards } from './post-cards';
import { PostsTable } from './posts-table';
import { PostsToolbar } from './posts-toolbar';

/** "1 project", "15 projects". */
const countOf = (n: number) => (n === 1 ? '1 project' : `${n} projects`);

/** The list, its filters, the row actions and the delete dialog. */
export function ManageProjects() {
  const posts = useAdminPosts(true);
  const [filters, setFilters] = useState(noFilters);
  const [toDelete, setToDelete] = useState<Post | null>(null);
  const statusChange = useUpdatePostStatus();
  const deletion = useDeletePost();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const visible = useMemo(() => filterPosts(posts.data ?? [], filters), [posts.data, filters]);
  const total = useMemo(() => filterPosts(posts.data ?? [], noFilters).length, [posts.data]);

  const busyId = statusChange.isPending
    ? (statusChange.variables?.id ?? null)
    : deletion.isPending
      ? (deletion.variables ?? null)
      : null;
  const listProps = {
    posts: visible,
    busyId,
    onToggleStatus: (post: Post) => statusChange.mutate({ id: post.id, status: nextStatus(post.status) }),
    onDelete: setToDelete,
  };

  let body: React.ReactNode;
  if (posts.isPending) {
    body = (
      <CardMessage status>
        <CircularProgress size={32} aria-hidden />
        <Typography color="text.secondary">Loading projects...</Typography>
      </CardMessage>
    );
  } else if (posts.isError) {
    body = isUnauthorizedError(posts.error) ? null : (
      <Alert severity="error" action={<Button onClick={() => void posts.refetch()}>Try again</Button>} sx={{ my: 2 }}>
        Could not load projects. Please try again.
      </Alert>
    );
  } else if (visible.length === 0) {
    body = (
      <CardMessage>
        <Typography color="text.secondary">No projects found.</Typography>
        {filters.search.trim() !== '' && (
          <Button variant="outlined" onClick={() => setFilters({ ...filters, search: '' })}>
            Clear Search
          </Button>
        )}
      </CardMessage>
    );
  } else {
    body = phone ? <PostCards {...listProps} /> : <PostsTable {...listProps} />;
  }

  return (
    <Card
      component="section"
      aria-labelledby="manage-projects-heading"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="manage-projects-heading" variant="h2" sx={{ fontSize: { xs: '1.375rem', md: '1.5rem' } }}>
          Manage Projects
        </Typography>
        {posts.data && (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {visible.length === total ? countOf(total) : `${visible.length} of ${countOf(total)}`}
          </Typography>
        )}
      </Box>
      <PostsToolbar filters={filters} onChange={setFilters} />
      {body}
      <DeletePostDialog
        post={toDelete}
        pending={deletion.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={(post) => deletion.mutate(post.id, { onSettled: () => setToDelete(null) })}
      />
    </Card>
  );
}

/**
 * The Trash section of the admin (/admin/trash): the projects, services' and pages'
 * texts staff deleted in the last 30 days, newest first, each with when it goes for good; Restore
 * brings one back whole (status, address, photos, views), Delete forever removes it now with the
 * photos no other post uses (after a confirm: that one cannot be undone). One card per post, so
 * it reads the same on a 360 px phone and at a desk.
 */
import DeleteForever from '@mui/icons-material/DeleteForever';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { trashDays, type TrashedPost } from '@site/contract/trash';
import { AdminSectionPage } from '../../../components/layouts/admin-section-header';
import { AdminQueryCardList } from '../../../components/layouts/admin-section-states';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../components/ui/failure-toast';
import { formatDate } from '../admin-posts';
import { useDeleteTrashedPost, useRestoreTrashedPost, useTrash } from '../api/trash';
import { PostThumbnail } from './post-thumbnail';

import { useConfirmedDelete } from './use-confirmed-delete';
import { ListPager } from '../../../components/ui/list-pager';
import { staffPageSize } from '../api/staff-collection';

/** What a trashed post is, in the office's words. */
const typeLabel: Record<TrashedPost['type'], string> = {
  project: 'Project',
  service: 'Service text',
  page: 'Page text',
};

/** Whole days from now until `iso` (0 when due). */
function daysLeft(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / 86_400_000));
}

/** One trashed post with its actions. */
function TrashCard({
  post,
  busy,
  onRestore,
  onDelete,
}: {
  post: TrashedPost;
  busy: boolean;
  onRestore: () => void;
  onDelete: () => void;
}) {
  const left = daysLeft(post.purgeAt);
  return (
    <Box
      component="li"
      data-post-id={post.id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 1.5, display: 'grid', gap: 1.25 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
        <PostThumbnail src={post.thumbnail} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {post.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {typeLabel[post.type]} · {post.photoCount} {post.photoCount === 1 ? 'photo' : 'photos'}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        {/* Grey, and in the past: a green "Published" would say it is on the site. */}
        <Chip
          size="small"
          label={`Was ${post.status}`}
          data-trash-status={post.status}
          sx={{ bgcolor: '#e5e7eb', color: '#374151', fontWeight: 600, borderRadius: 999, height: 24 }}
        />
        <Typography variant="body2" color="text.secondary">
          Deleted {formatDate(post.trashedAt)}
          {post.trashedBy ? ` by ${post.trashedBy}` : ''} · Gone for good {formatDate(post.purgeAt)} ({left}{' '}
          {left === 1 ? 'day' : 'days'} left)
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<RestoreFromTrash aria-hidden />}
          onClick={onRestore}
          disabled={busy}
          aria-label={`Restore ${post.title}`}
        >
          Restore
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForever aria-hidden />}
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete forever: ${post.title}`}
        >
          Delete forever
        </Button>
      </Box>
    </Box>
  );
}

/** The Trash section. */
export function TrashSection() {
  const { items: trash, ...trashPages } = useTrash();
  const restore = useRestoreTrashedPost();
  const remove = useDeleteTrashedPost();
  const deletion = useConfirmedDelete<TrashedPost>(
    remove,
    (post) => ({ title: 'Deleted Forever', description: `“${post.title}” has been deleted for good.` }),
    'Failed to delete. Please try again.',
  );
  const busyId = restore.isPending ? restore.variables : remove.isPending ? remove.variables : undefined;

  const onRestore = (post: TrashedPost) =>
    restore.mutate(post.id, {
      onSuccess: (back) =>
        void toast({
          title: 'Restored',
          description:
            back.slug === post.slug
              ? `“${back.title}” is back, ${back.status === 'published' ? 'published' : `as a ${back.status}`}, with its photos.`
              : `“${back.title}” is back with its photos, at a new address (/${back.type}/${back.slug}).`,
        }),
      onError: (error) => toastFailure(error, 'Failed to restore. Please try again.', true),
    });

  return (
    <AdminSectionPage
      title="Trash"
      lead={`Deleted projects and texts stay here ${trashDays} days with their photos, then go for good. Restore brings one back as it was: status, web address, photos and views.`}
    >
      <AdminQueryCardList
        query={trash}
        loading="Loading the Trash..."
        failed="The Trash could not be loaded."
        empty={<Typography color="text.secondary">The Trash is empty.</Typography>}
        label="Deleted posts"
        renderCard={(post) => (
          <TrashCard
            key={post.id}
            post={post}
            busy={busyId === post.id}
            onRestore={() => onRestore(post)}
            onDelete={() => deletion.ask(post)}
          />
        )}
      />
      <ListPager
        paging={trashPages.paging}
        pageSize={staffPageSize}
        page={trashPages.page}
        label="Trash pages"
        countOf={(n) => (n === 1 ? '1 deleted post' : `${n.toLocaleString('en-US')} deleted posts`)}
        busy={trashPages.busy}
      />
      <ConfirmDeleteDialog
        {...deletion.dialog}
        title="Delete forever?"
        text={
          <>
            This permanently deletes &quot;{deletion.confirming?.title}&quot; and its photos that no other post uses.
            This action cannot be undone.
          </>
        }
        confirmLabel="Delete forever"
      />
    </AdminSectionPage>
  );
}

/**
 * The Reviews section of the admin ("Reviews"; /admin/reviews): the customers'
 * testimonials the site shows (the newest three on the home page, each on its service's page;
 * ADR 0027). Add one with the form; each card shows the stars, the words, who and when, whether it
 * is on the site, and Edit, Publish/Unpublish and Delete (asked first: a deleted review is gone
 * for good). One card per review: it reads the same on a 360 px phone and at a desk.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useServiceNames } from '../../../lib/managed-services';
import type { Review } from '@site/contract/reviews';
import { Link as RouterLink } from 'react-router';
import { AdminSectionPage } from '../../../components/layouts/admin-section-header';
import { AdminQueryCardList } from '../../../components/layouts/admin-section-states';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EditableCard } from '../../../components/ui/editable-card';
import { useSiteSettings } from '../../../lib/site-data';
import { toast } from '../../../lib/toast';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { adminPaths } from '../../../config/admin-paths';
import { toastFailure } from '../../../components/ui/failure-toast';
import { formatDate } from '../admin-posts';
import { inputOfReview, useDeleteReview, useReviews, useSaveReview } from '../api/reviews';
import { AddRecordCard } from './record-form';
import { ReviewForm } from './review-form';
import { useConfirmedDelete } from './use-confirmed-delete';
import { ListPager } from '../../../components/ui/list-pager';
import { staffPageSize } from '../api/staff-collection';

/** One review with its actions (or its edit form). */
function ReviewCard({ review, onDelete }: { review: Review; onDelete: () => void }) {
  const save = useSaveReview();
  const published = review.status === 'published';
  const toggle = () =>
    save.mutate(
      { id: review.id, body: { ...inputOfReview(review), status: published ? 'draft' : 'published' } },
      {
        onSuccess: () =>
          void toast({
            title: published ? 'Review Unpublished' : 'Review Published',
            description: published
              ? `${review.name}'s review is a draft again: visitors no longer see it.`
              : `${review.name}'s review is on your site.`,
          }),
        onError: (error) => toastFailure(error, 'Failed to change the review. Please try again.', true),
      },
    );
  const service = useServiceNames()(review.service);
  return (
    <EditableCard
      what={`the review by ${review.name}`}
      form={(done) => <ReviewForm review={review} onDone={done} />}
      onDelete={onDelete}
      itemProps={{ 'data-review': review.id, 'aria-label': `Review by ${review.name}` }}
      actions={
        <Button
          size="small"
          variant={published ? 'outlined' : 'contained'}
          onClick={toggle}
          disabled={save.isPending}
          aria-label={`${published ? 'Unpublish' : 'Publish'} the review by ${review.name}`}
        >
          {published ? 'Unpublish' : 'Publish'}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ color: 'warning.main', letterSpacing: 1 }}>
          <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
          <VisuallyHidden>{`${review.rating} out of 5 stars`}</VisuallyHidden>
        </Typography>
        <Chip
          size="small"
          color={published ? 'success' : 'default'}
          variant={published ? 'filled' : 'outlined'}
          label={published ? 'Published' : 'Draft'}
        />
      </Box>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.quote}</Typography>
      <Typography variant="body2" color="text.secondary">
        {review.name}
        {review.town ? `, ${review.town}` : ''} · {service ?? 'No service'} ·{' '}
        {formatDate(`${review.date}T12:00:00Z`, 'UTC')}
      </Typography>
    </EditableCard>
  );
}

/** The Reviews section. */
export function ReviewsSection() {
  const { items: reviews, ...reviewsPages } = useReviews();
  const remove = useDeleteReview();
  const deletion = useConfirmedDelete<Review>(
    remove,
    (review) => ({ title: 'Review Deleted', description: `${review.name}'s review is gone from your site.` }),
    'Failed to delete the review. Please try again.',
  );

  const googleLinkSet = useSiteSettings().googleBusinessProfileUrl !== null;
  const empty = (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, textAlign: 'center' }} data-testid="reviews-empty">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        No reviews yet
      </Typography>
      <Typography color="text.secondary">
        Add what your customers said about your work, with their permission: the newest three show on your home page,
        and each shows on the page of its service.
      </Typography>
    </Paper>
  );

  return (
    <AdminSectionPage
      title="Reviews"
      lead="Your customers’ own words, shown on your home page and service pages. Drafts are for staff only."
    >
      {/* Said only until the link is set (the root loader's settings: revalidated by a Company save). */}
      {!googleLinkSet && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }} data-testid="reviews-google-hint">
          Your Google reviews are linked from the site once your{' '}
          <Link component={RouterLink} to={adminPaths.company} underline="always">
            Google Business Profile link
          </Link>{' '}
          is in Company.
        </Typography>
      )}
      <AddRecordCard title="Add a review">
        <ReviewForm />
      </AddRecordCard>
      <AdminQueryCardList
        query={reviews}
        loading="Loading reviews..."
        failed="The reviews could not be loaded."
        empty={empty}
        label="Reviews"
        renderCard={(review) => <ReviewCard key={review.id} review={review} onDelete={() => deletion.ask(review)} />}
      />
      <ListPager
        paging={reviewsPages.paging}
        pageSize={staffPageSize}
        page={reviewsPages.page}
        label="Reviews pages"
        countOf={(n) => (n === 1 ? '1 review' : `${n.toLocaleString('en-US')} reviews`)}
        busy={reviewsPages.busy}
      />
      <ConfirmDeleteDialog
        {...deletion.dialog}
        title="Delete this review?"
        text={
          <>
            {deletion.confirming?.name}’s review will be deleted for good and leave your site. To hide it for now,
            Unpublish it instead.
          </>
        }
      />
    </AdminSectionPage>
  );
}

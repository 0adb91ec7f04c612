/**
 * The form of one review ("Reviews"): the customer's words, name and town, the service
 * it was for (or none), the stars, the date and whether it is published. react-hook-form with the
 * contract's schema (contract/src/reviews.ts), so the browser refuses what the server would;
 * what the server still refuses comes back onto its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { useManagedServices } from '../../../lib/managed-services';
import {
  reviewInputSchema,
  reviewLimits,
  todayUtc,
  type Review,
  type ReviewInput,
  type ReviewInputParsed,
} from '@site/contract/reviews';
import { useForm } from 'react-hook-form';
import { ControlledTextField } from '../../../components/forms/controlled-text-field';
import { inputOfReview, useSaveReview } from '../api/reviews';
import { RecordForm } from './record-form';

/** The fields a server error can land on. */
const fields = ['quote', 'name', 'town', 'service', 'rating', 'date', 'status'] as const;
type Field = (typeof fields)[number];

/** A new review's starting values: five stars, today, published. */
const empty = (): ReviewInput => ({
  quote: '',
  name: '',
  town: '',
  service: '',
  rating: 5,
  date: todayUtc(),
  status: 'published',
});

/** Add (no `review`) or edit one review; `onDone` after a save or Cancel. */
export function ReviewForm({ review, onDone }: { review?: Review; onDone?: () => void }) {
  const form = useForm<ReviewInput, unknown, ReviewInputParsed>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: review ? { ...inputOfReview(review), service: review.service ?? '' } : empty(),
  });
  const { control } = form;
  const save = useSaveReview();
  const onSave = async (values: ReviewInputParsed) => {
    await save.mutateAsync({ id: review?.id, body: values });
    return {
      title: review ? 'Review Updated' : 'Review Added',
      description:
        values.status === 'published'
          ? `${values.name}'s review is on your site.`
          : `${values.name}'s review is saved as a draft: visitors do not see it.`,
    };
  };
  return (
    <RecordForm
      form={form}
      onSave={onSave}
      pending={save.isPending}
      empty={empty}
      fieldOf={(field) => ((fields as readonly string[]).includes(field) ? (field as Field) : null)}
      failure="Failed to save the review. Please try again."
      label={review ? `Edit the review by ${review.name}` : 'Add a review'}
      submitLabel={review ? 'Save' : 'Add review'}
      onDone={onDone}
      editing={Boolean(review)}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}
      actionsSx={{ gridColumn: '1 / -1' }}
    >
      <ControlledTextField
        sx={{ gridColumn: '1 / -1' }}
        control={control}
        name="quote"
        label="What the customer said"
        multiline
        minRows={3}
        required
        helperText={`Their words, as they gave them (at most ${reviewLimits.quoteMax} characters).`}
      />
      <ControlledTextField control={control} name="name" label="Name" required helperText="e.g. Maria G." />
      <ControlledTextField control={control} name="town" label="Town (optional)" helperText="e.g. Milford" />
      <ControlledTextField
        control={control}
        name="service"
        label="Service"
        select
        helperText="The review also shows on that service's page."
      >
        <MenuItem value="">None (the company as a whole)</MenuItem>
        {(useManagedServices().data ?? []).map((service) => (
          <MenuItem key={service.slug} value={service.slug}>
            {service.name}
          </MenuItem>
        ))}
      </ControlledTextField>
      <ControlledTextField control={control} name="rating" label="Rating" select>
        {[5, 4, 3, 2, 1].map((stars) => (
          <MenuItem key={stars} value={stars}>
            {`${'★'.repeat(stars)} ${stars} out of 5 stars`}
          </MenuItem>
        ))}
      </ControlledTextField>
      <ControlledTextField
        control={control}
        name="date"
        label="Date of the review"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayUtc() } }}
      />
      <ControlledTextField control={control} name="status" label="Status" select>
        <MenuItem value="published">Published: on the site</MenuItem>
        <MenuItem value="draft">Draft: staff only</MenuItem>
      </ControlledTextField>
    </RecordForm>
  );
}

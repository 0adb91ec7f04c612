/**
 * "Home hero slides" (/admin/pages/hero-slides, in the Pages section): the slides of the
 * home page's hero, 1–6, in the order staff set, each with a photo, alt text, title, text and the
 * service it leads to (hero-slide-card.tsx). react-hook-form with the contract's
 * heroSlidesInputSchema as resolver, so the browser and PUT /api/hero-slides check the same rules
 * and messages; the sticky save bar, the unsaved-changes warning, field errors from the API on
 * their fields, 401 logs out and spec §8 toasts, as the other editors. "Reset to the designed
 * slides" deletes the saved slides after a confirm. Until staff save, the form starts from the
 * designed slides' words.
 */
import Add from '@mui/icons-material/Add';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  heroSlideLimits,
  heroSlidesInputSchema,
  type HeroSlidesInputParsed,
  type HeroSlidesState,
} from '@site/contract/hero-slides';
import { useFieldArray, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { ResetAction, useConfirmedReset } from '../../../components/forms/reset-action';
import { SaveForm, useSaveInPlace } from '../../../components/forms/save-form';
import { AdminQueryState } from '../../../components/layouts/admin-section-states';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { showFormFailure } from '../../../components/ui/failure-toast';
import { toast } from '../../../lib/toast';
import { adminPaths } from '../../../config/admin-paths';
import { OverrideEditorHeader } from './override-editor-header';
import { useHeroSlides, useResetHeroSlides, useSaveHeroSlides } from '../api/hero-slides';
import {
  canAddSlide,
  canRemoveSlide,
  designedSlideValue,
  heroSlidesFormValues,
  type HeroSlidesFormValues,
} from '../hero-slide-form-values';
import { HeroSlideCard } from './hero-slide-card';

/** The form, prefilled from `state`. */
function HeroSlidesForm({ state }: { state: HeroSlidesState }) {
  const form = useForm<HeroSlidesFormValues, unknown, HeroSlidesInputParsed>({
    // The form's values are a narrower shape of the schema's input ('' for no photo, never undefined).
    resolver: zodResolver(heroSlidesInputSchema) as Resolver<HeroSlidesFormValues, unknown, HeroSlidesInputParsed>,
    defaultValues: heroSlidesFormValues(state),
    mode: 'onTouched',
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const { fields, append, move, remove } = useFieldArray({ control, name: 'slides' });
  const save = useSaveHeroSlides();
  const resetSlides = useResetHeroSlides();
  /** The API's errors on the slides' fields (`slides.0.title`…), and the failure toast. */
  const failed = (error: unknown, description: string) =>
    showFormFailure(
      error,
      setError,
      (field) => (field.startsWith('slides') ? (field as FieldPath<HeroSlidesFormValues>) : null),
      description,
    );

  const { saved, setSaved, onValid } = useSaveInPlace({
    form,
    save: save.mutateAsync,
    valuesOf: heroSlidesFormValues,
    savedToast: { title: 'Hero Slides Saved', description: 'The home page shows your slides within a minute.' },
    failed: (error) => failed(error, 'Failed to save the slides. Please try again.'),
  });

  const onReset = async () => {
    try {
      const next = await resetSlides.mutateAsync();
      reset(heroSlidesFormValues(next));
      setSaved(false);
      toast({ title: 'Designed Slides Back', description: 'The home page shows the designed slides again.' });
    } catch (error) {
      failed(error, 'Failed to reset the slides. Please try again.');
    }
  };
  const confirmReset = useConfirmedReset(onReset);

  const count = fields.length;
  return (
    <SaveForm
      form={form}
      onSubmit={handleSubmit(onValid)}
      label="Home hero slides"
      saved={saved}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5, minWidth: 0 }}
    >
      <Typography color="text.secondary">
        The slides at the top of the home page, in this order: {heroSlideLimits.minSlides} to{' '}
        {heroSlideLimits.maxSlides}. Each leads to a service with its “Learn More” button. A slide without a photo shows
        its service&apos;s designed art.
      </Typography>
      {formState.errors.slides?.root?.message || formState.errors.slides?.message ? (
        <Typography role="alert" color="error">
          {formState.errors.slides?.root?.message ?? formState.errors.slides?.message}
        </Typography>
      ) : null}
      <Box
        component="ol"
        aria-label="Slides"
        sx={{ m: 0, p: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      >
        {fields.map((field, index) => (
          <HeroSlideCard
            key={field.id}
            slideKey={field.id}
            control={control}
            index={index}
            count={count}
            onMove={move}
            onRemove={canRemoveSlide(count) ? () => remove(index) : undefined}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<Add aria-hidden />}
          disabled={!canAddSlide(count)}
          onClick={() => append(designedSlideValue(count))}
        >
          Add a slide
        </Button>
        {!canAddSlide(count) && (
          <Typography variant="body2" color="text.secondary">
            The hero holds at most {heroSlideLimits.maxSlides} slides.
          </Typography>
        )}
      </Box>
      {state.slides && (
        <ResetAction
          label="Reset to the designed slides"
          note="Deletes your slides and their photos; the home page shows the designed slides again."
          onClick={confirmReset.ask}
        />
      )}
      <ConfirmDeleteDialog
        {...confirmReset.dialog}
        title="Reset to the designed slides?"
        text="The home page will show the six designed slides again. Your slides are deleted, with the photos you uploaded for them (a photo a project also shows stays). This cannot be undone."
        confirmLabel="Reset"
        pendingLabel="Resetting..."
        pending={resetSlides.isPending}
      />
    </SaveForm>
  );
}

/** The editor page: header, then the form once the saved slides are loaded. */
export function HeroSlidesEditor() {
  const slides = useHeroSlides();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 3, md: 4 }, maxWidth: 920 }}>
      <OverrideEditorHeader
        back={adminPaths.pages}
        backLabel="All pages"
        kind="Home page"
        title="Home hero slides"
        status={slides.data?.slides ? 'edited' : 'built-in'}
        publicPath="/"
      />
      <AdminQueryState query={slides} loading="Loading the slides..." failed="The slides could not be loaded.">
        {(state) => <HeroSlidesForm state={state} />}
      </AdminQueryState>
    </Box>
  );
}

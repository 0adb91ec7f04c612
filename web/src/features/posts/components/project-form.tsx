/**
 * The project form, shared by 'Upload New Project' (create) and the edit screen (spec §2
 * Upload New Project; §5 validation "Form", "Edit and show"). react-hook-form with
 * the contract's zod schema (DESIGN §8), so the browser and POST/PUT /api/posts check the same
 * rules and messages. On submit: the body goes to the API; server validation errors land on
 * their fields; 401 logs out (spec §6); other failures show the spec §8 toast. Leaving with
 * unsaved changes (text or photos) asks first. Create / Save Changes is in the sticky save bar.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { projectInputSchema, type ProjectInput, type ProjectInputParsed } from '@site/contract/project-input';
import type { Post } from '@site/contract/post';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { showFormFailure } from '../../../components/ui/failure-toast';
import { useSaveProject } from '../api/save-project';
import { emptyProjectValues, toProjectRequestBody, type ProjectFormValues } from '../project-form-values';
import { FormSection } from '../../../components/forms/form-section';
import { saveBarState } from '../../../components/forms/save-bar-state';
import { StickySaveBar } from '../../../components/forms/sticky-save-bar';
import { UnsavedChangesGuard } from '../../../components/forms/unsaved-changes-guard';
import { GalleryField } from './gallery-field';
import { PhotoSlotField } from './photo-slot-field';
import { ProjectDetailsFields } from './project-details-fields';
import { ProjectPreview } from './project-preview';
import { ProjectSeoFields } from './project-seo-fields';
import { ServicePicker } from './service-picker';
import { SlugChangeNotice, type PublishedAddress } from './slug-change-notice';

export interface ProjectFormProps {
  /** The post being edited; absent: a new project. */
  postId?: string;
  defaultValues?: ProjectFormValues;
  /** Views shown in the preview (0 for a new project, spec §2). */
  views?: number;
  /** Called after a successful save with the saved post and a function that resets the form. */
  onSaved: (post: Post, reset: () => void) => void;
  /** Extra actions beside the submit button (e.g. Cancel). */
  secondaryAction?: ReactNode;
  /** The saved title and slug of a published project being edited (its address may change: SlugChangeNotice). */
  published?: PublishedAddress;
}

const formFields = new Set<string>(Object.keys(emptyProjectValues()));

/** The whole form: fields, photos, SEO, preview and submit. */
export function ProjectForm({
  postId,
  defaultValues,
  views = 0,
  onSaved,
  secondaryAction,
  published,
}: ProjectFormProps) {
  const editing = postId !== undefined;
  const form = useForm<ProjectInput, unknown, ProjectInputParsed>({
    resolver: zodResolver(projectInputSchema),
    defaultValues: defaultValues ?? emptyProjectValues(),
  });
  const { control, handleSubmit, setError, reset, setFocus, formState } = form;
  const title = useWatch({ control, name: 'title' });
  const save = useSaveProject(postId);

  const onValid = async (parsed: ProjectInputParsed) => {
    try {
      const post = await save.mutateAsync(toProjectRequestBody(parsed));
      onSaved(post, () => {
        reset(emptyProjectValues());
        setFocus('title');
      });
    } catch (error) {
      showFormFailure(
        error,
        setError,
        (field) => (formFields.has(field) ? (field as keyof ProjectInput) : null),
        editing ? 'Failed to save changes. Please try again.' : 'Failed to create project. Please try again.',
      );
    }
  };

  return (
    // A block form: the save bar, its last child, sticks to the bottom of the screen all along it.
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label={editing ? 'Edit project' : 'New project'}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          <FormSection id="project-details" title="Project details">
            <ProjectDetailsFields control={control} />
          </FormSection>
          <FormSection
            id="project-photos"
            title="Before and after photos"
            hint="Photos appear side by side in a comparison slider on the project page."
          >
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <PhotoSlotField control={control} field="beforeImageUrl" title={title} />
              <PhotoSlotField control={control} field="afterImageUrl" title={title} />
            </Box>
          </FormSection>
          <FormSection
            id="project-gallery"
            title="Gallery"
            hint="More photos of the work, shown in this order on the project page. The featured photo (a gallery, before or after photo) leads the project's card; without one, the card shows the after photo, else the before photo."
          >
            <GalleryField control={control} title={title} />
          </FormSection>
          <FormSection id="project-services" title="Services">
            <ServicePicker control={control} />
          </FormSection>
          <FormSection id="project-seo" title="Search engines">
            <ProjectSeoFields control={control} />
          </FormSection>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 96 } }}>
          <ProjectPreview control={control} views={views} />
          {published && <SlugChangeNotice control={control} published={published} />}
          {secondaryAction}
        </Box>
      </Box>
      {/* The submit button in the sticky bar: in reach however long the form (every editor has one). */}
      <StickySaveBar
        state={saveBarState(formState, false)}
        saveLabel={editing ? 'Save Changes' : 'Create Project'}
        busyLabel={editing ? 'Saving...' : 'Creating...'}
        onDiscard={() => reset()}
        compactState
      />
      {/* Typed text and uploaded photos are lost when staff leave unsaved (as the other forms). */}
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting} />
    </Box>
  );
}

/**
 * The story fields of the project form (spec §2 Upload New Project): title with the slug
 * preview (spec §5 rule), content (rich text), excerpt, location, completion date, status (draft or
 * published, spec §4) and type (project, fixed).
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import { ControlledTextField, ControlledTextFields } from '../../../components/forms/controlled-text-field';
import { useMay } from '../../../lib/use-may';
import { slugPreview, type ProjectFormControl, type ProjectTextField } from '../project-form-values';

/** The story sits under the page's "About this project" h2: its headings are h3 and h4. */
const storyHeadingLevels = [3, 4] as const;

/** Excerpt, location and completion date, after the story. */
const detailFields: ProjectTextField[] = [
  {
    name: 'excerpt',
    label: 'Excerpt',
    multiline: true,
    minRows: 2,
    sx: { gridColumn: '1 / -1' },
    helperText: 'One or two sentences for the project card.',
  },
  { name: 'location', label: 'Location', placeholder: 'e.g. Orange, CT' },
  { name: 'completionDate', label: 'Completion date', placeholder: 'e.g. October 2026' },
];

/** Title … type, in a responsive grid. */
export function ProjectDetailsFields({ control }: { control: ProjectFormControl }) {
  const title = useWatch({ control, name: 'title' });
  const mayPublish = useMay('content');
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <ControlledTextField
        sx={{ gridColumn: '1 / -1' }}
        control={control}
        name="title"
        label="Project title"
        required
        autoComplete="off"
        helperText={
          title.trim() ? `Web address: /project/${slugPreview(title)}` : 'The web address appears as you type.'
        }
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          name="content"
          control={control}
          render={({ field, fieldState }) => (
            <RichTextEditor
              id="project-content"
              label="Project details"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              headingLevels={storyHeadingLevels}
              helperText="At least 10 characters. Headings, bold, italic, lists, quotes and links (web, e-mail, phone)."
            />
          )}
        />
      </Box>
      <ControlledTextFields control={control} fields={detailFields} />
      <Controller
        name="status"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            select
            fullWidth
            label="Status"
            error={Boolean(fieldState.error)}
            disabled={!mayPublish}
            helperText={
              fieldState.error?.message ??
              (mayPublish
                ? 'Drafts stay hidden from visitors.'
                : 'Saved as a draft: submit it for review and the Owner or Office publishes it.')
            }
          >
            <MenuItem value="draft">Draft</MenuItem>
            <MenuItem value="published">Published</MenuItem>
          </TextField>
        )}
      />
      {/* Read-only, not disabled: a disabled field's grey text is under 4.5:1. */}
      <TextField
        select
        fullWidth
        label="Type"
        value="project"
        helperText="This form creates projects."
        slotProps={{ input: { readOnly: true } }}
      >
        <MenuItem value="project">Project</MenuItem>
      </TextField>
    </Box>
  );
}

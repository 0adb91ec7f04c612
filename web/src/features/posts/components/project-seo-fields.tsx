/**
 * Search-engine fields of the project form: meta title (auto-generated from the title when left
 * empty, spec §2) and meta description.
 */
import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { ControlledTextFields } from '../../../components/forms/controlled-text-field';
import type { ProjectFormControl } from '../project-form-values';

/** Meta title and description. */
export function ProjectSeoFields({ control }: { control: ProjectFormControl }) {
  const title = useWatch({ control, name: 'title' }).trim();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <ControlledTextFields
        control={control}
        fields={[
          {
            name: 'metaTitle',
            label: 'Meta title',
            helperText: title
              ? `Auto-generated when left empty: “${title}”.`
              : 'Auto-generated from the project title when left empty.',
          },
          {
            name: 'metaDescription',
            label: 'Meta description',
            multiline: true,
            minRows: 2,
            helperText: 'Shown under the title on the project page and in search results.',
          },
        ]}
      />
    </Box>
  );
}

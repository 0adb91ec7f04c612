/**
 * The body of a service or page post ("body (rich text)"): the shared rich-text editor
 * (components/rich-text-editor), with an HTML view beside it, as CMSs offer ("Code editor"). The
 * editor has tables, so the service catalog's built-in text with its table (the
 * hydro-seeding cost ranges, spec §2 "sod and hydro-seed cost ranges") opens in the visual editor
 * like any other. The server sanitizes whatever is sent.
 */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import type { RichTextHeadingLevel } from '../../../components/rich-text-editor/rich-text-extensions';

export interface BodyFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  id: string;
  label: string;
  helperText: string;
  headingLevels: readonly RichTextHeadingLevel[];
}

/** The body: visual editor or HTML, with a switch between them. */
export function BodyField<T extends FieldValues, O>({
  control,
  name,
  id,
  label,
  helperText,
  headingLevels,
}: BodyFieldProps<T, O>) {
  const [view, setView] = useState<'visual' | 'html' | null>(null);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const shown = view ?? 'visual';
        return (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={shown}
              onChange={(_event, next: 'visual' | 'html' | null) => next && setView(next)}
              aria-label={`How to edit the ${label.toLowerCase()}`}
              sx={{ justifySelf: 'start' }}
            >
              <ToggleButton value="visual">Visual</ToggleButton>
              <ToggleButton value="html">HTML</ToggleButton>
            </ToggleButtonGroup>
            {shown === 'visual' ? (
              <RichTextEditor
                id={id}
                label={label}
                required
                value={value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
                headingLevels={headingLevels}
                helperText={helperText}
              />
            ) : (
              <TextField
                id={id}
                label={`${label} (HTML)`}
                value={value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                required
                fullWidth
                multiline
                minRows={12}
                maxRows={30}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  'Headings (h2, h3), paragraphs (p), lists (ul, ol, li), bold (strong), italic (em), links (a) and tables.'
                }
                slotProps={{
                  htmlInput: {
                    spellCheck: true,
                    style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 },
                  },
                }}
              />
            )}
          </Box>
        );
      }}
    />
  );
}

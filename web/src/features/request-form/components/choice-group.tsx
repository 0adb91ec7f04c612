/**
 * A group of choices as bordered pills (checkboxes or radios) in a fieldset with its legend,
 * hint and error (the error summary links to the first input: `request-{name}`). Pills wrap to
 * the width, so 13 services take a few rows on a phone instead of a long list.
 */
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ReactElement, ReactNode } from 'react';

export interface ChoiceGroupProps {
  /** The group's id stem: the legend is `{id}-legend`, the hint or error `{id}-hint`. */
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /** The pills (ChoicePill elements). */
  children: ReactNode;
  /** Set on the element holding the pills (a RadioGroup passes role="radiogroup" through `as`). */
  as?: (props: { children: ReactNode; 'aria-labelledby': string; 'aria-describedby': string }) => ReactElement;
}

/** The fieldset. */
export function ChoiceGroup({ id, legend, hint, error, required = false, children, as: Holder }: ChoiceGroupProps) {
  const describedBy = `${id}-hint`;
  const pills = <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>;
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={`${id}-legend`} sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
        {legend}
      </FormLabel>
      {Holder ? Holder({ children: pills, 'aria-labelledby': `${id}-legend`, 'aria-describedby': describedBy }) : pills}
      <FormHelperText id={describedBy} sx={{ mx: 0 }}>
        {error ?? hint}
      </FormHelperText>
    </FormControl>
  );
}

/** One pill: a checkbox or radio with its label, highlighted when chosen. */
export function ChoicePill({ control, label, checked }: { control: ReactElement; label: string; checked: boolean }) {
  return (
    <FormControlLabel
      control={control}
      label={label}
      sx={{
        m: 0,
        pr: 1.5,
        pl: 0.25,
        border: 1,
        borderRadius: 999,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? 'rgba(31, 81, 53, 0.08)' : 'background.paper',
        '& .MuiFormControlLabel-label': { fontSize: '0.9375rem', fontWeight: checked ? 600 : 400 },
        '& .MuiButtonBase-root': { p: 0.75 },
      }}
    />
  );
}

/**
 * A group of choices as bordered pills (native checkboxes or radios, which work without
 * JavaScript) in a fieldset with its legend, hint and error (the error summary links to the
 * first input: `request-{name}`). Pills wrap to the width, so a dozen services take a few rows on a
 * phone instead of a long list; a chosen pill is highlighted by CSS alone (`:has(:checked)`).
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { fieldId } from '../field-ids';
import type { RequestField } from '../request-form-values';

export interface ChoiceGroupProps {
  /** The group's id stem: the legend is `{id}-legend`, the hint or error `{id}-hint`. */
  id: string;
  legend: string;
  hint?: string;
  error?: string | undefined;
  /** Shows ` *` after the legend. */
  required?: boolean;
  /** The pills (ChoicePills). */
  children: ReactNode;
}

/** The fieldset; `data-field-group` and `data-hint` let the island show and clear its error. */
export function ChoiceGroup({ id, legend, hint, error, required = false, children }: ChoiceGroupProps) {
  const describedBy = `${id}-hint`;
  return (
    <Box
      component="fieldset"
      id={id}
      aria-describedby={describedBy}
      data-field-group=""
      data-invalid={error ? '' : undefined}
      sx={{
        border: 0,
        m: 0,
        p: 0,
        minWidth: 0,
        '&[data-invalid] > legend, &[data-invalid] > .choice-hint': { color: 'error.main' },
      }}
    >
      <Box
        component="legend"
        id={`${id}-legend`}
        sx={{ fontWeight: 600, color: 'text.primary', mb: 1, p: 0, fontSize: '1rem', lineHeight: 1.5 }}
      >
        {legend}
        {required ? ' *' : ''}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>
      <Box
        component="p"
        id={describedBy}
        className="choice-hint"
        data-hint={hint ?? ''}
        sx={{ m: 0, mt: 0.5, fontSize: '0.75rem', lineHeight: 1.66, color: 'text.secondary' }}
      >
        {error ?? hint}
      </Box>
    </Box>
  );
}

export interface ChoicePillsProps {
  type: 'checkbox' | 'radio';
  /** The form field the inputs post. */
  name: RequestField;
  options: readonly { value: string; label: string }[];
  /** The values chosen (kept after a failed post). */
  chosen: readonly string[];
}

/** The group's pills; the first input carries the id the error summary links to (`request-{name}`). */
export function ChoicePills({ type, name, options, chosen }: ChoicePillsProps) {
  return options.map(({ value, label }, index) => (
    <ChoicePill
      key={value}
      type={type}
      name={name}
      value={value}
      label={label}
      checked={chosen.includes(value)}
      id={index === 0 ? fieldId(name) : undefined}
    />
  ));
}

interface ChoicePillProps {
  type: 'checkbox' | 'radio';
  name: string;
  value: string;
  label: string;
  checked: boolean;
  id: string | undefined;
}

/** One pill: a native checkbox or radio with its label, highlighted when chosen. */
function ChoicePill({ type, name, value, label, checked, id }: ChoicePillProps) {
  return (
    <Box
      component="label"
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        m: 0,
        py: 0.75,
        pr: 1.5,
        pl: 1.25,
        minHeight: 44,
        border: 1,
        borderRadius: 999,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        fontSize: '0.9375rem',
        cursor: 'pointer',
        '& input': { m: 0, width: 18, height: 18, accentColor: theme.palette.primary.main, cursor: 'pointer' },
        '&:has(input:checked)': {
          borderColor: theme.palette.primary.main,
          bgcolor: 'rgba(31, 81, 53, 0.08)',
          fontWeight: 600,
        },
        '&:has(input:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <input type={type} name={name} value={value} id={id} defaultChecked={checked} />
      <span>{label}</span>
    </Box>
  );
}

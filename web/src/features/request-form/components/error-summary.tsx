/**
 * The error summary of the request form ("an error summary that takes focus on a failed
 * submit (links to the fields)"; the GOV.UK Design System pattern): it lists every problem in the
 * form's order, each a link to its field. The server renders it after a post with errors (the
 * island then focuses it and makes its links focus their fields); the island renders the same
 * markup from its `<template>` when its own check fails.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { fieldId } from '../field-ids';
import type { RequestField } from '../request-form-values';

export interface ErrorSummaryProps {
  errors: readonly { field: RequestField; message: string }[];
}

/** The summary (also rendered with one placeholder entry as the island's template). */
export function ErrorSummary({ errors }: ErrorSummaryProps) {
  return (
    <Alert
      severity="error"
      role="group"
      tabIndex={-1}
      aria-labelledby="request-error-summary-title"
      data-error-summary=""
      sx={{
        scrollMarginTop: 96,
        '&:focus-visible, &:focus': { outline: '3px solid', outlineColor: 'error.dark', outlineOffset: 2 },
      }}
    >
      <AlertTitle id="request-error-summary-title">There is a problem with your request</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {errors.map(({ field, message }) => (
          <li key={field}>
            <Link href={`#${fieldId(field)}`} color="inherit" data-field={field} sx={{ fontWeight: 600 }}>
              {message}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}

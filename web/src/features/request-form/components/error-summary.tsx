/**
 * The error summary of the request form (issue 13: "an error summary that takes focus on a failed
 * submit (links to the fields)"; the GOV.UK Design System pattern): after a failed submit it
 * lists every problem in the form's order, each a link that moves focus to its field, and takes
 * focus itself, so a screen reader reads it and a keyboard user starts from it.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useRef } from 'react';
import { fieldId } from '../field-ids';
import type { RequestField } from '../request-form-values';

/** Focuses a field of the form and scrolls it to the middle of the screen. */
export function focusField(field: RequestField): void {
  const element = document.getElementById(fieldId(field));
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

export interface ErrorSummaryProps {
  errors: readonly { field: RequestField; message: string }[];
  /** Changes on each failed submit: the summary then takes focus. */
  focusKey: number;
}

/** The summary; nothing when there are no errors. */
export function ErrorSummary({ errors, focusKey }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (focusKey === 0 || !box.current) return;
    box.current.focus({ preventScroll: true });
    box.current.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [focusKey, shown]);
  if (!shown) return null;
  return (
    <Alert
      ref={box}
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
            <Link
              href={`#${fieldId(field)}`}
              color="inherit"
              sx={{ fontWeight: 600 }}
              onClick={(event) => {
                event.preventDefault();
                focusField(field);
              }}
            >
              {message}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}

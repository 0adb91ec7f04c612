/**
 * One titled block of a staff form (a Paper card with an h2 and an optional hint): the project
 * form, the service and page forms, the Company form.
 */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FormSectionProps {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}

/** A card-like section labelled by its heading. */
export function FormSection({ id, title, hint, children }: FormSectionProps) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: hint ? 0.5 : 2 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/**
 * One block of the lead view: an outlined card with its h2 title (and an optional action beside
 * the title), so the view's sections read as a list of headed regions.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { DescriptionList } from '../../../components/ui/description-list';

export interface DetailCardProps {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

/** A titled section of the lead view. */
export function DetailCard({ title, action, children }: DetailCardProps) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** A definition list of label/value pairs (the card's facts). */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <DescriptionList
      gap={1.25}
      termSx={{ fontSize: '0.8125rem', color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.04em' }}
      detailsSx={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </DescriptionList>
  );
}

/** One pair of Facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The line above the form ("the project or service named above it"): what this request
 * is about when the visitor came from a project or service page, else what to tell us. Its
 * height is two lines in every state (a long title is clamped), so the form never moves.
 */
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import type { RequestSource, SourceProject } from '../request-form-values';
import { useLiveServices } from '../../../lib/site-data';

/** Two lines of body text, clamped (a long project title ends in an ellipsis). */
const twoLines = {
  minHeight: '3em',
  lineHeight: 1.5,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

function Line({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 3, color: 'text.secondary' }}>
      <InfoOutlined aria-hidden fontSize="small" sx={{ mt: '0.15em', color: 'primary.main' }} />
      <Box component="p" data-request-about="" sx={{ m: 0, ...twoLines }}>
        {children}
      </Box>
    </Box>
  );
}

/** The line for `source` (`sourceProject`: the project it names, when published). */
export function RequestAbout({
  source,
  sourceProject,
}: {
  source: RequestSource;
  sourceProject: SourceProject | null;
}) {
  const services = useLiveServices();
  if (source.project) {
    const title = sourceProject?.title;
    return (
      <Line>
        Your request is about a project like{' '}
        <Link href={paths.project(source.project)} sx={{ fontWeight: 700 }}>
          {title ?? 'the one you were viewing'}
        </Link>
        . Tell us how yours differs.
      </Line>
    );
  }
  if (source.service) {
    const title = services.find((s) => s.slug === source.service)?.title ?? source.service;
    return (
      <Line>
        Your request is about{' '}
        <Link href={paths.service(source.service)} sx={{ fontWeight: 700 }}>
          {title}
        </Link>
        . Add anything else you have in mind.
      </Line>
    );
  }
  return <Line>Tell us about your property and the work you have in mind, and we will set up a free site visit.</Line>;
}

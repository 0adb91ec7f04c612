/**
 * What the visitor asked for: services, residential or commercial, timeframe, the
 * project or service page the request came from (linked to it), and the message as written.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Lead } from '@site/contract/lead';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { leadSectorLabels, leadTimeframeLabels } from '../lead-labels';
import { useServiceNames } from '../../../lib/managed-services';
import { DetailCard, Fact, Facts } from './detail-card';

/** The page the visitor came from: a project like theirs, or a service page. */
function LeadSource({ lead }: { lead: Pick<Lead, 'sourceProject' | 'sourceService'> }) {
  const serviceTitle = useServiceNames();
  if (lead.sourceProject) {
    return (
      <>
        A project like{' '}
        <Link component={RouterLink} to={paths.project(lead.sourceProject.slug)} target="_blank" rel="noopener">
          {lead.sourceProject.title ?? lead.sourceProject.slug}
        </Link>
      </>
    );
  }
  if (lead.sourceService) {
    return (
      <>
        The service page{' '}
        <Link component={RouterLink} to={paths.service(lead.sourceService)} target="_blank" rel="noopener">
          {serviceTitle(lead.sourceService)}
        </Link>
      </>
    );
  }
  return <>The contact page</>;
}

/** The request card. */
export function LeadRequestCard({ lead }: { lead: Lead }) {
  const serviceTitle = useServiceNames();
  return (
    <DetailCard title="Request">
      <Facts>
        <Fact label="Services">
          {lead.serviceSlugs.length > 0 ? (
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
              {lead.serviceSlugs.map((slug) => (
                <Chip key={slug} label={serviceTitle(slug)} size="small" variant="outlined" color="primary" />
              ))}
            </Box>
          ) : (
            'None chosen'
          )}
        </Fact>
        <Fact label="Sector">{leadSectorLabels[lead.sector]}</Fact>
        <Fact label="Timeframe">{leadTimeframeLabels[lead.timeframe]}</Fact>
        <Fact label="Sent from">
          <LeadSource lead={lead} />
        </Fact>
        <Fact label="Message">
          <Typography component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
            {lead.message}
          </Typography>
        </Fact>
      </Facts>
    </DetailCard>
  );
}

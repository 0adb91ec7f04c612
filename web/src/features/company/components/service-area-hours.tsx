/**
 * Service area, address and opening hours of /contact, from site settings.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Schedule from '@mui/icons-material/Schedule';
import Place from '@mui/icons-material/Place';
import type { ReactNode } from 'react';
import { useSiteSettings } from '../../../lib/site-data';
import { DescriptionList } from '../../../components/ui/description-list';

/** One panel: a section named by its h3 (`{id}-title`) with the heading's icon. */
function InfoPanel({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: 3 }}>
      <Typography
        id={`${id}-title`}
        variant="h6"
        component="h3"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}
      >
        {icon} {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Two panels: where we work (with the office address) and when we answer. */
export function ServiceAreaHours() {
  const { address, areaServed, openingHours, companyName } = useSiteSettings();
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <InfoPanel id="area" icon={<Place aria-hidden color="primary" />} title="Service area">
        <Box component="ul" sx={{ m: 0, pl: 2.5, mb: 2 }}>
          {areaServed.map((area) => (
            <li key={area}>{area}</li>
          ))}
        </Box>
        <Typography component="address" sx={{ fontStyle: 'normal', color: 'text.secondary' }}>
          {companyName}
          <br />
          {address.street}
          <br />
          {address.city}, {address.region} {address.postalCode}
        </Typography>
      </InfoPanel>
      <InfoPanel id="hours" icon={<Schedule aria-hidden color="primary" />} title="Office hours">
        <DescriptionList gap={1} listSx={{ gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
          {openingHours.map((h) => (
            <Box key={h.days} sx={{ display: 'contents' }}>
              <dt>{h.days}</dt>
              <dd>{h.hours}</dd>
            </Box>
          ))}
        </DescriptionList>
      </InfoPanel>
    </Box>
  );
}

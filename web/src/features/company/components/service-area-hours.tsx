/**
 * Service area, address and opening hours of /contact, from site settings.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Schedule from '@mui/icons-material/Schedule';
import Place from '@mui/icons-material/Place';
import { useSiteSettings } from '../../../lib/site-data';
import { DescriptionList } from '../../../components/ui/description-list';

/** Two panels: where we work (with the office address) and when we answer. */
export function ServiceAreaHours() {
  const { address, areaServed, openingHours, companyName } = useSiteSettings();
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <Paper variant="outlined" component="section" aria-labelledby="area-title" sx={{ p: 3 }}>
        <Typography
          id="area-title"
          variant="h6"
          component="h3"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}
        >
          <Place aria-hidden color="primary" /> Service area
        </Typography>
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
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="hours-title" sx={{ p: 3 }}>
        <Typography
          id="hours-title"
          variant="h6"
          component="h3"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}
        >
          <Schedule aria-hidden color="primary" /> Office hours
        </Typography>
        <DescriptionList gap={1} listSx={{ gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
          {openingHours.map((h) => (
            <Box key={h.days} sx={{ display: 'contents' }}>
              <dt>{h.days}</dt>
              <dd>{h.hours}</dd>
            </Box>
          ))}
        </DescriptionList>
      </Paper>
    </Box>
  );
}

/**
 * Phone and e-mail cards (spec §2 "/about": call link and email link; "/contact": phone and
 * email cards). The phone is a tel: link; the e-mail a mailto: link, both from site settings.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import type { ReactNode } from 'react';
import { useSiteSettings } from '../../../lib/site-data';

interface ContactCardProps {
  href: string;
  icon: ReactNode;
  title: string;
  value: string;
  note: string;
  headingLevel: 'h2' | 'h3';
}

/** One clickable card: icon, title, the number or address, and a note. */
function ContactCard({ href, icon, title, value, note, headingLevel }: ContactCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        href={href}
        sx={{ height: '100%', p: 3, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 2 }}
      >
        <Box
          aria-hidden
          sx={{
            flex: '0 0 auto',
            width: 52,
            height: 52,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'common.white',
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component={headingLevel}>
            {title}
          </Typography>
          <Typography sx={{ fontSize: '1.2rem', fontWeight: 700, color: 'primary.dark', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The phone card and the e-mail card side by side (stacked on phones). */
export function ContactCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const siteSettings = useSiteSettings();
  const hours = siteSettings.openingHours[0];
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <ContactCard
        href={`tel:${siteSettings.phoneHref}`}
        icon={<Phone />}
        title="Call us"
        value={siteSettings.phone}
        note={hours ? `${hours.days}, ${hours.hours}` : 'Call for a free estimate'}
        headingLevel={headingLevel}
      />
      <ContactCard
        href={`mailto:${siteSettings.email}`}
        icon={<Email />}
        title="Email us"
        value={siteSettings.email}
        note="Send photos, plans or questions any time"
        headingLevel={headingLevel}
      />
    </Box>
  );
}

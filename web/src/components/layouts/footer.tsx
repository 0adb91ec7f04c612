/**
 * Site footer (spec §2 Footer): six service links, the phone link, "Email Us" to /contact,
 * the service area, links to the privacy policy and the photo credits, and the copyright
 * line with the current year.
 * Company details and service titles are the live ones (lib/site-data.ts).
 */
import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { renderWhenNear } from '../../lib/render-when-near';
import { handleNavLinkClick } from '../../lib/scroll-to-top';
import { useLiveServices, useSiteSettings } from '../../lib/site-data';
import { BrandLogo } from './brand-logo';
import { footerServiceItems, type NavItem } from './nav-items';

const companyLinks: NavItem[] = [
  { label: 'All Services', to: paths.services },
  { label: 'Projects', to: paths.projects() },
  { label: 'About Us', to: paths.about },
  { label: 'Contact', to: paths.contact },
];

/** The footer's height on a phone (px), until it is first rendered (lib/render-when-near.ts). */
const footerHeight = 1156;

const linkSx = { color: 'rgba(255,255,255,0.85)', '&:hover': { color: '#fff' } } as const;

/** An in-site footer link (scrolls to top after a click, spec §2). */
function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} onClick={handleNavLinkClick} sx={linkSx}>
      {children}
    </Link>
  );
}

/** A titled column of links. */
function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="h2" variant="overline" sx={{ color: 'secondary.light', display: 'block', mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {children}
      </Box>
    </Box>
  );
}

/** The site footer, on the dark brand green. */
export function Footer() {
  const year = new Date().getFullYear();
  const siteSettings = useSiteSettings();
  const services = useLiveServices();
  const { address } = siteSettings;
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.dark', color: 'rgba(255,255,255,0.85)', mt: 'auto', ...renderWhenNear(footerHeight) }}
    >
      <Container sx={{ py: { xs: 6, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 0.8fr 1fr' },
          }}
        >
          <Box>
            <BrandLogo tone="light" />
            <Typography variant="body2" sx={{ mt: 2, maxWidth: 340 }}>
              {siteSettings.tagline}. Serving residential and commercial customers since {siteSettings.foundedYear}.
            </Typography>
            <Typography variant="body2" sx={{ mt: 1.5 }}>
              Service area: {new Intl.ListFormat('en').format(siteSettings.areaServed)}
            </Typography>
            <Typography variant="body2" component="address" sx={{ mt: 1.5, fontStyle: 'normal' }}>
              {address.street}, {address.city}, {address.region} {address.postalCode}
            </Typography>
          </Box>
          <FooterColumn title="Services">
            {footerServiceItems(services).map((item) => (
              <li key={item.to}>
                <FooterLink to={item.to}>{item.label}</FooterLink>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title="Company">
            {companyLinks.map((item) => (
              <li key={item.to}>
                <FooterLink to={item.to}>{item.label}</FooterLink>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title="Get in touch">
            <li>
              <Link
                href={`tel:${siteSettings.phoneHref}`}
                sx={{ ...linkSx, display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 700 }}
              >
                <Phone aria-hidden fontSize="small" />
                {siteSettings.phone}
              </Link>
            </li>
            <li>
              <Link
                component={RouterLink}
                to={paths.contact}
                onClick={handleNavLinkClick}
                sx={{ ...linkSx, display: 'inline-flex', alignItems: 'center', gap: 1 }}
              >
                <Email aria-hidden fontSize="small" />
                Email Us
              </Link>
            </li>
            {siteSettings.openingHours.map((h) => (
              <Typography key={h.days} component="li" variant="body2">
                {h.days}: {h.hours}
              </Typography>
            ))}
          </FooterColumn>
        </Box>
      </Container>
      <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.15)' }}>
        <Container
          sx={{
            py: 2.5,
            display: 'flex',
            flexWrap: 'wrap',
            gap: { xs: 1, md: 3 },
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <Typography variant="body2" suppressHydrationWarning>
            © {year} {siteSettings.companyName}. All rights reserved.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, md: 3 }, typography: 'body2' }}>
            <span>
              {siteSettings.licenses[0]?.label}: {siteSettings.licenses[0]?.number}
            </span>
            <FooterLink to={paths.privacy}>Privacy policy</FooterLink>
            <FooterLink to={`${paths.about}#photo-credits`}>Photo credits</FooterLink>
          </Box>
        </Container>
      </Box>
    </Box>
  );
}

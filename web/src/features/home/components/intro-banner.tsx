/**
 * Home intro banner (spec §2 "/": "an intro banner with Residential and Commercial buttons"):
 * the company's town, area and founding year where set (contract company-claims.ts), and buttons to the
 * residential and commercial project galleries. The heading and text are the published `home`
 * page post's ("Pages"), else the built-in text, with the live company details.
 */
import Business from '@mui/icons-material/Business';
import Home from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { companyTown, inServiceArea, sinceFounded } from '@site/contract/company-claims';
import { paths } from '../../../config/paths';
import { useLiveServices, useSiteData } from '../../../lib/site-data';
import { SiteButton } from '../../../components/ui/site-button';

/** The two buttons to the project galleries (spec §2: "Residential and Commercial buttons"). */
const sectorLinks = [
  { sector: 'residential', label: 'Residential', Icon: Home, variant: 'contained' },
  { sector: 'commercial', label: 'Commercial', Icon: Business, variant: 'outlined' },
] as const;

/** The intro banner below the hero. */
export function IntroBanner() {
  const { settings: siteSettings, pages } = useSiteData();
  const serviceCount = useLiveServices().length;
  const home = pages.home;
  const town = companyTown(siteSettings);
  const since = sinceFounded(siteSettings);
  const areas = siteSettings.areaServed.filter((area) => area.trim());
  const facts = [
    ...(siteSettings.foundedYear > 0
      ? [
          {
            value: String(siteSettings.foundedYear),
            label: town ? `The year we started, in ${town}` : 'The year we started',
          },
        ]
      : []),
    { value: String(serviceCount), label: 'Landscape and masonry services' },
    ...(areas.length
      ? [{ value: `${areas.length} ${areas.length === 1 ? 'area' : 'areas'}`, label: areas.join(', ') }]
      : []),
  ];
  return (
    <Box
      component="section"
      aria-labelledby="intro-heading"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container
        sx={{
          py: { xs: 6, md: 9 },
          display: 'grid',
          gap: { xs: 4, md: 8 },
          gridTemplateColumns: { md: '1.3fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography variant="overline" component="p" color="secondary.dark">
            {[town, since && `Since ${siteSettings.foundedYear}`].filter(Boolean).join(' · ') || 'Welcome'}
          </Typography>
          <Typography id="intro-heading" variant="h2" sx={{ mb: 2, textWrap: 'balance' }}>
            {home?.title ?? `Landscaping and stonework for homes and businesses${since}`}
          </Typography>
          {home?.bodyHtml?.trim() ? (
            // The post's sanitized HTML (a paragraph or two) in the banner's own type, not the
            // article styles of components/ui/html-content.tsx: this is the home page's JS.
            <Typography
              component="div"
              color="text.secondary"
              sx={{
                fontSize: '1.125rem',
                mb: 3.5,
                maxWidth: 620,
                '& p': { m: 0, mb: 1.5 },
                '& a': { color: 'primary.main' },
              }}
              dangerouslySetInnerHTML={{ __html: home.bodyHtml }}
            />
          ) : (
            <Typography color="text.secondary" sx={{ fontSize: '1.125rem', mb: 3.5, maxWidth: 620 }}>
              {siteSettings.companyName} designs, builds and cares for outdoor spaces{inServiceArea(siteSettings)}
              {since}: gardens and lawns, natural stone walls and patios, outdoor kitchens, ponds and fences. See what
              we have built for homeowners and for businesses.
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {sectorLinks.map(({ sector, label, Icon, variant }) => (
              <SiteButton
                key={sector}
                href={paths.projects(sector)}
                variant={variant}
                size="large"
                startIcon={<Icon aria-hidden />}
              >
                {label}
              </SiteButton>
            ))}
          </Box>
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: '1fr' } }}
        >
          {facts.map((fact) => (
            <Box
              key={fact.label}
              sx={{
                p: 2.5,
                borderRadius: '12px',
                bgcolor: 'background.default',
                border: 1,
                borderColor: 'divider',
                display: 'flex',
                flexDirection: 'column-reverse',
              }}
            >
              <Typography component="dt" color="text.secondary" variant="body2">
                {fact.label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontSize: '2rem', fontWeight: 800, color: 'primary.main', lineHeight: 1.1 }}
              >
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

/**
 * Designed background of a hero slide without a photo (every designed placeholder slide, and a
 * saved slide staff gave no photo; ADR 0026): the service's gradient, a subtle pattern that evokes
 * it (laid stone, grill grate, fence pickets, mown lawn, water, a building's windows) and its icon,
 * large. Decorative only.
 */
import Box from '@mui/material/Box';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { ServiceIcon } from '@site/contract/service';
import { serviceIcons } from '../../../components/ui/service-icons';
import type { SlideArtPattern } from '../../../lib/hero-slides';

const svg = (w: number, h: number, body: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' width='${w}' height='${h}'>${body}</svg>`)}")`;

const stroke = "fill='none' stroke='rgba(255,255,255,0.10)' stroke-width='2'";
const fill = "fill='rgba(255,255,255,0.05)'";

/** Pattern tiles, drawn as inline SVG so they cost no request. */
const patterns: Record<SlideArtPattern, string> = {
  // Ashlar stone courses of varying lengths.
  stone: svg(
    240,
    96,
    `<g ${stroke}><rect x='2' y='2' width='92' height='44' rx='6'/><rect x='100' y='2' width='64' height='44' rx='6'/><rect x='170' y='2' width='68' height='44' rx='6'/>` +
      `<rect x='-40' y='50' width='86' height='44' rx='6'/><rect x='52' y='50' width='98' height='44' rx='6'/><rect x='156' y='50' width='38' height='44' rx='6'/>` +
      `<rect x='200' y='50' width='86' height='44' rx='6'/></g>`,
  ),
  // Grill grate bars.
  grate: svg(
    36,
    36,
    `<rect x='4' y='15' width='28' height='6' rx='3' ${fill}/><circle cx='18' cy='18' r='1' fill='rgba(255,255,255,0.05)'/>`,
  ),
  // Pointed fence pickets on two rails (drawn along the bottom edge only).
  pickets: svg(
    56,
    300,
    `<rect x='0' y='96' width='56' height='12' ${fill}/><rect x='0' y='236' width='56' height='12' ${fill}/>` +
      `<path d='M14 40 L28 18 L42 40 V300 H14 Z' ${fill}/><path d='M14 40 L28 18 L42 40 V300 H14 Z' ${stroke}/>`,
  ),
  // Mown lawn stripes.
  lawn: svg(120, 120, `<path d='M0 0 H60 L0 60 Z M120 0 V60 L60 120 H0 L120 0 Z' ${fill}/>`),
  // Gentle waves.
  waves: svg(
    120,
    40,
    `<path d='M0 20 C20 8 40 8 60 20 S100 32 120 20' ${stroke}/><path d='M0 36 C20 24 40 24 60 36 S100 48 120 36' fill='none' stroke='rgba(255,255,255,0.06)' stroke-width='2'/>`,
  ),
  // A building's rows of windows.
  grid: svg(
    48,
    48,
    `<rect x='8' y='8' width='14' height='18' rx='2' ${fill}/><rect x='28' y='8' width='14' height='18' rx='2' ${stroke}/>`,
  ),
};

/** A laid stone wall: three courses of irregular stones. */
function StoneWallIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="2" y="4" width="9" height="4.5" rx="1.4" />
      <rect x="12" y="4" width="10" height="4.5" rx="1.4" />
      <rect x="2" y="9.75" width="5" height="4.5" rx="1.4" />
      <rect x="8" y="9.75" width="8.5" height="4.5" rx="1.4" />
      <rect x="17.5" y="9.75" width="4.5" height="4.5" rx="1.4" />
      <rect x="2" y="15.5" width="11" height="4.5" rx="1.4" />
      <rect x="14" y="15.5" width="8" height="4.5" rx="1.4" />
    </SvgIcon>
  );
}

/** The icon of a service: the laid stone wall for the stone services, else the service's icon. */
function ServiceArtIcon({ slug, icon, ...props }: SvgIconProps & { slug: string; icon: ServiceIcon }) {
  if (slug === 'natural-stone-masonry' || slug === 'natural-stone-walls') return <StoneWallIcon {...props} />;
  const Icon = serviceIcons[icon];
  return <Icon {...props} />;
}

/** Full-bleed designed background with the service's icon on the right (md+) or faint behind (xs). */
export function HeroSlideArt({
  slug,
  icon,
  pattern,
  colors,
}: {
  slug: string;
  icon: ServiceIcon;
  pattern: SlideArtPattern;
  colors: [string, string];
}) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        inset: 0,
        overflow: 'hidden',
        backgroundColor: colors[1],
        backgroundImage: `${patterns[pattern]}, radial-gradient(circle at 78% 45%, rgba(255,255,255,0.10), transparent 55%), linear-gradient(125deg, ${colors[0]} 0%, ${colors[1]} 100%)`,
        backgroundRepeat: `${pattern === 'pickets' ? 'repeat-x' : 'repeat'}, no-repeat, no-repeat`,
        backgroundPosition: 'left bottom, center, center',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          top: '50%',
          right: { xs: '-12%', md: '8%' },
          transform: 'translateY(-50%)',
          width: { xs: 300, md: 360 },
          height: { xs: 300, md: 360 },
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          border: '2px solid rgba(255,255,255,0.18)',
          bgcolor: 'rgba(255,255,255,0.06)',
          boxShadow: '0 0 0 18px rgba(255,255,255,0.04)',
          opacity: { xs: 0.35, md: 1 },
        }}
      >
        <ServiceArtIcon
          slug={slug}
          icon={icon}
          sx={{ fontSize: { xs: 170, md: 200 }, color: 'rgba(255,255,255,0.88)' }}
        />
      </Box>
    </Box>
  );
}

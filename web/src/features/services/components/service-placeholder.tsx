/**
 * Designed placeholder for a service without a fitting photo (masonry, patio, kitchen
 * and wall services): a brand-colour gradient, the service's icon and its name. It fills its
 * parent, so the parent reserves the aspect ratio (no layout shift).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ServiceIcon } from '@site/contract/content/types';
import { serviceIcons } from '../../../components/ui/service-icons';
import { fillCentered } from '../../../lib/fill-centered';

export interface ServicePlaceholderProps {
  icon: ServiceIcon;
  /** The service name shown under the icon. */
  title: string;
  /** Larger icon and text for the detail page. */
  size?: 'card' | 'hero';
  /** true when the name is already announced nearby (cards): hides the placeholder from assistive tech. */
  decorative?: boolean;
}

/** Stone-coloured panels for the stone and wood services; brand green for the rest. */
const stoneIcons: ReadonlySet<ServiceIcon> = new Set(['wall', 'masonry', 'patio', 'outdoor-grill', 'fence']);

/** Gradient panel with the service icon and name; `role="img"` unless decorative. */
export function ServicePlaceholder({ icon, title, size = 'card', decorative = true }: ServicePlaceholderProps) {
  const Icon = serviceIcons[icon];
  const hero = size === 'hero';
  const stone = stoneIcons.has(icon);
  return (
    <Box
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${title} (illustration)` })}
      sx={(theme) => {
        const { dark, main } = stone ? theme.palette.secondary : theme.palette.primary;
        return {
          ...fillCentered,
          gap: hero ? 2 : 1,
          p: 2,
          textAlign: 'center',
          color: theme.palette.common.white,
          backgroundColor: dark,
          backgroundImage: `radial-gradient(circle at 80% 15%, rgba(255,255,255,0.16), transparent 45%),
          repeating-linear-gradient(135deg, rgba(255,255,255,0.05) 0 12px, transparent 12px 24px),
          linear-gradient(135deg, ${dark}, ${main})`,
        };
      }}
    >
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: hero ? { xs: 76, sm: 112 } : 72,
          height: hero ? { xs: 76, sm: 112 } : 72,
          borderRadius: '50%',
          border: '2px solid rgba(255,255,255,0.55)',
          backgroundColor: 'rgba(0,0,0,0.18)',
        }}
      >
        <Icon sx={{ fontSize: hero ? { xs: 40, sm: 60 } : 38 }} />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          letterSpacing: 0.5,
          fontSize: hero ? { xs: '1.2rem', sm: '1.5rem' } : '1.05rem',
          textShadow: '0 1px 2px rgba(0,0,0,0.35)',
        }}
      >
        {title}
      </Typography>
    </Box>
  );
}

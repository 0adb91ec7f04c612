/**
 * Accepted payment cards (spec §2 "/contact": "accepted cards (Visa, Mastercard, American
 * Express)"), from the live site settings, as labelled text badges (no third-party logo files).
 */
import Box from '@mui/material/Box';
import CreditCard from '@mui/icons-material/CreditCard';
import { useSiteSettings } from '../../../lib/site-data';

/** Brand-like colours per card (text on them meets AA contrast). */
const cardColours: Record<string, { bg: string; fg: string }> = {
  Visa: { bg: '#1a1f71', fg: '#ffffff' },
  Mastercard: { bg: '#252525', fg: '#ffffff' },
  'American Express': { bg: '#006fcf', fg: '#ffffff' },
};

/** A list of card badges, labelled "Accepted cards". */
export function AcceptedCards({ cards }: { cards?: readonly string[] }) {
  const { acceptedCards } = useSiteSettings();
  return (
    <Box
      component="ul"
      aria-label="Accepted cards"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {(cards ?? acceptedCards).map((card) => {
        const colour = cardColours[card] ?? { bg: '#455a64', fg: '#ffffff' };
        return (
          <Box
            component="li"
            key={card}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 1.25,
              minWidth: 150,
              borderRadius: 1.5,
              fontWeight: 700,
              bgcolor: colour.bg,
              color: colour.fg,
              boxShadow: 1,
            }}
          >
            <CreditCard aria-hidden />
            {card}
          </Box>
        );
      })}
    </Box>
  );
}

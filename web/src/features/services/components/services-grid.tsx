/**
 * The 13 service cards (spec §2 "/services"; home page services grid): the built-in card data
 * with each published override's title, description and image (lib/site-data.ts, which comes
 * with the page: no fetch), so the grid is complete in the page's HTML; its links are plain links.
 */
import Box from '@mui/material/Box';
import { cardGridSx } from '../../../components/ui/card-grid';
import { renderWhenNear } from '../../../lib/render-when-near';
import { useLiveServices } from '../../../lib/site-data';
import { ServiceCard } from './service-card';

export interface ServicesGridProps {
  /** Heading element of the card titles (default h3: under the page's h2 section heading). */
  headingLevel?: 'h2' | 'h3';
  /** The grid starts in the first viewport (/services): the first card's photo is the LCP image. */
  firstCardPriority?: boolean;
}

/** A card's height on a phone (px), until it is first rendered (lib/render-when-near.ts). */
const cardHeight = 466;

/** Responsive grid of every service card, in catalog order. */
export function ServicesGrid({ headingLevel = 'h3', firstCardPriority = false }: ServicesGridProps = {}) {
  const services = useLiveServices();
  return (
    <Box component="ul" sx={cardGridSx()}>
      {services.map((service, i) => (
        <Box component="li" key={service.slug} sx={renderWhenNear(cardHeight)}>
          <ServiceCard service={service} headingLevel={headingLevel} priority={firstCardPriority && i === 0} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * One card of the services grid (spec §2 "/services": image, title, description and 'Read More'
 * leading to /service/{slug}).
 */
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { ServiceEntry } from '@site/contract/content/types';
import { paths } from '../../../config/paths';
import { ServiceMedia } from './service-media';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { SiteButton } from '../../../components/ui/site-button';

export interface ServiceCardProps {
  service: Pick<ServiceEntry, 'slug' | 'title' | 'description' | 'image' | 'icon'>;
  /** Heading element of the card title, following the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** The card is in the first viewport (first card of /services): load its photo at once. */
  priority?: boolean;
}

/** CSS `sizes` of a card's photo (the route's preload of the first one uses it too). */
export const serviceCardSizes = '(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

/** Card with the service's photo or placeholder, title, description and a 'Read More' link. */
export function ServiceCard({ service, headingLevel = 'h3', priority = false }: ServiceCardProps) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <ServiceMedia
        title={service.title}
        image={service.image}
        icon={service.icon}
        aspectRatio="3 / 2"
        alt=""
        sizes={serviceCardSizes}
        priority={priority}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component={headingLevel} variant="h6" gutterBottom sx={{ fontWeight: 700 }}>
          {service.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {service.description}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <SiteButton href={paths.service(service.slug)} endIcon={<ArrowForward />}>
          Read More<VisuallyHidden> about {service.title}</VisuallyHidden>
        </SiteButton>
      </CardActions>
    </Card>
  );
}

/**
 * Facts panel of a project detail page: location, completion date and the services done
 * (postServices names, linked to their service pages when known), then the page's actions:
 * 'Request a quote for a project like this' (the request form about this project,
 * `/contact?project={slug}`), 'Contact Us for Your Project' and 'Back to Projects' (spec §2
 * "Project detail").
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Event from '@mui/icons-material/Event';
import LocationOn from '@mui/icons-material/LocationOn';
import RequestQuote from '@mui/icons-material/RequestQuote';
import { Link } from 'react-router';
import { serviceSummaries } from '@site/contract/content/service-summaries';
import type { Post } from '@site/contract/post';
import { paths } from '../../../config/paths';
import { requestQuotePath } from '../../../config/request-quote-link';
import { DescriptionList } from '../../../components/ui/description-list';
import { SiteButton } from '../../../components/ui/site-button';

const isKnownService = (id: string) => serviceSummaries.some((s) => s.slug === id);

/** Panel with the project's facts and the two actions. */
export function ProjectFacts({ post }: { post: Pick<Post, 'slug' | 'location' | 'completionDate' | 'postServices'> }) {
  return (
    <Paper variant="outlined" component="aside" aria-labelledby="project-facts-title" sx={{ p: 3 }}>
      <Typography id="project-facts-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Project details
      </Typography>
      <DescriptionList
        termSx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        detailsSx={{ color: 'text.secondary' }}
      >
        {[
          { term: 'Location', Icon: LocationOn, value: post.location },
          { term: 'Completed', Icon: Event, value: post.completionDate },
        ].map(
          ({ term, Icon, value }) =>
            value && (
              <div key={term}>
                <dt>
                  <Icon aria-hidden fontSize="small" color="primary" />
                  {term}
                </dt>
                <dd>{value}</dd>
              </div>
            ),
        )}
      </DescriptionList>
      {post.postServices.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2.5, mb: 1 }}>
            Services provided
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {post.postServices.map(({ id, service }) => (
              <li key={id}>
                {isKnownService(id) ? (
                  <Chip
                    label={service.name}
                    component={Link}
                    to={paths.service(id)}
                    clickable
                    variant="outlined"
                    color="primary"
                  />
                ) : (
                  <Chip label={service.name} variant="outlined" />
                )}
              </li>
            ))}
          </Box>
        </>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
        <SiteButton href={requestQuotePath({ project: post.slug })} startIcon={<RequestQuote aria-hidden />}>
          Request a quote for a project like this
        </SiteButton>
        <SiteButton href={paths.contact} variant="outlined">
          Contact Us for Your Project
        </SiteButton>
        <SiteButton href={paths.projects()} variant="outlined" startIcon={<ArrowBack />}>
          Back to Projects
        </SiteButton>
      </Box>
    </Paper>
  );
}

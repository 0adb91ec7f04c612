/**
 * Live preview of the project being written (spec §2: "The preview shows 0 views"): the public
 * project card (features/projects ProjectCard: featured → after → before photo, with its alt
 * text) fed from the form, made inert so it is only a
 * picture, plus status, view count and the web address (the spec's slug preview).
 */
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { projectCardImage } from '@site/contract/project-images';
import { ProjectCard } from '../../../components/ui/project-card';
import { effectiveMetaTitle, slugPreview, type ProjectFormControl } from '../project-form-values';

/** The preview card with its facts line. */
export function ProjectPreview({ control, views = 0 }: { control: ProjectFormControl; views?: number }) {
  const [title, excerpt, location, status, metaTitle, beforeImageUrl, afterImageUrl] = useWatch({
    control,
    name: ['title', 'excerpt', 'location', 'status', 'metaTitle', 'beforeImageUrl', 'afterImageUrl'],
  });
  const [featuredImageUrl, galleryImages, galleryImageAlts, beforeImageAlt, afterImageAlt] = useWatch({
    control,
    name: ['featuredImageUrl', 'galleryImages', 'galleryImageAlts', 'beforeImageAlt', 'afterImageAlt'],
  });
  const slug = slugPreview(title);
  const cardTitle = title.trim() || 'Your project title';
  return (
    <Box component="section" aria-labelledby="project-preview-title">
      <Typography id="project-preview-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Preview
      </Typography>
      <Box inert sx={{ pointerEvents: 'none' }}>
        <ProjectCard
          headingLevel="h3"
          sizes="360px"
          card={{
            id: 'preview',
            slug,
            title: cardTitle,
            location: location?.trim() || null,
            excerpt: excerpt?.trim() || null,
            image: projectCardImage({
              title: cardTitle,
              featuredImageUrl: featuredImageUrl || null,
              afterImageUrl: afterImageUrl || null,
              beforeImageUrl: beforeImageUrl || null,
              galleryImages: (galleryImages ?? []).filter((path): path is string => Boolean(path)),
              galleryImageAlts: galleryImageAlts ?? [],
              beforeImageAlt: beforeImageAlt ?? null,
              afterImageAlt: afterImageAlt ?? null,
            }),
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Chip
          size="small"
          label={status === 'published' ? 'Published' : 'Draft'}
          color={status === 'published' ? 'success' : 'warning'}
          variant="outlined"
        />
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <Visibility aria-hidden fontSize="small" />
          {views} {views === 1 ? 'view' : 'views'}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {title.trim() ? `/project/${slug}` : 'Web address: from the title'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Meta title: {effectiveMetaTitle(metaTitle ?? '', title) || '—'}
      </Typography>
    </Box>
  );
}

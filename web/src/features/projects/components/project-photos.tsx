/**
 * The photo area of a project detail page (spec §2 "Project detail"; issue 4 "Edit and show"):
 * with both a before and an after photo, the before/after comparison slider (and any other
 * photos in the gallery above it); otherwise the gallery of every image (or the placeholder).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Post } from '@site/contract/post';
import { normalizeImagePath } from '../../../components/ui/responsive-image';
import { projectGalleryImages } from '../project-image';
import { BeforeAfterSlider } from './before-after-slider';
import { ProjectGallery } from './project-gallery';

type PhotoFields = Pick<Post, 'title' | 'featuredImageUrl' | 'galleryImages' | 'beforeImageUrl' | 'afterImageUrl'>;

/** Gallery and/or comparison slider of one project. */
export function ProjectPhotos({ post }: { post: PhotoFields }) {
  const before = post.beforeImageUrl?.trim();
  const after = post.afterImageUrl?.trim();
  if (!before || !after) return <ProjectGallery images={projectGalleryImages(post)} title={post.title} />;
  const others = projectGalleryImages({ ...post, beforeImageUrl: null, afterImageUrl: null });
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {others.length > 0 && <ProjectGallery images={others} title={post.title} />}
      <Box component="section" aria-labelledby="before-after-title">
        <Typography id="before-after-title" variant="h4" component="h2" sx={{ mb: 2 }}>
          Before and after
        </Typography>
        <BeforeAfterSlider
          beforeSrc={normalizeImagePath(before)}
          afterSrc={normalizeImagePath(after)}
          title={post.title}
          priority={others.length === 0}
        />
      </Box>
    </Box>
  );
}

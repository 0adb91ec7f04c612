/**
 * The photo area of a project detail page (spec §2 "Project detail" "Edit and show"):
 * with both a before and an after photo, the before/after comparison slider (and any other
 * photos in the gallery above it); otherwise the gallery of every image (or the placeholder).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Post } from '@site/contract/post';
import { projectPhotoLayout } from '@site/contract/project-gallery';
import { BeforeAfterSlider } from './before-after-slider';
import { ProjectGallery } from './project-gallery';

type PhotoFields = Pick<
  Post,
  | 'title'
  | 'featuredImageUrl'
  | 'galleryImages'
  | 'beforeImageUrl'
  | 'afterImageUrl'
  | 'galleryImageAlts'
  | 'beforeImageAlt'
  | 'afterImageAlt'
>;

// The photos this component loads first (the `priority` ones) are what the function preloads in
// the page's head: contract `projectLeadImages` follows the same layout.

/** Gallery and/or comparison slider of one project. */
export function ProjectPhotos({ post }: { post: PhotoFields }) {
  const layout = projectPhotoLayout(post);
  if (layout.comparison === null) return <ProjectGallery images={layout.gallery} title={post.title} />;
  const { comparison, others } = layout;
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {others.length > 0 && <ProjectGallery images={others} title={post.title} />}
      <Box component="section" aria-labelledby="before-after-title">
        <Typography id="before-after-title" variant="h4" component="h2" sx={{ mb: 2 }}>
          Before and after
        </Typography>
        <BeforeAfterSlider before={comparison.before} after={comparison.after} priority={others.length === 0} />
      </Box>
    </Box>
  );
}

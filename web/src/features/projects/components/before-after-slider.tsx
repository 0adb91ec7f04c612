/**
 * Before/after comparison of a project ("Edit and show"): both photos in one 3:2 frame
 * (object-fit cover, so they line up whatever their own shapes), the before photo left of a
 * draggable handle, the after photo right of it, with 'Before' and 'After' labels.
 *
 * The handle is a WAI-ARIA slider (role="slider", aria-valuemin/max/now/valuetext, label
 * 'Before and after comparison'): arrow keys, Page Up/Down, Home and End move it. A mouse can
 * also press anywhere on the photo. On touch only the handle drags (`touch-action: none` is on
 * the handle alone), so a finger on the photo still scrolls the page.
 *
 * Server HTML (ADR 0024): the frame at its starting position (both photos, half each);
 * features/projects/enhancers/before-after.ts moves it (pointer, touch, keyboard) by writing the `data-comparison-*`
 * parts' inline styles and the slider's ARIA values.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { projectPhotoSizes as sizes } from '@site/contract/project-gallery';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { comparisonValueText, initialComparisonPosition } from '../comparison-position';
import type { GalleryImage } from '@site/contract/project-images';

export interface BeforeAfterSliderProps {
  /** The before and after photos with their alt texts (contract photoAlt). */
  before: GalleryImage;
  after: GalleryImage;
  /**
   * Load both photos eagerly (the slider is the page's first image): the after photo with
   * fetchpriority high, the before photo low.
   */
  priority?: boolean;
}

const labelSx = {
  position: 'absolute',
  top: 12,
  px: 1.25,
  py: 0.25,
  borderRadius: 8,
  bgcolor: 'rgba(0,0,0,0.72)',
  color: 'common.white',
  fontWeight: 700,
  pointerEvents: 'none',
  transition: 'opacity 150ms',
} as const;

/** The two corner labels: "Before" over the left photo, "After" over the right. */
const corners = [
  { label: 'Before', side: 'left' },
  { label: 'After', side: 'right' },
] as const;

/** The comparison frame with its handle, and a one-line hint under it. */
export function BeforeAfterSlider({ before, after, priority = false }: BeforeAfterSliderProps) {
  const position = initialComparisonPosition;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        data-comparison=""
        sx={{
          position: 'relative',
          aspectRatio: '3 / 2',
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: 'grey.200',
          userSelect: 'none',
          cursor: 'ew-resize',
        }}
      >
        <ResponsiveImage {...after} sizes={sizes} priority={priority} fill />
        <Box
          data-comparison-before=""
          style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
          sx={{ position: 'absolute', inset: 0 }}
        >
          <ResponsiveImage {...before} sizes={sizes} eager={priority} fill />
        </Box>
        {corners.map(({ label, side }) => (
          <Typography
            key={label}
            component="span"
            variant="body2"
            aria-hidden
            data-comparison-label={label.toLowerCase()}
            sx={{ ...labelSx, [side]: 12 }}
          >
            {label}
          </Typography>
        ))}
        <Box
          data-comparison-handle=""
          role="slider"
          tabIndex={0}
          aria-label="Before and after comparison"
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-valuetext={comparisonValueText(position)}
          style={{ left: `${position}%` }}
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            width: 48,
            transform: 'translateX(-50%)',
            touchAction: 'none',
            cursor: 'ew-resize',
            outline: 'none',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            '&::before': {
              content: '""',
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: '50%',
              width: 3,
              ml: '-1.5px',
              bgcolor: 'common.white',
              boxShadow: '0 0 4px rgba(0,0,0,0.5)',
            },
            '&:focus-visible .knob': { outline: '3px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
          }}
        >
          <Box
            className="knob"
            aria-hidden
            sx={{
              position: 'relative',
              width: 44,
              height: 44,
              borderRadius: '50%',
              bgcolor: 'common.white',
              color: 'primary.dark',
              boxShadow: 3,
              display: 'grid',
              placeContent: 'center',
              gridAutoFlow: 'column',
              '& svg': { mx: '-5px' },
            }}
          >
            <ChevronLeft />
            <ChevronRight />
          </Box>
        </Box>
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Drag the handle, or use the arrow keys, to compare before and after.
      </Typography>
    </Box>
  );
}

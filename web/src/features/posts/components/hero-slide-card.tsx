/**
 * One slide of the hero slides editor: its photo (upload through the signed-URL
 * pipeline: the project form's Uppy dashboard, features/posts/create-photo-uppy.ts, and the
 * contract's photo rules), the photo's alt text, title, text, the service "Learn More" leads to,
 * and the buttons that move it up or down or remove it. Laid out in one column on a 360 px phone,
 * photo beside the fields from `sm` up.
 */
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Sync from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useManagedServices } from '../../../lib/managed-services';
import { heroSlideLimits } from '@site/contract/hero-slides';
import { formatMegabytes } from '@site/contract/photo-rules';
import { useController, useWatch } from 'react-hook-form';
import {
  ControlledTextField,
  ControlledTextFields,
  type TextFieldDefinition,
} from '../../../components/forms/controlled-text-field';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { toast } from '../../../lib/toast';
import { artOf } from '../../../lib/hero-slides';
import { PhotoDashboard } from './photo-dashboard';
import { maxPickedPhotoBytes } from '../photo-upload-rules';
import { usePhotoDialog } from '../use-photo-uppy';
import type { HeroSlidesFormControl, HeroSlidesFormValues } from '../hero-slide-form-values';
import type { HeroSlidesInputParsed } from '@site/contract/hero-slides';

export interface HeroSlideCardProps {
  control: HeroSlidesFormControl;
  /** 0-based position. */
  index: number;
  count: number;
  /** A stable id of the slide (useFieldArray's), for the upload instance. */
  slideKey: string;
  onMove: (from: number, to: number) => void;
  /** Undefined: the last slide cannot be removed. */
  onRemove: (() => void) | undefined;
}

/** The photo frame: the photo, or the designed art's colours with what it means. */
function SlidePhotoPreview({ image, alt, colors }: { image: string; alt: string; colors: [string, string] }) {
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        borderRadius: 2,
        overflow: 'hidden',
        background: `linear-gradient(125deg, ${colors[0]} 0%, ${colors[1]} 100%)`,
      }}
    >
      {image ? (
        <ResponsiveImage
          src={image}
          alt={alt || 'The slide photo (no alt text yet)'}
          sizes="(min-width: 600px) 280px, 100vw"
          fill
        />
      ) : (
        <Typography
          variant="body2"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            p: 2,
            color: 'common.white',
            textAlign: 'center',
          }}
        >
          No photo: the slide shows its service&apos;s designed art.
        </Typography>
      )}
    </Box>
  );
}

/** Takes the slide's index and whether it has a photo; returns its alt text (with a photo), title and text fields. */
function slideTextFields(
  index: number,
  hasPhoto: boolean,
): TextFieldDefinition<HeroSlidesFormValues, HeroSlidesInputParsed>[] {
  const maxLength = (max: number) => ({ htmlInput: { maxLength: max } });
  const alt = {
    name: `slides.${index}.imageAlt`,
    label: 'Alt text',
    required: true,
    helperText: 'What the photo shows, for people who cannot see it.',
    slotProps: maxLength(heroSlideLimits.imageAlt),
  } as const;
  return [
    ...(hasPhoto ? [alt] : []),
    { name: `slides.${index}.title`, label: 'Title', required: true, slotProps: maxLength(heroSlideLimits.title) },
    {
      name: `slides.${index}.text`,
      label: 'Text',
      required: true,
      multiline: true,
      minRows: 2,
      slotProps: maxLength(heroSlideLimits.text),
    },
  ];
}

/** The card of slide `index`. */
export function HeroSlideCard({ control, index, count, slideKey, onMove, onRemove }: HeroSlideCardProps) {
  const { field: image } = useController({ control, name: `slides.${index}.image` });
  const { field: imageAlt } = useController({ control, name: `slides.${index}.imageAlt` });
  const service = useWatch({ control, name: `slides.${index}.service` });
  const title = useWatch({ control, name: `slides.${index}.title` });
  const number = index + 1;
  const { openDialog, dashboard } = usePhotoDialog(`heroSlide-${slideKey}`, ([photo]) => {
    if (!photo) return;
    image.onChange(photo.path);
    imageAlt.onChange(photo.alt || title.trim());
    toast({ title: 'Image Uploaded', description: 'The photo is ready. Save the slides to keep it.' });
  });
  const hasPhoto = Boolean(image.value);

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`Slide ${number} of ${count}`}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, listStyle: 'none', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          Slide {number}
          {title ? `: ${title}` : ''}
        </Typography>
        <Tooltip title="Move up">
          <span>
            <IconButton
              aria-label={`Move slide ${number} up`}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              <ArrowUpward />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down">
          <span>
            <IconButton
              aria-label={`Move slide ${number} down`}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
            >
              <ArrowDownward />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={onRemove ? 'Remove slide' : 'The hero keeps at least one slide'}>
          <span>
            <IconButton aria-label={`Remove slide ${number}`} color="error" disabled={!onRemove} onClick={onRemove}>
              <DeleteOutlined />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 280px) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 1 }}>
          <SlidePhotoPreview image={image.value} alt={imageAlt.value} colors={artOf(service).colors} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant={hasPhoto ? 'outlined' : 'contained'}
              startIcon={hasPhoto ? <Sync aria-hidden /> : <AddPhotoAlternate aria-hidden />}
              onClick={openDialog}
              aria-label={`${hasPhoto ? 'Replace photo' : 'Upload photo'} of slide ${number}`}
            >
              {hasPhoto ? 'Replace photo' : 'Upload photo'}
            </Button>
            {hasPhoto && (
              <Button
                size="small"
                variant="outlined"
                color="error"
                onClick={() => {
                  image.onChange('');
                  imageAlt.onChange('');
                }}
                aria-label={`Remove photo of slide ${number}`}
              >
                Remove photo
              </Button>
            )}
          </Box>
          {!hasPhoto && (
            <Typography variant="caption" color="text.secondary">
              One photo, up to {formatMegabytes(maxPickedPhotoBytes)}: JPEG, PNG, WebP or HEIC. A wide photo works best.
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ControlledTextFields control={control} fields={slideTextFields(index, hasPhoto)} />
          <ControlledTextField
            control={control}
            name={`slides.${index}.service`}
            label="Learn More leads to"
            select
            required
          >
            {(useManagedServices().data ?? []).map((entry) => (
              <MenuItem key={entry.slug} value={entry.slug}>
                {entry.name}
              </MenuItem>
            ))}
          </ControlledTextField>
        </Box>
      </Box>
      <PhotoDashboard {...dashboard} automaticAlt={title.trim() || 'the slide title'} what="One photo," />
    </Paper>
  );
}

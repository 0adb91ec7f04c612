/**
 * The photo of a service ("image (upload through the existing signed-URL pipeline, with
 * alt text)"): the Uppy dashboard of the project form's photo slots (photo-dashboard.tsx: one
 * photo ≤ 10 MB, image editor; create-photo-uppy.ts: POST /api/objects/upload, the signed PUT,
 * PUT /api/objects/acl),
 * then the published photo with its alt text. Until a photo is uploaded the service keeps its
 * built-in photo (or its designed placeholder); 'Remove photo' goes back to it.
 */
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Sync from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { ControlledTextField } from '../../../components/forms/controlled-text-field';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { toast } from '../../../lib/toast';
import { formatMegabytes } from '@site/contract/photo-rules';
import { maxPickedPhotoBytes } from '../photo-upload-rules';
import type { ServiceFormControl } from '../service-form-values';
import { usePhotoDialog } from '../use-photo-uppy';
import { PhotoDashboard } from './photo-dashboard';

export interface ServiceImageFieldProps {
  control: ServiceFormControl;
  /** The built-in photo of the service (contract catalog), or null: a designed placeholder. */
  builtInImage: string | null;
  /** The service title as typed: the alt text when none is given. */
  title: string;
}

/** The photo frame, its buttons, the alt text and the upload dialog. */
export function ServiceImageField({ control, builtInImage, title }: ServiceImageFieldProps) {
  const { field: image } = useController({ control, name: 'image' });
  const { field: imageAlt } = useController({ control, name: 'imageAlt' });
  const { openDialog, dashboard } = usePhotoDialog('serviceImage', ([photo]) => {
    if (!photo) return;
    image.onChange(photo.path);
    imageAlt.onChange(photo.alt);
    toast({ title: 'Image Uploaded', description: 'The photo is ready. Save the service to keep it.' });
  });
  const automaticAlt = title.trim() || 'Service photo';
  const uploaded = Boolean(image.value);
  const shown = image.value || builtInImage;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box
        sx={{ position: 'relative', aspectRatio: '16 / 10', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100' }}
      >
        {shown ? (
          <ResponsiveImage
            src={shown}
            alt={uploaded ? imageAlt.value || automaticAlt : 'The built-in photo'}
            sizes="(min-width: 900px) 440px, 100vw"
            fill
          />
        ) : (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeContent: 'center',
              justifyItems: 'center',
              gap: 1,
              color: 'text.secondary',
              p: 2,
              textAlign: 'center',
            }}
          >
            <AddPhotoAlternate aria-hidden sx={{ fontSize: 40 }} />
            <Typography variant="body2">No photo: the service shows its designed placeholder.</Typography>
          </Box>
        )}
        {shown && !uploaded && (
          <Typography
            variant="caption"
            sx={{
              position: 'absolute',
              left: 8,
              bottom: 8,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'rgba(0,0,0,0.6)',
              color: 'common.white',
            }}
          >
            Built-in photo
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant={uploaded ? 'outlined' : 'contained'}
            startIcon={uploaded ? <Sync aria-hidden /> : <AddPhotoAlternate aria-hidden />}
            onClick={openDialog}
          >
            {uploaded ? 'Replace photo' : builtInImage ? 'Upload your own photo' : 'Upload a photo'}
          </Button>
          {uploaded && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlined aria-hidden />}
              onClick={() => {
                image.onChange('');
                imageAlt.onChange('');
              }}
            >
              Remove photo
            </Button>
          )}
        </Box>
        {uploaded ? (
          <ControlledTextField
            control={control}
            name="imageAlt"
            label="Alt text"
            helperText={`What the photo shows, for people who cannot see it. Left empty: “${automaticAlt}”.`}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            One photo, up to {formatMegabytes(maxPickedPhotoBytes)}: JPEG, PNG, WebP or HEIC.{' '}
            {builtInImage ? 'Remove it later to go back to the built-in photo.' : ''}
          </Typography>
        )}
      </Box>
      <PhotoDashboard {...dashboard} automaticAlt={automaticAlt} what="One photo," />
    </Box>
  );
}

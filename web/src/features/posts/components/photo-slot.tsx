/**
 * One photo slot of the project form, before or after (spec §2 Upload New Project, Upload
 * dialog, §4 "Upload form image slots: empty or uploaded"). Empty: an upload button opening the
 * Uppy dashboard modal (one photo ≤ 10 MB, image editor, alt text field; closes on Escape and
 * on a click outside). Uploaded: the published photo (ResponsiveImage), 'Replace Image',
 * 'Remove Image' (back to empty), the featured toggle and its alt text field (the alt
 * text typed in the dialog lands there). A finished upload shows the toast '{Before|After} Image
 * Uploaded'.
 */
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Sync from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useMemo, useRef } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { toast } from '../../../lib/toast';
import { autoAltText, type PhotoField } from '../project-form-values';
import { usePhotoDialog } from '../use-photo-uppy';
import { FeaturedToggle, PhotoAltField } from './photo-details';
import { PhotoDashboard } from './photo-dashboard';

export interface PhotoSlotProps {
  field: PhotoField;
  /** The photo's path ('' when empty). */
  value: string;
  onChange: (value: string) => void;
  /** Its alt text ('' = automatic) and where a change goes. */
  alt: string;
  onAltChange: (alt: string) => void;
  /** Is it the featured photo; toggling makes it so, or not. */
  featured: boolean;
  onToggleFeatured: () => void;
  /** The project title, for the automatic alt text. */
  title: string;
  error?: string | undefined;
  altError?: string | undefined;
}

const frameSx = { position: 'relative', aspectRatio: '4 / 3', borderRadius: 2, overflow: 'hidden' } as const;

/** The slot: heading, photo or empty frame, actions, alt text hint, and its upload dialog. */
export function PhotoSlot(props: PhotoSlotProps) {
  const { field, value, onChange, alt, onAltChange, featured, onToggleFeatured, title, error, altError } = props;
  const label = field === 'beforeImageUrl' ? 'Before' : 'After';
  const uploadButton = useRef<HTMLButtonElement>(null);
  const { openDialog, dashboard } = usePhotoDialog(field, ([photo]) => {
    if (!photo) return;
    onChange(photo.path);
    onAltChange(photo.alt);
    toast({
      title: `${label} Image Uploaded`,
      description: `The ${label.toLowerCase()} photo is ready. Save the project to keep it.`,
    });
  });
  const autoAlt = autoAltText(field, title);
  const strings = useMemo(
    () => ({
      dropPasteFiles: `Drop the ${label.toLowerCase()} photo here or %{browseFiles}`,
      dashboardWindowTitle: `Upload the ${label.toLowerCase()} photo (press Escape to close)`,
    }),
    [label],
  );
  const remove = () => {
    onChange('');
    onAltChange('');
    requestAnimationFrame(() => uploadButton.current?.focus());
  };
  const headingId = `${field}-heading`;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {label} photo
      </Typography>
      {value ? (
        <>
          <Box sx={{ ...frameSx, bgcolor: 'grey.200' }}>
            <ResponsiveImage src={value} alt={alt.trim() || autoAlt} sizes="(min-width: 900px) 360px, 100vw" fill />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
              gap: 1,
              mt: 1,
              '& .MuiButton-root': { whiteSpace: 'nowrap', paddingInline: '12px' },
            }}
          >
            <Button size="small" variant="outlined" startIcon={<Sync aria-hidden />} onClick={openDialog}>
              Replace Image
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlined aria-hidden />}
              onClick={remove}
            >
              Remove Image
            </Button>
            <FeaturedToggle
              featured={featured}
              onToggle={onToggleFeatured}
              photoName={`${label.toLowerCase()} photo`}
            />
          </Box>
          <Box sx={{ mt: 1.5 }}>
            <PhotoAltField
              id={`${field}-alt`}
              value={alt}
              onChange={onAltChange}
              automatic={autoAlt}
              error={altError}
            />
          </Box>
        </>
      ) : (
        <Box
          sx={{
            ...frameSx,
            border: 2,
            borderStyle: 'dashed',
            borderColor: error ? 'error.main' : 'divider',
            bgcolor: 'background.default',
            display: 'grid',
            placeContent: 'center',
            justifyItems: 'center',
            gap: 1,
            p: 2,
            textAlign: 'center',
          }}
        >
          <AddPhotoAlternate aria-hidden sx={{ fontSize: 40, color: 'secondary.main' }} />
          <Typography variant="body2" color="text.secondary">
            No {label.toLowerCase()} photo yet
          </Typography>
          <Button ref={uploadButton} variant="contained" size="small" onClick={openDialog}>
            Upload {label} Image
          </Button>
        </Box>
      )}
      {error && (
        <FormHelperText error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
      <PhotoDashboard
        {...dashboard}
        automaticAlt={autoAlt}
        what={`One ${label.toLowerCase()} photo,`}
        strings={strings}
      />
    </Box>
  );
}

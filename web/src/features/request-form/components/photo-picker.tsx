/**
 * The request's photo picker ("up to 5 photos of the property"), as the server renders
 * it: hidden, since photos need JavaScript (they go straight to storage, then through
 * the API's image pipeline: api/upload-photo.ts); the island shows it and runs it
 * (request-form-island.ts, photo-uploads.ts): an 'Add photos' button and a drop zone, then one
 * tile per photo (cloned from the `<template>` here) with its preview, upload progress, state and
 * Remove (and Try again after a failure). Refusals (not a photo, too large, more than 5) are
 * listed under it.
 */
import AddAPhoto from '@mui/icons-material/AddAPhoto';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { fieldId } from '../field-ids';
import { photoHint } from '../form-texts';
import { photoAccept } from '../photo-rules';

/** One photo's tile, the island's template (`data-photo-*` mark what it fills in). */
function PhotoTile() {
  return (
    <Box
      component="li"
      data-photo-state="uploading"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        '&[data-photo-state="error"]': { borderColor: 'error.main' },
        '&:not([data-photo-state="uploading"]) [data-photo-progress]': { display: 'none' },
        '&:not([data-photo-state="error"]) [data-photo-retry]': { display: 'none' },
        '&[data-photo-state="error"] [data-photo-status]': { color: 'error.main' },
      }}
    >
      <Box
        sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.100', display: 'grid', placeItems: 'center' }}
      >
        <Box component="img" data-photo-preview="" alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        <IconButton
          data-photo-remove=""
          aria-label="Remove photo"
          size="small"
          sx={{
            position: 'absolute',
            top: 4,
            right: 4,
            bgcolor: 'rgba(255,255,255,0.92)',
            '&:hover': { bgcolor: 'common.white' },
          }}
        >
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ p: 1, display: 'grid', gap: 0.5 }}>
        <Typography variant="body2" noWrap data-photo-name="" sx={{ fontWeight: 600 }} />
        <LinearProgress variant="determinate" value={0} data-photo-progress="" aria-label="Uploading" />
        <Typography variant="caption" data-photo-status="" sx={{ color: 'text.secondary' }} />
        <Button size="small" data-photo-retry="" sx={{ justifySelf: 'start', ml: -0.5 }}>
          Try again
        </Button>
      </Box>
    </Box>
  );
}

/** The picker, hidden until the island runs; `error` is the server's message for the photos. */
export function PhotoPicker({ error }: { error?: string | undefined }) {
  return (
    <Box
      component="fieldset"
      hidden
      data-photo-picker=""
      sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 1.5, '&[hidden]': { display: 'none' } }}
      aria-describedby="request-photos-hint"
    >
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
        Photos of the property (optional)
      </Typography>
      <Box
        data-photo-drop=""
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 2,
          p: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          '&[data-dragging]': { borderColor: 'primary.main', bgcolor: 'rgba(31, 81, 53, 0.06)' },
        }}
      >
        <Button id={fieldId('photoIds')} variant="outlined" startIcon={<AddAPhoto aria-hidden />}>
          Add photos
        </Button>
        <Typography id="request-photos-hint" variant="body2" color="text.secondary" sx={{ flex: '1 1 200px' }}>
          {photoHint}
        </Typography>
        <input type="file" accept={photoAccept} multiple hidden tabIndex={-1} data-testid="request-photo-input" />
      </Box>
      <Box
        component="ul"
        aria-label="Attached photos"
        hidden
        data-photo-list=""
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          '&[hidden]': { display: 'none' },
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      />
      <template data-template="photo-tile">
        <PhotoTile />
      </template>
      <Box data-photo-problems="">
        {error && (
          <FormHelperText error role="alert" sx={{ mx: 0 }}>
            {error}
          </FormHelperText>
        )}
      </Box>
      <template data-template="photo-problem">
        <FormHelperText error role="alert" sx={{ mx: 0 }} />
      </template>
    </Box>
  );
}

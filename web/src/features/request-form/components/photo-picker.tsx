/**
 * The request's photo picker (issue 13: "up to 5 photos of the property"): a light picker built
 * on the browser's file input (no upload library on a public page): an 'Add photos' button and a
 * drop zone, then one tile per photo with its preview, upload progress, state and Remove (and
 * Try again after a failure). Refusals (not a photo, too large, more than 5) are listed under it.
 */
import AddAPhoto from '@mui/icons-material/AddAPhoto';
import Close from '@mui/icons-material/Close';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { leadLimits } from '@site/contract/lead';
import { useRef, useState, type DragEvent } from 'react';
import { fieldId } from '../field-ids';
import { photoAccept, photoSizeLimitText } from '../photo-rules';
import type { PhotoItem, PhotoUploads } from '../use-photo-uploads';

/** What a tile says under its name. */
function stateText(item: PhotoItem): string {
  if (item.state === 'done') return 'Ready';
  if (item.state === 'error') return item.error ?? 'Upload failed.';
  return `Uploading… ${Math.round(item.progress * 100)}%`;
}

/** One photo's tile. */
function PhotoTile({ item, onRemove, onRetry }: { item: PhotoItem; onRemove: () => void; onRetry: () => void }) {
  const [previewFailed, setPreviewFailed] = useState(false);
  return (
    <Box
      component="li"
      data-photo-state={item.state}
      sx={{
        border: 1,
        borderColor: item.state === 'error' ? 'error.main' : 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.100', display: 'grid', placeItems: 'center' }}
      >
        {previewFailed ? (
          <ImageOutlined aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
        ) : (
          <Box
            component="img"
            src={item.previewUrl}
            alt=""
            onError={() => setPreviewFailed(true)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
        <IconButton
          aria-label={`Remove photo ${item.name}`}
          onClick={onRemove}
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
        <Typography variant="body2" noWrap title={item.name} sx={{ fontWeight: 600 }}>
          {item.name}
        </Typography>
        {item.state === 'uploading' && (
          <LinearProgress variant="determinate" value={item.progress * 100} aria-label={`Uploading ${item.name}`} />
        )}
        <Typography
          variant="caption"
          role={item.state === 'error' ? 'alert' : undefined}
          sx={{ color: item.state === 'error' ? 'error.main' : 'text.secondary' }}
        >
          {stateText(item)}
        </Typography>
        {item.state === 'error' && (
          <Button size="small" onClick={onRetry} sx={{ justifySelf: 'start', ml: -0.5 }}>
            Try again
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** The picker; `error` is the form's message for the photos (e.g. one could not be uploaded). */
export function PhotoPicker({ uploads, error }: { uploads: PhotoUploads; error?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const full = uploads.items.length >= leadLimits.photosMax;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    uploads.add([...event.dataTransfer.files]);
  };
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 1.5 }}
      aria-describedby="request-photos-hint"
    >
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
        Photos of the property (optional)
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          bgcolor: dragging ? 'rgba(31, 81, 53, 0.06)' : 'transparent',
        }}
      >
        <Button
          id={fieldId('photoIds')}
          variant="outlined"
          startIcon={<AddAPhoto aria-hidden />}
          disabled={full}
          onClick={() => input.current?.click()}
        >
          Add photos
        </Button>
        <Typography id="request-photos-hint" variant="body2" color="text.secondary" sx={{ flex: '1 1 200px' }}>
          {full
            ? `That is the most photos (${leadLimits.photosMax}) one request can carry.`
            : `Up to ${leadLimits.photosMax} photos, ${photoSizeLimitText} each: JPEG, PNG, WebP or HEIC. Only our staff see them.`}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={photoAccept}
          multiple
          hidden
          tabIndex={-1}
          data-testid="request-photo-input"
          onChange={(event) => {
            uploads.add([...(event.target.files ?? [])]);
            event.target.value = ''; // the same file can be picked again after a removal
          }}
        />
      </Box>
      {uploads.items.length > 0 && (
        <Box
          component="ul"
          aria-label="Attached photos"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(5, minmax(0, 1fr))',
            },
          }}
        >
          {uploads.items.map((item) => (
            <PhotoTile
              key={item.key}
              item={item}
              onRemove={() => uploads.remove(item.key)}
              onRetry={() => uploads.retry(item.key)}
            />
          ))}
        </Box>
      )}
      {[...uploads.problems, ...(error ? [error] : [])].map((problem) => (
        <FormHelperText key={problem} error role="alert" sx={{ mx: 0 }}>
          {problem}
        </FormHelperText>
      ))}
    </Box>
  );
}

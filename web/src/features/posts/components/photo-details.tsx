/**
 * What the form shows under an uploaded photo: its alt text field (empty means the
 * automatic text from the title, shown as the placeholder and the hint) and the featured-photo
 * toggle (spec §2: the project's card shows the featured photo first).
 */
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

export interface PhotoAltFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The alt text used when the field is empty. */
  automatic: string;
  error?: string | undefined;
}

/** The alt text field of one photo. */
export function PhotoAltField({ id, value, onChange, automatic, error }: PhotoAltFieldProps) {
  return (
    <TextField
      id={id}
      size="small"
      fullWidth
      label="Alt text"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={automatic}
      error={Boolean(error)}
      helperText={
        error ?? (value.trim() ? 'Describes the photo for people who cannot see it.' : `Automatic: “${automatic}”`)
      }
      slotProps={{ htmlInput: { maxLength: 300 } }}
    />
  );
}

export interface FeaturedToggleProps {
  featured: boolean;
  onToggle: () => void;
  /** Names the photo for screen readers, e.g. "gallery photo 3". */
  photoName: string;
}

/** 'Featured' (pressed) / 'Feature' toggle of one photo, named e.g. "Feature gallery photo 2 of 3". */
export function FeaturedToggle({ featured, onToggle, photoName }: FeaturedToggleProps) {
  return (
    <Button
      size="small"
      variant={featured ? 'contained' : 'outlined'}
      color={featured ? 'secondary' : 'primary'}
      aria-pressed={featured}
      // Named by what it shows, then which photo (the name holds the visible word).
      aria-label={`${featured ? 'Featured' : 'Feature'} ${photoName}`}
      startIcon={featured ? <Star aria-hidden /> : <StarBorder aria-hidden />}
      onClick={onToggle}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {featured ? 'Featured' : 'Feature'}
    </Button>
  );
}

/**
 * One photo of the gallery editor: the photo, its drag handle (dnd-kit useSortable:
 * drag with a pointer or touch; with the keyboard Space or Enter picks it up, the arrow keys
 * move it, Space drops it, Escape cancels), its position, the featured toggle, Remove, and its
 * alt text field. On a phone the tile is a row: the photo at the left, its buttons beside it, the
 * alt text field under both (at 360 px nothing is cut off and Remove is in reach); from
 * `sm` up, a card with the photo on top.
 */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { FeaturedToggle, PhotoAltField } from './photo-details';

export interface GalleryTileProps {
  path: string;
  /** 0-based position and the gallery's size, for the labels ("Photo 2 of 5"). */
  index: number;
  count: number;
  alt: string;
  automaticAlt: string;
  featured: boolean;
  onAltChange: (alt: string) => void;
  onToggleFeatured: () => void;
  onRemove: () => void;
}

/** A sortable card of one gallery photo. */
export function GalleryTile({
  path,
  index,
  count,
  alt,
  automaticAlt,
  featured,
  onAltChange,
  onToggleFeatured,
  onRemove,
}: GalleryTileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: path,
  });
  const name = `photo ${index + 1} of ${count}`;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="gallery-tile"
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: featured ? 'secondary.main' : 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        overflow: 'hidden',
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 6 : undefined,
        display: 'grid',
        gridTemplateColumns: { xs: '120px minmax(0, 1fr)', sm: 'minmax(0, 1fr)' },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.200' }}>
        <ResponsiveImage src={path} alt={alt.trim() || automaticAlt} sizes="(min-width: 600px) 240px, 120px" fill />
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move ${name}`}
          aria-roledescription="sortable photo"
          sx={{
            position: 'absolute',
            top: 6,
            left: 6,
            bgcolor: 'rgba(255,255,255,0.92)',
            cursor: 'grab',
            touchAction: 'none',
            '&:hover': { bgcolor: 'common.white' },
          }}
        >
          <DragIndicator />
        </IconButton>
        <Typography
          aria-hidden
          variant="caption"
          sx={{
            position: 'absolute',
            top: 10,
            right: 8,
            px: 1,
            borderRadius: 4,
            bgcolor: 'rgba(0,0,0,0.7)',
            color: 'common.white',
            fontWeight: 700,
          }}
        >
          {index + 1}
        </Typography>
      </Box>
      <Box
        sx={{
          p: { xs: 1, sm: 1.25 },
          pb: { xs: 0, sm: 0 },
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.5,
          justifyContent: 'space-between',
          alignItems: 'center',
          alignContent: 'center',
          minWidth: 0,
        }}
      >
        <FeaturedToggle featured={featured} onToggle={onToggleFeatured} photoName={`gallery ${name}`} />
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlined aria-hidden />}
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </Box>
      <Box sx={{ gridColumn: '1 / -1', p: { xs: 1, sm: 1.25 }, minWidth: 0 }}>
        <PhotoAltField id={`gallery-alt-${index}`} value={alt} onChange={onAltChange} automatic={automaticAlt} />
      </Box>
    </Box>
  );
}

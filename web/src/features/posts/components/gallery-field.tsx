/**
 * The gallery of the project form ("Gallery"): up to 20 photos besides before and
 * after. 'Add Photos' opens the Uppy dashboard for many files at once (each through the signed-URL
 * pipeline, create-photo-uppy.ts; its alt text field per file); the photos then show as sortable
 * cards (dnd-kit: drag, or keyboard), each with its alt text, the featured toggle and Remove.
 * Values: the form's galleryImages / galleryImageAlts (kept aligned, gallery-photos.ts) and
 * featuredImageUrl.
 */
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { defaultPhotoAlt } from '@site/contract/project-images';
import { maxGalleryImages } from '@site/contract/project-input';
import { toast } from '../../../lib/toast';
import { photoRestrictions } from '../create-photo-uppy';
import {
  addGalleryPhotos,
  moveGalleryPhoto,
  removeGalleryPhoto,
  setGalleryAlt,
  type GalleryValue,
} from '../gallery-photos';
import type { ProjectFormControl } from '../project-form-values';
import { usePhotoDialog } from '../use-photo-uppy';
import { galleryAnnouncements } from './gallery-announcements';
import { GalleryTile } from './gallery-tile';
import { PhotoDashboard } from './photo-dashboard';

/** The gallery editor (removing the featured photo clears the featured choice). */
export function GalleryField({ control, title }: { control: ProjectFormControl; title: string }) {
  const paths = useController({ control, name: 'galleryImages' });
  const alts = useController({ control, name: 'galleryImageAlts' });
  const featured = useController({ control, name: 'featuredImageUrl' });
  const value: GalleryValue = {
    paths: (paths.field.value ?? []).filter((path): path is string => typeof path === 'string'),
    alts: alts.field.value ?? [],
  };
  const set = (next: GalleryValue) => {
    paths.field.onChange(next.paths);
    alts.field.onChange(next.alts);
  };
  const room = maxGalleryImages - value.paths.length;
  const { openDialog, dashboard } = usePhotoDialog(
    'galleryImages',
    (photos) => {
      const { value: next, refused } = addGalleryPhotos(value, photos);
      set(next);
      toast({
        title: photos.length === 1 ? 'Gallery Photo Uploaded' : 'Gallery Photos Uploaded',
        description:
          refused > 0
            ? `${refused} photo(s) did not fit: a project can have ${maxGalleryImages} gallery photos.`
            : 'Drag them into order, then save the project to keep them.',
      });
    },
    maxGalleryImages,
  );
  const { uppy } = dashboard;
  useEffect(() => uppy.setOptions({ restrictions: photoRestrictions(Math.max(room, 1)) }), [uppy, room]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      set(moveGalleryPhoto(value, value.paths.indexOf(String(active.id)), value.paths.indexOf(String(over.id))));
  };
  const error = paths.fieldState.error?.message ?? alts.fieldState.error?.message;

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1.5,
        }}
      >
        <Typography id="gallery-count" variant="body2" color="text.secondary">
          {value.paths.length} of {maxGalleryImages} photos
          {value.paths.length > 1
            ? '. Drag a photo by its handle, or focus the handle and use Space and the arrow keys, to change the order.'
            : '.'}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddPhotoAlternate aria-hidden />}
          disabled={room <= 0}
          onClick={openDialog}
        >
          Add Photos
        </Button>
      </Box>
      {error && (
        <FormHelperText error sx={{ mx: 0, mb: 1 }}>
          {error}
        </FormHelperText>
      )}
      {value.paths.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements: galleryAnnouncements(value.paths) }}
        >
          <SortableContext items={value.paths} strategy={rectSortingStrategy}>
            <Box
              component="ol"
              aria-label="Gallery photos"
              aria-describedby="gallery-count"
              sx={{
                p: 0,
                m: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(210px, 1fr))' },
              }}
            >
              {value.paths.map((path, i) => (
                <GalleryTile
                  key={path}
                  path={path}
                  index={i}
                  count={value.paths.length}
                  alt={value.alts[i] ?? ''}
                  automaticAlt={defaultPhotoAlt({ gallery: i }, title)}
                  featured={featured.field.value === path}
                  onAltChange={(alt) => set(setGalleryAlt(value, i, alt))}
                  onToggleFeatured={() => featured.field.onChange(featured.field.value === path ? '' : path)}
                  onRemove={() => {
                    if (featured.field.value === path) featured.field.onChange('');
                    set(removeGalleryPhoto(value, i));
                  }}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      <PhotoDashboard
        {...dashboard}
        automaticAlt={defaultPhotoAlt({ gallery: value.paths.length }, title)}
        what={`Up to ${room} more photo${room === 1 ? '' : 's'}, each`}
      />
    </Box>
  );
}

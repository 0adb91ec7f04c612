/**
 * The before or after photo slot bound to the project form: its path, its alt text
 * (beforeImageAlt / afterImageAlt) and the featured choice (featuredImageUrl; removing or
 * replacing the featured photo clears it, gallery-photos.ts keptFeatured).
 */
import { useController } from 'react-hook-form';
import { keptFeatured } from '../gallery-photos';
import type { PhotoField, ProjectFormControl } from '../project-form-values';
import { PhotoSlot } from './photo-slot';

/** The slot of `field` with its form state. */
export function PhotoSlotField({
  control,
  field,
  title,
}: {
  control: ProjectFormControl;
  field: PhotoField;
  title: string;
}) {
  const photo = useController({ control, name: field });
  const alt = useController({ control, name: field === 'beforeImageUrl' ? 'beforeImageAlt' : 'afterImageAlt' });
  const featured = useController({ control, name: 'featuredImageUrl' });
  const path = photo.field.value ?? '';
  const featuredPath = featured.field.value ?? '';
  return (
    <PhotoSlot
      field={field}
      value={path}
      onChange={(next) => {
        if (featuredPath === path) featured.field.onChange(keptFeatured(featuredPath, [next]));
        photo.field.onChange(next);
      }}
      alt={alt.field.value ?? ''}
      onAltChange={alt.field.onChange}
      featured={path !== '' && featuredPath === path}
      onToggleFeatured={() => featured.field.onChange(featuredPath === path ? '' : path)}
      title={title}
      error={
        photo.fieldState.error?.message ?? (featuredPath === path ? featured.fieldState.error?.message : undefined)
      }
      altError={alt.fieldState.error?.message}
    />
  );
}

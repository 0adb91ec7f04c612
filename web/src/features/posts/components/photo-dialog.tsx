/**
 * The upload dialog of a photo field (spec §2 Upload dialog): Uppy's dashboard modal in the
 * site's look (uppy-dashboard-sx.ts), closing on Escape and on a click outside, with the alt text
 * field. Shared by the project form's before/after slots and gallery, and the service photo.
 */
import Box from '@mui/material/Box';
import DashboardModal from '@uppy/react/dashboard-modal';
import type { PhotoUppy } from '../create-photo-uppy';
import { dashboardSx } from './uppy-dashboard-sx';

export interface PhotoDialogProps {
  uppy: PhotoUppy;
  open: boolean;
  onClose: () => void;
  /** The file meta fields (uppy-dashboard-sx altMetaFields). */
  metaFields: { id: string; name: string; placeholder?: string }[];
  /** What may be uploaded, shown under the drop area. */
  note: string;
  /** Texts of the dashboard to replace (Uppy locale strings). */
  locale?: { strings: Record<string, string> };
}

/** The dialog (rendered closed until `open`). */
export function PhotoDialog({ uppy, open, onClose, metaFields, note, locale }: PhotoDialogProps) {
  return (
    <Box sx={dashboardSx}>
      <DashboardModal
        uppy={uppy}
        open={open}
        onRequestClose={onClose}
        closeModalOnClickOutside
        proudlyDisplayPoweredByUppy={false}
        metaFields={metaFields}
        note={note}
        {...(locale ? { locale } : {})}
      />
    </Box>
  );
}

/**
 * The Uppy dashboard modal of the project form (spec §2 Upload dialog; the photo slots and the
 * gallery): closes on Escape and on a click outside, an alt text field per file, above the
 * sticky navbar (MUI modal layer), in the brand's colours (Uppy's CSS variables), and the list of
 * files it did not take, kept until dismissed (refused-files.tsx). Importing this module brings
 * Uppy's CSS with it.
 */
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import '@uppy/image-editor/css/style.min.css';
import Box from '@mui/material/Box';
import DashboardModal from '@uppy/react/dashboard-modal';
import { useMemo } from 'react';
import { brand } from '../../../theme/app-theme';
import { formatMegabytes } from '@site/contract/photo-rules';
import { maxPickedPhotoBytes } from '../photo-upload-rules';
import type { PhotoUppy } from '../create-photo-uppy';
import { useRefusedFiles } from '../use-refused-files';
import { RefusedFiles } from './refused-files';

const dashboardSx = {
  position: 'relative',
  zIndex: 'modal',
  '--uppy-color-primary': brand.green,
  '--uppy-color-primary-hover': brand.greenDark,
  '& .uppy-StatusBar-actionBtn--upload, & .uppy-StatusBar-actionBtn--done': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    '&:hover': { bgcolor: 'primary.dark' },
  },
  '& .uppy-Dashboard-browse, & .uppy-DashboardContent-back, & .uppy-DashboardContent-addMore': {
    color: 'primary.main',
  },
  '& .uppy-Dashboard-Item-previewInnerWrap': { backgroundColor: `${brand.stoneLight} !important` },
  // Only local files (no import sources): keep 'Drop … or browse files' centred on phones too.
  '& [data-uppy-num-acquirers="0"] .uppy-Dashboard-AddFiles-list': { flex: 'none' },
} as const;

export interface PhotoDashboardProps {
  uppy: PhotoUppy;
  open: boolean;
  onClose: () => void;
  /** The alt text a file gets when its field is left empty (the field's placeholder). */
  automaticAlt: string;
  /** What may be added, e.g. "One before photo" or "Up to 5 more photos, each". */
  what: string;
  /** Uppy locale strings (e.g. the drop hint and the window title). */
  strings?: Record<string, string>;
}

/** The modal dashboard of one photo slot or the gallery. */
export function PhotoDashboard({ uppy, open, onClose, automaticAlt, what, strings }: PhotoDashboardProps) {
  const metaFields = useMemo(
    () => [{ id: 'alt', name: 'Alt text', placeholder: `Left empty: “${automaticAlt}”` }],
    [automaticAlt],
  );
  const locale = useMemo(() => (strings ? { strings } : undefined), [strings]);
  const refused = useRefusedFiles(uppy);
  return (
    <Box sx={dashboardSx}>
      <RefusedFiles
        files={refused.files}
        onDismiss={refused.dismiss}
        onDismissAll={refused.dismissAll}
        floating={open}
      />
      <DashboardModal
        uppy={uppy}
        open={open}
        onRequestClose={onClose}
        closeModalOnClickOutside
        proudlyDisplayPoweredByUppy={false}
        metaFields={metaFields}
        {...(locale ? { locale } : {})}
        note={`${what} up to ${formatMegabytes(maxPickedPhotoBytes)}: JPEG, PNG, WebP or HEIC. Large photos are made smaller before they are sent.`}
      />
    </Box>
  );
}

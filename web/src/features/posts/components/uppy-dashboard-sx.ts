/**
 * The look of the Uppy dashboard modal in the project form (photo slots and the gallery):
 * above the sticky navbar (MUI modal layer), in the brand's colours (Uppy's CSS variables).
 * Importing this module brings Uppy's CSS with it.
 */
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import '@uppy/image-editor/css/style.min.css';
import { brand } from '../../../theme/app-theme';

/** sx of the Box around a DashboardModal. */
export const dashboardSx = {
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

/** The dashboard's alt text field (spec §2 Upload dialog "editing file metadata"). */
export function altMetaFields(automatic: string) {
  return [{ id: 'alt', name: 'Alt text', placeholder: `Left empty: “${automatic}”` }];
}

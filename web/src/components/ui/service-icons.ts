/**
 * MUI icons of the service catalog's icon keys (contract/src/content/types.ts `ServiceIcon`),
 * used by designed placeholders and the service sidebar.
 */
import type SvgIcon from '@mui/material/SvgIcon';
import Business from '@mui/icons-material/Business';
import Construction from '@mui/icons-material/Construction';
import Deck from '@mui/icons-material/Deck';
import EnergySavingsLeaf from '@mui/icons-material/EnergySavingsLeaf';
import Fence from '@mui/icons-material/Fence';
import GolfCourse from '@mui/icons-material/GolfCourse';
import Grass from '@mui/icons-material/Grass';
import OutdoorGrill from '@mui/icons-material/OutdoorGrill';
import Park from '@mui/icons-material/Park';
import Plumbing from '@mui/icons-material/Plumbing';
import ViewModule from '@mui/icons-material/ViewModule';
import WaterDrop from '@mui/icons-material/WaterDrop';
import Waves from '@mui/icons-material/Waves';
import type { ServiceIcon } from '@site/contract/content/types';

/** Icon component per catalog icon key. */
export const serviceIcons: Record<ServiceIcon, typeof SvgIcon> = {
  grass: Grass,
  business: Business,
  'outdoor-grill': OutdoorGrill,
  wall: ViewModule,
  park: Park,
  water: WaterDrop,
  eco: EnergySavingsLeaf,
  drain: Plumbing,
  golf: GolfCourse,
  masonry: Construction,
  patio: Deck,
  pond: Waves,
  fence: Fence,
};

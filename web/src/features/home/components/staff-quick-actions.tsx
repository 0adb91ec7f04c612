/**
 * The part of the home page where the signed-in variant differs (spec §2 "/"): for staff a bar
 * with 'Admin Panel' and 'Upload New Project'; for visitors nothing. From sm up it floats over the top of the hero, so
 * appearing or disappearing never shifts the page; on a phone the hero's headline fills its
 * top, so the bar sits in the flow above the hero (it shows only with the staff sign-in hint,
 * so visitors' pages never move).
 */
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { SiteButton } from '../../../components/ui/site-button';

const barSx = {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 1,
  px: 2,
  py: 1,
  borderRadius: 3,
  bgcolor: 'rgba(255,255,255,0.94)',
  boxShadow: 3,
} as const;

/**
 * Staff quick actions over the hero: in the page's HTML, `hidden` (pages are the same for
 * everyone); islands/staff-bits.ts shows it and writes the welcome for signed-in staff.
 */
export function StaffQuickActions() {
  return (
    <Box
      data-staff=""
      hidden
      sx={{ position: 'relative', height: { sm: 0 }, zIndex: 3, '&[hidden]': { display: 'none' } }}
    >
      <Container
        sx={{
          position: { sm: 'absolute' },
          top: 16,
          left: 0,
          right: 0,
          py: { xs: 1, sm: 0 },
          display: 'flex',
          justifyContent: 'flex-end',
        }}
      >
        <Box component="nav" aria-label="Staff quick actions" sx={barSx}>
          <Typography variant="body2" data-staff-welcome="" sx={{ fontWeight: 600, mr: 1 }}>
            Welcome back
          </Typography>
          <SiteButton href={paths.admin} size="small" startIcon={<AdminPanelSettings aria-hidden />}>
            Admin Panel
          </SiteButton>
          <SiteButton href={paths.upload} size="small" variant="outlined" startIcon={<CloudUpload aria-hidden />}>
            Upload New Project
          </SiteButton>
        </Box>
      </Container>
    </Box>
  );
}

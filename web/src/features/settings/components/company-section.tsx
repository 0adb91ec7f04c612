/**
 * The Company section of the admin (issue 14 "Company details"; /admin/company): the company's
 * details as the public site shows them, in one form. 'Loading company details...' while they
 * load; a retry when they cannot; a 401 logs out (spec §6).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { AdminSectionHeader } from '../../../components/layouts/admin-section-header';
import { isUnauthorizedError } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useStaffSettings } from '../api/get-site-settings';
import { CompanyForm } from './company-form';

/** Heading, then the form. */
export function CompanySection() {
  const settings = useStaffSettings();
  useEffect(() => {
    if (isUnauthorizedError(settings.error)) handleUnauthorized();
  }, [settings.error]);

  let body;
  if (settings.isPending) {
    body = (
      <Box role="status" sx={{ py: 8, display: 'grid', justifyItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">Loading company details...</Typography>
      </Box>
    );
  } else if (settings.isError) {
    body = isUnauthorizedError(settings.error) ? null : (
      <Alert severity="error" action={<Button onClick={() => void settings.refetch()}>Try again</Button>}>
        The company details could not be loaded.
      </Alert>
    );
  } else {
    body = <CompanyForm settings={settings.data} />;
  }
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      <AdminSectionHeader
        title="Company"
        lead="Your details as the website shows them: phone, e-mail, address, hours, licences. Saved changes are live within a minute."
      />
      {body}
    </Box>
  );
}

/**
 * The Company section of the admin (issue 14 "Company details"; /admin/company): the company's
 * details as the public site shows them, in one form. 'Loading company details...' while they
 * load; a retry when they cannot; a 401 logs out (spec §6).
 */
import { AdminSectionPage } from '../../../components/layouts/admin-section-header';
import { AdminSectionLoadError, AdminSectionLoading } from '../../../components/layouts/admin-section-states';
import { useStaffSettings } from '../api/get-site-settings';
import { CompanyForm } from './company-form';

/** Heading, then the form. */
export function CompanySection() {
  const settings = useStaffSettings();
  let body;
  if (settings.isPending) body = <AdminSectionLoading text="Loading company details..." />;
  else if (settings.isError)
    body = (
      <AdminSectionLoadError
        error={settings.error}
        text="The company details could not be loaded."
        onRetry={() => void settings.refetch()}
      />
    );
  else body = <CompanyForm settings={settings.data} />;
  return (
    <AdminSectionPage
      title="Company"
      lead="Your details as the website shows them: phone, e-mail, address, hours, licences. Saved changes are live within a minute."
    >
      {body}
    </AdminSectionPage>
  );
}

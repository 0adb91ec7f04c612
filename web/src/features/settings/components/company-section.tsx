/**
 * The Company section of the admin ("Company details"; /admin/company): the company's
 * details as the public site shows them, in one form. 'Loading company details...' while they
 * load; a retry when they cannot; a 401 logs out (spec §6).
 */
import { AdminSectionPage } from '../../../components/layouts/admin-section-header';
import { AdminQueryState } from '../../../components/layouts/admin-section-states';
import { useStaffSettings } from '../api/get-site-settings';
import { CompanyForm } from './company-form';

/** Heading, then the form. */
export function CompanySection() {
  const settings = useStaffSettings();
  return (
    <AdminSectionPage
      title="Company"
      lead="Your details as the website shows them: phone, e-mail, address, hours, licences. Saved changes are live within a minute."
    >
      <AdminQueryState
        query={settings}
        loading="Loading company details..."
        failed="The company details could not be loaded."
      >
        {(data) => <CompanyForm settings={data} />}
      </AdminQueryState>
    </AdminSectionPage>
  );
}

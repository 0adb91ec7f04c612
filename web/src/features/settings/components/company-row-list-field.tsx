/**
 * The Company form's lists of rows (opening hours, licences, certifications, social
 * links): each list's columns and texts in one table, rendered by the shared RowListField.
 */
import { siteSettingsLimits } from '@site/contract/site-settings-schema';
import { RowListField, type RowColumn } from '../../../components/forms/row-list-field';
import { emptyCompanyRows, type CompanyFormControl, type CompanyRowList } from '../company-form-values';

/** Each list's columns, what one row is ("Add licence") and the text shown when it is empty. */
const rowLists: Record<CompanyRowList, { columns: RowColumn[]; itemLabel: string; emptyText: string }> = {
  openingHours: {
    columns: [
      { key: 'days', label: 'Days', placeholder: 'Monday–Friday' },
      { key: 'hours', label: 'Hours', placeholder: '7:00 AM – 5:00 PM' },
    ],
    itemLabel: 'opening hours',
    emptyText: 'No opening hours: the site shows none.',
  },
  licenses: {
    columns: [
      { key: 'label', label: 'Licence', placeholder: 'CT Home Improvement Contractor', grow: 2 },
      { key: 'number', label: 'Number', placeholder: 'HIC.0000000' },
    ],
    itemLabel: 'licence',
    emptyText: 'No licences listed.',
  },
  certifications: {
    columns: [
      { key: 'name', label: 'Certification', grow: 2 },
      { key: 'issuer', label: 'Issued by', grow: 2 },
      { key: 'badge', label: 'Badge text', placeholder: 'ICPI' },
    ],
    itemLabel: 'certification',
    emptyText: 'No certifications listed.',
  },
  socialLinks: {
    columns: [
      { key: 'label', label: 'Name', placeholder: 'Facebook' },
      { key: 'url', label: 'Address', placeholder: 'https://…', grow: 2, type: 'url', inputMode: 'url' },
    ],
    itemLabel: 'social link',
    emptyText: 'No social links.',
  },
};

/** Takes the form's `control` and a list's `name`; returns that list's rows with add and remove. */
export function CompanyRowListField({ control, name }: { control: CompanyFormControl; name: CompanyRowList }) {
  return (
    <RowListField
      control={control}
      name={name}
      newRow={emptyCompanyRows[name]}
      max={siteSettingsLimits.listMax}
      {...rowLists[name]}
    />
  );
}

/**
 * The Company form's licences, certifications and accepted cards (issue 14; spec §2 /about
 * "certifications, license numbers", /contact "certification badges, accepted cards"), and the
 * addresses that receive the office e-mail of each visitor's request (issue 13).
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import { paymentCards, type PaymentCard } from '@site/contract/site-settings';
import { siteSettingsLimits } from '@site/contract/site-settings-schema';
import { Controller } from 'react-hook-form';
import { ControlledTextField } from '../../../components/forms/controlled-text-field';
import { FormSection } from '../../../components/forms/form-section';
import { RowListField } from '../../../components/forms/row-list-field';
import { StringListField } from '../../../components/forms/string-list-field';
import { emptyCompanyRows, type CompanyFormControl } from '../company-form-values';

/** Licences, certifications and cards. */
export function CompanyCredentialsFields({ control }: { control: CompanyFormControl }) {
  return (
    <FormSection
      id="company-credentials"
      title="Licences, certifications and payments"
      hint="Shown on the About and contact pages."
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        <RowListField
          control={control}
          name="licenses"
          columns={[
            { key: 'label', label: 'Licence', placeholder: 'CT Home Improvement Contractor', grow: 2 },
            { key: 'number', label: 'Number', placeholder: 'HIC.0000000' },
          ]}
          newRow={emptyCompanyRows.licenses}
          itemLabel="licence"
          max={siteSettingsLimits.listMax}
          emptyText="No licences listed."
        />
        <RowListField
          control={control}
          name="certifications"
          columns={[
            { key: 'name', label: 'Certification', grow: 2 },
            { key: 'issuer', label: 'Issued by', grow: 2 },
            { key: 'badge', label: 'Badge text', placeholder: 'ICPI' },
          ]}
          newRow={emptyCompanyRows.certifications}
          itemLabel="certification"
          max={siteSettingsLimits.listMax}
          emptyText="No certifications listed."
        />
        <Controller
          name="acceptedCards"
          control={control}
          render={({ field, fieldState }) => {
            const chosen = new Set<PaymentCard>(field.value);
            const toggle = (card: PaymentCard, on: boolean) =>
              field.onChange(paymentCards.filter((c) => (c === card ? on : chosen.has(c))));
            return (
              <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
                <Box component="legend" sx={{ typography: 'subtitle2', mb: 0.5 }}>
                  Cards you accept
                </Box>
                <FormGroup row>
                  {paymentCards.map((card) => (
                    <FormControlLabel
                      key={card}
                      label={card}
                      control={
                        <Checkbox checked={chosen.has(card)} onChange={(event) => toggle(card, event.target.checked)} />
                      }
                    />
                  ))}
                </FormGroup>
                {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
              </Box>
            );
          }}
        />
      </Box>
    </FormSection>
  );
}

/** Where lead e-mails go, and how long requests are kept (issue 23). */
export function CompanyLeadMailFields({ control }: { control: CompanyFormControl }) {
  return (
    <FormSection
      id="company-lead-mail"
      title="Who gets new requests"
      hint="Each request a visitor sends is e-mailed to these addresses. Visitors never see them."
    >
      <ControlledTextField
        control={control}
        name="leadRetentionMonths"
        label="Keep requests for (months)"
        type="number"
        required
        sx={{ maxWidth: 320, mb: 2 }}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            min: siteSettingsLimits.leadRetentionMonthsMin,
            max: siteSettingsLimits.leadRetentionMonthsMax,
          },
        }}
        helperText="Older requests and their photos are erased every night. The privacy page says how long."
      />
      <StringListField
        control={control}
        name="leadEmailRecipients"
        itemLabel="address"
        type="email"
        placeholder="office@example.com"
        max={siteSettingsLimits.leadEmailRecipientsMax}
        emptyText="No addresses yet: add at least one."
      />
    </FormSection>
  );
}

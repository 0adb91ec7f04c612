/**
 * The Company form's licences, certifications and accepted cards (spec §2 /about
 * "certifications, license numbers", /contact "certification badges, accepted cards"), and the
 * addresses that receive the office e-mail of each visitor's request.
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
import { StringListField } from '../../../components/forms/string-list-field';
import type { CompanyFormControl } from '../company-form-values';
import { CompanyRowListField } from './company-row-list-field';

/** Licences, certifications and cards. */
export function CompanyCredentialsFields({ control }: { control: CompanyFormControl }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <CompanyRowListField control={control} name="licenses" />
      <CompanyRowListField control={control} name="certifications" />
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
  );
}

/** Where lead e-mails go, and how long requests are kept. */
export function CompanyLeadMailFields({ control }: { control: CompanyFormControl }) {
  return (
    <>
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
    </>
  );
}

/**
 * The visitor's contact details: name (required), phone and e-mail (at least one, each
 * checked; the phone is normalised to E.164 by the schema), street and town. A town outside the
 * company's towns gets a note, not an error: the request is still accepted (the
 * server writes it after a post; the island when the visitor leaves the field).
 */
import Box from '@mui/material/Box';
import type { RequestErrors, RequestFormValues } from '../request-form-values';
import { townHint, townNoteOf } from '../request-form-values';
import { townOutsideClass } from '../form-texts';
import { RequestTextField } from './request-text-field';

export interface FieldsProps {
  values: RequestFormValues;
  errors: RequestErrors;
}

/** Name, phone, e-mail, street, town; `serviceTowns`: the company's towns (company details). */
export function ContactFields({ serviceTowns, ...form }: FieldsProps & { serviceTowns: readonly string[] }) {
  const { values } = form;
  const townNote = values.town ? townNoteOf(values.town, serviceTowns) : townHint;
  const outside = townNote !== townHint;
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
      <RequestTextField
        sx={{ gridColumn: '1 / -1' }}
        name="name"
        form={form}
        label="Your name"
        required
        autoComplete="name"
      />
      <RequestTextField
        name="phone"
        form={form}
        label="Phone"
        type="tel"
        autoComplete="tel"
        helperText="Phone or e-mail: we need at least one"
      />
      <RequestTextField
        name="email"
        form={form}
        label="E-mail"
        type="email"
        autoComplete="email"
        helperText="We send a confirmation here"
      />
      <RequestTextField
        name="street"
        form={form}
        label="Street address"
        autoComplete="address-line1"
        helperText="Where the work would be"
      />
      <RequestTextField
        name="town"
        form={form}
        label="Town"
        autoComplete="address-level2"
        helperText={townNote}
        data-town-field=""
        sx={{ [`& .${townOutsideClass}:not(.Mui-error)`]: { color: '#8a4b00', fontWeight: 500 } }}
        slotProps={{
          formHelperText: { 'aria-live': 'polite', className: outside ? townOutsideClass : undefined } as object,
        }}
      />
    </Box>
  );
}

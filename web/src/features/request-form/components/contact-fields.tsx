/**
 * The visitor's contact details (issue 13): name (required), phone and e-mail (at least one, each
 * checked; the phone is normalised to E.164 by the schema), street and town. A town outside New
 * Haven and Fairfield Counties gets a note, not an error: the request is still accepted.
 */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { isTownInServiceArea } from '@site/contract/service-area';
import { Controller, type Control } from 'react-hook-form';
import { fieldId } from '../field-ids';
import type { RequestFormValues } from '../request-form-values';
import { RequestTextField } from './request-text-field';

/** The note under a town outside the service area (issue 13: "says when … but still accepts it"). */
export const outsideAreaNote =
  'This town is outside New Haven and Fairfield Counties, where we usually work. You can still send your request: we will tell you if we can help.';

/** Street and town; the town's note shows once the visitor has left the field. */
function TownField({ control }: { control: Control<RequestFormValues> }) {
  return (
    <Controller
      name="town"
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => {
        const outside = (fieldState.isTouched || fieldState.isDirty) && isTownInServiceArea(field.value) === false;
        return (
          <TextField
            {...field}
            id={fieldId('town')}
            inputRef={ref}
            fullWidth
            label="Town"
            autoComplete="address-level2"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? (outside ? outsideAreaNote : 'e.g. Orange, Milford, Fairfield')}
            slotProps={{
              formHelperText: {
                'aria-live': 'polite',
                sx: outside && !fieldState.error ? { color: '#8a4b00', fontWeight: 500 } : undefined,
              } as object,
            }}
          />
        );
      }}
    />
  );
}

/** Name, phone, e-mail, street, town. */
export function ContactFields({ control }: { control: Control<RequestFormValues> }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <RequestTextField name="name" control={control} label="Your name" required autoComplete="name" />
      </Box>
      <RequestTextField
        name="phone"
        control={control}
        deps={['email']}
        label="Phone"
        type="tel"
        autoComplete="tel"
        helperText="Phone or e-mail: we need at least one"
      />
      <RequestTextField
        name="email"
        control={control}
        deps={['phone']}
        label="E-mail"
        type="email"
        autoComplete="email"
        helperText="We send a confirmation here"
      />
      <RequestTextField
        name="street"
        control={control}
        label="Street address"
        autoComplete="address-line1"
        helperText="Where the work would be"
      />
      <TownField control={control} />
    </Box>
  );
}

/**
 * What the visitor wants done (issue 13): the services of interest (any of the 13), residential
 * or commercial, the timeframe, and the message (10–5000 characters, with a counter).
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { serviceSummaries } from '@site/contract/content/service-summaries';
import { leadLimits, leadSectors, leadTimeframeLabels, leadTimeframes } from '@site/contract/lead';
import type { ServiceSlug } from '@site/contract/service';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { fieldId } from '../field-ids';
import type { RequestFormValues } from '../request-form-values';
import { ChoiceGroup, ChoicePill } from './choice-group';
import { RequestTextField } from './request-text-field';

const sectorLabels = {
  residential: 'Residential (a home)',
  commercial: 'Commercial (a business or property)',
} as const;

/** The 13 services as checkbox pills. */
function ServicesField({ control }: { control: Control<RequestFormValues> }) {
  return (
    <Controller
      name="serviceSlugs"
      control={control}
      render={({ field, fieldState }) => {
        const toggle = (slug: ServiceSlug, on: boolean) =>
          field.onChange(on ? [...field.value, slug] : field.value.filter((s) => s !== slug));
        return (
          <ChoiceGroup
            id="request-services"
            legend="Services you are interested in"
            hint="Choose any that apply"
            error={fieldState.error?.message}
          >
            {serviceSummaries.map(({ slug, title }, index) => {
              const checked = field.value.includes(slug);
              return (
                <ChoicePill
                  key={slug}
                  label={title}
                  checked={checked}
                  control={
                    <Checkbox
                      checked={checked}
                      onChange={(event) => toggle(slug, event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{
                        input: {
                          id: index === 0 ? fieldId('serviceSlugs') : undefined,
                          name: 'serviceSlugs',
                          value: slug,
                          ref: index === 0 ? field.ref : undefined,
                          'aria-describedby': 'request-services-hint',
                        } as object,
                      }}
                    />
                  }
                />
              );
            })}
          </ChoiceGroup>
        );
      }}
    />
  );
}

/** A required single choice as radio pills. */
function RadioField<V extends string>({
  control,
  name,
  legend,
  options,
}: {
  control: Control<RequestFormValues>;
  name: 'sector' | 'timeframe';
  legend: string;
  options: readonly { value: V; label: string }[];
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <ChoiceGroup
          id={`request-${name}-group`}
          legend={legend}
          required
          error={fieldState.error?.message}
          as={(props) => (
            <RadioGroup
              {...props}
              name={name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
          )}
        >
          {options.map(({ value, label }, index) => (
            <ChoicePill
              key={value}
              label={label}
              checked={field.value === value}
              control={
                <Radio
                  value={value}
                  slotProps={{
                    input: {
                      id: index === 0 ? fieldId(name) : undefined,
                      ref: index === 0 ? field.ref : undefined,
                    } as object,
                  }}
                />
              }
            />
          ))}
        </ChoiceGroup>
      )}
    />
  );
}

/** Services, sector, timeframe, message. */
export function ProjectFields({ control }: { control: Control<RequestFormValues> }) {
  const message = useWatch({ control, name: 'message' });
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ServicesField control={control} />
      <RadioField
        control={control}
        name="sector"
        legend="Is this for a home or a business?"
        options={leadSectors.map((value) => ({ value, label: sectorLabels[value] }))}
      />
      <RadioField
        control={control}
        name="timeframe"
        legend="When would you like the work done?"
        options={leadTimeframes.map((value) => ({ value, label: leadTimeframeLabels[value] }))}
      />
      <RequestTextField
        name="message"
        control={control}
        label="Tell us about your project"
        placeholder="What would you like done, the size of the area, anything we should know about the site…"
        required
        multiline
        minRows={5}
        helperText={`${message.trim().length} / ${leadLimits.messageMax} characters (at least ${leadLimits.messageMin})`}
      />
    </Box>
  );
}

/**
 * What the visitor wants done: the services of interest (any the site shows), residential
 * or commercial, the timeframe, and the message (10–5000 characters, with a counter the island
 * keeps current).
 */
import Box from '@mui/material/Box';
import { leadSectors, leadTimeframeLabels, leadTimeframes } from '@site/contract/lead';
import { messageCounterText } from '../request-form-values';
import { ChoiceGroup, ChoicePills } from './choice-group';
import type { FieldsProps } from './contact-fields';
import { RequestTextField } from './request-text-field';
import { useLiveServices } from '../../../lib/site-data';

const sectorLabels = {
  residential: 'Residential (a home)',
  commercial: 'Commercial (a business or property)',
} as const;

const sectorOptions = leadSectors.map((value) => ({ value, label: sectorLabels[value] }));
const timeframeOptions = leadTimeframes.map((value) => ({ value, label: leadTimeframeLabels[value] }));

/** Services, sector, timeframe, message. */
export function ProjectFields(form: FieldsProps) {
  const { values, errors } = form;
  const serviceOptions = useLiveServices().map(({ slug, title }) => ({ value: slug, label: title }));
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ChoiceGroup
        id="request-services"
        legend="Services you are interested in"
        hint="Choose any that apply"
        error={errors.serviceSlugs}
      >
        <ChoicePills type="checkbox" name="serviceSlugs" options={serviceOptions} chosen={values.serviceSlugs} />
      </ChoiceGroup>
      <ChoiceGroup id="request-sector-group" legend="Is this for a home or a business?" required error={errors.sector}>
        <ChoicePills type="radio" name="sector" options={sectorOptions} chosen={[values.sector]} />
      </ChoiceGroup>
      <ChoiceGroup
        id="request-timeframe-group"
        legend="When would you like the work done?"
        required
        error={errors.timeframe}
      >
        <ChoicePills type="radio" name="timeframe" options={timeframeOptions} chosen={[values.timeframe]} />
      </ChoiceGroup>
      <RequestTextField
        name="message"
        form={form}
        label="Tell us about your project"
        placeholder="What would you like done, the size of the area, anything we should know about the site…"
        required
        multiline
        minRows={5}
        helperText={messageCounterText(values.message)}
      />
    </Box>
  );
}

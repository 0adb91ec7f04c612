/**
 * What the visitor wants done (issue 13): the services of interest (any of the 13), residential
 * or commercial, the timeframe, and the message (10–5000 characters, with a counter the island
 * keeps current).
 */
import Box from '@mui/material/Box';
import { serviceSummaries } from '@site/contract/content/service-summaries';
import { leadSectors, leadTimeframeLabels, leadTimeframes } from '@site/contract/lead';
import { fieldId } from '../field-ids';
import { messageCounterText } from '../request-form-values';
import { ChoiceGroup, ChoicePill } from './choice-group';
import type { FieldsProps } from './contact-fields';
import { RequestTextField } from './request-text-field';

const sectorLabels = {
  residential: 'Residential (a home)',
  commercial: 'Commercial (a business or property)',
} as const;

/** Services, sector, timeframe, message. */
export function ProjectFields({ values, errors }: FieldsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ChoiceGroup
        id="request-services"
        legend="Services you are interested in"
        hint="Choose any that apply"
        error={errors.serviceSlugs}
      >
        {serviceSummaries.map(({ slug, title }, index) => (
          <ChoicePill
            key={slug}
            type="checkbox"
            name="serviceSlugs"
            value={slug}
            label={title}
            checked={values.serviceSlugs.includes(slug)}
            id={index === 0 ? fieldId('serviceSlugs') : undefined}
          />
        ))}
      </ChoiceGroup>
      <ChoiceGroup id="request-sector-group" legend="Is this for a home or a business?" required error={errors.sector}>
        {leadSectors.map((value, index) => (
          <ChoicePill
            key={value}
            type="radio"
            name="sector"
            value={value}
            label={sectorLabels[value]}
            checked={values.sector === value}
            id={index === 0 ? fieldId('sector') : undefined}
          />
        ))}
      </ChoiceGroup>
      <ChoiceGroup
        id="request-timeframe-group"
        legend="When would you like the work done?"
        required
        error={errors.timeframe}
      >
        {leadTimeframes.map((value, index) => (
          <ChoicePill
            key={value}
            type="radio"
            name="timeframe"
            value={value}
            label={leadTimeframeLabels[value]}
            checked={values.timeframe === value}
            id={index === 0 ? fieldId('timeframe') : undefined}
          />
        ))}
      </ChoiceGroup>
      <RequestTextField
        name="message"
        value={values.message}
        error={errors.message}
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

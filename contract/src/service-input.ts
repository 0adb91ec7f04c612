/**
 * A service post: staff's own text for one service page (the service record of
 * the same slug: contract service.ts) (spec §2 Service detail:
 * "Content comes from a published service post whose type is service and slug matches;
 * otherwise built-in data is used" "Services"). Parsed by the admin's service form
 * (react-hook-form + zod resolver) and by POST/PUT /api/posts alike. One service post per slug
 * (the API answers 409 for a second one).
 *
 * How the fields show on public pages (functions services/site/live-services.ts): `title`
 * on the card, menus and page; `excerpt` is the card description; `content` the page body;
 * `image` (+ `imageAlt`) the card and page image, the built-in image when empty.
 */
import { z } from 'zod';
import { formStatusField, htmlBodyField, imageUrlField, optionalTextField } from './post-input-fields';
import { serviceRefSchema } from './service';
import { requiredText } from './required-text';

/** Lengths of the service form's texts. */
export const serviceInputLimits = { title: 120, excerpt: 300, imageAlt: 300 } as const;

export const serviceInputSchema = z.object({
  type: z.literal('service', { error: 'Type must be service' }),
  slug: serviceRefSchema,
  title: requiredText('Title', serviceInputLimits.title, 'Service title is required'),
  excerpt: requiredText('Card description', serviceInputLimits.excerpt),
  content: htmlBodyField('Please provide the service page text'),
  image: imageUrlField,
  imageAlt: optionalTextField(
    serviceInputLimits.imageAlt,
    `Alt text must be at most ${serviceInputLimits.imageAlt} characters`,
  ),
  status: formStatusField,
});
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type ServiceInputParsed = z.output<typeof serviceInputSchema>;

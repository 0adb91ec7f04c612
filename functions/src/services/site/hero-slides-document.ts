/**
 * Where the home hero slides staff saved are kept (ADR 0026): one Firestore document,
 * `settings/heroSlides` = {slides: [{title, text, service, image, imageAlt}], updatedAt, updatedBy}.
 * Its own module so the image rule (services/media/image-references.ts) can count the photos it
 * names without importing the slides' store, which imports the rule.
 */

/** Path of the hero slides document. */
export const heroSlidesPath = 'settings/heroSlides';

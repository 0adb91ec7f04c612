/**
 * Texts and names the server's form (components/*.tsx) and its island (request-form-island.ts)
 * share, in a module without React, so the island's bundle stays free of it.
 */
import { leadLimits } from '@site/contract/lead';
import { photoSizeLimitText } from './photo-rules';

/** The line under the send button. */
export const sendNote = 'Free and without obligation. We never share your details.';

/** The photo picker's hint, with room for more photos. */
export const photoHint = `Up to ${leadLimits.photosMax} photos, ${photoSizeLimitText} each: JPEG, PNG, WebP or HEIC. Only our staff see them.`;

/** The photo picker's hint once the request carries the most photos it can. */
export const photosFullHint = `That is the most photos (${leadLimits.photosMax}) one request can carry.`;

/** The class of the town's helper text while it holds the outside-the-area note (brown, not an error). */
export const townOutsideClass = 'request-town-outside';

/** Why a request was not sent (api/send-request.ts reads an answer into one). */
export type NotSentKind = 'offline' | 'server' | 'rate-limited';

/** The kinds, in the order the form renders their alerts' templates. */
export const notSentKinds: readonly NotSentKind[] = ['offline', 'server', 'rate-limited'];

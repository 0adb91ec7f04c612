/**
 * Which photos a visitor may attach to a request ("up to 5 photos of the property (each
 * ≤ 10 MB, JPEG/PNG/WebP/HEIC)"; contract leadLimits, photo-rules requestPhotoTypes), checked in the browser
 * before anything is uploaded, with messages that name the file. The API checks again.
 */
import { leadLimits } from '@site/contract/lead';
import {
  formatMegabytes,
  photoAcceptList,
  photoContentType as contentTypeOf,
  requestPhotoTypes,
} from '@site/contract/photo-rules';

/** What the file picker offers: the types, and their extensions (phones often give HEIC no type). */
export const photoAccept = photoAcceptList(requestPhotoTypes).join(',');

/**
 * The content type to upload a file as: its own type when it is one of the accepted ones, else
 * (no type) the type its name's extension stands for (HEIC photos with an empty type), else null.
 */
export function photoContentType(file: { name: string; type: string }): string | null {
  return contentTypeOf(file, requestPhotoTypes);
}

/** "10 MB" (leadLimits.photoBytesMax, contract photo-rules maxPhotoBytes). */
export const photoSizeLimitText = formatMegabytes(leadLimits.photoBytesMax);

/** Why a file cannot be attached, or null when it can. */
export function photoProblem(file: { name: string; type: string; size: number }): string | null {
  if (!photoContentType(file))
    return `“${file.name}” is not a photo we can take. Choose a JPEG, PNG, WebP or HEIC image.`;
  if (file.size > leadLimits.photoBytesMax)
    return `“${file.name}” is larger than ${photoSizeLimitText}. Choose a smaller photo.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
}

/**
 * Splits picked files into those to attach and the messages for the rest, given how many are
 * attached already: bad files are refused one by one, and files beyond the limit of 5 are
 * refused with one message.
 */
export function admitPhotos<F extends { name: string; type: string; size: number }>(
  files: readonly F[],
  attached: number,
): { admitted: F[]; problems: string[] } {
  const admitted: F[] = [];
  const problems: string[] = [];
  let overLimit = 0;
  for (const file of files) {
    const problem = photoProblem(file);
    if (problem) problems.push(problem);
    else if (attached + admitted.length >= leadLimits.photosMax) overLimit += 1;
    else admitted.push(file);
  }
  if (overLimit > 0) {
    problems.push(
      `You can attach up to ${leadLimits.photosMax} photos; ${overLimit === 1 ? '1 photo was' : `${overLimit} photos were`} left out.`,
    );
  }
  return { admitted, problems };
}

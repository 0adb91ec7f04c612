/**
 * Which photos a visitor may attach to a request (issue 13: "up to 5 photos of the property (each
 * ≤ 10 MB, JPEG/PNG/WebP/HEIC)"; contract leadLimits, leadPhotoTypes), checked in the browser
 * before anything is uploaded, with messages that name the file. The API checks again.
 */
import { leadLimits, leadPhotoTypes } from '@site/contract/lead';

/** What the file picker offers: the types, plus .heic/.heif by name (phones often give HEIC no type). */
export const photoAccept = [...leadPhotoTypes, '.heic', '.heif'].join(',');

const typesByExtension: Record<string, (typeof leadPhotoTypes)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

/**
 * The content type to upload a file as: its own type when it is one of the accepted ones, else
 * the type its name's extension stands for (HEIC photos with an empty type), else null.
 */
export function photoContentType(file: { name: string; type: string }): string | null {
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  if ((leadPhotoTypes as readonly string[]).includes(type)) return type;
  if (type !== '' && type !== 'application/octet-stream') return null;
  const extension = /\.([a-z0-9]+)$/iu.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return typesByExtension[extension] ?? null;
}

/** "10 MB" (leadLimits.photoBytesMax in MiB, as the spec writes 10485760 bytes). */
export const photoSizeLimitText = `${leadLimits.photoBytesMax / 1_048_576} MB`;

/** Why a file cannot be attached, or null when it can. */
export function photoProblem(file: { name: string; type: string; size: number }): string | null {
  if (!photoContentType(file)) return `“${file.name}” is not a photo we can take. Choose a JPEG, PNG, WebP or HEIC image.`;
  if (file.size > leadLimits.photoBytesMax) return `“${file.name}” is larger than ${photoSizeLimitText}. Choose a smaller photo.`;
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

import { describe, expect, it } from 'vitest';
import {
  formatMegabytes,
  isPhotoType,
  maxPhotoBytes,
  photoAcceptList,
  photoContentType,
  requestPhotoTypes,
  staffPhotoTypes,
} from './photo-rules';
import { leadLimits } from './lead';

describe('photo rules (one home for every upload)', () => {
  it('has one byte limit, the spec’s 10485760, which the request form uses too', () => {
    expect(maxPhotoBytes).toBe(10_485_760);
    expect(leadLimits.photoBytesMax).toBe(maxPhotoBytes);
    expect(formatMegabytes(maxPhotoBytes)).toBe('10 MB');
  });

  it('takes the pipeline’s types for staff and a subset for visitors', () => {
    expect(staffPhotoTypes).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'image/gif',
      'image/heic',
      'image/heif',
    ]);
    expect(requestPhotoTypes.every((type) => staffPhotoTypes.includes(type))).toBe(true);
    expect(isPhotoType('image/tiff')).toBe(false);
    expect(isPhotoType('image/heif')).toBe(true);
  });

  it('lists types and extensions for a picker', () => {
    expect(photoAcceptList(['image/jpeg', 'image/heic'])).toEqual([
      'image/jpeg',
      'image/heic',
      '.jpg',
      '.jpeg',
      '.heic',
    ]);
  });

  it('types a file by its own type, else (no type) by its extension, within the given types', () => {
    expect(photoContentType({ name: 'IMG_1.HEIC', type: '' }, requestPhotoTypes)).toBe('image/heic');
    expect(photoContentType({ name: 'a.gif', type: 'image/gif' }, requestPhotoTypes)).toBeNull();
    expect(photoContentType({ name: 'a.gif', type: 'image/gif' }, staffPhotoTypes)).toBe('image/gif');
    expect(photoContentType({ name: 'x.jpg', type: 'text/html' }, staffPhotoTypes)).toBeNull();
    expect(photoContentType({ name: 'scan.tiff', type: 'application/octet-stream' }, staffPhotoTypes)).toBeNull();
  });
});

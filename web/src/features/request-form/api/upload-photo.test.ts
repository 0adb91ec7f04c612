import { describe, expect, it } from 'vitest';
import { uploadFailureMessage } from './upload-photo';

describe('uploadFailureMessage', () => {
  it('explains a dropped connection, the rate limit, the API refusal and anything else', () => {
    expect(uploadFailureMessage(new TypeError('Network error during the upload'))).toBe(
      'Upload failed: no connection. Check your connection and try again.',
    );
    expect(uploadFailureMessage(new Error('429: {"message":"Too many requests"}'))).toMatch(/^Too many uploads/);
    expect(uploadFailureMessage(new Error('400: {"message":"This file is not an image."}'))).toBe(
      'This file is not an image.',
    );
    expect(uploadFailureMessage(new Error('500: {"message":"boom"}'))).toBe('Upload failed. Please try again.');
    expect(uploadFailureMessage(new Error('403: <?xml version="1.0"?><Error>SignatureDoesNotMatch</Error>'))).toBe(
      'Upload failed. Please try again.',
    );
  });
});

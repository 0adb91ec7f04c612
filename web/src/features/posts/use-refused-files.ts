/**
 * The files of a photo slot that were not taken ("refused files vanish"): each file
 * Uppy refused when it was picked (not a photo, too large, too many) and each file whose upload
 * failed, with its name and the reason, kept until staff dismiss it. Uppy's own notice names
 * neither the file nor, for a wrong type, what was wrong, and goes after 5 s.
 */
import type { UppyFile } from '@uppy/core';
import { useCallback, useEffect, useState } from 'react';
import type { PhotoBody, PhotoMeta, PhotoUppy } from './create-photo-uppy';
import { refusalReason } from './photo-upload-rules';

/** One refused file. */
export interface RefusedFile {
  key: string;
  name: string;
  reason: string;
  /** Picked but not taken ('refused'), or taken and failed to upload ('failed'). */
  kind: 'refused' | 'failed';
}

/** The refused files of `uppy`, newest last, and how to dismiss them. */
export function useRefusedFiles(uppy: PhotoUppy) {
  const [files, setFiles] = useState<RefusedFile[]>([]);
  useEffect(() => {
    let counter = 0;
    const add = (entry: Omit<RefusedFile, 'key'>) => {
      counter += 1;
      const key = `${Date.now()}-${counter}`;
      // One entry per file and reason: a retry that fails the same way does not repeat it.
      setFiles((list) => [
        ...list.filter((f) => !(f.name === entry.name && f.reason === entry.reason)),
        { ...entry, key },
      ]);
    };
    const onRefused = (file: UppyFile<PhotoMeta, PhotoBody> | undefined, error: Error) => {
      add({ name: file?.name ?? 'Some files', reason: refusalReason(file, error.message), kind: 'refused' });
    };
    const onFailed = (file: UppyFile<PhotoMeta, PhotoBody> | undefined, error: { message: string }) => {
      add({ name: file?.name ?? 'A photo', reason: error.message, kind: 'failed' });
    };
    uppy.on('restriction-failed', onRefused);
    uppy.on('upload-error', onFailed);
    return () => {
      uppy.off('restriction-failed', onRefused);
      uppy.off('upload-error', onFailed);
    };
  }, [uppy]);
  const dismiss = useCallback((key: string) => setFiles((list) => list.filter((f) => f.key !== key)), []);
  const dismissAll = useCallback(() => setFiles([]), []);
  return { files, dismiss, dismissAll };
}

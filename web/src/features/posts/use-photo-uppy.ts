/**
 * The Uppy instance of one photo slot, made once (useState initializer) and destroyed when the
 * slot unmounts. A finished upload calls `onPublished(objectPath, altText)`.
 *
 * Destroying is deferred by a tick and cancelled when the same instance is mounted again at
 * once: React's development StrictMode unmounts and remounts every component on purpose, and a
 * destroyed Uppy cannot be used again.
 */
import { useEffect, useRef, useState } from 'react';
import type { UploadResult } from '@uppy/core';
import { toast } from '../../components/ui/use-toast';
import { handleUnauthorized } from '../../lib/unauthorized';
import { createPhotoUppy, publishedPath, type PhotoBody, type PhotoMeta, type PhotoUppy } from './create-photo-uppy';

/** Shows the spec §8 toast for a failed upload URL request. */
function uploadUrlFailed(): void {
  toast({ title: 'Error', description: 'Failed to get upload URL.', variant: 'destructive' });
}

/**
 * @param id the slot's id (also Uppy's instance id)
 * @param onPublished called with the published path and the alt text typed in the dashboard ('' if none)
 */
export function usePhotoUppy(id: string, onPublished: (objectPath: string, alt: string) => void): PhotoUppy {
  const [uppy] = useState(() =>
    createPhotoUppy(id, { onUnauthorized: handleUnauthorized, onUploadUrlError: uploadUrlFailed }),
  );
  const onPublishedRef = useRef(onPublished);
  useEffect(() => {
    onPublishedRef.current = onPublished;
  });

  useEffect(() => {
    const onComplete = (result: UploadResult<PhotoMeta, PhotoBody>) => {
      const file = result.successful?.[0];
      const path = publishedPath(file);
      if (file && path) onPublishedRef.current(path, file.meta.alt?.trim() ?? '');
    };
    uppy.on('complete', onComplete);
    return () => {
      uppy.off('complete', onComplete);
    };
  }, [uppy]);

  const destroyTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(destroyTimer.current);
    return () => {
      destroyTimer.current = window.setTimeout(() => uppy.destroy(), 0);
    };
  }, [uppy]);

  return uppy;
}

/** Removes files whose photo was already published, so the dashboard opens empty for a new one. */
export function clearFinishedFiles(uppy: PhotoUppy): void {
  const finished = uppy.getFiles().filter((file) => file.progress.complete && publishedPath(file));
  if (finished.length > 0) uppy.removeFiles(finished.map((file) => file.id));
}

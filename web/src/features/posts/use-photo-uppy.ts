/**
 * The Uppy instance of one photo slot, made once (useState initializer) and destroyed when the
 * slot unmounts. A finished batch calls `onPublished(photos)` with each published photo and the
 * alt text typed for it in the dashboard, in the order the files were added.
 *
 * Destroying is deferred by a tick and cancelled when the same instance is mounted again at
 * once: React's development StrictMode unmounts and remounts every component on purpose, and a
 * destroyed Uppy cannot be used again.
 *
 * usePhotoDialog adds the upload dialog's open state: what each photo slot, the gallery, the
 * service photo and the hero slides use.
 */
import { useEffect, useRef, useState } from 'react';
import type { UploadResult } from '@uppy/core';
import { toast } from '../../lib/toast';
import { handleUnauthorized } from '../../lib/unauthorized';
import { createPhotoUppy, publishedPath, type PhotoBody, type PhotoMeta, type PhotoUppy } from './create-photo-uppy';
import type { PublishedPhoto } from './gallery-photos';

/** Shows the spec §8 toast for a failed upload URL request. */
function uploadUrlFailed(): void {
  toast({ title: 'Error', description: 'Failed to get upload URL.', variant: 'destructive' });
}

/**
 * @param id the slot's id (also Uppy's instance id)
 * @param onPublished called with the published photos of a batch (alt '' where none was typed)
 * @param maxFiles files one batch may hold (default 1)
 */
function usePhotoUppy(id: string, onPublished: (photos: PublishedPhoto[]) => void, maxFiles = 1): PhotoUppy {
  const [uppy] = useState(() =>
    createPhotoUppy(id, { onUnauthorized: handleUnauthorized, onUploadUrlError: uploadUrlFailed }, maxFiles),
  );
  const onPublishedRef = useRef(onPublished);
  useEffect(() => {
    onPublishedRef.current = onPublished;
  });

  useEffect(() => {
    const onComplete = (result: UploadResult<PhotoMeta, PhotoBody>) => {
      const photos = (result.successful ?? []).flatMap((file) => {
        const path = publishedPath(file);
        return path ? [{ path, alt: file.meta.alt?.trim() ?? '' }] : [];
      });
      if (photos.length > 0) onPublishedRef.current(photos);
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
function clearFinishedFiles(uppy: PhotoUppy): void {
  const finished = uppy.getFiles().filter((file) => file.progress.complete && publishedPath(file));
  if (finished.length > 0) uppy.removeFiles(finished.map((file) => file.id));
}

/**
 * Takes usePhotoUppy's arguments; returns `openDialog()`, which opens the upload dialog with the
 * photos already published cleared out, and `dashboard`, PhotoDashboard's `uppy`, `open` and
 * `onClose`. A published batch closes the dialog, then goes to `onPublished`.
 */
export function usePhotoDialog(id: string, onPublished: (photos: PublishedPhoto[]) => void, maxFiles = 1) {
  const [open, setOpen] = useState(false);
  const uppy = usePhotoUppy(
    id,
    (photos) => {
      setOpen(false);
      onPublished(photos);
    },
    maxFiles,
  );
  const openDialog = () => {
    clearFinishedFiles(uppy);
    setOpen(true);
  };
  return { openDialog, dashboard: { uppy, open, onClose: () => setOpen(false) } };
}

/**
 * The photos attached to a request (issue 13: up to 5, each ≤ 10 MB, JPEG/PNG/WebP/HEIC): each
 * picked photo is checked (photo-rules.ts), previewed from the device and uploaded at once
 * (api/upload-photo.ts) with its progress, so sending the request later only names the photo ids.
 * A failed upload can be retried; a removed one is cancelled. Previews are object URLs, released
 * when a photo is removed or the form goes away.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFailureMessage, uploadPhoto } from './api/upload-photo';
import { admitPhotos, photoContentType } from './photo-rules';

/** One attached photo as the picker shows it. */
export interface PhotoItem {
  key: string;
  name: string;
  /** An object URL of the file (HEIC may not display in this browser: the picker shows an icon then). */
  previewUrl: string;
  state: 'uploading' | 'done' | 'error';
  /** Upload progress, 0…1. */
  progress: number;
  photoId: string | null;
  error: string | null;
}

interface Upload {
  file: File;
  contentType: string;
  controller: AbortController;
}

let nextKey = 0;

/** The photos, what the picker refused last, and the actions on them. */
export function usePhotoUploads() {
  const [items, setItems] = useState<PhotoItem[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const uploads = useRef(new Map<string, Upload>());
  const count = useRef(0);
  const settledWaiters = useRef<(() => void)[]>([]);

  const update = useCallback((key: string, change: Partial<PhotoItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (key: string) => {
      const upload = uploads.current.get(key);
      if (!upload) return;
      upload.controller = new AbortController();
      const { signal } = upload.controller;
      update(key, { state: 'uploading', progress: 0, error: null });
      uploadPhoto(upload.file, upload.contentType, {
        signal,
        onProgress: (progress) => update(key, { progress }),
      }).then(
        (photoId) => !signal.aborted && update(key, { state: 'done', progress: 1, photoId }),
        (error: unknown) => !signal.aborted && update(key, { state: 'error', error: uploadFailureMessage(error) }),
      );
    },
    [update],
  );

  /** Checks and attaches picked files; refused ones are explained in `problems`. */
  const add = useCallback(
    (files: readonly File[]) => {
      const { admitted, problems: refused } = admitPhotos(files, count.current);
      setProblems(refused);
      count.current += admitted.length;
      const added = admitted.map((file): PhotoItem => {
        const key = `photo-${(nextKey += 1)}`;
        uploads.current.set(key, { file, contentType: photoContentType(file)!, controller: new AbortController() });
        return {
          key,
          name: file.name,
          previewUrl: URL.createObjectURL(file),
          state: 'uploading',
          progress: 0,
          photoId: null,
          error: null,
        };
      });
      setItems((current) => [...current, ...added]);
      for (const item of added) start(item.key);
    },
    [start],
  );

  /** Cancels and forgets one photo. */
  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.controller.abort();
    uploads.current.delete(key);
    count.current -= 1;
    setProblems([]);
    setItems((current) => {
      const gone = current.find((item) => item.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((item) => item.key !== key);
    });
  }, []);

  const uploading = items.some((item) => item.state === 'uploading');
  const uploadingRef = useRef(uploading);
  useEffect(() => {
    uploadingRef.current = uploading;
    if (uploading) return;
    for (const resolve of settledWaiters.current.splice(0)) resolve();
  }, [uploading]);

  /** Resolves once no photo is uploading any more (the form waits for it before sending). */
  const whenSettled = useCallback(
    () => new Promise<void>((resolve) => (uploadingRef.current ? settledWaiters.current.push(resolve) : resolve())),
    [],
  );

  // Cancel uploads and release previews when the form goes away.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  });
  useEffect(
    () => () => {
      for (const upload of uploads.current.values()) upload.controller.abort();
      for (const item of itemsRef.current) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  return {
    items,
    problems,
    add,
    remove,
    retry: start,
    uploading,
    whenSettled,
    photoIds: items.flatMap((item) => (item.photoId ? [item.photoId] : [])),
    failed: items.filter((item) => item.state === 'error'),
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;

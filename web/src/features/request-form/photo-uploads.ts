/**
 * The photos attached to a request (up to 5, each ≤ 10 MB, JPEG/PNG/WebP/HEIC), without
 * a framework (the form's island): each picked photo is checked (photo-rules.ts),
 * previewed from the device and uploaded at once (api/upload-photo.ts) with its progress, so
 * sending the request later only names the photo ids. A failed upload can be retried; a removed
 * one is cancelled. Previews are object URLs, released when a photo is removed.
 */
import { uploadFailureMessage, uploadPhoto } from './api/upload-photo';
import { admitPhotos, photoContentType } from './photo-rules';

/** One attached photo. */
export interface PhotoItem {
  key: string;
  name: string;
  /** An object URL of the file (HEIC may not display in this browser: the picker shows none then). */
  previewUrl: string;
  state: 'uploading' | 'done' | 'error';
  /** Upload progress, 0…1. */
  progress: number;
  photoId: string | null;
  error: string | null;
}

/** The photos and the actions on them; `onChange` is called after every change (to redraw). */
export interface PhotoUploads {
  readonly items: readonly PhotoItem[];
  /** What the picker refused last (messages naming the files). */
  readonly problems: readonly string[];
  add(files: readonly File[]): void;
  remove(key: string): void;
  retry(key: string): void;
  /** Is any photo still uploading? */
  uploading(): boolean;
  /** Resolves once no photo is uploading any more (the form waits for it before sending). */
  whenSettled(): Promise<void>;
  /** The ids of the uploaded photos, in the order they were added. */
  photoIds(): string[];
  /** The photos whose upload failed. */
  failed(): PhotoItem[];
}

/**
 * A photo list.
 * @param onChange called after each change (a photo added, its progress, done, failed, removed)
 * @param upload the upload of one file (default api/upload-photo.ts uploadPhoto; tests replace it)
 */
export function photoUploads(onChange: () => void, upload = uploadPhoto): PhotoUploads {
  let items: PhotoItem[] = [];
  let problems: string[] = [];
  let nextKey = 0;
  const files = new Map<string, { file: File; contentType: string; controller: AbortController }>();
  const settled: (() => void)[] = [];

  const changed = () => {
    if (!items.some((item) => item.state === 'uploading')) for (const resolve of settled.splice(0)) resolve();
    onChange();
  };
  const update = (key: string, change: Partial<PhotoItem>) => {
    items = items.map((item) => (item.key === key ? { ...item, ...change } : item));
    changed();
  };
  const start = (key: string) => {
    const entry = files.get(key);
    if (!entry) return;
    entry.controller = new AbortController();
    const { signal } = entry.controller;
    update(key, { state: 'uploading', progress: 0, error: null });
    upload(entry.file, entry.contentType, { signal, onProgress: (progress) => update(key, { progress }) }).then(
      (photoId) => !signal.aborted && update(key, { state: 'done', progress: 1, photoId }),
      (error: unknown) => !signal.aborted && update(key, { state: 'error', error: uploadFailureMessage(error) }),
    );
  };

  return {
    get items() {
      return items;
    },
    get problems() {
      return problems;
    },
    add(picked) {
      const { admitted, problems: refused } = admitPhotos(picked, items.length);
      problems = refused;
      const added = admitted.map((file): PhotoItem => {
        const key = `photo-${(nextKey += 1)}`;
        files.set(key, { file, contentType: photoContentType(file)!, controller: new AbortController() });
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
      items = [...items, ...added];
      changed();
      for (const item of added) start(item.key);
    },
    remove(key) {
      files.get(key)?.controller.abort();
      files.delete(key);
      const gone = items.find((item) => item.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      items = items.filter((item) => item.key !== key);
      problems = [];
      changed();
    },
    retry: start,
    uploading: () => items.some((item) => item.state === 'uploading'),
    whenSettled: () =>
      new Promise<void>((resolve) =>
        items.some((item) => item.state === 'uploading') ? settled.push(resolve) : resolve(),
      ),
    photoIds: () => items.flatMap((item) => (item.photoId ? [item.photoId] : [])),
    failed: () => items.filter((item) => item.state === 'error'),
  };
}

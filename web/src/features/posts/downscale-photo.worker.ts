/**
 * The Web Worker of photo-downscaler.ts: takes `{ id, blob, type }`, answers `{ id, blob }` with
 * downscalePhoto's Blob, or `{ id, error }` with the reason it could not.
 */
import { downscalePhoto } from './downscale-photo';

/** A job of the worker. */
export interface DownscaleJob {
  id: number;
  blob: Blob;
  type: string;
}
/** The worker's answer to a job. */
export type DownscaleAnswer = { id: number; blob: Blob } | { id: number; error: string };

const scope = self as unknown as { postMessage(answer: DownscaleAnswer): void };

self.addEventListener('message', (event: MessageEvent<DownscaleJob>) => {
  const { id, blob, type } = event.data;
  downscalePhoto(blob, type).then(
    (result) => scope.postMessage({ id, blob: result }),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});

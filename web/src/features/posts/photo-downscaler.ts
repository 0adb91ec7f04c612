/**
 * Downscales picked photos off the main thread (ADR 0040): Web Workers running
 * downscale-photo.worker.ts, one photo each at a time, as many at once as the device has cores (at
 * most four; Uppy's TaskQueue keeps the order and the count), so several photos are decoded and
 * encoded together while the page stays responsive. Workers start with the first photo and end
 * after `idleMs` without work. Where the browser has no OffscreenCanvas (Safari before 16.4) a
 * photo is sent as it is; where a worker cannot start, photos are downscaled on the main thread.
 */
import { TaskQueue } from '@uppy/core/utils';
import { downscalePhoto } from './downscale-photo';
import type { DownscaleAnswer, DownscaleJob } from './downscale-photo.worker';

/** How long idle workers are kept, ms. */
const idleMs = 30_000;

/** The worker itself failed (its script did not load, or it crashed), not the photo. */
class WorkerFailed extends Error {}

const idle: Worker[] = [];
let queue: TaskQueue | undefined;
let active = 0;
let nextId = 1;
let workersFail = false;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/** Sends `job` to `worker`; resolves with its Blob, rejects with its reason or WorkerFailed. */
function ask(worker: Worker, job: DownscaleJob): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const done = () => {
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
    };
    const onMessage = (event: MessageEvent<DownscaleAnswer>) => {
      if (event.data.id !== job.id) return;
      done();
      if ('blob' in event.data) resolve(event.data.blob);
      else reject(new Error(event.data.error));
    };
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      done();
      reject(new WorkerFailed(event.message || 'The photo worker failed'));
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    worker.postMessage(job);
  });
}

function stopIdleWorkers(): void {
  for (const worker of idle.splice(0)) worker.terminate();
}

function inWorker(blob: Blob, type: string): Promise<Blob> {
  queue ??= new TaskQueue({ concurrency: Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2)) });
  const job: DownscaleJob = { id: nextId++, blob, type };
  return queue.add(async () => {
    clearTimeout(idleTimer);
    active += 1;
    const worker =
      idle.pop() ?? new Worker(new URL('./downscale-photo.worker.ts', import.meta.url), { type: 'module' });
    try {
      const result = await ask(worker, job);
      idle.push(worker);
      return result;
    } catch (error) {
      if (error instanceof WorkerFailed) worker.terminate();
      else idle.push(worker);
      throw error;
    } finally {
      active -= 1;
      if (active === 0) idleTimer = setTimeout(stopIdleWorkers, idleMs);
    }
  });
}

/**
 * Takes a picked photo and its type; returns the Blob to send (downscalePhoto's answer), made in
 * a worker. Rejects when the browser cannot decode the photo; the caller then sends it as it is.
 */
export async function downscaleOffMainThread(blob: Blob, type: string): Promise<Blob> {
  if (typeof OffscreenCanvas === 'undefined') return blob;
  if (workersFail || typeof Worker === 'undefined') return downscalePhoto(blob, type);
  try {
    return await inWorker(blob, type);
  } catch (error) {
    if (!(error instanceof WorkerFailed)) throw error;
    workersFail = true;
    return downscalePhoto(blob, type);
  }
}

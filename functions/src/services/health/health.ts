/**
 * The health check behind GET /api/health (DESIGN §13): can this instance reach Firestore and
 * the object store right now? Each check is one cheap call that touches no personal data: a read
 * of one fixed document that holds none (it need not exist), and a one-name listing of the public
 * images. Each has its own deadline, so a hung dependency answers "timeout" instead of holding
 * the request (the Firestore client retries an unreachable backend for a minute or more).
 */
import { db } from '../platform/firestore';
import type { ObjectStore } from '../media/object-store/object-store';
import { defaultObjectStore } from '../media/object-store/select-object-store';

/** Document read by the Firestore check; never written, so it normally does not exist. */
export const healthProbePath = '_health/probe';

/** Deadline of each check, ms. Cloud Monitoring uptime checks wait 10 s by default. */
export const healthCheckTimeoutMs = 3_000;

/** One dependency's state. `latencyMs` is how long the check took (to the deadline on timeout). */
export interface DependencyHealth {
  status: 'ok' | 'error' | 'timeout';
  latencyMs: number;
}

/** The answer of GET /api/health. */
export interface HealthReport {
  status: 'ok' | 'unavailable';
  checks: { firestore: DependencyHealth; objectStore: DependencyHealth };
}

/** What the checks call (tests replace them). */
export interface HealthProbes {
  firestore: () => Promise<unknown>;
  objectStore: () => Promise<unknown>;
}

/** The production probes: the probe document's read, and the object store's checkReachable. */
export function defaultHealthProbes(store: () => ObjectStore = () => defaultObjectStore()): HealthProbes {
  return {
    firestore: () => db().doc(healthProbePath).get(),
    objectStore: () => store().checkReachable(),
  };
}

/** Runs one probe against its deadline; never throws. */
async function probe(run: () => Promise<unknown>, timeoutMs: number): Promise<DependencyHealth & { error?: unknown }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([run().then(() => 'ok' as const), deadline]);
    return { status: outcome, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'error', latencyMs: Math.round(performance.now() - started), error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks both dependencies at once.
 * @param probes what to call (default: Firestore and the object store of this environment)
 * @param timeoutMs deadline of each check
 * @returns `ok` when both answered, else `unavailable`; the errors of failed checks under
 *   `errors` (for the server log only: never sent to the client)
 */
export async function checkHealth(
  probes: HealthProbes = defaultHealthProbes(),
  timeoutMs = healthCheckTimeoutMs,
): Promise<HealthReport & { errors: Record<string, unknown> }> {
  const [firestore, objectStore] = await Promise.all([
    probe(probes.firestore, timeoutMs),
    probe(probes.objectStore, timeoutMs),
  ]);
  const errors: Record<string, unknown> = {};
  if (firestore.error !== undefined) errors.firestore = firestore.error;
  if (objectStore.error !== undefined) errors.objectStore = objectStore.error;
  const strip = ({ status, latencyMs }: DependencyHealth): DependencyHealth => ({ status, latencyMs });
  return {
    status: firestore.status === 'ok' && objectStore.status === 'ok' ? 'ok' : 'unavailable',
    checks: { firestore: strip(firestore), objectStore: strip(objectStore) },
    errors,
  };
}

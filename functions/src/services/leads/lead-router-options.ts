/**
 * What the leads routers (routes/leads.ts, leads-staff.ts, leads-export.ts) need from createApp:
 * the object store and the clock, replaceable in tests.
 */
import type { ObjectStore } from '../media/object-store/object-store';

/** What the leads routers need from createApp. */
export interface LeadRouterOptions {
  /** The object store, asked per request. */
  store: () => ObjectStore;
  /** The clock (tests move it). */
  now: () => Date;
}

/**
 * Firestore documents read, counted in the local Firestore stand-in (`@firestore-emulator/server`,
 * firestore-stand-in.mjs) the way Firestore bills them (firebase.google.com/docs/firestore/pricing
 * "Reads"):
 * - RunQuery: one read per document returned, one for a query that returns none ("a minimum
 *   charge of one document read for each query"), plus the documents an `offset` skips
 *   (billed as read; the stand-in ignores offsets, so the request's offset is counted as given);
 * - BatchGetDocuments (every `get()` of firebase-admin): one read per document asked for, found
 *   or missing;
 * - RunAggregationQuery (`count()`): one read per 1,000 index entries matched, at least one;
 * - Listen (snapshot listeners): one read per document sent.
 * The handlers are wrapped in the gRPC server's method table (@grpc/grpc-js `Server.handlers`,
 * read at each call, so this works on a running server), the same way commitAtomically does.
 */

const service = '/google.firestore.v1.Firestore';

/**
 * Reads billed for one query.
 * @param {number} returned documents the query returned
 * @param {number} [skipped] documents its offset skipped
 */
export const queryReads = (returned, skipped = 0) => Math.max(1, returned) + Math.max(0, skipped);

/**
 * Reads billed for one count()/sum()/avg() aggregation over `matched` index entries (Firestore
 * pricing: "one document read for each batch of up to 1000 index entries matched").
 */
export const aggregationReads = (matched) => Math.max(1, Math.ceil(matched / 1000));

/** The number value of a v1 Value object (integer_value may be a string or a Long). */
const numberOf = (value) => Number(value?.integer_value ?? value?.double_value ?? 0);

/**
 * Wraps a streaming handler: `onMessage(message, request)` sees every message the server writes,
 * `onEnd(request)` runs when it ends.
 */
function tapStream(server, method, { onMessage, onEnd }) {
  const handler = server.server.handlers?.get(`${service}/${method}`);
  if (!handler) throw new Error(`firestore read counter: no ${method} handler to wrap`);
  const original = handler.func;
  handler.func = (call, ...rest) => {
    const write = call.write.bind(call);
    call.write = (message, ...args) => {
      onMessage(message, call.request);
      return write(message, ...args);
    };
    if (onEnd) {
      const end = call.end.bind(call);
      call.end = (...args) => {
        onEnd(call.request);
        return end(...args);
      };
    }
    return original(call, ...rest);
  };
}

/**
 * Starts counting reads on `server` (a FirestoreServer).
 * @returns {{ reads: () => number, reset: () => void }} reads since the last reset
 * @throws Error when a method is missing (a changed package)
 */
export function countFirestoreReads(server) {
  let reads = 0;
  const returnedByQuery = new WeakMap();
  tapStream(server, 'RunQuery', {
    onMessage(message, request) {
      if (message.document?.name) returnedByQuery.set(request, (returnedByQuery.get(request) ?? 0) + 1);
    },
    onEnd(request) {
      const skipped = Number(request.structured_query?.offset ?? 0);
      reads += queryReads(returnedByQuery.get(request) ?? 0, skipped);
    },
  });
  tapStream(server, 'BatchGetDocuments', {
    onMessage(message) {
      if (message.found?.name || message.missing) reads += 1;
    },
  });
  tapStream(server, 'RunAggregationQuery', {
    onMessage(message, request) {
      if (!message.result) return;
      // The index entries matched: the value of a count() in the same query (sum/avg carry none).
      const counts = (request.structured_aggregation_query?.aggregations ?? [])
        .filter((aggregation) => aggregation.has_count)
        .map((aggregation) => numberOf(message.result.aggregate_fields?.get(aggregation.alias)));
      reads += aggregationReads(Math.max(0, ...counts));
    },
  });
  tapStream(server, 'Listen', {
    onMessage(message) {
      if (message.document_change?.document?.name) reads += 1;
    },
  });
  return {
    reads: () => reads,
    reset() {
      reads = 0;
    },
  };
}

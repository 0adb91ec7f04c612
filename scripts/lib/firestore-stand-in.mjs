/**
 * The local Firestore: `@firestore-emulator/server` (a Node gRPC Firestore emulator; the
 * official one needs Java 21 here, see shared/notes/toolchain.md), made durable: it keeps
 * documents in memory only, so `stop()` saves every document to a JSON file and `start()`
 * restores them (DESIGN §4).
 *
 * Three differences from the package's own `start()`, so it behaves as DESIGN §4 and §11 ask:
 * - it listens on 127.0.0.1 only (the package binds 0.0.0.0, which put leads on the LAN: issue 20);
 * - a commit is all or nothing, as Firestore's are (firebase.google.com/docs/firestore/manage-data/transactions:
 *   "a transaction … either all of the operations succeed, or none of them are applied"): the
 *   package applies a commit's writes one by one and stops at the first failed precondition,
 *   leaving the writes before it in place. commitAtomically() checks every existence
 *   precondition of the commit first and refuses the whole commit with the first failure;
 * - queries honour their cursors (startAt/startAfter/endAt/endBefore, and so limitToLast, which
 *   the SDK sends as a reversed query), in their own aggregations (count()) too, and order ties by
 *   the document name as Firestore does: the package ignores cursors (queryCursors()).
 *
 * File format: `{ version: 1, documents: [v1 Document objects] }` — each `{name, fields,
 * create_time, update_time}` as the emulator's own `toV1DocumentObject()` gives it, written back
 * with `writeV1Document` (an `update` write of name and fields), so every Firestore value type
 * survives; document create/update times restart at the restore.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FirestoreServer } from '@firestore-emulator/server';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
import { Value } from '@firestore-emulator/proto/dist/google/firestore/v1/document.js';
import { StructuredQuery } from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';

/** Paths of every document in the emulator's state tree (nested collections included). */
function documentPaths(node, out = []) {
  for (const value of Object.values(node ?? {})) {
    if (value && typeof value === 'object') {
      if (value.fields && typeof value.path === 'string') out.push(value.path);
      documentPaths(value.collections ?? value.documents ?? value.databases ?? value.projects ?? value, out);
    }
  }
  return out;
}

// The gRPC library the emulator package itself uses (its own pinned copy): bindAsync wants its credentials.
const require = createRequire(import.meta.url);
const { ServerCredentials } = createRequire(require.resolve('@firestore-emulator/server'))('@grpc/grpc-js');

/** The address every part of the local stack listens on (DESIGN §11: loopback only). */
export const loopbackHost = '127.0.0.1';

const commitMethod = '/google.firestore.v1.Firestore/Commit';
/** gRPC status codes (grpc.github.io/grpc/core/md_doc_statuscodes.html). */
const grpcStatus = { NOT_FOUND: 5, ALREADY_EXISTS: 6 };

/** The document path a v1 Write changes, or null (a write without a document: none exist in v1). */
function writePath(write) {
  if (write.has_delete) return write.delete;
  if (write.has_update) return write.update.name;
  return null;
}

/**
 * The first existence precondition of `writes` that fails when they are applied in order to
 * the emulator's state, or null. Only reads the state.
 * @returns {{code: number, message: string} | null}
 */
export function failedPrecondition(state, writes) {
  const exists = new Map();
  for (const write of writes) {
    const path = writePath(write);
    if (!path) continue;
    if (!exists.has(path)) exists.set(path, state.getDocument(path).metadata.hasExist);
    const precondition = write.has_current_document ? write.current_document : null;
    if (precondition?.has_exists) {
      if (precondition.exists && !exists.get(path))
        return { code: grpcStatus.NOT_FOUND, message: `no entity to update: ${path}` };
      if (!precondition.exists && exists.get(path))
        return { code: grpcStatus.ALREADY_EXISTS, message: `entity already exists: ${path}` };
    }
    exists.set(path, !write.has_delete);
  }
  return null;
}

/**
 * Makes the server's Commit all or nothing: a commit with a failing existence precondition is
 * refused before any of its writes is applied (the gRPC error Firestore gives). The handler is
 * replaced in the gRPC server's method table (@grpc/grpc-js Server.handlers), which
 * FirestoreServer fills in its constructor.
 * @throws Error when the server has no Commit handler (a changed package: the tests then fail)
 */
export function commitAtomically(server) {
  const handler = server.server.handlers?.get(commitMethod);
  if (!handler) throw new Error(`firestore stand-in: no ${commitMethod} handler to wrap`);
  const commit = handler.func;
  handler.func = (call, callback) => {
    const failure = failedPrecondition(server.state, call.request.writes);
    if (failure) {
      callback({ code: failure.code, details: failure.message, message: failure.message, name: 'Error' }, null);
      return;
    }
    commit(call, callback);
  };
}

/** A value of a stored document (the package's field: `{type, value}`) or of a query's cursor (a v1 Value message), as `{type, value}`. */
function comparable(value) {
  if (typeof value?.type === 'string') return { type: value.type, value: value.value };
  for (const type of [
    'null_value',
    'boolean_value',
    'integer_value',
    'double_value',
    'timestamp_value',
    'string_value',
    'reference_value',
  ]) {
    if (value?.[`has_${type}`]) return { type, value: value[type] };
  }
  throw new Error('firestore stand-in: a cursor value of a type it cannot order');
}

/** Firestore's order of value types (firebase.google.com/docs/firestore/manage-data/data-types#value_type_ordering). */
const typeRank = {
  null_value: 0,
  boolean_value: 1,
  integer_value: 2,
  double_value: 2,
  timestamp_value: 3,
  string_value: 4,
  reference_value: 5,
};

/** Orders two values (either form of comparable()): negative, zero or positive. */
export function compareValues(a, b) {
  const [x, y] = [comparable(a), comparable(b)];
  const rank = (typeRank[x.type] ?? 9) - (typeRank[y.type] ?? 9);
  if (rank !== 0 || x.type === 'null_value') return rank;
  const key = ({ type, value }) =>
    type === 'timestamp_value'
      ? Number(value.seconds) * 1e9 + Number(value.nanos ?? 0)
      : type === 'boolean_value' || type === 'integer_value' || type === 'double_value'
        ? Number(value)
        : String(value);
  const [p, q] = [key(x), key(y)];
  return p < q ? -1 : p > q ? 1 : 0;
}

/** The value a query orders a document by: a field, or its name for `__name__`. */
const orderValue = (doc, fieldPath) =>
  fieldPath === '__name__' ? { type: 'reference_value', value: doc.getPath() } : doc.getField(fieldPath);

/**
 * Makes the server's queries honour cursors: the package's `v1Query` (which RunQuery and
 * RunAggregationQuery call) runs without its limit, its result is ordered by the query's orders
 * and then the document name, cut at `start_at` / `end_at` (`before`: the cursor's position
 * itself is excluded from an end and included in a start) and only then limited.
 */
export function queryCursors(server) {
  const { state } = server;
  const query = state.v1Query.bind(state);
  state.v1Query = (parent, structured) => {
    const unlimited = Object.create(structured, { has_limit: { value: false } });
    const orders = [
      ...structured.order_by.map((order) => ({ path: order.field.field_path, descending: order.direction === 2 })),
    ];
    if (!orders.some((order) => order.path === '__name__'))
      orders.push({ path: '__name__', descending: orders.at(-1)?.descending ?? false });
    const compareDoc = (doc, values) => {
      for (const [index, order] of orders.entries()) {
        if (index >= values.length) return 0;
        const field = orderValue(doc, order.path);
        if (!field) return -1;
        const result = compareValues(field, values[index]);
        if (result !== 0) return order.descending ? -result : result;
      }
      return 0;
    };
    let docs = query(parent, unlimited)
      .map((doc, index) => ({ doc, index }))
      .sort((a, b) => {
        for (const order of orders) {
          const [x, y] = [orderValue(a.doc, order.path), orderValue(b.doc, order.path)];
          if (!x || !y) continue;
          const result = compareValues(x, y);
          if (result !== 0) return order.descending ? -result : result;
        }
        return a.index - b.index;
      })
      .map(({ doc }) => doc);
    if (structured.has_start_at) {
      const { values, before } = structured.start_at;
      docs = docs.filter((doc) => (before ? compareDoc(doc, values) >= 0 : compareDoc(doc, values) > 0));
    }
    if (structured.has_end_at) {
      const { values, before } = structured.end_at;
      docs = docs.filter((doc) => (before ? compareDoc(doc, values) < 0 : compareDoc(doc, values) <= 0));
    }
    return structured.has_limit ? docs.slice(0, structured.limit.value) : docs;
  };
}

/**
 * Starts a FirestoreServer on 127.0.0.1:`port` with atomic commits and cursors (see above).
 * @returns {Promise<FirestoreServer>}
 * @throws the gRPC bind error (port taken)
 */
export async function startFirestoreServer(port) {
  const server = new FirestoreServer();
  commitAtomically(server);
  queryCursors(server);
  await new Promise((resolve, reject) => {
    server.server.bindAsync(`${loopbackHost}:${port}`, ServerCredentials.createInsecure(), (error) =>
      error ? reject(error) : resolve(),
    );
  });
  return server;
}

/**
 * Starts the emulator on 127.0.0.1:`port` and restores `dataFile` when it exists.
 * @returns {{ port: number, restored: number, server: FirestoreServer, stop: () => Promise<number> }}
 *   stop() saves and resolves with the number of documents saved; `server` for tools that watch it
 *   (the scale bench's read counter).
 * @throws when the port is taken (the gRPC bind error).
 */
export async function startFirestore({ port, dataFile }) {
  const server = await startFirestoreServer(port);
  let restored = 0;
  if (dataFile && existsSync(dataFile)) {
    const snapshot = JSON.parse(await readFile(dataFile, 'utf8'));
    for (const doc of snapshot.documents ?? []) {
      // The emulator rejects writes that carry create/update times; it sets them itself.
      const { name, fields } = doc;
      server.state.writeV1Document(new Date(), Write.fromObject({ update: { name, fields } }));
      restored += 1;
    }
  }
  return {
    port,
    restored,
    server,
    async stop() {
      let saved = 0;
      if (dataFile) {
        const paths = [...new Set(documentPaths(server.state.toJSON()))];
        const documents = paths.map((p) => server.state.getDocument(p).toV1DocumentObject());
        saved = documents.length;
        await mkdir(path.dirname(dataFile), { recursive: true });
        await writeFile(`${dataFile}.tmp`, JSON.stringify({ version: 1, documents }));
        await rename(`${dataFile}.tmp`, dataFile);
      }
      server.stop();
      return saved;
    },
  };
}

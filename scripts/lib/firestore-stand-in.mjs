/**
 * The local Firestore: `@firestore-emulator/server` (a Node gRPC Firestore emulator; the
 * official one needs Java 21 here, see shared/notes/toolchain.md), made durable: it keeps
 * documents in memory only, so `stop()` saves every document to a JSON file and `start()`
 * restores them (DESIGN §4).
 *
 * Three differences from the package's own `start()`, so it behaves as DESIGN §4, §5 and §11 ask
 * (the third: query cursors, `__name__` and dotted paths, firestore-stand-in-queries.mjs):
 * - it listens on 127.0.0.1 only (the package binds 0.0.0.0, which put leads on the LAN);
 * - a commit is all or nothing, as Firestore's are (firebase.google.com/docs/firestore/manage-data/transactions:
 *   "a transaction … either all of the operations succeed, or none of them are applied"): the
 *   package applies a commit's writes one by one and stops at the first failed precondition,
 *   leaving the writes before it in place. commitAtomically() checks every existence
 *   precondition of the commit first and refuses the whole commit with the first failure;
 * - queries honour their cursors (startAt/startAfter/endAt/endBefore, and so limitToLast, which
 *   the SDK sends as a reversed query), in their own aggregations (count()) too, and order ties by
 *   the document name as Firestore does: the package ignores cursors (firestore-stand-in-queries.mjs).
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
import { addQueryCursors } from './firestore-stand-in-queries.mjs';

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

/**
 * Starts a FirestoreServer on 127.0.0.1:`port` with atomic commits and cursors (see above).
 * @returns {Promise<FirestoreServer>}
 * @throws the gRPC bind error (port taken)
 */
export async function startFirestoreServer(port) {
  const server = new FirestoreServer();
  commitAtomically(server);
  addQueryCursors(server.state);
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

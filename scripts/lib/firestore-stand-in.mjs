/**
 * The local Firestore: `@firestore-emulator/server` (a Node gRPC Firestore emulator; the
 * official one needs Java 21 here, see shared/notes/toolchain.md), made durable: it keeps
 * documents in memory only, so `stop()` saves every document to a JSON file and `start()`
 * restores them (DESIGN §4).
 *
 * File format: `{ version: 1, documents: [v1 Document objects] }` — each `{name, fields,
 * create_time, update_time}` as the emulator's own `toV1DocumentObject()` gives it, written back
 * with `writeV1Document` (an `update` write of name and fields), so every Firestore value type
 * survives; document create/update times restart at the restore.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FirestoreServer } from '@firestore-emulator/server';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';

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

/**
 * Starts the emulator on `port` and restores `dataFile` when it exists.
 * @returns {{ port: number, restored: number, stop: () => Promise<number> }} stop() saves and
 *   resolves with the number of documents saved.
 * @throws when the port is taken (the gRPC bind error).
 */
export async function startFirestore({ port, dataFile }) {
  const server = new FirestoreServer();
  await server.start(port);
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

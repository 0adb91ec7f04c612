/**
 * The daily Firestore export (services/platform/backup/firestore-export.ts). The managed export API has no
 * emulator (it runs in Google's backend and writes to Cloud Storage), so this drives the request
 * the function sends with the Admin client's own path helper and a stand-in for the call; the
 * real client is checked to load and to expose that call.
 */
import { describe, expect, it } from 'vitest';
import {
  backupFirestore,
  backupOutputUri,
  defaultFirestoreExporter,
  firestoreBackupPrefix,
  type ExportDocumentsRequest,
} from '../src/services/platform/backup/firestore-export';

// No Google credentials or metadata server here: stop google-auth-library from probing for one
// (it prints a MetadataLookupWarning), as services/platform/firestore.ts does for demo projects.
process.env.METADATA_SERVER_DETECTION = 'none';

describe('backupFirestore', () => {
  it('exports every collection of (default) to a dated folder under backups/firestore/ and waits for it', async () => {
    const real = await defaultFirestoreExporter();
    const requests: ExportDocumentsRequest[] = [];
    let waited = false;
    const result = await backupFirestore({
      projectId: 'orange-prod',
      bucket: 'orange-prod.firebasestorage.app',
      now: new Date('2026-11-25T07:00:01.234Z'),
      exporter: {
        databasePath: (project, database) => real.databasePath(project, database),
        exportDocuments: async (request) => {
          requests.push(request);
          return [
            { name: 'projects/orange-prod/databases/(default)/operations/op-1', promise: async () => (waited = true) },
          ];
        },
      },
    });
    expect(requests).toEqual([
      {
        name: 'projects/orange-prod/databases/(default)',
        outputUriPrefix: 'gs://orange-prod.firebasestorage.app/backups/firestore/2026-11-25T07-00-01Z',
        collectionIds: [],
      },
    ]);
    expect(waited).toBe(true);
    expect(result).toEqual({
      outputUriPrefix: 'gs://orange-prod.firebasestorage.app/backups/firestore/2026-11-25T07-00-01Z',
      operation: 'projects/orange-prod/databases/(default)/operations/op-1',
    });
  });

  it('fails when the export fails, so the scheduler retries', async () => {
    const exporter = {
      databasePath: (p: string, d: string) => `projects/${p}/databases/${d}`,
      exportDocuments: async () =>
        [{ name: 'op', promise: () => Promise.reject(new Error('PERMISSION_DENIED on bucket')) }] as [never],
    };
    await expect(backupFirestore({ projectId: 'p', bucket: 'b', exporter })).rejects.toThrow(/PERMISSION_DENIED/);
  });

  it('names folders so that they sort by time and sit under the lifecycle rule’s prefix', () => {
    const a = backupOutputUri('b', new Date('2026-01-02T03:04:05Z'));
    const b = backupOutputUri('b', new Date('2026-11-02T03:04:05Z'));
    expect([b, a].sort()).toEqual([a, b]);
    expect(a.startsWith(`gs://b/${firestoreBackupPrefix}`)).toBe(true);
  });

  it('the real Admin client exposes exportDocuments', async () => {
    const client = await defaultFirestoreExporter();
    expect(typeof client.exportDocuments).toBe('function');
    await (client as unknown as { close(): Promise<void> }).close();
  });
});

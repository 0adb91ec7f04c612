/**
 * The daily Firestore backup (DESIGN §13): a managed export of every collection to
 * `gs://<bucket>/backups/firestore/<UTC time>/`, as Firebase's "Schedule data exports" does
 * (firebase.google.com/docs/firestore/solutions/schedule-export: FirestoreAdminClient
 * exportDocuments with an empty collection list = everything). The client comes from
 * `@google-cloud/firestore-api`, the package `@google-cloud/firestore`'s deprecated `v1` export
 * now forwards to.
 *
 * Retention is the bucket's lifecycle rule on `backups/firestore/` (storage.lifecycle.json, 30
 * days); restoring is `gcloud firestore import gs://<bucket>/backups/firestore/<time>`
 * (docs/deploy.md "Restore"). Exports hold every collection, leads included: the bucket stays
 * private (storage.rules deny all; only the function's and the operators' accounts read it).
 *
 * Needs (docs/deploy.md): the function's service account with roles/datastore.importExportAdmin,
 * and the Firestore service agent able to write to the bucket (same project: it can by default).
 */
/** Object prefix of the exports in the bucket; the lifecycle rule keys on it. */
export const firestoreBackupPrefix = 'backups/firestore/';

/** The export request (google.firestore.admin.v1.ExportDocumentsRequest, the fields we set). */
export interface ExportDocumentsRequest {
  /** `projects/{project}/databases/(default)` */
  name: string;
  /** `gs://bucket/prefix` the export writes under. */
  outputUriPrefix: string;
  /** Empty: every collection. */
  collectionIds: string[];
}

/** The one call the backup needs from the Firestore Admin API (tests pass a stand-in). */
export interface FirestoreExporter {
  /** Starts the export; resolves with the long-running operation once started. */
  exportDocuments(
    request: ExportDocumentsRequest,
  ): Promise<[{ name?: string | null; promise(): Promise<unknown> }, ...unknown[]]>;
  /** `projects/{project}/databases/{database}` */
  databasePath(project: string, database: string): string;
}

/** What a finished backup reports. */
export interface FirestoreBackupResult {
  /** Where the export is: `gs://<bucket>/backups/firestore/<time>` (the import's input). */
  outputUriPrefix: string;
  /** The long-running operation's name (`gcloud firestore operations describe <name>`). */
  operation: string;
}

/**
 * The export folder for a moment: UTC, sortable, no colons (`2026-11-25T07-00-00Z`).
 * @param bucket bucket name without `gs://`
 */
export function backupOutputUri(bucket: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `gs://${bucket}/${firestoreBackupPrefix}${stamp}`;
}

/** Creates the Admin API client on first use (loading it costs ~100 ms; only the backup needs it). */
export async function defaultFirestoreExporter(): Promise<FirestoreExporter> {
  const { v1 } = await import('@google-cloud/firestore-api');
  return new v1.FirestoreAdminClient() as unknown as FirestoreExporter;
}

/**
 * Exports the `(default)` database and waits until the export has finished.
 * @param options.projectId the project (GCLOUD_PROJECT in Cloud Functions)
 * @param options.bucket the bucket name, e.g. `<project>.firebasestorage.app`
 * @param options.now when the backup runs (names the folder)
 * @param options.exporter the Admin API client (default: a new FirestoreAdminClient)
 * @returns the export folder and operation name
 * @throws the API's error when the export cannot start (permissions, bucket) or fails; the
 *   scheduler then retries (index.ts retryCount)
 */
export async function backupFirestore(options: {
  projectId: string;
  bucket: string;
  now?: Date;
  exporter?: FirestoreExporter;
}): Promise<FirestoreBackupResult> {
  const exporter = options.exporter ?? (await defaultFirestoreExporter());
  const outputUriPrefix = backupOutputUri(options.bucket, options.now ?? new Date());
  const [operation] = await exporter.exportDocuments({
    name: exporter.databasePath(options.projectId, '(default)'),
    outputUriPrefix,
    collectionIds: [],
  });
  await operation.promise();
  return { outputUriPrefix, operation: operation.name ?? '' };
}

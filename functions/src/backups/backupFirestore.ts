/**
 * The daily backup (issue 33, docs/DECISIONS.md «Backups and restore»): at 03:00 in Madrid,
 * Firestore's managed export of the whole database (every collection, every company) to
 * gs://$BACKUP_BUCKET/firestore/<UTC minute>/. Not a command (no caller, no Hosting rewrite).
 * Retention is the bucket's lifecycle rule (deploy/backup-lifecycle.json); restoring is
 * `gcloud firestore import` of one folder (README, production set-up). The function's service
 * account needs the Cloud Datastore Import Export Admin role and write access to the bucket.
 * Without BACKUP_BUCKET (the emulators) it logs and does nothing; npm run deploy:check refuses a
 * production deploy without it.
 */
import { v1 } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { backupPrefix, validBackupBucket } from '../../../src/domain/backups';
import { REGION } from '../runtime/command';

export const backupFirestore = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'Europe/Madrid', region: REGION, timeoutSeconds: 300, retryCount: 2 },
  async () => {
    const bucket = process.env.BACKUP_BUCKET ?? '';
    if (!validBackupBucket(bucket)) {
      console.error(`backupFirestore: BACKUP_BUCKET «${bucket}» is not a bucket name; no backup was made.`);
      return;
    }
    const project = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? '';
    const client = new v1.FirestoreAdminClient();
    const outputUriPrefix = backupPrefix(bucket, new Date());
    // An empty collectionIds exports every collection; the operation runs on after this returns.
    const [operation] = await client.exportDocuments({ name: client.databasePath(project, '(default)'), outputUriPrefix, collectionIds: [] });
    console.log(`backupFirestore: export to ${outputUriPrefix} started (${operation.name})`);
  },
);

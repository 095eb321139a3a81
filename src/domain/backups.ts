/**
 * Backups (issue 33, docs/DECISIONS.md «Backups and restore»): the daily managed export of the
 * whole Firestore database to a Cloud Storage bucket, one folder per run. Pure: where a run writes
 * and whether the bucket setting is usable; the scheduled function (functions/src/backups) calls
 * Firestore's exportDocuments with it, and npm run deploy:check refuses a production deploy
 * without a valid bucket.
 */

/** A Cloud Storage bucket name (without gs://): 3–63 lower-case letters, digits, -, _ and dots, starting and ending alphanumeric. */
const BUCKET = /^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/;

export function validBackupBucket(value: string | undefined): boolean {
  const v = (value ?? '')
    .trim()
    .replace(/^gs:\/\//, '')
    .replace(/\/+$/, '');
  return BUCKET.test(v) && !v.includes('..') && !v.startsWith('goog');
}

/** gs://<bucket>/firestore/2026-11-29T0200Z: one folder per run, sorted by time (UTC, to the minute). */
export function backupPrefix(bucket: string, at: Date): string {
  const b = bucket
    .trim()
    .replace(/^gs:\/\//, '')
    .replace(/\/+$/, '');
  const stamp = at.toISOString().slice(0, 16).replace(/:/g, '');
  return `gs://${b}/firestore/${stamp}Z`;
}

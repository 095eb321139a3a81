import { describe, expect, it } from 'vitest';
import { backupPrefix, validBackupBucket } from './backups';

describe('validBackupBucket', () => {
  it.each([
    ['almacena-backups', true],
    ['gs://almacena-backups', true],
    ['gs://almacena-backups/', true],
    ['mi.empresa.backups_2026', true],
    ['', false],
    [undefined, false],
    ['ab', false],
    ['Almacena', false],
    ['almacena backups', false],
    ['-almacena', false],
    ['almacena..x', false],
    ['google-backups', false],
    ['a'.repeat(64), false],
    ['almacena/firestore', false],
  ])('%s → %s', (bucket, ok) => {
    expect(validBackupBucket(bucket)).toBe(ok);
  });
});

describe('backupPrefix', () => {
  it('one folder per run under firestore/, named by its UTC minute', () => {
    expect(backupPrefix('gs://almacena-backups/', new Date('2026-11-29T02:00:41.123Z'))).toBe('gs://almacena-backups/firestore/2026-11-29T0200Z');
    expect(backupPrefix('b-1', new Date('2027-01-01T00:05:00Z'))).toBe('gs://b-1/firestore/2027-01-01T0005Z');
  });
});

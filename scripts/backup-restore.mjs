// npm run backup:roundtrip: the restore procedure, rehearsed on the emulators (issue 33,
// docs/DECISIONS.md «Backups and restore»). It starts emulators on the 'restore' ports (shifted by
// ALMACENA_PORT_OFFSET) with an empty data folder, seeds the demo company, and takes a snapshot
// (seed/dataSnapshot.ts: every company's invariants and a fingerprint of every document and user);
// exports Firestore (the same export format as the managed export of a real project) and Auth,
// stops; starts FRESH emulators importing that export, and takes the snapshot again. It passes
// only when both snapshots report no broken invariant (stock = ledger, the stock summary,
// numbering, commitments, VERI*FACTU chains, tax aggregates) and the two fingerprints are equal.
// Exit code 0 on success, 1 otherwise. Run by npm test after the other suites.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, emulatorEnv, startEmulators } from './lib/emulators.mjs';
import { portsFor } from './lib/ports.mjs';
import { spawnGroup } from './lib/processes.mjs';
import { ensureNodeModules } from './lib/setup.mjs';

ensureNodeModules(ROOT);
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
let ports = portsFor('restore');
let env = { ...process.env, ...emulatorEnv(ports) };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'almacena-backup-'));
const log = (message) => console.log(`[backup] ${message}`);

async function tsx(file, args = []) {
  const child = spawnGroup(TSX, [file, ...args], { cwd: ROOT, env, output: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.child.stdout.setEncoding('utf8').on('data', (c) => (stdout += c));
  child.child.stderr.setEncoding('utf8').on('data', (c) => (stderr += c));
  const r = await child.closed;
  if (r.code !== 0) throw new Error(`${path.relative(ROOT, file)} failed (code ${r.code}):\n${stderr || stdout}`);
  return stdout;
}

async function snapshot(label) {
  const started = Date.now();
  const out = await tsx(path.join(ROOT, 'seed/dataSnapshot.ts'));
  const snap = JSON.parse(out.trim().split('\n').at(-1));
  const problems = snap.checks.flatMap((c) => c.problems.map((p) => `${c.corpId} [${p.check}] ${p.detail}`));
  log(
    `${label}: ${snap.documents} documents in ${Object.keys(snap.counts).length} collections, ${snap.users.count} users, ` +
      `${problems.length} broken invariants (${Date.now() - started} ms)`,
  );
  for (const p of problems) log(`  ${p}`);
  return { snap, problems };
}

/**
 * Starts the restore emulators; when one of their ports was taken between the free-port check and
 * the emulator's own bind (seen once in CI: «Could not start Authentication Emulator, port taken»),
 * tries again on ports shifted further, up to three times. The export is a folder, so the second
 * start need not use the first one's ports; the seed and snapshot follow `env`.
 */
async function startRestoreEmulators() {
  const shifts = [0, 37, 74];
  for (const [attempt, portShift] of shifts.entries()) {
    try {
      const started = await startEmulators({ kind: 'restore', dataDir, log, portShift });
      ports = started.ports;
      env = { ...process.env, ...emulatorEnv(ports) };
      return started;
    } catch (error) {
      const portProblem = /port taken|already in use|EADDRINUSE|is not open on/i.test(error.message);
      if (!portProblem || attempt === shifts.length - 1) throw error;
      log(`a port was taken (${error.message.split('\n')[0]}); trying again on ports shifted by ${shifts[attempt + 1]}`);
    }
  }
  throw new Error('unreachable');
}

let emulators = null;
let failed = [];
const started = Date.now();
try {
  log(`emulators (restore ports, Firestore ${ports.firestore}), empty, data folder ${dataDir}`);
  emulators = await startRestoreEmulators();
  log('seeding the demo company');
  await tsx(path.join(ROOT, 'seed/demo.ts'));
  const before = await snapshot('before the backup');
  log('export (Firestore and Auth), stop');
  await emulators.stop({ exportData: true });
  emulators = null;

  log('fresh emulators importing the export');
  emulators = await startRestoreEmulators();
  const after = await snapshot('after the restore');

  failed = [...before.problems.map((p) => `before: ${p}`), ...after.problems.map((p) => `after: ${p}`)];
  if (before.snap.documents === 0) failed.push('the demo seed wrote no documents');
  if (after.snap.sha256 !== before.snap.sha256) {
    failed.push('the restored documents differ from the backed-up ones');
    for (const key of new Set([...Object.keys(before.snap.counts), ...Object.keys(after.snap.counts)])) {
      if (before.snap.counts[key] !== after.snap.counts[key])
        failed.push(`  ${key}: ${before.snap.counts[key] ?? 0} → ${after.snap.counts[key] ?? 0}`);
    }
  }
  if (after.snap.users.sha256 !== before.snap.users.sha256)
    failed.push(`the restored users differ (${before.snap.users.count} → ${after.snap.users.count})`);
} catch (error) {
  failed.push(error.message);
} finally {
  await emulators?.stop({ force: failed.length > 0 }).catch((e) => failed.push(`stopping the emulators: ${e.message}`));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const seconds = Math.round((Date.now() - started) / 1000);
if (failed.length > 0) {
  console.error(`[backup] FAILED (${seconds} s):\n${failed.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
log(`round trip passed in ${seconds} s: the restore holds every document, user and invariant of the backup`);

/**
 * npm run deploy:check [-- --project <id>] [-- --secrets A,B]: the deploy preflight
 * (seed/deployPreflight.ts). Refuses a deploy whose settings disagree: VERI*FACTU test vs
 * production, producer unset or the emulators' placeholder, the build's producer or QR environment
 * other than the functions', a production BACKUP_BUCKET that is no bucket name; the command
 * contract, functions/src's exports, firebase.json's rewrites and CSP out of step; a field the
 * rules read that no code writes; with --secrets (the project's secrets, as `npm run go-live`
 * passes them), a secret the functions bind that the project lacks. Without --secrets it has no
 * network to ask, and lists the secrets that must exist. Also run by the functions' predeploy
 * (firebase.json). Exit 1 with the problems in Spanish, 0 when in step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPreflight } from '../seed/deployPreflight';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

function projectId(argv: string[]): string {
  const given = option(argv, '--project');
  if (given) return given;
  if (process.env.GCLOUD_PROJECT) return process.env.GCLOUD_PROJECT;
  try {
    const rc = JSON.parse(fs.readFileSync(path.join(ROOT, '.firebaserc'), 'utf8')) as { projects?: { default?: string } };
    return rc.projects?.default ?? '';
  } catch {
    return '';
  }
}

const argv = process.argv.slice(2);
const secretsArg = option(argv, '--secrets');
const report = runPreflight({
  root: ROOT,
  project: projectId(argv),
  secrets:
    secretsArg === undefined
      ? null
      : secretsArg
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
});
for (const line of report.summary) console.log(line);
for (const note of report.notes) console.log(`  · ${note}`);
if (report.problems.length === 0) {
  console.log('  Todo en orden.');
} else {
  for (const m of report.problems) console.error(`  ✗ ${m}`);
  console.error('No se despliega: corrige la configuración (README, «Production set-up»).');
  process.exit(1);
}

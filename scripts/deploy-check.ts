/**
 * npm run deploy:check [-- --project <id>]: refuses a deploy whose VERI*FACTU settings disagree
 * (src/domain/verifactu/scope.ts deploymentProblems): in production a producer unset, invalid or
 * the emulators' placeholder; the declaración responsable's producer (the build's
 * VITE_VERIFACTU_PRODUCER_*) other than the records' (the functions' VERIFACTU_PRODUCER_*); the
 * app's QR environment (VITE_VERIFACTU_ENV) other than the sending one (VERIFACTU_ENV); an
 * endpoint of the other environment; in production, a BACKUP_BUCKET that is no bucket name (the
 * daily export, functions/src/backups); App Check enforced by the functions (APP_CHECK=enforce) for
 * a build without a site key (VITE_APPCHECK_SITE_KEY), or an APP_CHECK that is neither «enforce»
 * nor «off» (src/domain/appCheck.ts appCheckProblems; its warnings are said and do not stop the
 * deploy). Also run by the functions' predeploy (firebase.json).
 *
 * It reads what each side deploys with: the functions' functions/.env and functions/.env.<project>
 * (Firebase's order), the build's .env, .env.local, .env.production, .env.production.local
 * (Vite's order for `vite build`). Exit 1 with the problems in Spanish, 0 when in step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_CHECK_PROBLEM_MESSAGES, appCheckProblems } from '../src/domain/appCheck';
import { validBackupBucket } from '../src/domain/backups';
import { DEPLOYMENT_PROBLEM_MESSAGES, deploymentProblems } from '../src/domain/verifactu/scope';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseDotenv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!m) continue;
    let value = m[2]!.trim();
    if ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"))) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, '');
    out[m[1]!] = value;
  }
  return out;
}

function readEnv(files: string[]): { values: Record<string, string>; read: string[] } {
  const values: Record<string, string> = {};
  const read: string[] = [];
  for (const file of files) {
    const full = path.join(ROOT, file);
    if (!fs.existsSync(full)) continue;
    Object.assign(values, parseDotenv(fs.readFileSync(full, 'utf8')));
    read.push(file);
  }
  return { values, read };
}

function projectId(argv: string[]): string {
  const i = argv.indexOf('--project');
  if (i >= 0 && argv[i + 1]) return argv[i + 1]!;
  if (process.env.GCLOUD_PROJECT) return process.env.GCLOUD_PROJECT;
  try {
    const rc = JSON.parse(fs.readFileSync(path.join(ROOT, '.firebaserc'), 'utf8')) as { projects?: { default?: string } };
    return rc.projects?.default ?? '';
  } catch {
    return '';
  }
}

const project = projectId(process.argv.slice(2));
const functionsEnv = readEnv(['functions/.env', ...(project ? [`functions/.env.${project}`] : [])]);
const buildEnv = readEnv(['.env', '.env.local', '.env.production', '.env.production.local']);
const f = functionsEnv.values;
const b = buildEnv.values;
const problems = deploymentProblems({
  environment: f.VERIFACTU_ENV,
  endpoint: f.VERIFACTU_ENDPOINT,
  producerName: f.VERIFACTU_PRODUCER_NAME,
  producerNif: f.VERIFACTU_PRODUCER_NIF,
  declaration: { name: b.VITE_VERIFACTU_PRODUCER_NAME, nif: b.VITE_VERIFACTU_PRODUCER_NIF },
  qrEnvironment: b.VITE_VERIFACTU_ENV ?? '',
});
const environment = f.VERIFACTU_ENV === 'production' ? 'producción' : 'pruebas';
console.log(`Comprobación de VERI*FACTU para el proyecto «${project || '(sin proyecto)'}», entorno de ${environment}.`);
console.log(
  `  Funciones: ${functionsEnv.read.join(', ') || '(ningún fichero .env)'}; aplicación: ${buildEnv.read.join(', ') || '(ningún fichero .env)'}.`,
);
// Backups (issue 33): a production deploy makes its daily export to a bucket (functions/src/backups).
const messages = problems.map((p) => DEPLOYMENT_PROBLEM_MESSAGES[p]);
if (f.VERIFACTU_ENV === 'production' && !validBackupBucket(f.BACKUP_BUCKET)) {
  messages.push(
    `BACKUP_BUCKET («${f.BACKUP_BUCKET ?? ''}») no es el nombre de un bucket de Cloud Storage: en producción la copia diaria de Firestore va a él (README, «Production set-up»).`,
  );
}
// Abuse protection (issue 33): App Check on both sides or neither (README, «Production set-up»).
const appCheck = appCheckProblems({ mode: f.APP_CHECK, siteKey: b.VITE_APPCHECK_SITE_KEY, production: f.VERIFACTU_ENV === 'production' });
messages.push(...appCheck.refuse.map((p) => APP_CHECK_PROBLEM_MESSAGES[p]));
for (const p of appCheck.warn) console.warn(`  ⚠ ${APP_CHECK_PROBLEM_MESSAGES[p]}`);
if (messages.length === 0) {
  console.log('  Todo en orden.');
} else {
  for (const m of messages) console.error(`  ✗ ${m}`);
  console.error('No se despliega: corrige la configuración (README, «Production set-up»).');
  process.exit(1);
}

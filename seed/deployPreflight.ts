/**
 * The deploy preflight (issue 33): `npm run deploy:check` (scripts/deploy-check.ts, also the
 * functions' predeploy in firebase.json) and `npm run go-live` (seed/goLive.ts) run it and refuse
 * to deploy on any problem. It reads what each side deploys with and passes it to the pure checks:
 *
 * - VERI*FACTU (src/domain/verifactu/scope.ts deploymentProblems), the backup bucket
 *   (src/domain/backups.ts) and App Check on both sides or neither (src/domain/appCheck.ts: its
 *   warnings are notes, they do not stop the deploy), from the functions' functions/.env and functions/.env.<project>
 *   (Firebase's order) and the build's .env, .env.local, .env.production, .env.production.local
 *   (Vite's order for `vite build`);
 * - the command contract against functions/src's exports, firebase.json's rewrites and CSP, the
 *   secrets the functions bind, and the fields firestore.rules reads (src/domain/deploy/preflight.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_CHECK_PROBLEM_MESSAGES, appCheckProblems } from '../src/domain/appCheck';
import { validBackupBucket } from '../src/domain/backups';
import { COMMANDS, COMMANDS_PATH, FUNCTIONS_REGION } from '../src/domain/commands';
import {
  commandProblems,
  declaredSecrets,
  exportedCommands,
  hostingCsp,
  hostingProblems,
  rulesFieldProblems,
  secretProblems,
  type SourceFile,
} from '../src/domain/deploy/preflight';
import { parseDotenv } from '../src/domain/deploy/settings';
import { DEPLOYMENT_PROBLEM_MESSAGES, deploymentProblems } from '../src/domain/verifactu/scope';

export interface PreflightOptions {
  root: string;
  /** The Firebase project ('' when none is known: only functions/.env is read). */
  project: string;
  /** The secrets the project has; null when unknown (no network). */
  secrets: readonly string[] | null;
}

export interface PreflightReport {
  /** What was read, for the first lines of the output. */
  summary: string[];
  problems: string[];
  notes: string[];
}

export const FUNCTIONS_ENV_FILES = (project: string) => ['functions/.env', ...(project ? [`functions/.env.${project}`] : [])];
export const BUILD_ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];

export function readEnvFiles(root: string, files: readonly string[]): { values: Record<string, string>; read: string[] } {
  const values: Record<string, string> = {};
  const read: string[] = [];
  for (const file of files) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue;
    Object.assign(values, parseDotenv(fs.readFileSync(full, 'utf8')));
    read.push(file);
  }
  return { values, read };
}

/** Every non-test .ts/.tsx file under `dir` (relative to root). */
export function sourceFiles(root: string, dir: string): SourceFile[] {
  const base = path.join(root, dir);
  if (!fs.existsSync(base)) return [];
  return fs
    .readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.split(path.sep).includes('node_modules'))
    .map((f) => ({ path: path.posix.join(dir, f.split(path.sep).join('/')), text: fs.readFileSync(path.join(base, f), 'utf8') }));
}

export function runPreflight({ root, project, secrets }: PreflightOptions): PreflightReport {
  const functionsEnv = readEnvFiles(root, FUNCTIONS_ENV_FILES(project));
  const buildEnv = readEnvFiles(root, BUILD_ENV_FILES);
  const f = functionsEnv.values;
  const b = buildEnv.values;
  const problems = deploymentProblems({
    environment: f.VERIFACTU_ENV,
    endpoint: f.VERIFACTU_ENDPOINT,
    producerName: f.VERIFACTU_PRODUCER_NAME,
    producerNif: f.VERIFACTU_PRODUCER_NIF,
    declaration: { name: b.VITE_VERIFACTU_PRODUCER_NAME, nif: b.VITE_VERIFACTU_PRODUCER_NIF },
    qrEnvironment: b.VITE_VERIFACTU_ENV ?? '',
  }).map((p) => DEPLOYMENT_PROBLEM_MESSAGES[p]);
  // Backups: a production deploy makes its daily export to a bucket (functions/src/backups).
  if (f.VERIFACTU_ENV === 'production' && !validBackupBucket(f.BACKUP_BUCKET)) {
    problems.push(
      `BACKUP_BUCKET («${f.BACKUP_BUCKET ?? ''}») no es el nombre de un bucket de Cloud Storage: en producción la copia diaria de Firestore va a él (README, «Production set-up»).`,
    );
  }

  // Abuse protection: App Check enforced by the functions needs the build's site key.
  const appCheck = appCheckProblems({ mode: f.APP_CHECK, siteKey: b.VITE_APPCHECK_SITE_KEY, production: f.VERIFACTU_ENV === 'production' });
  problems.push(...appCheck.refuse.map((p) => APP_CHECK_PROBLEM_MESSAGES[p]));

  const functionsSrc = sourceFiles(root, 'functions/src');
  const indexFiles = functionsSrc.filter((s) => /^functions\/src\/[^/]+\/index\.ts$/.test(s.path) && !s.path.startsWith('functions/src/runtime/'));
  const exported = exportedCommands(indexFiles);
  const contract = Object.keys(COMMANDS);
  problems.push(...commandProblems(contract, exported));

  const firebaseJson = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    hosting?: { rewrites?: []; headers?: { source?: string; headers?: { key?: string; value?: string }[] }[] };
  };
  const hosting = firebaseJson.hosting ?? {};
  problems.push(
    ...hostingProblems({ rewrites: hosting.rewrites ?? [], csp: hostingCsp(hosting) }, contract, exported, {
      region: FUNCTIONS_REGION,
      commandsPath: COMMANDS_PATH,
      project: project || undefined,
    }),
  );

  const secretCheck = secretProblems(declaredSecrets(functionsSrc), secrets);
  problems.push(...secretCheck.problems);

  const rules = fs.readFileSync(path.join(root, 'firestore.rules'), 'utf8');
  problems.push(...rulesFieldProblems(rules, [...sourceFiles(root, 'src'), ...functionsSrc]));

  const environment = f.VERIFACTU_ENV === 'production' ? 'producción' : 'pruebas';
  return {
    summary: [
      `Comprobación del despliegue del proyecto «${project || '(sin proyecto)'}», VERI*FACTU en entorno de ${environment}.`,
      `  Funciones: ${functionsEnv.read.join(', ') || '(ningún fichero .env)'}; aplicación: ${buildEnv.read.join(', ') || '(ningún fichero .env)'}.`,
      `  ${contract.length} órdenes en el contrato, ${exported.length} exportadas por functions/src.`,
    ],
    problems,
    notes: [...appCheck.warn.map((p) => `⚠ ${APP_CHECK_PROBLEM_MESSAGES[p]}`), ...secretCheck.notes],
  };
}

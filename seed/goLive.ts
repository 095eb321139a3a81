/**
 * `npm run go-live -- --project <id>` (issue 33; README «Production set-up», docs/DECISIONS.md
 * «Going live»): from a fresh clone to a live project in one command, and again as an update
 * deploy. Each step is safe to repeat: it reads what is there first and only adds what is missing.
 *
 *   1. Herramientas y proyecto: the Firebase CLI and its login, the project, its plan (Blaze, via
 *      gcloud when installed) and Firestore's location (created in FUNCTIONS_REGION when missing).
 *   2. Configuración web: the project's web app (created when there is none) → VITE_FIREBASE_* in
 *      .env.production.local; other keys in that file are kept.
 *   3. Ajustes de las funciones: functions/.env.<project> from prompts whose defaults are what is
 *      there; the build's VERI*FACTU variables copied from them; the secrets the functions bind,
 *      set only when the project lacks them.
 *   4. Comprobación previa (seed/deployPreflight.ts, also `npm run deploy:check`): stops on any problem.
 *   5. Build and deploy rules, indexes, functions and hosting together.
 *   6. Primera empresa: the first company and its superadmin (seed/firstCompany.ts), only while the
 *      project has none, and a link for the owner to set a password.
 *
 * Everything outside goes through injected runners (`run` for commands, `prompt` for questions,
 * `files` for the .env files, `firstCompany` for the Admin SDK), so seed/goLive.test.ts drives it
 * with fakes. `--emulators` (the rehearsal) runs steps 4 and 6 against the running emulators and
 * prints the commands of the others.
 */
import { FUNCTIONS_REGION } from '../src/domain/commands';
import {
  cliResult,
  listsProject,
  buildVerifactuEnv,
  parseDotenv,
  updateDotenv,
  validProjectId,
  webAppIds,
  webConfigEnv,
  type WebSdkConfig,
} from '../src/domain/deploy/settings';
import { validBackupBucket } from '../src/domain/backups';
import { validateTaxId } from '../src/domain/taxId';
import type { FirstCompanyInput, FirstCompanyResult } from './firstCompany';
import type { PreflightReport } from './deployPreflight';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}
/** Runs a command; `input` goes to its stdin; `echo` shows its output as it runs (long steps). */
export type Run = (cmd: string, args: string[], options?: { input?: string; echo?: boolean }) => Promise<RunResult>;
/** Asks; an empty answer takes `byDefault`. */
export type Prompt = (question: string, byDefault?: string) => Promise<string>;
export interface Files {
  read(path: string): string | null;
  write(path: string, text: string): void;
}

export interface GoLiveDeps {
  run: Run;
  prompt: Prompt;
  files: Files;
  log: (line: string) => void;
  /** `firebase`, as the script finds it (node_modules/.bin). */
  firebase: string;
  preflight: (project: string, secrets: readonly string[] | null) => PreflightReport;
  /** The secrets the functions bind (seed/deployPreflight.ts declaredSecrets over functions/src). */
  declaredSecrets: readonly string[];
  /** The ids of the companies the project has (none on a fresh project). */
  companies: () => Promise<string[]>;
  firstCompany: (input: FirstCompanyInput) => Promise<FirstCompanyResult>;
  today?: () => string;
}

export class GoLiveStop extends Error {}

const stop = (message: string): never => {
  throw new GoLiveStop(message);
};

const WEB_ENV = '.env.production.local';
const functionsEnvFile = (project: string) => `functions/.env.${project}`;

async function firebaseJson(deps: GoLiveDeps, args: string[]): Promise<unknown> {
  const out = await deps.run(deps.firebase, [...args, '--json']);
  return out.code === 0 ? cliResult(out.stdout) : null;
}

// ---- 1 ----------------------------------------------------------------------------------------

export async function checkToolsAndProject(deps: GoLiveDeps, project: string): Promise<void> {
  deps.log('1. Herramientas y proyecto');
  const version = await deps.run(deps.firebase, ['--version']);
  if (version.code !== 0) stop('No encuentro la CLI de Firebase (node_modules/.bin/firebase): ejecuta npm ci.');
  const logins = await firebaseJson(deps, ['login:list']);
  if (!Array.isArray(logins) || logins.length === 0)
    stop('La CLI de Firebase no tiene sesión: ejecuta «npx firebase login» con la cuenta propietaria del proyecto.');
  deps.log(`   Sesión: ${(logins as { user?: { email?: string } }[]).map((l) => l.user?.email ?? '?').join(', ')}.`);
  if (!listsProject(await firebaseJson(deps, ['projects:list']), project))
    stop(`La cuenta no ve el proyecto «${project}»: créalo en la consola de Firebase (plan Blaze) o inicia sesión con otra cuenta.`);

  const billing = await deps.run('gcloud', ['billing', 'projects', 'describe', project, '--format=json']);
  if (billing.code === 0) {
    const enabled = (() => {
      try {
        return (JSON.parse(billing.stdout) as { billingEnabled?: boolean }).billingEnabled === true;
      } catch {
        return false;
      }
    })();
    if (!enabled)
      stop(`El proyecto «${project}» no tiene facturación (plan Blaze): Cloud Functions la necesita. Actívala en la consola y vuelve a ejecutar.`);
    deps.log('   Plan Blaze (facturación activa).');
  } else {
    deps.log('   No puedo comprobar el plan sin gcloud: si el proyecto no está en Blaze, el despliegue de las funciones lo dirá y se detendrá.');
  }

  const database = (await firebaseJson(deps, ['firestore:databases:get', '(default)', '--project', project])) as { locationId?: string } | null;
  if (!database?.locationId) {
    deps.log(`   Firestore no existe aún: lo creo en ${FUNCTIONS_REGION}.`);
    const made = await deps.run(deps.firebase, ['firestore:databases:create', '(default)', '--location', FUNCTIONS_REGION, '--project', project]);
    if (made.code !== 0) stop(`No se pudo crear Firestore en ${FUNCTIONS_REGION}: ${made.stderr.trim() || made.stdout.trim()}`);
  } else if (database.locationId !== FUNCTIONS_REGION) {
    deps.log(
      `   Aviso: Firestore está en ${database.locationId} y las funciones en ${FUNCTIONS_REGION}: funciona, pero cada orden cruza regiones (más latencia). No se puede cambiar.`,
    );
  } else {
    deps.log(`   Firestore en ${FUNCTIONS_REGION}.`);
  }
}

// ---- 2 ----------------------------------------------------------------------------------------

export async function writeWebConfig(deps: GoLiveDeps, project: string): Promise<void> {
  deps.log('2. Configuración web');
  let appId = webAppIds(await firebaseJson(deps, ['apps:list', 'WEB', '--project', project]))[0];
  if (!appId) {
    deps.log('   El proyecto no tiene aplicación web: la creo («Almacena»).');
    const made = (await firebaseJson(deps, ['apps:create', 'WEB', 'Almacena', '--project', project])) as { appId?: string } | null;
    appId = made?.appId ?? stop('No se pudo crear la aplicación web (firebase apps:create).');
  }
  const answer = (await firebaseJson(deps, ['apps:sdkconfig', 'WEB', appId, '--project', project])) as { sdkConfig?: WebSdkConfig } | null;
  const config = answer?.sdkConfig ?? (answer as WebSdkConfig | null);
  const env = webConfigEnv(config ?? {}, project);
  if (!env.ok) return stop(env.problem);
  deps.files.write(WEB_ENV, updateDotenv(deps.files.read(WEB_ENV) ?? '', env.env));
  deps.log(`   ${WEB_ENV}: ${Object.keys(env.env).join(', ')} (aplicación ${appId}).`);
}

// ---- 3 ----------------------------------------------------------------------------------------

async function ask(deps: GoLiveDeps, question: string, byDefault: string, valid: (v: string) => string | null): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = (await deps.prompt(question, byDefault)).trim();
    const problem = valid(answer);
    if (!problem) return answer;
    deps.log(`   ✗ ${problem}`);
  }
  return stop(`Respuesta no válida: ${question}`);
}

const anything = () => null;

export async function writeFunctionsSettings(deps: GoLiveDeps, project: string): Promise<void> {
  deps.log('3. Ajustes de las funciones');
  const file = functionsEnvFile(project);
  const was = parseDotenv(deps.files.read(file) ?? '');
  const env = await ask(deps, 'Entorno de VERI*FACTU (test o production)', was.VERIFACTU_ENV || 'test', (v) =>
    v === 'test' || v === 'production' ? null : 'Escribe «test» o «production».',
  );
  const production = env === 'production';
  const values: Record<string, string> = { VERIFACTU_ENV: env };
  values.VERIFACTU_PRODUCER_NAME = await ask(
    deps,
    'Productor del sistema: razón social de quien opera Almacena',
    was.VERIFACTU_PRODUCER_NAME ?? '',
    (v) => (production && !v ? 'En producción hace falta el productor.' : null),
  );
  values.VERIFACTU_PRODUCER_NIF = await ask(deps, 'Productor del sistema: NIF', was.VERIFACTU_PRODUCER_NIF ?? '', (v) => {
    if (!v && !production) return null;
    const checked = validateTaxId(v);
    return checked.ok ? null : 'El NIF no es válido.';
  });
  if (values.VERIFACTU_PRODUCER_NIF) values.VERIFACTU_PRODUCER_NIF = (validateTaxId(values.VERIFACTU_PRODUCER_NIF) as { value: string }).value;
  values.BACKUP_BUCKET = await ask(deps, 'Bucket de la copia diaria de Firestore', was.BACKUP_BUCKET || `${project}-backups`, (v) =>
    validBackupBucket(v) ? null : 'No es el nombre de un bucket de Cloud Storage.',
  );
  values.SMTP_HOST = await ask(deps, 'Servidor SMTP para «Enviar por e-mail» (vacío: sin e-mail)', was.SMTP_HOST ?? '', anything);
  if (values.SMTP_HOST) {
    values.SMTP_PORT = await ask(deps, 'Puerto SMTP', was.SMTP_PORT || '587', (v) =>
      /^\d{1,5}$/.test(v) && Number(v) <= 65535 ? null : 'No es un puerto.',
    );
    values.SMTP_USER = await ask(deps, 'Usuario SMTP (vacío: sin usuario)', was.SMTP_USER ?? '', anything);
    values.SMTP_FROM = await ask(deps, 'Remitente («Empresa <facturas@empresa.es>»)', was.SMTP_FROM ?? '', (v) =>
      /@/.test(v) ? null : 'Falta la dirección.',
    );
  }
  const kept = Object.keys(was).filter((k) => !(k in values));
  deps.files.write(file, updateDotenv(deps.files.read(file) ?? '', values));
  deps.log(`   ${file}: ${Object.keys(values).join(', ')}${kept.length ? `; sin tocar: ${kept.join(', ')}` : ''}.`);

  // The build's VERI*FACTU settings follow the functions' (deploy:check refuses any difference).
  const build: Record<string, string> = buildVerifactuEnv(values);
  if (production) {
    const web = parseDotenv(deps.files.read(WEB_ENV) ?? '');
    build.VITE_VERIFACTU_PRODUCER_ADDRESS = await ask(
      deps,
      'Domicilio del productor (declaración responsable)',
      web.VITE_VERIFACTU_PRODUCER_ADDRESS ?? '',
      (v) => (v ? null : 'Hace falta el domicilio.'),
    );
    build.VITE_VERIFACTU_DECLARATION_PLACE = await ask(
      deps,
      'Lugar de firma de la declaración responsable',
      web.VITE_VERIFACTU_DECLARATION_PLACE ?? '',
      (v) => (v ? null : 'Hace falta el lugar.'),
    );
    build.VITE_VERIFACTU_DECLARATION_DATE = await ask(
      deps,
      'Fecha de la declaración responsable (AAAA-MM-DD)',
      web.VITE_VERIFACTU_DECLARATION_DATE || (deps.today?.() ?? new Date().toISOString().slice(0, 10)),
      (v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? null : 'Formato AAAA-MM-DD.'),
    );
  }
  deps.files.write(WEB_ENV, updateDotenv(deps.files.read(WEB_ENV) ?? '', build));
  deps.log(`   ${WEB_ENV}: ${Object.keys(build).join(', ')}.`);
}

/** The secrets the project has among those the functions bind (`functions:secrets:get` answers 0). */
export async function presentSecrets(deps: GoLiveDeps, project: string): Promise<string[]> {
  const present: string[] = [];
  for (const name of deps.declaredSecrets) {
    const got = await deps.run(deps.firebase, ['functions:secrets:get', name, '--project', project]);
    if (got.code === 0) present.push(name);
  }
  return present;
}

/** What a missing secret holds until the real one is set: the deploy needs every bound secret to exist. */
const SECRET_PLACEHOLDERS: Record<string, { question: string; placeholder: string }> = {
  VERIFACTU_CERTIFICATES: {
    question: 'Fichero JSON con los certificados de VERI*FACTU ({"<NIF>": {"cert", "key"}}; vacío: {} hasta tenerlos)',
    placeholder: '{}',
  },
  SMTP_PASSWORD: { question: 'Fichero con la contraseña SMTP (vacío: sin contraseña, solo si no hay usuario SMTP)', placeholder: '-' },
};

export async function setMissingSecrets(deps: GoLiveDeps, project: string): Promise<string[]> {
  const present = await presentSecrets(deps, project);
  for (const name of deps.declaredSecrets.filter((s) => !present.includes(s))) {
    const known = SECRET_PLACEHOLDERS[name];
    const path = await deps.prompt(`Falta el secreto ${name}. ${known?.question ?? 'Fichero con su valor'}`, '');
    let value: string | null;
    if (path.trim()) {
      value = deps.files.read(path.trim());
      if (value === null) stop(`No puedo leer ${path.trim()}.`);
    } else {
      value = known?.placeholder ?? stop(`El secreto ${name} necesita un valor.`);
    }
    const set = await deps.run(deps.firebase, ['functions:secrets:set', name, '--data-file', '-', '--project', project], { input: value! });
    if (set.code !== 0) stop(`No se pudo crear el secreto ${name}: ${set.stderr.trim() || set.stdout.trim()}`);
    deps.log(`   Secreto ${name} creado${path.trim() ? '' : ' (valor provisional)'}.`);
    present.push(name);
  }
  if (present.length === deps.declaredSecrets.length) deps.log(`   Secretos: ${present.join(', ')}.`);
  return present;
}

// ---- 4 ----------------------------------------------------------------------------------------

export function preflight(deps: GoLiveDeps, project: string, secrets: readonly string[] | null): void {
  deps.log('4. Comprobación previa');
  const report = deps.preflight(project, secrets);
  for (const line of report.summary) deps.log(`   ${line.trim()}`);
  for (const note of report.notes) deps.log(`   · ${note}`);
  if (report.problems.length) {
    for (const p of report.problems) deps.log(`   ✗ ${p}`);
    stop('No se despliega: corrige la configuración y vuelve a ejecutar (README, «Production set-up»).');
  }
  deps.log('   Todo en orden.');
}

// ---- 5 ----------------------------------------------------------------------------------------

export const DEPLOY_TARGETS = 'firestore:rules,firestore:indexes,functions,hosting';

export async function buildAndDeploy(deps: GoLiveDeps, project: string): Promise<void> {
  deps.log('5. Compilación y despliegue');
  const build = await deps.run('npm', ['run', 'build'], { echo: true });
  if (build.code !== 0) stop('La compilación falló (npm run build).');
  const deploy = await deps.run(deps.firebase, ['deploy', '--project', project, '--only', DEPLOY_TARGETS, '--non-interactive'], { echo: true });
  if (deploy.code !== 0) {
    const out = `${deploy.stdout}\n${deploy.stderr}`;
    if (/blaze|billing|pay-as-you-go/i.test(out))
      stop(`El proyecto «${project}» no está en el plan Blaze: Cloud Functions lo necesita. Cámbialo en la consola y vuelve a ejecutar.`);
    stop('El despliegue falló (arriba, la salida de firebase deploy). Se puede volver a ejecutar.');
  }
}

// ---- 6 ----------------------------------------------------------------------------------------

export async function firstCompanyStep(deps: GoLiveDeps): Promise<FirstCompanyResult> {
  deps.log('6. Primera empresa y superadministrador');
  const text = (max: number) => (v: string) => (v && v.length <= max ? null : `De 1 a ${max} caracteres.`);
  const existing = await deps.companies();
  if (existing.length) {
    deps.log(`   Ya hay empresa (${existing.join(', ')}): no se crea nada. Los demás usuarios y empresas se crean desde la aplicación.`);
    return { created: false, reason: 'companyExists', corpIds: existing };
  }
  const name = await ask(deps, 'Nombre comercial de la empresa', '', text(120));
  const input: FirstCompanyInput = {
    name,
    legalName: await ask(deps, 'Razón social', name, text(200)),
    nif: await ask(deps, 'NIF de la empresa', '', (v) => {
      const checked = validateTaxId(v);
      return checked.ok ? null : 'El NIF no es válido (revisa la letra o el dígito de control).';
    }),
    address: await ask(deps, 'Domicilio', '', text(200)),
    postalCode: await ask(deps, 'Código postal', '', (v) => (/^\d{5}$/.test(v) ? null : 'Cinco cifras.')),
    city: await ask(deps, 'Población', '', text(100)),
    province: await ask(deps, 'Provincia', '', text(100)),
    ownerName: await ask(deps, 'Nombre del propietario (superadministrador)', '', text(100)),
    ownerEmail: await ask(deps, 'E-mail del propietario', '', (v) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? null : 'No es un e-mail.')),
  };
  const result = await deps.firstCompany(input);
  if (result.created) {
    deps.log(`   Empresa ${result.corpId} y superadministrador ${input.ownerEmail} creados.`);
    deps.log(`   Enlace para que el propietario elija su contraseña (caduca en una hora):\n   ${result.link}`);
  } else if (result.reason === 'companyExists') {
    deps.log(`   Ya hay empresa (${result.corpIds.join(', ')}): no se crea nada.`);
  } else {
    for (const m of result.messages) deps.log(`   ✗ ${m}`);
    stop('Los datos de la empresa no son válidos: vuelve a ejecutar.');
  }
  return result;
}

// ---- the whole ----------------------------------------------------------------------------------

export interface GoLiveOptions {
  project: string;
  /** The rehearsal: preflight and first company against the running emulators, the rest printed. */
  emulators: boolean;
}

export async function goLive(deps: GoLiveDeps, options: GoLiveOptions): Promise<void> {
  const { project } = options;
  if (!validProjectId(project)) stop(`«${project}» no es un identificador de proyecto de Firebase.`);
  if (options.emulators) {
    deps.log(`Ensayo en los emuladores (proyecto ${project}): los pasos 1, 2, 3 y 5 se describen, no se ejecutan.`);
    deps.log(`1. ${deps.firebase} login:list / projects:list / firestore:databases:get (default) --project <id>`);
    deps.log(`2. ${deps.firebase} apps:list WEB / apps:sdkconfig WEB <appId> → ${WEB_ENV}`);
    deps.log(`3. ${functionsEnvFile('<id>')}; secretos ${deps.declaredSecrets.join(', ')} (functions:secrets:get/set)`);
    preflight(deps, project, null);
    deps.log(`5. npm run build; ${deps.firebase} deploy --project <id> --only ${DEPLOY_TARGETS}`);
    await firstCompanyStep(deps);
    return;
  }
  await checkToolsAndProject(deps, project);
  await writeWebConfig(deps, project);
  await writeFunctionsSettings(deps, project);
  const secrets = await setMissingSecrets(deps, project);
  preflight(deps, project, secrets);
  await buildAndDeploy(deps, project);
  await firstCompanyStep(deps);
  deps.log('Listo. Queda a mano (README, «Production set-up»): Authentication → E-mail/contraseña y plantillas, App Check, dominio.');
}

/**
 * `npm run go-live`'s pure parts (issue 33, docs/DECISIONS.md «Going live»): reading and updating
 * the .env files without losing what someone else put there, the web app's config as the build's
 * VITE_FIREBASE_* variables, and what the Firebase CLI's JSON answers say about the project.
 */

/** KEY=value lines (Firebase's and Vite's dotenv: `#` comments, optional quotes, `export `). */
export function parseDotenv(text: string): Record<string, string> {
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

function quoted(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error('Un valor de .env no puede tener saltos de línea.');
  if (/^[A-Za-z0-9_./:@+-]*$/.test(value)) return value;
  // Vite's and Firebase's dotenv read quotes but no escapes alike: one kind of quote or the other.
  if (!value.includes('"')) return `"${value}"`;
  if (!value.includes("'")) return `'${value}'`;
  throw new Error('Un valor de .env no puede tener comillas simples y dobles a la vez.');
}

/**
 * The file with `values` set: a key already there is rewritten in its line (comments and every
 * other line kept as they were), a new key is appended. Keys not in `values` are never touched.
 */
export function updateDotenv(existing: string, values: Readonly<Record<string, string>>): string {
  const pending = new Map(Object.entries(values));
  const lines = existing === '' ? [] : existing.replace(/\r?\n$/, '').split(/\r?\n/);
  const out = lines.map((line) => {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line);
    if (!m || !pending.has(m[1]!)) return line;
    const value = pending.get(m[1]!)!;
    pending.delete(m[1]!);
    return `${m[1]}=${quoted(value)}`;
  });
  for (const [key, value] of pending) out.push(`${key}=${quoted(value)}`);
  return out.length ? `${out.join('\n')}\n` : '';
}

/** What `firebase apps:sdkconfig WEB <appId> --json` returns under result.sdkConfig. */
export interface WebSdkConfig {
  apiKey?: string;
  authDomain?: string;
  projectId?: string;
  appId?: string;
  storageBucket?: string;
  messagingSenderId?: string;
}

/** The build's variables for src/firebase/config.ts; refuses a config of another project or without a key. */
export function webConfigEnv(config: WebSdkConfig, project: string): { ok: true; env: Record<string, string> } | { ok: false; problem: string } {
  if (config.projectId !== project)
    return { ok: false, problem: `La configuración web es del proyecto «${config.projectId ?? ''}», no de «${project}».` };
  if (!config.apiKey || !config.appId || !config.authDomain)
    return { ok: false, problem: 'La configuración web no trae apiKey, appId y authDomain.' };
  const env: Record<string, string> = {
    VITE_FIREBASE_API_KEY: config.apiKey,
    VITE_FIREBASE_AUTH_DOMAIN: config.authDomain,
    VITE_FIREBASE_PROJECT_ID: config.projectId,
    VITE_FIREBASE_APP_ID: config.appId,
  };
  if (config.storageBucket) env.VITE_FIREBASE_STORAGE_BUCKET = config.storageBucket;
  if (config.messagingSenderId) env.VITE_FIREBASE_MESSAGING_SENDER_ID = config.messagingSenderId;
  return { ok: true, env };
}

/** The `result` of a `firebase … --json` answer, or null when it is not a successful one. */
export function cliResult(stdout: string): unknown {
  try {
    const answer = JSON.parse(stdout) as { status?: string; result?: unknown };
    return answer.status === 'success' ? (answer.result ?? null) : null;
  } catch {
    return null;
  }
}

/** The web apps of `firebase apps:list WEB --json`. */
export function webAppIds(result: unknown): string[] {
  if (!Array.isArray(result)) return [];
  return result
    .filter((a): a is { appId: string; platform?: string } => typeof a?.appId === 'string')
    .filter((a) => !a.platform || a.platform === 'WEB')
    .map((a) => a.appId);
}

/** Whether `firebase projects:list --json` lists the project. */
export function listsProject(result: unknown, project: string): boolean {
  return Array.isArray(result) && result.some((p) => p?.projectId === project);
}

/** A Firebase project id: 6–30 lower-case letters, digits and hyphens, starting with a letter. */
export function validProjectId(id: string): boolean {
  return /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(id);
}

/**
 * The build's VERI*FACTU settings follow the functions' (deploymentProblems refuses any
 * difference): the QR's environment and the producer of the declaración responsable.
 */
export function buildVerifactuEnv(functionsEnv: Readonly<Record<string, string>>): Record<string, string> {
  const env: Record<string, string> = { VITE_VERIFACTU_ENV: functionsEnv.VERIFACTU_ENV || 'test' };
  if (functionsEnv.VERIFACTU_PRODUCER_NAME) env.VITE_VERIFACTU_PRODUCER_NAME = functionsEnv.VERIFACTU_PRODUCER_NAME;
  if (functionsEnv.VERIFACTU_PRODUCER_NIF) env.VITE_VERIFACTU_PRODUCER_NIF = functionsEnv.VERIFACTU_PRODUCER_NIF;
  return env;
}

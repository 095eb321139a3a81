/**
 * The deploy preflight's static checks (issue 33, docs/DECISIONS.md «Going live»): what a deploy
 * would send that does not fit together, found from the files alone, before anything is built or
 * deployed. Pure: the callers (scripts/deploy-check.ts, seed/deployPreflight.ts) read the files and
 * pass their text; every check returns the problems in Spanish, none when in step.
 *
 * - commandProblems: the command contract (COMMANDS) and the functions exported by
 *   functions/src/<area>/index.ts, both ways (scheduled functions are marked `// scheduled`).
 * - hostingProblems: the app calls each command at /api/<name> on its own origin (src/firebase/
 *   functions.ts), so Hosting must rewrite it to the function of that name in FUNCTIONS_REGION, no
 *   rewrite may name a function that is not exported, and the CSP's connect-src must allow 'self'
 *   and the Firestore and Auth endpoints. A cloudfunctions.net host is not required: the app never
 *   calls it (allowing it would only widen the policy); if connect-src names one, it must be the
 *   functions' region of this project.
 * - secretProblems: the secrets the functions bind (`export const …SECRET = 'NAME'` in
 *   functions/src) must exist in the project, since a deploy of a function bound to a missing secret
 *   fails half-way. Without the project's list (no network) the check cannot know: it says so.
 * - rulesFieldProblems: every `resource.data.<field>` / `request.resource.data.<field>` that
 *   firestore.rules reads is a name some source file writes. A name-level check: it catches a field
 *   renamed or dropped on one side, not a field written into the wrong collection.
 */

export interface SourceFile {
  path: string;
  text: string;
}

// ---- commands ----------------------------------------------------------------------------------

/** `export { name } from './x'` lines of the areas' index files, except those marked `// scheduled`. */
export function exportedCommands(indexFiles: readonly SourceFile[]): string[] {
  const names = indexFiles.flatMap((f) => [...f.text.matchAll(/^export \{ (\w+) \}(?!.*\/\/ scheduled).*$/gm)].map((m) => m[1]!));
  return [...new Set(names)].sort();
}

export function commandProblems(contract: readonly string[], exported: readonly string[]): string[] {
  const problems: string[] = [];
  for (const name of contract)
    if (!exported.includes(name)) problems.push(`La orden «${name}» está en el contrato (src/domain/commands.ts) pero functions/src no la exporta.`);
  for (const name of exported)
    if (!contract.includes(name)) problems.push(`functions/src exporta «${name}», que no está en el contrato de órdenes (src/domain/commands.ts).`);
  return problems;
}

// ---- hosting -----------------------------------------------------------------------------------

export interface HostingRewrite {
  source?: unknown;
  function?: unknown;
}

export interface HostingSettings {
  /** firebase.json hosting.rewrites. */
  rewrites: readonly HostingRewrite[];
  /** The Content-Security-Policy header of the `**` source, or null when there is none. */
  csp: string | null;
}

/** The Google endpoints the app's SDKs call: Firestore, Identity Toolkit and Secure Token (Auth). */
export const REQUIRED_CONNECT_SOURCES = [
  "'self'",
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
] as const;

/** The CSP header of firebase.json's hosting.headers for `**`. */
export function hostingCsp(hosting: { headers?: { source?: string; headers?: { key?: string; value?: string }[] }[] }): string | null {
  const all = hosting.headers?.find((h) => h.source === '**');
  return all?.headers?.find((h) => h.key?.toLowerCase() === 'content-security-policy')?.value ?? null;
}

function connectSources(csp: string): string[] | null {
  const directive = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((parts) => parts[0]?.toLowerCase() === 'connect-src');
  return directive ? directive.slice(1) : null;
}

export function hostingProblems(
  hosting: HostingSettings,
  commands: readonly string[],
  exported: readonly string[],
  where: { region: string; commandsPath: string; project?: string },
): string[] {
  const problems: string[] = [];
  const routes = new Map<string, { functionId: unknown; region: unknown }>();
  for (const r of hosting.rewrites) {
    if (!r.function) continue;
    const fn =
      typeof r.function === 'string' ? { functionId: r.function, region: undefined } : (r.function as { functionId?: unknown; region?: unknown });
    const id = fn.functionId;
    if (typeof id !== 'string' || !exported.includes(id)) {
      problems.push(`firebase.json reescribe «${String(r.source)}» a la función «${String(id)}», que functions/src no exporta.`);
      continue;
    }
    if (typeof r.source === 'string') routes.set(r.source, { functionId: id, region: fn.region });
  }
  for (const name of commands) {
    const source = `${where.commandsPath}/${name}`;
    const route = routes.get(source);
    if (!route) problems.push(`Falta en firebase.json la reescritura de «${source}» a la función «${name}»: la aplicación no podría llamarla.`);
    else if (route.functionId !== name || route.region !== where.region)
      problems.push(
        `firebase.json reescribe «${source}» a «${String(route.functionId)}» en «${String(route.region)}»; debe ser «${name}» en ${where.region}.`,
      );
  }
  if (hosting.csp === null) {
    problems.push('firebase.json no da a Hosting la cabecera Content-Security-Policy para «**».');
    return problems;
  }
  const connect = connectSources(hosting.csp);
  if (connect === null) {
    problems.push('La Content-Security-Policy de Hosting no tiene connect-src: la aplicación no podría hablar con Firestore ni con Auth.');
    return problems;
  }
  for (const needed of REQUIRED_CONNECT_SOURCES)
    if (!connect.includes(needed)) problems.push(`El connect-src de la Content-Security-Policy de Hosting no permite ${needed}.`);
  for (const src of connect) {
    const m = /^https:\/\/([a-z0-9-]+)\.cloudfunctions\.net\/?$/.exec(src);
    if (!m) continue;
    const expected = where.project ? `${where.region}-${where.project}` : null;
    if (expected ? m[1] !== expected : !m[1]!.startsWith(`${where.region}-`))
      problems.push(`El connect-src permite ${src}, que no es la región de las funciones (${where.region}) de este proyecto.`);
  }
  return problems;
}

// ---- secrets -----------------------------------------------------------------------------------

/** The names in `export const <X>SECRET<Y> = 'NAME'` across functions/src (the secrets the functions bind). */
export function declaredSecrets(files: readonly SourceFile[]): string[] {
  const names = files.flatMap((f) => [...f.text.matchAll(/export const \w*SECRET\w* = '([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1]!));
  return [...new Set(names)].sort();
}

/**
 * `present`: the secrets the project has (null: unknown, no access to the project). Unknown is a
 * note, not a refusal: `npm run deploy:check` runs without network; `npm run go-live` and
 * `deploy:check -- --secrets A,B` pass the list and get a refusal per missing secret.
 */
export function secretProblems(declared: readonly string[], present: readonly string[] | null): { problems: string[]; notes: string[] } {
  if (present === null)
    return {
      problems: [],
      notes: declared.length ? [`Deben existir en el proyecto los secretos ${declared.join(', ')} (firebase functions:secrets:set).`] : [],
    };
  return {
    problems: declared
      .filter((s) => !present.includes(s))
      .map(
        (s) => `Falta el secreto ${s} en el proyecto: el despliegue de las funciones que lo usan fallaría (npx firebase functions:secrets:set ${s}).`,
      ),
    notes: [],
  };
}

// ---- rules' fields -----------------------------------------------------------------------------

/** Methods of a rules map, not fields: `resource.data.keys()`, `.diff(…)`, `.get('x', d)`… */
const MAP_METHODS = new Set(['keys', 'values', 'diff', 'get', 'size', 'toSet', 'hasAll', 'hasAny', 'hasOnly']);

/** The fields firestore.rules reads as `resource.data.<field>` or `request.resource.data.<field>`, comments left out. */
export function rulesDataFields(rules: string): string[] {
  const code = rules.replace(/\/\/.*$/gm, '');
  const names = [...code.matchAll(/\bresource\.data\.([A-Za-z_]\w*)/g)].map((m) => m[1]!).filter((n) => !MAP_METHODS.has(n));
  return [...new Set(names)].sort();
}

/** Whether `field` is written by some source: as an object key (`field:`, `'field':`) or a shorthand property (`{ field, … }`). */
export function writtenSomewhere(field: string, sources: readonly SourceFile[]): boolean {
  const pattern = new RegExp(`(['"\`]?)\\b${field}\\1\\s*:|[{,]\\s*${field}\\s*[,}]`);
  return sources.some((s) => pattern.test(s.text));
}

export function rulesFieldProblems(rules: string, sources: readonly SourceFile[]): string[] {
  return rulesDataFields(rules)
    .filter((f) => !writtenSomewhere(f, sources))
    .map((f) => `firestore.rules lee el campo «${f}», que ningún código de src/ ni de functions/src escribe.`);
}

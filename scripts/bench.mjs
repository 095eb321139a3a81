// npm run bench: builds the app for the emulators, starts its own emulators and `vite preview`
// (the 'bench' ports, + ALMACENA_PORT_OFFSET, so it never collides with npm start or npm test),
// seeds the small and the large company (seed/large.ts), drives Chromium through every screen
// as each company (tests/bench/app.bench.ts), runs the concurrency tests and the payments at scale
// (a remittance of 1.000 instalments, a statement of 2.000 lines), measures the gzipped JS chunks,
// and writes bench/results/latest.json and latest.md. See BENCHMARKS.md.
//
//   npm run bench                          everything (~30 min on an idle 2-core machine, more when busy)
//   npm run bench -- --repeat=5            measurements per screen (default 3; the median is reported)
//   npm run bench -- --seed=7 --until=2026-06-30   data seed and last day of data (default: today)
//   npm run bench -- --no-concurrency      skip the concurrency tests and the payments at scale
//   npm run bench -- --report-only         rewrite the report from the last run's working files
//
// Every step has a time limit (STEP_LIMITS): a step still running then is killed (its whole
// process group), reported as 'tiempo agotado' in the report, and the run goes on with what it
// has, so the benchmark always finishes.
//
// Working files (build, logs, the seed manifest, the raw browser figures) go to
// .test-output[/offset-<n>]/bench/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { ROOT, emulatorEnv, startEmulators } from './lib/emulators.mjs';
import { HOST, assertPortsFree, portsFor, runOutputDir } from './lib/ports.mjs';
import { onTerminationSignals, spawnGroup, stopGroup, waitForHttp } from './lib/processes.mjs';
import { ensureChromium, ensureNodeModules } from './lib/setup.mjs';

const argValue = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const REPEAT = Number(argValue('repeat') ?? 3);
const SEED_ARGS = ['seed', 'until'].filter((n) => argValue(n)).map((n) => `--${n}=${argValue(n)}`);
const CONCURRENCY = !process.argv.includes('--no-concurrency');

ensureNodeModules(ROOT);
ensureChromium();

const OUT = path.join(runOutputDir(ROOT), 'bench');
const DIST = path.join(OUT, 'dist');
const RESULTS = path.join(ROOT, 'bench/results');
const MANIFEST = path.join(OUT, 'seed-manifest.json');
const RAW = path.join(OUT, 'browser.json');
const BIN = (name) => path.join(ROOT, 'node_modules/.bin', name);
const ports = portsFor('bench');
// The code measured is the checkout's at the start (the build and the functions are made from it
// then): a commit made while the bench runs does not change what it measured.
const MEASURED = {
  commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim(),
  dirty: spawnSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim() !== '',
};
// METADATA_SERVER_DETECTION: the Admin SDK would otherwise spend ~20 s probing for a cloud metadata server.
const env = {
  ...process.env,
  ...emulatorEnv(ports),
  FIRESTORE_EMULATOR_PORT: String(ports.firestore),
  FIREBASE_AUTH_EMULATOR_PORT: String(ports.auth),
  METADATA_SERVER_DETECTION: 'none',
};
fs.mkdirSync(OUT, { recursive: true });
fs.mkdirSync(RESULTS, { recursive: true });

/** Minutes each step may take before it is killed: several times what it takes on a busy machine. */
const STEP_LIMITS = {
  build: 10,
  seed: 20,
  // app.bench.ts bounds its own run at 2 h (playwright.config.ts) and every wait inside it.
  browser: 135,
  concurrency: 20,
  payments: 45,
};
const started = Date.now();
const stages = {};
/** Steps killed at their limit: name → minutes. */
const timedOut = {};
let concurrency = null;
let payments = null;
let emulators = null;
let preview = null;
let current = null;
const startAbort = new AbortController();

let stopping = null;
function stopAll() {
  stopping ??= (async () => {
    await stopGroup(current, { signal: 'SIGTERM', timeoutMs: 5_000 });
    await stopGroup(preview, { signal: 'SIGTERM', timeoutMs: 5_000 });
    startAbort.abort();
    await emulatorsStart.catch(() => {});
    await emulators?.stop().catch((error) => console.error(error.message));
  })();
  return stopping;
}
onTerminationSignals(stopAll);

async function fail(message) {
  console.error(`\n${message}`);
  await stopAll();
  process.exit(1);
}

/**
 * Runs one step in the foreground; `capture` keeps its output (still shown) for parsing. A step
 * still running after `limitMinutes` is stopped (SIGTERM to its process group, SIGKILL 10 s later)
 * and comes back with `timedOut`.
 */
async function step(name, command, args, { capture = false, extraEnv = {}, limitMinutes }) {
  console.log(`\n━━━ ${name} ━━━`);
  const t = Date.now();
  let text = '';
  current = spawnGroup(command, args, {
    cwd: ROOT,
    env: { ...env, ...extraEnv },
    output: capture ? 'pipe' : 'inherit',
    onOutput: capture
      ? (chunk) => {
          text += chunk;
          process.stdout.write(chunk);
        }
      : undefined,
  });
  let timer;
  const limit = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limitMinutes * 60_000);
  });
  const first = await Promise.race([current.closed, limit]);
  clearTimeout(timer);
  let result = first;
  if (first === 'timeout') {
    console.error(`\n${name}: más de ${limitMinutes} min; se detiene y el informe lo dirá (tiempo agotado).`);
    timedOut[name] = limitMinutes;
    result = (await stopGroup(current, { signal: 'SIGTERM', timeoutMs: 10_000 })) ?? { code: null, signal: 'SIGKILL' };
  }
  await stopGroup(current);
  current = null;
  stages[name] = Math.round((Date.now() - t) / 100) / 10;
  return { ...result, text, timedOut: first === 'timeout' };
}

// ---- Figures ------------------------------------------------------------------------

function parseConcurrency(text, code) {
  // eslint-disable-next-line no-control-regex -- the pattern strips ANSI colour escapes (ESC)
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
  const out = { ok: code === 0 };
  const stock = /stock concurrency: (\{.*\})/.exec(plain);
  if (stock) {
    const s = JSON.parse(stock[1]);
    out.stock = { ...s, operationsPerSecond: Math.round((s.operations / s.seconds) * 10) / 10 };
  }
  const inv = /invoice numbering: (\d+) clients issued (\d+) invoices in ([\d.]+) s/.exec(plain);
  if (inv) {
    const [clients, invoices, seconds] = inv.slice(1).map(Number);
    out.invoices = { clients, invoices, seconds, invoicesPerSecond: Math.round((invoices / seconds) * 10) / 10 };
  }
  const vf = /verifactu issue cost: (\{.*\})/.exec(plain);
  if (vf) out.verifactuIssue = JSON.parse(vf[1]);
  const entrada = /100-line entrada: first confirmation \(creates 100 stock docs\) (\d+) ms, second \(updates them\) (\d+) ms/.exec(plain);
  if (entrada) out.entrada100 = { createMs: Number(entrada[1]), updateMs: Number(entrada[2]) };
  const counter = /counter throughput: (\{.*\})/.exec(plain);
  if (counter) out.counterThroughput = JSON.parse(counter[1]);
  return out;
}

/** The figures tests/integration/paymentsScale.test.ts prints (`payments scale: {json}`). */
function parsePayments(text, code) {
  // eslint-disable-next-line no-control-regex -- the pattern strips ANSI colour escapes (ESC)
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
  const line = /payments scale: (\{.*\})/.exec(plain);
  return { ok: code === 0, ...(line ? JSON.parse(line[1]) : {}) };
}

const median = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : null);
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file)).length;

function chunkSizes() {
  const dir = path.join(DIST, 'assets');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, bytes: fs.statSync(path.join(dir, f)).size, gzipBytes: gzipSize(path.join(dir, f)) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

function buildReport() {
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
  const raw = JSON.parse(fs.readFileSync(RAW, 'utf8'));
  const chunks = chunkSizes();
  const gz = new Map(chunks.map((c) => [c.file, c.gzipBytes]));
  const gzipOf = (files) => [...new Set(files.map((f) => path.basename(f)))].reduce((s, f) => s + (gz.get(f) ?? 0), 0);

  const screens = [];
  for (const s of raw.screens) {
    let row = screens.find((r) => r.screen === s.screen);
    if (!row) screens.push((row = { screen: s.screen, path: s.path.replace(/\?.*/, ''), small: null, large: null }));
    row[s.company] = {
      status: s.status,
      note: s.note,
      reads: median(s.runs.map((r) => r.reads)),
      firstReads: s.runs[0]?.reads ?? null,
      ms: median(s.runs.map((r) => r.ms)),
      firstMs: s.runs[0]?.ms ?? null,
      runs: s.runs.map((r) => r.ms),
      readsByLabel: s.runs.at(-1)?.byLabel ?? {},
      jsBytes: s.jsBytes,
      jsGzipBytes: gzipOf(s.jsFiles),
      jsFiles: s.jsFiles.map((f) => path.basename(f)),
    };
  }
  for (const r of screens) {
    const ok = r.small?.status === 'ok' && r.large?.status === 'ok';
    r.ratioMs = ok && r.small.ms ? Math.round((r.large.ms / r.small.ms) * 10) / 10 : null;
    r.ratioReads = ok && r.small.firstReads ? Math.round((r.large.firstReads / r.small.firstReads) * 10) / 10 : null;
  }

  const actions = [];
  for (const a of raw.actions) {
    const name = a.action.replace(/ del año \d+/, '');
    let row = actions.find((r) => r.action === name);
    if (!row) actions.push((row = { action: name, small: null, large: null }));
    row[a.company] = {
      status: a.status,
      note: a.note,
      ms: median(a.ms),
      runs: a.ms,
      reads: a.reads ? median(a.reads) : null,
      label: a.action,
      parts: Object.fromEntries(
        Object.entries(a.parts ?? {}).map(([part, xs]) => [part, { ms: median(xs), count: xs.length / Math.max(1, a.ms.length) }]),
      ),
    };
  }
  for (const r of actions) r.ratio = r.small?.ms && r.large?.ms ? Math.round((r.large.ms / r.small.ms) * 10) / 10 : null;

  const login = raw.login[0];
  const loginFiles = login?.login.files ?? [];
  const shellFiles = [...loginFiles, ...(login?.signIn.files ?? [])];
  const { commit, dirty } = MEASURED;
  return {
    run: {
      date: new Date().toISOString(),
      commit: `${commit}${dirty ? ' (con cambios sin confirmar)' : ''}`,
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
      loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
      repeat: REPEAT,
      minutes: Math.round((Date.now() - started) / 6000) / 10,
      stagesSeconds: stages,
      stagesTimedOut: timedOut,
    },
    seed: {
      seed: manifest.seed,
      until: manifest.until,
      seconds: manifest.seconds,
      companies: manifest.companies.map((c) => ({
        key: c.key,
        name: c.name,
        counts: c.counts,
        writes: c.writes,
        seconds: c.seconds,
        timings: c.timings,
      })),
    },
    screens,
    actions,
    login: raw.login.map((l) => ({ company: l.company, loginMs: l.login.ms, signInMs: l.signIn.ms })),
    fast3g: raw.fast3g?.length
      ? {
          interactiveMs: median(raw.fast3g.map((r) => r.interactiveMs)),
          bytes: median(raw.fast3g.map((r) => r.bytes)),
          signInMs: median(raw.fast3g.map((r) => r.signInMs)),
          runs: raw.fast3g,
        }
      : null,
    js: {
      loginRoute: { files: loginFiles.map((f) => path.basename(f)), gzipBytes: gzipOf(loginFiles), transferredBytes: login?.login.bytes ?? 0 },
      signedInShell: {
        files: [...new Set(shellFiles.map((f) => path.basename(f)))],
        gzipBytes: gzipOf(shellFiles),
        transferredBytes: (login?.login.bytes ?? 0) + (login?.signIn.bytes ?? 0),
      },
      totalGzipBytes: chunks.reduce((s, c) => s + c.gzipBytes, 0),
      chunks,
    },
    concurrency,
    payments,
  };
}

// ---- Output -------------------------------------------------------------------------

const int = new Intl.NumberFormat('es-ES');
const kb = (bytes) => `${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / 1024)} kB`;
const cell = (m, key) => (!m ? '—' : m.status !== 'ok' ? m.status : m[key] === null || m[key] === undefined ? '—' : int.format(m[key]));
const ratio = (r) => (r === null ? '—' : `×${new Intl.NumberFormat('es-ES').format(r)}`);

/**
 * Where each action's time went (issue 32): the parts the page measured (User Timing
 * `almacena:*`, src/shared/userTiming.ts) and the time each command ran in the Functions emulator
 * (its «Finished … in N ms» lines), as the median of one occurrence and how many times per run.
 */
function partsTable(actions) {
  const named = actions.filter((a) => ['small', 'large'].some((k) => Object.keys(a[k]?.parts ?? {}).length > 0));
  if (named.length === 0) return [];
  const out = [
    '',
    'Partes de cada acción (mediana de una vez; «× N»: veces por medida). «página:» lo que la página midió (User Timing `almacena:*`), «servidor:» lo que el comando tardó dentro del emulador de Functions.',
    '',
  ];
  out.push('| Acción | Parte | ms pequeña | ms grande |', '|---|---|---:|---:|');
  for (const a of named) {
    const parts = [...new Set(['small', 'large'].flatMap((k) => Object.keys(a[k]?.parts ?? {})))];
    for (const part of parts) {
      const cellOf = (k) => {
        const p = a[k]?.parts?.[part];
        if (!p) return '—';
        return `${int.format(Math.round(p.ms))}${p.count > 1 ? ` × ${int.format(Math.round(p.count * 10) / 10)}` : ''}`;
      };
      out.push(`| ${a.action} | ${part} | ${cellOf('small')} | ${cellOf('large')} |`);
    }
  }
  return out;
}

function table(report) {
  const lines = [
    `${'Pantalla'.padEnd(34)} ${'lect. peq.'.padStart(10)} ${'lect. gde.'.padStart(10)} ${'ms peq.'.padStart(9)} ${'ms gde.'.padStart(9)} ${'gde/peq ms'.padStart(10)} ${'gde/peq lect.'.padStart(13)}`,
  ];
  for (const r of report.screens) {
    lines.push(
      `${r.screen.padEnd(34)} ${cell(r.small, 'firstReads').padStart(10)} ${cell(r.large, 'firstReads').padStart(10)} ${cell(r.small, 'ms').padStart(9)} ${cell(r.large, 'ms').padStart(9)} ${ratio(r.ratioMs).padStart(10)} ${ratio(r.ratioReads).padStart(13)}`,
    );
  }
  for (const a of report.actions) {
    lines.push(
      `${a.action.padEnd(34)} ${''.padStart(10)} ${''.padStart(10)} ${cell(a.small, 'ms').padStart(9)} ${cell(a.large, 'ms').padStart(9)} ${ratio(a.ratio).padStart(10)}`,
    );
  }
  return lines.join('\n');
}

function markdown(report) {
  const { run, seed, js, concurrency } = report;
  const out = [];
  out.push('# Resultados del benchmark', '');
  out.push(`Generado por \`npm run bench\` (ver [BENCHMARKS.md](../../BENCHMARKS.md)). ${run.date}, commit ${run.commit}.`);
  out.push(
    `Máquina: ${run.machine}; carga media al terminar ${run.loadAverage.join(' / ')}. Mediana de ${run.repeat} medidas por pantalla. Duración total: ${int.format(run.minutes)} min.`,
    '',
  );
  const killed = Object.entries(run.stagesTimedOut ?? {});
  if (killed.length)
    out.push(
      `**Tiempo agotado**: ${killed.map(([name, min]) => `${name} (más de ${min} min; detenida)`).join(', ')}. El informe tiene lo medido hasta entonces.`,
      '',
    );
  out.push('## Datos', '');
  out.push(
    '| Empresa | Productos | Clientes | Proveedores | Movimientos | Facturas | Documentos escritos | Siembra |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const c of seed.companies) {
    const n = (k) => int.format(c.counts[k] ?? 0);
    out.push(
      `| ${c.name} (${c.key === 'large' ? 'grande' : 'pequeña'}) | ${n('categories')} | ${n('clients')} | ${n('vendors')} | ${n('movements')} | ${n('invoices')} | ${int.format(c.writes)} | ${int.format(c.seconds)} s |`,
    );
  }
  const large = seed.companies.find((c) => c.key === 'large');
  if (large)
    out.push(
      '',
      `Siembra de la grande por partes (s): ${Object.entries(large.timings)
        .map(([k, v]) => `${k} ${int.format(v)}`)
        .join(' · ')}. Semilla ${seed.seed}, datos hasta ${seed.until}.`,
    );
  out.push('', '## Pantallas', '');
  out.push(
    'Lecturas: documentos leídos según el contador del repositorio, en la primera visita y (tras «·») la mediana de las visitas; ' +
      'al volver a una pantalla el SDK reanuda sus escuchas y solo cuentan los documentos que cambiaron. ' +
      'ms: desde la navegación hasta ver los datos (mediana; entre paréntesis, la primera visita, que incluye cargar el código de la pantalla). ' +
      'JS: lo que cargó la primera visita a la pantalla (gzip; el armazón ya estaba cargado).',
    '',
  );
  out.push(
    '| Pantalla | Ruta | Lecturas pequeña | Lecturas grande | ms pequeña | ms grande | grande/pequeña (ms) | grande/pequeña (lecturas) | JS 1.ª visita |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const r of report.screens) {
    const ms = (m) => (m?.status === 'ok' ? `${int.format(m.ms)} (${int.format(m.firstMs)})` : cell(m, 'ms'));
    const reads = (m) => (m?.status === 'ok' ? `${int.format(m.firstReads)} · ${int.format(m.reads)}` : cell(m, 'reads'));
    out.push(
      `| ${r.screen} | \`${r.path}\` | ${reads(r.small)} | ${reads(r.large)} | ${ms(r.small)} | ${ms(r.large)} | ${ratio(r.ratioMs)} | ${ratio(r.ratioReads)} | ${r.large?.status === 'ok' ? kb(r.large.jsGzipBytes) : '—'} |`,
    );
  }
  const notes = report.screens.flatMap((r) =>
    ['small', 'large'].filter((k) => r[k]?.note).map((k) => `- ${r.screen} (${k === 'large' ? 'grande' : 'pequeña'}): ${r[k].note}`),
  );
  if (notes.length) out.push('', ...notes);
  out.push('', '## Acciones', '');
  out.push('| Acción | ms pequeña | ms grande | grande/pequeña | Lecturas pequeña | Lecturas grande |', '|---|---:|---:|---:|---:|---:|');
  for (const a of report.actions) {
    out.push(
      `| ${a.large?.label ?? a.small?.label ?? a.action} | ${cell(a.small, 'ms')} | ${cell(a.large, 'ms')} | ${ratio(a.ratio)} | ${cell(a.small, 'reads')} | ${cell(a.large, 'reads')} |`,
    );
  }
  const actionNotes = report.actions.flatMap((a) =>
    ['small', 'large'].filter((k) => a[k]?.note).map((k) => `- ${a.action} (${k === 'large' ? 'grande' : 'pequeña'}): ${a[k].note}`),
  );
  if (actionNotes.length) out.push('', ...actionNotes);
  out.push(...partsTable(report.actions));
  out.push('', '## Inicio de sesión y código', '');
  for (const l of report.login)
    out.push(
      `- ${l.company === 'large' ? 'Grande' : 'Pequeña'}: pantalla de acceso ${int.format(l.loginMs)} ms; de «Entrar» al armazón con Inicio ${int.format(l.signInMs)} ms.`,
    );
  if (report.fast3g) {
    out.push(
      `- Con la red limitada a «Fast 3G» (562,5 ms de ida y vuelta, 1,44 Mbit/s) y la caché vacía: pantalla de acceso utilizable (TTI) en ${int.format(report.fast3g.interactiveMs)} ms tras transferir ${kb(report.fast3g.bytes)}; de «Entrar» a Inicio ${int.format(report.fast3g.signInMs)} ms (mediana de ${report.fast3g.runs.length}).`,
    );
  }
  out.push(`- Ruta de acceso (\`#/auth/login\`): ${kb(js.loginRoute.gzipBytes)} de JS (gzip), ${js.loginRoute.files.length} ficheros.`);
  out.push(
    `- Armazón con sesión iniciada (acceso + lo que carga «Entrar» hasta Inicio): ${kb(js.signedInShell.gzipBytes)} de JS (gzip), ${js.signedInShell.files.length} ficheros.`,
  );
  out.push(`- Todo el JS de la aplicación: ${kb(js.totalGzipBytes)} (gzip) en ${js.chunks.length} ficheros.`, '');
  out.push('| Fichero | Tamaño | gzip |', '|---|---:|---:|');
  for (const c of js.chunks) out.push(`| ${c.file} | ${kb(c.bytes)} | ${kb(c.gzipBytes)} |`);
  out.push('', '## Concurrencia', '');
  if (!concurrency) out.push('No medida (--no-concurrency).');
  else {
    if (concurrency.stock)
      out.push(
        `- Stock: ${concurrency.stock.clients} clientes, ${concurrency.stock.operations} confirmaciones y anulaciones en ${int.format(concurrency.stock.seconds)} s: ${int.format(concurrency.stock.operationsPerSecond)} operaciones/s (${JSON.stringify(concurrency.stock.byResult)}).`,
      );
    if (concurrency.invoices)
      out.push(
        `- Numeración: ${concurrency.invoices.clients} clientes emitieron ${concurrency.invoices.invoices} facturas en una serie en ${int.format(concurrency.invoices.seconds)} s: ${int.format(concurrency.invoices.invoicesPerSecond)} facturas/s, sin huecos ni duplicados.`,
      );
    if (concurrency.entrada100)
      out.push(
        `- Entrada de 100 líneas por el escritor (sin navegador): ${int.format(concurrency.entrada100.createMs)} ms creando 100 niveles de stock, ${int.format(concurrency.entrada100.updateMs)} ms actualizándolos.`,
      );
    const ct = concurrency.counterThroughput;
    if (ct)
      out.push(
        `- Mostrador: ${ct.tills} cajas vendiendo a la vez emitieron ${ct.tickets} tickets en ${int.format(ct.seconds)} s: ${int.format(ct.ticketsPerSecond)} tickets/s (p50 ${int.format(ct.p50Ms)} ms, p95 ${int.format(ct.p95Ms)} ms, ${ct.busy} rechazados por ocupado), numerados sin huecos y con su registro VERI*FACTU cada uno.`,
      );
    const vf = concurrency.verifactuIssue;
    if (vf)
      out.push(
        `- VERI*FACTU, coste de emitir (${vf.rounds} de cada, alternadas, una a una): venta con su registro mediana ${int.format(vf.salesWithRecord.medianMs)} ms (p90 ${int.format(vf.salesWithRecord.p90Ms)}); compra registrada sin registro VERI*FACTU mediana ${int.format(vf.purchasesWithout.medianMs)} ms (p90 ${int.format(vf.purchasesWithout.p90Ms)}); construir el registro (desglose, huella SHA-256) ${int.format(vf.planAltaMicros)} µs de CPU.`,
      );
    if (!concurrency.ok) out.push('- Atención: alguna prueba de concurrencia falló en esta ejecución.');
  }
  out.push(...paymentsMarkdown(report.payments));
  out.push('');
  return out.join('\n');
}

const ms = (v) => (v === null || v === undefined ? '—' : `${int.format(v)} ms`);

/** «Cobros y pagos a escala»: paymentsScale.test.ts' figures, one row per step measured. */
function paymentsMarkdown(p) {
  const out = ['', '## Cobros y pagos a escala', ''];
  if (!p) return [...out, 'No medido (--no-concurrency).'];
  const r = p.remittance;
  const st = p.statement;
  if (!r && !st) return [...out, `Sin cifras: la prueba no llegó a medir (${p.timedOut ? 'tiempo agotado' : 'falló'}; ver la salida de la etapa).`];
  const n = (v) => (v === null || v === undefined ? '—' : int.format(v));
  out.push(
    `Una empresa con ${n(p.seed?.clients)} clientes con IBAN y mandato SEPA (domiciliación; uno de cada cinco a 30/60 días) y ${n(p.seed?.vendors)} proveedores; facturas y vencimientos escritos con el Admin SDK en ${ms(p.seed?.ms)}. Cada orden se ejecuta de verdad en el emulador de Functions (\`tests/integration/paymentsScale.test.ts\`), con su proceso ya arrancado.`,
    '',
    '| Paso | Tamaño | ms | Detalle |',
    '|---|---|---:|---|',
  );
  const row = (step, size, v, detail = '') => out.push(`| ${step} | ${size} | ${n(v)} | ${detail} |`);
  if (r) {
    row(
      'Crear la remesa (createRemittance)',
      `${n(r.items)} vencimientos de ${n(r.invoices)} facturas`,
      r.createMs,
      `${n(r.createTransactions)} transacciones`,
    );
    if (r.pain008Ms !== undefined)
      row(
        'Fichero pain.008 (en el proceso)',
        `${n(r.items)} adeudos`,
        r.pain008Ms,
        `${kb(r.pain008Bytes)}; validado contra el XSD en ${ms(r.xsdValidateMs)}`,
      );
    if (r.markSentMs !== undefined) row('Marcar enviada (markRemittanceSent)', '1 remesa', r.markSentMs);
    if (r.settleMs !== undefined)
      row('Cargar la remesa (settleRemittance)', `${n(r.items)} cobros`, r.settleMs, `${n(r.settleTransactions)} transacciones`);
  }
  if (st) {
    if (st.parseMs !== undefined)
      row(
        'Leer el Norma 43 (parseNorma43)',
        `${n(st.lines)} movimientos`,
        st.parseMs,
        `${kb(st.n43Bytes)}; con la vista previa del panel ${ms(st.previewMs)}`,
      );
    if (st.importMs !== undefined)
      row(
        'Importar el extracto (importBankStatement)',
        `${n(st.lines)} movimientos (${n(st.credits)} abonos, ${n(st.debits)} cargos)`,
        st.importMs,
        st.importAgainMs !== undefined ? `otra vez el mismo fichero: ${ms(st.importAgainMs)}, nada escrito` : '',
      );
    if (st.suggest)
      row(
        'Sugerencias como «Banco» (páginas de 25)',
        `${n(st.lines)} movimientos`,
        st.suggest.ms,
        `${n(st.suggest.reads)} lecturas: ${n(st.suggest.pages)} páginas, ${n(st.suggest.dueQueries)} consultas de vencimientos`,
      );
    const rec = st.reconcile;
    if (rec)
      row(
        'Conciliar (reconcileBankMovement)',
        `${n(st.lines)} movimientos, ${rec.parallel === 1 ? 'uno tras otro' : `${rec.parallel} a la vez`}`,
        rec.ms,
        `${n(rec.perMovementMs)} ms por movimiento; cada orden p50 ${ms(rec.p50Ms)}, p95 ${ms(rec.p95Ms)}${rec.failed ? `; **${n(rec.failed)} sin conciliar**` : ''}`,
      );
  }
  if (!p.ok) out.push('', `- Atención: la prueba de cobros y pagos a escala ${p.timedOut ? 'agotó su tiempo' : 'falló'} en esta ejecución.`);
  return out;
}

// ---- The run ----------------------------------------------------------------------

if (process.argv.includes('--report-only')) {
  // The run's own facts (duration, machine load, concurrency) come from the last full report.
  const previous = JSON.parse(fs.readFileSync(path.join(RESULTS, 'latest.json'), 'utf8'));
  concurrency = previous.concurrency;
  payments = previous.payments ?? null;
  const report = { ...buildReport(), run: previous.run };
  fs.writeFileSync(path.join(RESULTS, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(RESULTS, 'latest.md'), markdown(report));
  console.log(`\n${table(report)}\n`);
  process.exit(0);
}

// The emulators start (mostly the Auth emulator's CPU time) while the app builds.
const emulatorsStart = startEmulators({ kind: 'bench', signal: startAbort.signal, log: () => {}, timeoutMs: 240_000 }).then((e) => (emulators = e));

const viteEnv = {
  VITE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
  VITE_FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
  VITE_FUNCTIONS_EMULATOR_HOST: `${HOST}:${ports.functions}`,
};
const build = await step('build (vite build --mode test)', BIN('vite'), ['build', '--mode', 'test', '--outDir', DIST, '--emptyOutDir'], {
  extraEnv: viteEnv,
  limitMinutes: STEP_LIMITS.build,
});
if (build.code !== 0) await fail('vite build failed.');

try {
  await emulatorsStart;
} catch (error) {
  await fail(`The emulators did not start: ${error.message}`);
}
console.log(`Emulators: Auth ${HOST}:${ports.auth}, Firestore ${HOST}:${ports.firestore}`);

const seed = await step('seed (seed/large.ts)', BIN('tsx'), ['seed/large.ts', `--manifest=${MANIFEST}`, ...SEED_ARGS], {
  limitMinutes: STEP_LIMITS.seed,
});
if (seed.code !== 0) await fail('Seeding failed.');

try {
  await assertPortsFree({ web: ports.web }, 'vite preview');
} catch (error) {
  await fail(error.message);
}
const previewLog = fs.createWriteStream(path.join(OUT, 'preview.log'));
// --mode test and the emulator hosts: the preview's Content-Security-Policy must let the app reach them.
preview = spawnGroup(BIN('vite'), ['preview', '--mode', 'test', '--outDir', DIST, '--port', String(ports.web), '--strictPort', '--host', HOST], {
  cwd: ROOT,
  env: { ...process.env, ...viteEnv },
  output: 'pipe',
  onOutput: (chunk) => previewLog.write(chunk),
});
const baseUrl = `http://${HOST}:${ports.web}/`;
try {
  await waitForHttp(baseUrl, { timeoutMs: 30_000, shouldStop: () => (preview.result ? 'vite preview exited' : null) });
} catch (error) {
  await fail(`vite preview did not start: ${error.message}`);
}

fs.rmSync(RAW, { force: true });
const browser = await step('browser (playwright, tests/bench)', BIN('playwright'), ['test', '-c', 'tests/bench/playwright.config.ts'], {
  extraEnv: {
    BASE_URL: baseUrl,
    ALMACENA_BENCH_MANIFEST: MANIFEST,
    ALMACENA_BENCH_OUT: RAW,
    ALMACENA_BENCH_REPEAT: String(REPEAT),
    ALMACENA_TEST_OUTPUT: OUT,
    ALMACENA_BENCH_EMULATOR_LOG: emulators.logFile ?? '',
  },
  limitMinutes: STEP_LIMITS.browser,
});
if (!fs.existsSync(RAW)) await fail('The browser benchmark wrote no figures (see above).');
if (browser.code !== 0) console.error('The browser benchmark failed part-way: the report has what it measured.');

/**
 * Fresh, empty emulators for the emulator tests. Each of their files clears Firestore at its start
 * (tests/support/freshFirestore.ts) within the hook's 60 s, which deleting the benchmark's ~260.000
 * documents takes far longer than (every file then failed in its hook, with no figure), and so did
 * one DELETE of everything from here (over 5 minutes, when Node's fetch gave up). The browser part
 * being over, the emulators (the bench's own, in memory) are stopped and started again instead.
 * Null when they did not start again (the error is printed).
 */
async function restartEmulators() {
  console.log('\n━━━ emulators started again, empty, for the emulator tests ━━━');
  const t = Date.now();
  try {
    await emulators?.stop();
    emulators = null;
    emulators = await startEmulators({ kind: 'bench', signal: startAbort.signal, log: (m) => console.log(m), timeoutMs: 240_000 });
    return emulators;
  } catch (error) {
    console.error(`The emulators did not start again: ${error.message}`);
    return null;
  } finally {
    stages['emulators again'] = Math.round((Date.now() - t) / 100) / 10;
  }
}

if (CONCURRENCY && !(await restartEmulators())) {
  concurrency = { ok: false, note: 'emuladores no reiniciados' };
  payments = { ok: false };
} else if (CONCURRENCY) {
  const run = await step(
    'concurrency (vitest: stockConcurrency, invoiceNumbering, verifactuIssueCost, counterThroughput)',
    BIN('vitest'),
    [
      'run',
      '--project',
      'emulator',
      'tests/integration/stockConcurrency.test.ts',
      'tests/integration/invoiceNumbering.test.ts',
      'tests/integration/verifactuIssueCost.test.ts',
      'tests/integration/counterThroughput.test.ts',
    ],
    // The counter's ceiling (issue 32): 6 tills selling 10 tickets each at once.
    { capture: true, limitMinutes: STEP_LIMITS.concurrency, extraEnv: { COUNTER_TILLS: '6', COUNTER_PER_TILL: '10' } },
  );
  concurrency = { ...parseConcurrency(run.text, run.code), timedOut: run.timedOut };
  // Issue 30's benchmark: a remittance of 1.000 instalments, a statement of 2.000 lines, each command for real.
  const scale = await step(
    'payments (vitest: paymentsScale, 1.000 vencimientos, 2.000 movimientos)',
    BIN('vitest'),
    ['run', '--project', 'emulator', 'tests/integration/paymentsScale.test.ts'],
    {
      capture: true,
      // One reconciliation at a time: each rewrites the invoices' summary, so more at once only queue
      // on it (4 at once made the emulator's locks time out and one call pass its 60 s).
      extraEnv: { PAYMENTS_SCALE_DUES: '1000', PAYMENTS_SCALE_LINES: '2000', PAYMENTS_SCALE_PARALLEL: '1' },
      limitMinutes: STEP_LIMITS.payments,
    },
  );
  payments = { ...parsePayments(scale.text, scale.code), timedOut: scale.timedOut };
}

await stopAll();
const report = buildReport();
fs.writeFileSync(path.join(RESULTS, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
fs.writeFileSync(path.join(RESULTS, 'latest.md'), markdown(report));
console.log(`\n${table(report)}\n`);
console.log(`Informe: ${path.relative(ROOT, path.join(RESULTS, 'latest.md'))} y latest.json (${report.run.minutes} min en total).`);
process.exit(browser.code === 0 ? 0 : 1);

// npm test: typecheck, then the unit, emulator and end-to-end suites; every suite runs even after
// another failed, and the last line is "N passed, N failed" (", N skipped" when some were).
// Exit code 0 only when every test and the typecheck passed.
//
//   npm test                                         everything
//   npm test -- --only unit                          one suite: unit | emulator | e2e | restore | typecheck | lint
//   npm test -- --only unit,emulator                 several (or repeat --only)
//   npm test -- --only e2e tests/e2e/shell.spec.ts   other arguments go to the suite's runner:
//   npm test -- --only unit src/domain -t "NIF"      file filters, vitest -t, playwright --grep...
//
// The typecheck (tsc -b) and the lint (ESLint, then Prettier --check; `npm run lint:fix` fixes both)
// run only without --only or with --only typecheck / --only lint.
// Output: .test-output/{unit,emulator,e2e}.json, emulators-test.log, preview.log, e2e-artifacts/;
// the app is built into dist-test/.
// Ports: the 'test' set (auth 9199, firestore 8180, web 4180) + ALMACENA_PORT_OFFSET; with an
// offset, output and build go to .test-output/offset-<n>/ so parallel runs do not mix.
//
// Time: on a 2-core machine most stages are CPU-bound, so the suites run one after the other and
// the end-to-end tests in one browser; what overlaps is what leaves a core idle: the typecheck beside
// the lint (one thread each), and within the emulator suite the rules files (each on its own
// Firestore project) beside the command tests (docs/DECISIONS.md, "npm test's time").
// ALMACENA_E2E_WORKERS=n runs n browsers; ALMACENA_TEST_CONCURRENT=1 runs the emulator tests beside
// the end-to-end tests, each on its own set of emulators ('test' and 'e2e' ports), the e2e output
// kept in .test-output/e2e.log and printed when they end. Both were measured slower and flakier on
// 2 cores; they are for machines with more cores.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, clearEmulators, emulatorEnv, startEmulators } from './lib/emulators.mjs';
import { HOST, assertPortsFree, portOffset, portsFor, runOutputDir } from './lib/ports.mjs';
import { onTerminationSignals, spawnGroup, stopGroup, waitForHttp } from './lib/processes.mjs';
import { ensureChromium, ensureNodeModules, ensureQrTools, ensureXmllint } from './lib/setup.mjs';

const SUITES = ['unit', 'emulator', 'e2e', 'restore'];
const OUT = runOutputDir(ROOT);
// The build embeds the emulator ports, so a run under an offset builds into its own folder.
const DIST = portOffset() ? path.join(OUT, 'dist-test') : path.join(ROOT, 'dist-test');
const BIN = (name) => path.join(ROOT, 'node_modules/.bin', name);

function parseArgs(argv) {
  const only = new Set();
  const passThrough = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = arg === '--only' ? argv[++i] : arg.startsWith('--only=') ? arg.slice(7) : null;
    if (value === null) {
      passThrough.push(arg);
      continue;
    }
    for (const name of (value ?? '').split(',').filter(Boolean)) {
      if (![...SUITES, 'typecheck', 'lint'].includes(name)) {
        console.error(`Unknown suite "${name}" for --only (expected unit, emulator, e2e, restore, typecheck or lint).`);
        process.exit(2);
      }
      only.add(name);
    }
  }
  const all = only.size === 0;
  return {
    typecheck: all || only.has('typecheck'),
    lint: all || only.has('lint'),
    suites: SUITES.filter((s) => all || only.has(s)),
    passThrough,
  };
}

const options = parseArgs(process.argv.slice(2));
ensureNodeModules(ROOT);
if (options.suites.includes('e2e')) ensureChromium();
if (options.suites.includes('unit')) {
  ensureXmllint();
  ensureQrTools();
}
const ports = portsFor('test');
// Emulator and e2e tests side by side, each on its own emulators, only when asked (ALMACENA_TEST_CONCURRENT=1).
const concurrent = process.env.ALMACENA_TEST_CONCURRENT === '1' && options.suites.includes('emulator') && options.suites.includes('e2e');
const e2ePorts = concurrent ? portsFor('e2e') : ports;
const E2E_WORKERS = process.env.ALMACENA_E2E_WORKERS || '1';
const results = {}; // suite -> { passed, failed, skipped, note, ms }
let typecheck = null; // { ok, ms }
let lint = null; // { ok, ms }
let emulators = null;
let emulatorsError = null;
let e2eEmulators = null;
let e2eEmulatorsError = null;
let preview = null;
const running = new Set(); // the stages' process groups now running
let interrupted = false;
const startAbort = new AbortController();

fs.mkdirSync(OUT, { recursive: true });

let stopAllPromise = null;
function stopAll() {
  stopAllPromise ??= (async () => {
    await Promise.all([...running].map((group) => stopGroup(group, { signal: 'SIGTERM', timeoutMs: 5_000 })));
    await stopGroup(preview, { signal: 'SIGTERM', timeoutMs: 5_000 });
    startAbort.abort();
    await Promise.all([emulatorsStart?.catch(() => {}), e2eEmulatorsStart?.catch(() => {})]);
    await Promise.all([
      emulators?.stop().catch((error) => console.error(error.message)),
      e2eEmulators?.stop().catch((error) => console.error(error.message)),
    ]);
  })();
  return stopAllPromise;
}

onTerminationSignals(async () => {
  interrupted = true;
  await stopAll();
  printSummary();
});

/**
 * Runs one stage (own process group, so an interrupt stops all of it), its output to the terminal,
 * or to `log` (a write stream) when it runs beside another stage.
 */
async function stage(command, args, env = {}, log = null) {
  if (interrupted) return { code: null, signal: 'interrupted' };
  const group = spawnGroup(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    output: log ? 'pipe' : 'inherit',
    onOutput: log ? (chunk) => log.write(chunk) : undefined,
  });
  running.add(group);
  const result = await group.closed;
  await stopGroup(group); // sweep leftovers of the group
  running.delete(group);
  if (result.error) (log ?? process.stderr).write(`Could not run ${command}: ${result.error.message}\n`);
  return result;
}

function heading(text) {
  console.log(`\n━━━ ${text} ━━━`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const exitNote = (exit) => (exit.error ? exit.error.message : `exit code ${exit.code ?? exit.signal}`);

function crashed(note) {
  if (interrupted) return { passed: 0, failed: 0, skipped: 0, interrupted: true };
  return { passed: 0, failed: 1, skipped: 0, note: `${note}; counted as 1 failed` };
}

function vitestResult(file, exit) {
  if (interrupted) return crashed();
  const json = readJson(file);
  if (!json) return crashed(`no results in ${path.relative(ROOT, file)} (${exitNote(exit)})`);
  let failed = json.numFailedTests;
  // A file that fails to load, or whose beforeAll fails, has no failed test but is a failure.
  const brokenFiles = json.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed')).length;
  failed += brokenFiles;
  let note = brokenFiles ? `${brokenFiles} file(s) failed outside any test` : '';
  if (exit.code !== 0 && failed === 0) {
    failed = 1;
    note = `runner failed (${exitNote(exit)}) with no failed test; counted as 1 failed`;
  }
  return { passed: json.numPassedTests, failed, skipped: json.numPendingTests + json.numTodoTests, note };
}

function playwrightResult(file, exit) {
  if (interrupted) return crashed();
  const json = readJson(file);
  if (!json?.stats) return crashed(`no results in ${path.relative(ROOT, file)} (${exitNote(exit)})`);
  const { expected, unexpected, flaky, skipped } = json.stats;
  const errors = json.errors?.length ?? 0;
  let failed = unexpected + errors;
  const notes = [];
  if (flaky) notes.push(`${flaky} flaky (passed on retry)`);
  if (errors) notes.push(`${errors} error(s) outside tests`);
  if (exit.code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`runner failed (${exitNote(exit)}) with no failed test; counted as 1 failed`);
  }
  return { passed: expected + flaky, failed, skipped, note: notes.join('; ') };
}

/** One vitest run of `projects`, its JSON report in OUT/<name>.json, its output to `log` when given. */
async function runVitest(name, projects, env = {}, log = null, extra = []) {
  const file = path.join(OUT, `${name}.json`);
  fs.rmSync(file, { force: true });
  const exit = await stage(
    BIN('vitest'),
    [
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
      ...extra,
      ...options.passThrough,
    ],
    env,
    log,
  );
  return vitestResult(file, exit);
}

/** The unit suite: pure tests in node (shared module graph, or isolated when they mock modules) and component tests in jsdom (vitest.config.ts). */
const runUnit = () => runVitest('unit', ['unit-node', 'unit-node-isolated', 'unit-dom']);

/**
 * The emulator suite: the rules files (each on its own Firestore project) and the stand-in's tests
 * (each on its own server), as many at once as vitest has workers, beside the command and integration files (one at a
 * time on 'demo-almacena'); two vitest runs whose
 * results add up. The parallel run's output goes to emulator-parallel.log and is printed when both end.
 * A file filter may match files of only one of them, hence --passWithNoTests.
 */
async function runEmulatorSuite() {
  const env = testEnv(ports);
  const logFile = path.join(OUT, 'emulator-parallel.log');
  const log = fs.createWriteStream(logFile);
  const [parallel, commands] = await Promise.all([
    runVitest('emulator-parallel', ['emulator-parallel'], env, log, ['--passWithNoTests']),
    runVitest('emulator', ['emulator'], env, null, ['--passWithNoTests']),
  ]);
  await new Promise((resolve) => log.end(resolve));
  heading(`rules and stand-in tests (vitest --project emulator-parallel): their output (${path.relative(ROOT, logFile)})`);
  process.stdout.write(fs.readFileSync(logFile, 'utf8'));
  const note = [parallel.note && `rules and stand-in: ${parallel.note}`, commands.note && `commands: ${commands.note}`].filter(Boolean).join('; ');
  return {
    passed: parallel.passed + commands.passed,
    failed: parallel.failed + commands.failed,
    skipped: parallel.skipped + commands.skipped,
    note,
    interrupted: parallel.interrupted || commands.interrupted,
  };
}

function testEnv(ports) {
  return {
    ...emulatorEnv(ports),
    FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    FIREBASE_AUTH_EMULATOR_PORT: String(ports.auth),
    // Where tests write their reports (e.g. fuzz-summary.json), per offset like the rest.
    ALMACENA_TEST_OUTPUT: OUT,
  };
}

/** The e2e suite on `ports`' emulators; its output to `log` when it runs beside the emulator tests. */
async function runE2e(ports, log) {
  const viteEnv = {
    VITE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    VITE_FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    VITE_FUNCTIONS_EMULATOR_HOST: `${HOST}:${ports.functions}`,
  };
  const build = await stage(BIN('vite'), ['build', '--mode', 'test', '--outDir', DIST, '--emptyOutDir'], viteEnv, log);
  if (build.code !== 0) return crashed(`vite build failed (${exitNote(build)})`);

  try {
    await assertPortsFree({ web: ports.web }, 'vite preview');
  } catch (error) {
    return crashed(error.message);
  }
  const previewLog = path.join(OUT, 'preview.log');
  const previewOut = fs.createWriteStream(previewLog);
  preview = spawnGroup(
    BIN('vite'),
    // --mode test and the emulator hosts: the preview sends firebase.json's headers with the
    // emulators added to the CSP's connect-src (vite.config.ts).
    ['preview', '--mode', 'test', '--outDir', DIST, '--port', String(ports.web), '--strictPort', '--host', HOST],
    { cwd: ROOT, env: { ...process.env, ...viteEnv }, output: 'pipe', onOutput: (chunk) => previewOut.write(chunk) },
  );
  const baseUrl = `http://${HOST}:${ports.web}/`;
  try {
    await waitForHttp(baseUrl, {
      timeoutMs: 30_000,
      shouldStop: () => (interrupted ? 'interrupted' : preview.result ? 'vite preview exited' : null),
    });
  } catch (error) {
    return crashed(`vite preview did not start: ${error.message} (see ${path.relative(ROOT, previewLog)})`);
  }

  const file = path.join(OUT, 'e2e.json');
  fs.rmSync(file, { force: true });
  const exit = await stage(
    BIN('playwright'),
    ['test', ...options.passThrough],
    {
      ...testEnv(ports),
      BASE_URL: baseUrl,
      PLAYWRIGHT_JSON_OUTPUT_FILE: file,
      ALMACENA_TEST_OUTPUT: OUT,
      ALMACENA_E2E_WORKERS: E2E_WORKERS,
    },
    log,
  );
  return playwrightResult(file, exit);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function timed(fn) {
  const started = Date.now();
  const result = await fn();
  return { ...result, ms: Date.now() - started };
}

function printSummary() {
  const lines = ['', '━━━ Summary ━━━'];
  if (typecheck) lines.push(`typecheck  ${typecheck.ok ? 'ok' : 'FAILED'} (${seconds(typecheck.ms)})`);
  if (lint) lines.push(`lint       ${lint.ok ? 'ok' : 'FAILED (npm run lint:fix fixes what it can)'} (${seconds(lint.ms)})`);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const suite of options.suites) {
    const r = results[suite];
    if (!r) {
      lines.push(`${suite.padEnd(10)} not run${interrupted ? ' (interrupted)' : ''}`);
      continue;
    }
    if (r.interrupted) {
      lines.push(`${suite.padEnd(10)} interrupted`);
      continue;
    }
    passed += r.passed;
    failed += r.failed;
    skipped += r.skipped;
    const counts = `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
    lines.push(`${suite.padEnd(10)} ${counts}${r.ms ? ` (${seconds(r.ms)})` : ''}${r.note ? ` — ${r.note}` : ''}`);
  }
  for (const [name, started] of [
    ['emulators', emulators],
    ['e2e set', e2eEmulators],
  ]) {
    if (!started) continue;
    lines.push(
      `${name.padEnd(10)} auth ready in ${seconds(started.timings.auth)}, firestore in ${seconds(started.timings.firestore)}, functions in ${seconds(started.timings.functions)}`,
    );
  }
  if (interrupted) lines.push('Interrupted.');
  lines.push(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  console.log(lines.join('\n'));
  return { failed };
}

// Emulator start (~10 s, mostly the Auth emulator's CPU time) overlaps the typecheck and unit
// tests. Competing with them for 2 cores, the Auth emulator was seen to need over 60 s on a
// loaded machine, hence the longer time limit. Beside the emulator tests, the e2e tests get their
// own set ('e2e' ports): the emulator tests clear the data between tests.
const needEmulators = options.suites.includes('emulator') || options.suites.includes('e2e');
const startSet = (kind, done, failed) => startEmulators({ kind, signal: startAbort.signal, log: () => {}, timeoutMs: 180_000 }).then(done, failed);
const emulatorsStart = needEmulators
  ? startSet(
      'test',
      (started) => (emulators = started),
      (error) => (emulatorsError = error),
    )
  : null;
// The second set starts once the first is up: two Auth emulators warming up at once, beside the
// typecheck, were seen to miss the 180 s limit on a loaded machine.
const e2eEmulatorsStart = concurrent
  ? emulatorsStart.then(() =>
      startSet(
        'e2e',
        (started) => (e2eEmulators = started),
        (error) => (e2eEmulatorsError = error),
      ),
    )
  : null;

function reportStart(started, error, ports) {
  if (started) {
    console.log(
      `Auth ${HOST}:${ports.auth} ready in ${seconds(started.timings.auth)}, ` +
        `Firestore ${HOST}:${ports.firestore} (${started.firestoreEmulator}) in ${seconds(started.timings.firestore)}, ` +
        `Functions ${HOST}:${ports.functions} in ${seconds(started.timings.functions)}; ` +
        `log ${path.relative(ROOT, started.logFile)}`,
    );
  } else if (!interrupted) {
    console.error(error?.message ?? error);
  }
}

/** The e2e suite on its emulators (cleared first), output to `log` when beside the emulator tests. */
async function e2eSuite(started, ports, log) {
  if (!started) return crashed('emulators did not start');
  await clearEmulators(ports).catch((error) => (log ?? process.stderr).write(`${error.message}\n`));
  return timed(() => runE2e(ports, log));
}

try {
  // The typecheck and the lint side by side: each is one single-threaded process, so on 2 cores
  // together they take about as long as the longer one. The lint's output is printed after the
  // typecheck's (lint.log).
  const checks = [];
  if (options.typecheck && !interrupted) {
    checks.push(
      (async () => {
        const started = Date.now();
        const exit = await stage(BIN('tsc'), ['-b']);
        typecheck = { ok: exit.code === 0, ms: Date.now() - started };
      })(),
    );
  }
  let lintLog = null;
  if (options.lint && !interrupted) {
    const logFile = path.join(OUT, 'lint.log');
    // Alone, the lint writes to the terminal; beside the typecheck, to its log.
    lintLog = options.typecheck ? { file: logFile, stream: fs.createWriteStream(logFile) } : null;
    checks.push(
      (async () => {
        const started = Date.now();
        // max-lines is a warning to see in the editor and `npm run arch`, not a reason to fail: the gate
        // turns it off so that --max-warnings=0 still fails on every other warning.
        const eslint = await stage(BIN('eslint'), ['--max-warnings=0', '--rule', 'max-lines: off', '.'], {}, lintLog?.stream);
        const prettier = await stage(BIN('prettier'), ['--check', '--log-level=warn', '.'], {}, lintLog?.stream);
        lint = { ok: eslint.code === 0 && prettier.code === 0, ms: Date.now() - started };
      })(),
    );
  }
  if (checks.length > 0) {
    heading([options.typecheck && 'typecheck: tsc -b', options.lint && 'lint: eslint, prettier --check'].filter(Boolean).join('; beside it, '));
    await Promise.all(checks);
    if (typecheck?.ok) console.log('typecheck ok');
    if (lintLog) {
      await new Promise((resolve) => lintLog.stream.end(resolve));
      process.stdout.write(fs.readFileSync(lintLog.file, 'utf8'));
    }
    if (lint?.ok) console.log('lint ok');
  }
  if (options.suites.includes('unit') && !interrupted) {
    heading('unit and component tests (vitest --project unit-node --project unit-node-isolated --project unit-dom)');
    results.unit = await timed(runUnit);
  }
  if (needEmulators && !interrupted) {
    heading('emulators');
    await Promise.all([emulatorsStart, e2eEmulatorsStart]);
    reportStart(emulators, emulatorsError, ports);
    if (concurrent) reportStart(e2eEmulators, e2eEmulatorsError, e2ePorts);
  }
  if (concurrent && !interrupted) {
    const logFile = path.join(OUT, 'e2e.log');
    const log = fs.createWriteStream(logFile);
    heading(
      `emulator tests (vitest --project emulator and emulator-parallel), and beside them the end-to-end tests (vite build, vite preview, ` +
        `playwright, browsers: ${E2E_WORKERS}), whose output follows when they end (${path.relative(ROOT, logFile)})`,
    );
    const e2eDone = e2eSuite(e2eEmulators, e2ePorts, log).then((r) => (results.e2e = r));
    results.emulator = emulators ? await timed(runEmulatorSuite) : crashed('emulators did not start');
    await e2eDone;
    await new Promise((resolve) => log.end(resolve));
    heading('end-to-end tests: their output');
    process.stdout.write(fs.readFileSync(logFile, 'utf8'));
  } else {
    if (options.suites.includes('emulator') && !interrupted) {
      heading(
        'emulator tests: commands and integration (vitest --project emulator), beside them the rules and the stand-in (--project emulator-parallel)',
      );
      results.emulator = emulators ? await timed(runEmulatorSuite) : crashed('emulators did not start');
    }
    if (options.suites.includes('e2e') && !interrupted) {
      heading(`end-to-end tests (vite build --mode test, vite preview, playwright, browsers: ${E2E_WORKERS})`);
      results.e2e = await e2eSuite(emulators, ports, null);
    }
  }
} catch (error) {
  console.error(error);
  if (!interrupted) results.internal = crashed(`scripts/test.mjs failed: ${error.message}`);
} finally {
  if (!interrupted) await stopAll();
}

// The backup → restore round trip (scripts/backup-restore.mjs, issue 33), last and alone: it starts
// its own emulators twice ('restore' ports), so it waits for the others to have stopped.
if (options.suites.includes('restore') && !interrupted) {
  heading('backup → restore round trip (scripts/backup-restore.mjs: demo data, export, fresh emulators importing it, invariants)');
  results.restore = await timed(async () => {
    const exit = await stage(process.execPath, [path.join(ROOT, 'scripts/backup-restore.mjs')]);
    if (interrupted) return crashed();
    return exit.code === 0
      ? { passed: 1, failed: 0, skipped: 0 }
      : { passed: 0, failed: 1, skipped: 0, note: `round trip failed (${exitNote(exit)})` };
  });
}

if (!interrupted) {
  if (results.internal) options.suites.push('internal');
  const { failed } = printSummary();
  process.exit(failed === 0 && typecheck?.ok !== false && lint?.ok !== false ? 0 : 1);
}

// Starts and stops the Auth, Firestore and Functions emulators for one run (see "The emulators on
// these machines" in docs/reference.md for why Firestore may come from the Cloud SDK instead of
// firebase-tools).
// Each runs in its own process; the Functions emulator is told the run's own Firestore and Auth
// emulators through FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, because it does not
// share a hub with them (tests/functions/functionsEmulator.test.ts proves where they write).
// Beside them, in this process, runs the local stand-in for the AEAT's VERI*FACTU service
// (scripts/aeat-standin), which the functions reach through VERIFACTU_ENDPOINT, and the local mail
// server (scripts/mail-standin), which they reach through SMTP_HOST and SMTP_PORT.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HOST, PROJECT_ID, assertPortsFree, portsFor, runOutputDir } from './ports.mjs';
import { spawnGroup, stopGroup, waitForHttp } from './processes.mjs';
import { buildFunctions } from '../build-functions.mjs';
import { ENDPOINT_PATH as AEAT_ENDPOINT_PATH } from '../aeat-standin/endpoint.mjs';
import { ensureXmllint } from './setup.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIREBASE_BIN = path.join(ROOT, 'node_modules/.bin/firebase');
const RULES = path.join(ROOT, 'firestore.rules');
const FUNCTIONS_SOURCE = path.join(ROOT, 'functions');
export const FUNCTIONS_REGION = 'europe-southwest1';
/** A command the readiness probe asks for: the emulator answers it once the functions are loaded. */
const FUNCTIONS_PROBE = 'confirmStockDocument';
// A first start on a busy 2-core machine was seen to need over 60 s for the Functions emulator
// (cold node_modules; firebase-tools itself allows 120 s to load the functions' code).
const READY_TIMEOUT_MS = 180_000;
const MIN_FIREBASE_TOOLS_JAVA = 21;
const CLOUD_SDK_ROOTS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk'];
const CLOUD_SDK_EMULATOR = 'platform/cloud-firestore-emulator/cloud_firestore_emulator';

/**
 * Environment that points Firebase SDKs (client, admin, rules-unit-testing) at the emulators, and
 * the VERI*FACTU sender (and tests) at the run's AEAT stand-in.
 * METADATA_SERVER_DETECTION=none: the Admin SDK's Firestore client (google-gax, gcp-metadata) would
 * otherwise probe the GCE metadata server for credentials the emulators do not need, and print a
 * MetadataLookupWarning when the probe gets an answer it does not expect (a 403 on some networks).
 */
export function emulatorEnv(ports) {
  const aeat = `http://${HOST}:${ports.aeat}`;
  return {
    ...mailEnv(ports),
    FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    ALMACENA_FUNCTIONS_URL: `http://${HOST}:${ports.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}`,
    GCLOUD_PROJECT: PROJECT_ID,
    GOOGLE_CLOUD_PROJECT: PROJECT_ID,
    METADATA_SERVER_DETECTION: 'none',
    VERIFACTU_ENDPOINT: `${aeat}${AEAT_ENDPOINT_PATH}`,
    AEAT_STANDIN_URL: aeat,
  };
}

/**
 * The functions' SMTP settings for the run's mail stand-in (functions/src/mail/config.ts): plain
 * SMTP on 127.0.0.1, no password (SMTP_PASSWORD is a secret bound only in a deployment). Given by
 * the scripts, not functions/.env, because the ports move with ALMACENA_PORT_OFFSET and a
 * functions/.env would also be deployed. MAIL_STANDIN_URL is for the tests.
 */
export function mailEnv(ports) {
  return {
    SMTP_HOST: HOST,
    SMTP_PORT: String(ports.smtp),
    SMTP_SECURITY: 'none',
    SMTP_FROM: 'Almacena (local) <facturas@almacena.demo>',
    MAIL_STANDIN_URL: `http://${HOST}:${ports.mail}`,
  };
}

/** Where startEmulators keeps an export, so callers can tell a first start from a later one. */
export function exportPaths(dataDir) {
  const firestoreDir = path.join(dataDir, 'firestore');
  return {
    authDir: path.join(dataDir, 'auth'),
    authMetadata: path.join(dataDir, 'auth', 'firebase-export-metadata.json'),
    firestoreDir,
    firestoreMetadata: path.join(firestoreDir, 'firestore_export', 'firestore_export.overall_export_metadata'),
  };
}

export class EmulatorSetupError extends Error {}

function javaMajorVersion() {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error) {
    throw new EmulatorSetupError(
      'Java was not found on the PATH. The Firestore emulator runs on Java: install Java 21+ ' +
        '(for firebase-tools), or Java 11+ together with the Google Cloud SDK component ' +
        '"cloud-firestore-emulator".',
    );
  }
  const text = `${out.stderr}${out.stdout}`;
  const match = text.match(/version "(\d+)(?:\.(\d+))?/);
  if (!match) throw new EmulatorSetupError(`Could not read the Java version from \`java -version\`:\n${text}`);
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first; // "1.8.0" means Java 8
}

function cloudSdkRoots() {
  const roots = [];
  const info = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  if (!info.error && info.status === 0 && info.stdout.trim()) roots.push(info.stdout.trim());
  return [...new Set([...roots, ...CLOUD_SDK_ROOTS])];
}

/** firebase-tools' Firestore emulator on Java 21+, else the Cloud SDK's (runs on Java 17). */
function findFirestoreEmulator() {
  const java = javaMajorVersion();
  if (java >= MIN_FIREBASE_TOOLS_JAVA) return { type: 'firebase-tools', java };
  const roots = cloudSdkRoots();
  for (const root of roots) {
    const script = path.join(root, CLOUD_SDK_EMULATOR);
    if (fs.existsSync(script)) return { type: 'cloud-sdk', java, script };
  }
  throw new EmulatorSetupError(
    `No Firestore emulator available: Java ${java} is installed, but firebase-tools 15 needs ` +
      `Java ${MIN_FIREBASE_TOOLS_JAVA}+, and the Cloud SDK emulator was not found ` +
      `(looked for ${CLOUD_SDK_EMULATOR} under ${roots.join(', ')}).\n` +
      `Either install Java ${MIN_FIREBASE_TOOLS_JAVA}+ (e.g. apt-get install openjdk-21-jre-headless), ` +
      'or install the Cloud SDK component (gcloud components install cloud-firestore-emulator, ' +
      'or apt-get install google-cloud-cli-firestore-emulator).',
  );
}

/** The Cloud SDK wrapper passes its arguments on unquoted ($*): give it paths without spaces. */
function spaceFreePath(file, workDir, linkName) {
  if (!/\s/.test(file)) return file;
  const link = path.join(workDir, linkName);
  fs.symlinkSync(path.dirname(file), link);
  return path.join(link, path.basename(file));
}

/** Collects a child's output into the shared log file, line-prefixed, keeping the last lines. */
function outputSink(label, logStream, keep = 40) {
  const tail = [];
  let partial = '';
  return {
    tail,
    onOutput(chunk) {
      const lines = (partial + chunk.toString()).split(/\r?\n/);
      partial = lines.pop();
      for (const line of lines) {
        logStream.write(`[${label}] ${line}\n`);
        tail.push(line);
        if (tail.length > keep) tail.shift();
      }
    },
  };
}

/**
 * A firebase-tools working directory of its own: a generated firebase.json (our ports, and hub
 * and logging ports that do not collide with another run) and TMPDIR, because firebase-tools
 * writes its hub locator to $TMPDIR/hub-<project>.json and export-on-exit reads it back: two
 * runs sharing /tmp could otherwise export each other's data.
 */
function firebaseWorkDir(parent, name, config) {
  const dir = path.join(parent, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  fs.writeFileSync(path.join(dir, '.firebaserc'), JSON.stringify({ projects: { default: PROJECT_ID } }));
  return dir;
}

function emulatorsConfig(ports, hubShift, emulators) {
  return {
    ui: { enabled: false },
    singleProjectMode: true,
    hub: { host: HOST, port: ports.hub + hubShift },
    logging: { host: HOST, port: ports.logging + hubShift },
    ...emulators,
  };
}

function spawnFirebase(dir, args, sink, env = {}) {
  return spawnGroup(
    FIREBASE_BIN,
    ['emulators:start', '--project', PROJECT_ID, '--config', path.join(dir, 'firebase.json'), '--non-interactive', ...args],
    { cwd: dir, env: { ...process.env, ...env, TMPDIR: dir }, output: 'pipe', onOutput: sink.onOutput },
  );
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * @param {{ kind: 'dev' | 'test' | 'e2e' | 'bench' | 'restore', dataDir?: string, log?: (message: string) => void,
 *   signal?: AbortSignal, timeoutMs?: number, portShift?: number }} options
 *   dataDir: import from / export to it (auth in dataDir/auth, Firestore in dataDir/firestore);
 *   without it every start is empty. signal: abort a start in progress (it stops what it started
 *   and rejects). timeoutMs: how long to wait for both to answer. portShift: see portsFor.
 */
export async function startEmulators({
  kind,
  dataDir,
  log = (message) => console.log(message),
  signal,
  timeoutMs = READY_TIMEOUT_MS,
  portShift = 0,
}) {
  const ports = portsFor(kind, portShift);
  if (!fs.existsSync(FIREBASE_BIN)) {
    throw new EmulatorSetupError(`${path.relative(ROOT, FIREBASE_BIN)} is missing: run npm ci first.`);
  }
  if (!fs.existsSync(RULES)) throw new EmulatorSetupError(`${RULES} is missing.`);
  const firestoreEmulator = findFirestoreEmulator();
  const needed = {
    auth: ports.auth,
    firestore: ports.firestore,
    firestoreWebsocket: ports.firestoreWebsocket,
    functions: ports.functions,
    eventarc: ports.eventarc,
    tasks: ports.tasks,
    hub: ports.hub,
    logging: ports.logging,
    hub3: ports.hub + 2,
    logging3: ports.logging + 2,
    aeat: ports.aeat,
    smtp: ports.smtp,
    mail: ports.mail,
  };
  if (firestoreEmulator.type === 'firebase-tools') Object.assign(needed, { hub2: ports.hub + 1, logging2: ports.logging + 1 });

  await assertPortsFree(needed, `the ${kind} emulators`);

  const absDataDir = dataDir ? path.resolve(dataDir) : undefined;
  const paths = absDataDir ? exportPaths(absDataDir) : undefined;
  const logDir = absDataDir ?? runOutputDir(ROOT);
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `emulators-${kind}.log`);
  const logStream = fs.createWriteStream(logFile);
  const relLog = path.relative(process.cwd(), logFile);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `almacena-emulators-${kind}-`));
  const functionsSource = path.join(workDir, 'functions-source');
  try {
    fs.mkdirSync(functionsSource, { recursive: true });
    fs.copyFileSync(path.join(FUNCTIONS_SOURCE, 'package.json'), path.join(functionsSource, 'package.json'));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(functionsSource, 'node_modules'), 'dir');
    await buildFunctions(path.join(functionsSource, 'lib/index.js'));
  } catch (error) {
    fs.rmSync(workDir, { recursive: true, force: true });
    logStream.end();
    throw new EmulatorSetupError(`Building the Cloud Functions (functions/src) failed: ${error.message}`);
  }
  // The AEAT stand-in validates what it receives with xmllint.
  ensureXmllint();
  let aeat;
  try {
    // Imported here: it needs xmlbuilder2, and the setup scripts import this module before npm ci.
    const { startAeatStandin } = await import('../aeat-standin/server.mjs');
    aeat = await startAeatStandin({ port: ports.aeat, host: HOST, log: (message) => logStream.write(`[aeat] ${message}\n`) });
  } catch (error) {
    fs.rmSync(workDir, { recursive: true, force: true });
    logStream.end();
    throw new EmulatorSetupError(`The AEAT stand-in (port ${ports.aeat}) could not start: ${error.message}`);
  }
  // The mail stand-in keeps what it receives with the run's data (npm start: .emulator-data/mail),
  // or in the run's output folder (npm test).
  const mailDir = path.join(absDataDir ?? runOutputDir(ROOT), 'mail');
  let mail;
  try {
    // Imported here: it needs smtp-server and mailparser, and the setup scripts import this module before npm ci.
    const { startMailStandin } = await import('../mail-standin/server.mjs');
    if (!absDataDir) fs.rmSync(mailDir, { recursive: true, force: true });
    mail = await startMailStandin({
      smtpPort: ports.smtp,
      httpPort: ports.mail,
      host: HOST,
      dir: mailDir,
      log: (message) => logStream.write(`[mail] ${message}\n`),
    });
  } catch (error) {
    await aeat.close();
    fs.rmSync(workDir, { recursive: true, force: true });
    logStream.end();
    throw new EmulatorSetupError(`The mail stand-in (ports ${ports.smtp}, ${ports.mail}) could not start: ${error.message}`);
  }
  const started = Date.now();
  let stopping = false;

  // Auth: firebase-tools, which imports and exports it itself.
  const authSink = outputSink('auth', logStream);
  const authDir = firebaseWorkDir(workDir, 'auth', {
    emulators: emulatorsConfig(ports, 0, { auth: { host: HOST, port: ports.auth } }),
  });
  const authArgs = ['--only', 'auth'];
  if (paths) {
    if (fs.existsSync(paths.authMetadata)) authArgs.push('--import', paths.authDir);
    authArgs.push('--export-on-exit', paths.authDir);
  }
  const auth = spawnFirebase(authDir, authArgs, authSink);

  // Firestore: exported over REST in stop() on both paths (the Cloud SDK one cannot export on exit).
  const firestoreSink = outputSink('firestore', logStream);
  const importFirestore = paths && fs.existsSync(paths.firestoreMetadata);
  let firestore;
  if (firestoreEmulator.type === 'cloud-sdk') {
    const args = [
      'start',
      `--host=${HOST}`,
      `--port=${ports.firestore}`,
      `--websocket_port=${ports.firestoreWebsocket}`,
      `--project_id=${PROJECT_ID}`,
      `--rules=${spaceFreePath(RULES, workDir, 'rules-dir')}`,
    ];
    if (importFirestore) args.push(`--import-data=${spaceFreePath(paths.firestoreMetadata, workDir, 'import-dir')}`);
    firestore = spawnGroup(firestoreEmulator.script, args, {
      cwd: workDir,
      output: 'pipe',
      onOutput: firestoreSink.onOutput,
    });
  } else {
    const dir = firebaseWorkDir(workDir, 'firestore', {
      firestore: { rules: RULES },
      emulators: emulatorsConfig(ports, 1, {
        firestore: { host: HOST, port: ports.firestore, websocketPort: ports.firestoreWebsocket },
      }),
    });
    const args = ['--only', 'firestore'];
    if (importFirestore) args.push('--import', path.dirname(paths.firestoreMetadata));
    firestore = spawnFirebase(dir, args, firestoreSink);
  }

  // Functions: built into this run's own source folder (package.json, lib/index.js and a link to
  // the root node_modules, where firebase-functions and firebase-admin are), so that another run
  // rebuilding functions/ never makes this emulator reload its functions mid-test.
  const functionsSink = outputSink('functions', logStream);
  const functionsDir = firebaseWorkDir(workDir, 'functions', {
    functions: { source: path.relative(path.join(workDir, 'functions'), functionsSource) },
    // The Eventarc and Cloud Tasks emulators the Functions emulator starts on its own take
    // firebase-tools' defaults (9299, 9499) when free: the bench's and the restore's Auth ports,
    // which they took while that Auth emulator was still starting (CI: «port taken»). Pinned to ours.
    emulators: emulatorsConfig(ports, 2, {
      functions: { host: HOST, port: ports.functions },
      eventarc: { host: HOST, port: ports.eventarc },
      tasks: { host: HOST, port: ports.tasks },
    }),
  });
  const functionsEnv = emulatorEnv(ports);
  const functions = spawnFirebase(functionsDir, ['--only', 'functions'], functionsSink, {
    FIRESTORE_EMULATOR_HOST: functionsEnv.FIRESTORE_EMULATOR_HOST,
    FIREBASE_AUTH_EMULATOR_HOST: functionsEnv.FIREBASE_AUTH_EMULATOR_HOST,
    VERIFACTU_ENDPOINT: functionsEnv.VERIFACTU_ENDPOINT,
    AEAT_STANDIN_URL: functionsEnv.AEAT_STANDIN_URL,
    SMTP_HOST: functionsEnv.SMTP_HOST,
    SMTP_PORT: functionsEnv.SMTP_PORT,
    SMTP_SECURITY: functionsEnv.SMTP_SECURITY,
    SMTP_FROM: functionsEnv.SMTP_FROM,
    METADATA_SERVER_DETECTION: functionsEnv.METADATA_SERVER_DETECTION,
    // The benchmark drives thousands of commands from one account as fast as the emulator takes
    // them (paymentsScale: 2.000 reconciliations by one admin), which the per-account budget
    // (src/domain/rateLimit.ts) would refuse: it measures throughput, not the budget. Every other
    // run (npm start, npm test, e2e) keeps the production default, which the tests exercise.
    ...(kind === 'bench' ? { COMMAND_RATE_LIMIT_PER_MINUTE: '100000' } : {}),
    // Seconds firebase-tools waits for the functions' code to load (default 10, too short on a
    // busy 2-core machine, where loading was seen to take over 30 s).
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
  });

  const children = [
    // One SIGINT: firebase-tools exports on exit, and takes a second SIGINT as "skip the export".
    { name: 'Auth emulator', handle: auth, sink: authSink, signal: 'SIGINT', target: 'leader' },
    // The Cloud SDK wrapper does not exec java: signal java. firebase-tools stops its own java.
    firestoreEmulator.type === 'cloud-sdk'
      ? { name: 'Firestore emulator', handle: firestore, sink: firestoreSink, signal: 'SIGTERM', target: 'members' }
      : { name: 'Firestore emulator', handle: firestore, sink: firestoreSink, signal: 'SIGINT', target: 'leader' },
    { name: 'Functions emulator', handle: functions, sink: functionsSink, signal: 'SIGINT', target: 'leader' },
  ];
  const readiness = [
    { key: 'auth', port: ports.auth, url: `http://${HOST}:${ports.auth}/`, check: (res, body) => res.ok && body.includes('"ready": true') },
    { key: 'firestore', port: ports.firestore, url: `http://${HOST}:${ports.firestore}/`, check: (res, body) => res.ok && body.trim() === 'Ok' },
    {
      key: 'functions',
      port: ports.functions,
      // A GET of a loaded callable is refused as a bad request; before loading, the path is unknown (404).
      url: `${functionsEnv.ALMACENA_FUNCTIONS_URL}/${FUNCTIONS_PROBE}`,
      check: (res) => res.status === 400,
      // The first call starts a worker for the function, which takes seconds on a busy machine. A
      // probe given up after 2 s left that worker starting and asked again, so each retry started
      // one more (a dozen were seen, and the probe never got its answer within 180 s).
      requestTimeoutMs: 60_000,
    },
  ];

  const exitedEarly = (child) => () => {
    if (signal?.aborted) return 'start was interrupted';
    const r = child.handle.result;
    if (!r) return null;
    return r.error ? `could not be started: ${r.error.message}` : `exited (code ${r.code}, signal ${r.signal}) before it was ready`;
  };

  let stopPromise = null;
  /**
   * exportData: save Firestore to dataDir first (Auth always exports itself when given dataDir).
   * force: SIGKILL at once, for a start that failed or was interrupted: there is nothing to save,
   * and the Auth emulator would not see a SIGINT during its ~10 s of busy start-up anyway.
   */
  const stop = ({ exportData = false, force = false } = {}) => {
    stopPromise ??= (async () => {
      stopping = true;
      let exportError = null;
      if (exportData && paths && !firestore.result) {
        try {
          await exportFirestore(ports, paths);
          log(`Firestore data exported to ${path.relative(process.cwd(), paths.firestoreDir)}`);
        } catch (error) {
          exportError = error;
        }
      }
      await Promise.all(
        children.map((c) => stopGroup(c.handle, force ? { signal: 'SIGKILL', target: 'group' } : { signal: c.signal, target: c.target })),
      );
      await aeat.close();
      await mail.close();
      await new Promise((resolve) => logStream.end(resolve));
      fs.rmSync(workDir, { recursive: true, force: true });
      if (paths && !force && !fs.existsSync(paths.authMetadata)) {
        log(`Warning: the Auth emulator did not export its users to ${paths.authDir} (see ${relLog}).`);
      }
      if (exportError) throw exportError;
    })();
    return stopPromise;
  };

  const timings = {};
  try {
    await Promise.all(
      children.map(async (child, i) => {
        const { key, port, url, check, requestTimeoutMs } = readiness[i];
        try {
          await waitForHttp(url, {
            check,
            requestTimeoutMs,
            timeoutMs,
            shouldStop: exitedEarly(child),
          });
        } catch (error) {
          throw new Error(
            `${child.name} (port ${port}) ${error.message}.\n` + `Last lines of its output (full log: ${relLog}):\n  ${child.sink.tail.join('\n  ')}`,
          );
        }
        timings[key] = Date.now() - started;
      }),
    );
  } catch (error) {
    await stop({ force: true }).catch(() => {});
    throw error;
  }

  const firestoreLabel = firestoreEmulator.type === 'cloud-sdk' ? 'Cloud SDK, Java ' : 'firebase-tools, Java ';
  log(
    `Emulators ready: Auth ${HOST}:${ports.auth} (${seconds(timings.auth)}), ` +
      `Firestore ${HOST}:${ports.firestore} (${firestoreLabel}${firestoreEmulator.java}, ${seconds(timings.firestore)}), ` +
      `Functions ${HOST}:${ports.functions} (${seconds(timings.functions)}), AEAT stand-in ${aeat.url}, mail stand-in ${mail.url}` +
      `${absDataDir ? `, data ${path.relative(process.cwd(), absDataDir) || '.'}` : ''}; log ${relLog}`,
  );

  /** Resolves with a message if an emulator ends while nobody asked it to stop. */
  const unexpectedExit = Promise.race(
    children.map((c) =>
      c.handle.closed.then((r) =>
        stopping ? new Promise(() => {}) : `${c.name} stopped unexpectedly (code ${r.code}, signal ${r.signal}); see ${relLog}`,
      ),
    ),
  );

  return { ports, timings, logFile, stop, unexpectedExit, firestoreEmulator: firestoreEmulator.type, mailDir };
}

/** Exports next to the previous export, then swaps, so a failed export never loses the old data. */
async function exportFirestore(ports, paths) {
  const next = `${paths.firestoreDir}.next`;
  fs.rmSync(next, { recursive: true, force: true });
  fs.mkdirSync(next, { recursive: true });
  const res = await fetch(`http://${HOST}:${ports.firestore}/emulator/v1/projects/${PROJECT_ID}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${PROJECT_ID}/databases/(default)`,
      export_directory: next,
      export_name: 'firestore_export',
    }),
    signal: AbortSignal.timeout(60_000),
  });
  const written = path.join(next, path.relative(paths.firestoreDir, paths.firestoreMetadata));
  if (!res.ok || !fs.existsSync(written)) {
    throw new Error(`Firestore export failed (HTTP ${res.status}): ${await res.text()}`);
  }
  fs.rmSync(paths.firestoreDir, { recursive: true, force: true });
  fs.renameSync(next, paths.firestoreDir);
}

/** Deletes every document and every user, e.g. between two suites sharing the emulators. */
export async function clearEmulators(ports) {
  const base = (port) => `http://${HOST}:${port}/emulator/v1/projects/${PROJECT_ID}`;
  const results = await Promise.all([
    fetch(`${base(ports.firestore)}/databases/(default)/documents`, { method: 'DELETE' }),
    fetch(`${base(ports.auth)}/accounts`, { method: 'DELETE' }),
  ]);
  for (const res of results) {
    if (!res.ok) throw new Error(`Clearing the emulators failed: HTTP ${res.status} ${res.url}`);
  }
}

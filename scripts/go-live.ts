/**
 * npm run go-live -- --project <id>      from a fresh clone to a live project, or an update deploy
 * npm run go-live -- --emulators         the rehearsal against the running emulators (demo-almacena)
 *
 * The steps and why each is safe to repeat: seed/goLive.ts. This file gives them the real runners:
 * commands through child_process, questions on the terminal (or piped answers, one a line), the
 * .env files under the repository, and the Admin SDK for the first company: on the emulators when
 * FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are set (--emulators requires them), else
 * the project with Application Default Credentials (`gcloud auth application-default login`, or
 * GOOGLE_APPLICATION_CREDENTIALS=<key.json>).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { declaredSecrets } from '../src/domain/deploy/preflight';
import { runPreflight, sourceFiles } from '../seed/deployPreflight';
import { GoLiveStop, goLive, type Files, type Prompt, type Run } from '../seed/goLive';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const emulators = argv.includes('--emulators');
const projectArg = argv[argv.indexOf('--project') + 1];
const project = emulators ? (argv.includes('--project') ? projectArg! : 'demo-almacena') : argv.includes('--project') ? (projectArg ?? '') : '';
if (!project) {
  console.error('Uso: npm run go-live -- --project <id-del-proyecto>   (o --emulators para el ensayo)');
  process.exit(2);
}
if (emulators && (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST)) {
  console.error('--emulators necesita FIRESTORE_EMULATOR_HOST y FIREBASE_AUTH_EMULATOR_HOST (npm run emulators).');
  process.exit(2);
}
if (!emulators && (process.env.FIRESTORE_EMULATOR_HOST || process.env.FIREBASE_AUTH_EMULATOR_HOST)) {
  console.error(
    'FIRESTORE_EMULATOR_HOST o FIREBASE_AUTH_EMULATOR_HOST están definidos: la primera empresa iría a los emuladores. Quítalos o usa --emulators.',
  );
  process.exit(2);
}

const run: Run = (cmd, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d;
      if (options.echo) process.stdout.write(d);
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d;
      if (options.echo) process.stderr.write(d);
    });
    child.on('error', (error) => resolve({ code: 127, stdout, stderr: String(error) }));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });

// One line per question, whether typed or piped (a readline question would lose piped lines read ahead).
const lines = readline.createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
const prompt: Prompt = async (question, byDefault) => {
  process.stdout.write(`   ${question}${byDefault ? ` [${byDefault}]` : ''}: `);
  const next = await lines.next();
  const answer = next.done ? '' : String(next.value);
  if (!process.stdin.isTTY) process.stdout.write(`${answer}\n`);
  return answer.trim() || byDefault || '';
};

const files: Files = {
  read: (file) => {
    const full = path.resolve(ROOT, file);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
  },
  write: (file, text) => fs.writeFileSync(path.resolve(ROOT, file), text),
};

async function admin() {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = getApps()[0] ?? initializeApp({ projectId: project });
  return { db: getFirestore(app), auth: getAuth(app) };
}

const started = Date.now();
try {
  await goLive(
    {
      run,
      prompt,
      files,
      log: (line) => console.log(line),
      firebase: path.join(ROOT, 'node_modules/.bin/firebase'),
      preflight: (p, secrets) => runPreflight({ root: ROOT, project: p, secrets }),
      declaredSecrets: declaredSecrets(sourceFiles(ROOT, 'functions/src')),
      companies: async () => {
        const { db } = await admin();
        return (await db.collection('corporations').limit(5).get()).docs.map((d) => d.id);
      },
      firstCompany: async (input) => {
        const { createFirstCompany } = await import('../seed/firstCompany');
        return createFirstCompany(input, { ...(await admin()), continueUrl: emulators ? undefined : `https://${project}.web.app/` });
      },
    },
    { project, emulators },
  );
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(0);
} catch (error) {
  if (error instanceof GoLiveStop) {
    console.error(`\n✗ ${error.message}`);
    process.exit(1);
  }
  const message = String((error as Error).message ?? error);
  if (/default credentials|Could not load the default credentials/i.test(message))
    console.error(
      '\n✗ El Admin SDK no tiene credenciales: ejecuta «gcloud auth application-default login» o define GOOGLE_APPLICATION_CREDENTIALS, y vuelve a ejecutar.',
    );
  else console.error(error);
  process.exit(1);
}

// First-run set-up shared by `npm start` and `npm test`, so that on a fresh clone either command
// is enough: install the locked npm packages when node_modules is missing or older than the
// lockfile, and (for the browser tests) Debian's Chromium when none is on the PATH.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

function run(cmd, args, cwd) {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n"${cmd} ${args.join(' ')}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

export function ensureNodeModules(root) {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const fresh = fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('Instalando dependencias (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund'], root);
}

function onPath(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).status === 0;
}

export function ensureChromium() {
  if (process.env.CHROMIUM_PATH || ['chromium', 'chromium-browser', 'google-chrome'].some(onPath)) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && onPath('apt-get')) {
    console.log('Instalando Chromium (apt-get install chromium)…');
    run('apt-get', ['update'], process.cwd());
    run('apt-get', ['install', '-y', 'chromium'], process.cwd());
    return;
  }
  console.error(
    'No se encuentra Chromium para las pruebas end-to-end. Instálalo (p. ej. `sudo apt-get install -y chromium`) ' +
      'o indica su ruta en CHROMIUM_PATH.',
  );
  process.exit(1);
}

// The unit suite validates the VERI*FACTU XML against the AEAT's XSDs with xmllint (Debian's
// libxml2-utils), and so does the AEAT stand-in that starts with the emulators. Without it that
// test fails with its own message, and the stand-in refuses to start, naming the package.
export function ensureXmllint() {
  if (onPath('xmllint')) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && onPath('apt-get')) {
    console.log('Instalando xmllint (apt-get install libxml2-utils)…');
    run('apt-get', ['update'], process.cwd());
    run('apt-get', ['install', '-y', 'libxml2-utils'], process.cwd());
    return;
  }
  console.error(
    'No se encuentra xmllint: la prueba del XML de VERI*FACTU contra el XSD de la AEAT fallará, ' +
      'y el sustituto local de la AEAT (scripts/aeat-standin) no arrancará. ' +
      'Instálalo (p. ej. `sudo apt-get install -y libxml2-utils`).',
  );
}

// The unit suite renders an invoice PDF, rasterises it with pdftoppm (Debian's poppler-utils) and
// reads its QR tributario with zbarimg (zbar-tools). Without them only that test fails, with its
// own message, so the run goes on.
export function ensureQrTools() {
  if (onPath('zbarimg') && onPath('pdftoppm')) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && onPath('apt-get')) {
    console.log('Instalando zbarimg y pdftoppm (apt-get install zbar-tools poppler-utils)…');
    run('apt-get', ['update'], process.cwd());
    run('apt-get', ['install', '-y', 'zbar-tools', 'poppler-utils'], process.cwd());
    return;
  }
  console.error(
    'No se encuentran zbarimg o pdftoppm: la prueba que lee el QR del PDF de la factura fallará. ' +
      'Instálalos (p. ej. `sudo apt-get install -y zbar-tools poppler-utils`).',
  );
}

// Ports of one Almacena run. 'dev' is `npm start`, 'test' is `npm test` (and 'e2e' its second set of
// emulators, for the end-to-end tests that run beside the emulator tests), 'bench' is
// `npm run bench`, 'restore' the backup → restore round trip (scripts/backup-restore.mjs); they differ so that all of them can run at once. ALMACENA_PORT_OFFSET shifts
// every port, for a second checkout or a second person on the same machine.
import net from 'node:net';
import path from 'node:path';

export const HOST = '127.0.0.1';
export const PROJECT_ID = 'demo-almacena';

const BASE = {
  dev: { auth: 9099, firestore: 8080, functions: 5001, web: 5173, hub: 4400, logging: 4500, aeat: 8095, smtp: 2525, mail: 8025 },
  test: { auth: 9199, firestore: 8180, functions: 5101, web: 4180, hub: 4410, logging: 4510, aeat: 8195, smtp: 2625, mail: 8125 },
  e2e: { auth: 9399, firestore: 8380, functions: 5301, web: 4380, hub: 4430, logging: 4530, aeat: 8395, smtp: 2825, mail: 8325 },
  bench: { auth: 9299, firestore: 8280, functions: 5201, web: 4280, hub: 4420, logging: 4520, aeat: 8295, smtp: 2725, mail: 8225 },
  restore: { auth: 9499, firestore: 8480, functions: 5401, web: 4480, hub: 4440, logging: 4540, aeat: 8495, smtp: 2925, mail: 8425 },
};

/**
 * @param {'dev' | 'test' | 'e2e' | 'bench' | 'restore'} kind
 * @param {number} [shift] moves every port further than ALMACENA_PORT_OFFSET does: the restore round
 *   trip retries on other ports when something else took one of its ports meanwhile.
 * @returns {{ auth: number, firestore: number, firestoreWebsocket: number, functions: number, eventarc: number, tasks: number,
 *   web: number, hub: number, logging: number, aeat: number, smtp: number, mail: number }}
 *   aeat is the local stand-in for the AEAT's VERI*FACTU service (scripts/aeat-standin); smtp and
 *   mail are the local mail stand-in's SMTP port and its web page (scripts/mail-standin).
 *   hub and logging are firebase-tools' own helper ports (its defaults 4400/4500 would collide
 *   between a dev and a test run); each further firebase-tools process (Firestore, Functions)
 *   uses hub + n and logging + n.
 */
export function portsFor(kind, shift = 0) {
  const base = BASE[kind];
  if (!base) throw new Error(`Unknown run kind "${kind}" (expected 'dev', 'test', 'e2e', 'bench' or 'restore')`);
  const offset = portOffset() + shift;
  const ports = {
    auth: base.auth + offset,
    firestore: base.firestore + offset,
    firestoreWebsocket: base.firestore + 1 + offset,
    functions: base.functions + offset,
    // The Functions emulator's own Eventarc and Cloud Tasks emulators (scripts/lib/emulators.mjs).
    eventarc: base.functions + 20 + offset,
    tasks: base.functions + 21 + offset,
    web: base.web + offset,
    hub: base.hub + offset,
    logging: base.logging + offset,
    aeat: base.aeat + offset,
    smtp: base.smtp + offset,
    mail: base.mail + offset,
  };
  const firebaseToolsPorts = [ports.hub + 1, ports.hub + 2, ports.logging + 1, ports.logging + 2];
  const blocked = [...Object.entries(ports), ...firebaseToolsPorts.map((p) => ['firebase-tools', p])].filter(([, p]) => FETCH_BLOCKED_PORTS.has(p));
  if (blocked.length) {
    throw new Error(
      `ALMACENA_PORT_OFFSET=${offset} puts ${blocked.map(([name, p]) => `${name} on ${p}`).join(', ')}: ` +
        'browsers and Node\'s fetch refuse to connect to that port ("bad port"). Choose another offset.',
    );
  }
  return ports;
}

/** Ports that WHATWG fetch (Chromium, Node) refuses to connect to (fetch spec, "bad port"), from 1000 up. */
const FETCH_BLOCKED_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

export function portOffset() {
  const raw = process.env.ALMACENA_PORT_OFFSET || '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50000) {
    throw new Error(`ALMACENA_PORT_OFFSET must be a small non-negative integer, got "${raw}"`);
  }
  return offset;
}

/**
 * Where a run writes reports, logs and (under an offset) its test build: .test-output, or
 * .test-output/offset-<n> so that runs shifted by ALMACENA_PORT_OFFSET in the same checkout
 * do not overwrite each other's results, or serve a build that points at other emulators.
 */
export function runOutputDir(root) {
  const offset = portOffset();
  return path.join(root, '.test-output', offset ? `offset-${offset}` : '');
}

/** Resolves true when nothing listens on HOST:port and we could bind it. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: HOST, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Fails with one message naming every busy port. Checked before starting anything, because a
 * leftover emulator on our port would otherwise answer the readiness probe in place of ours.
 */
export async function assertPortsFree(ports, what) {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) busy.push(`${name} ${HOST}:${port}`);
  }
  if (busy.length) {
    throw new Error(
      `Port(s) already in use for ${what}: ${busy.join(', ')}.\n` +
        'Another Almacena run (npm start / npm test) or a leftover emulator may hold them: stop it, ' +
        'or set ALMACENA_PORT_OFFSET=<n> to shift all ports.',
    );
  }
}

#!/usr/bin/env node
// The AEAT VERI*FACTU stand-in on its own, in the foreground (Ctrl-C stops it):
//
//   node scripts/aeat-standin/cli.mjs --port 8095 [--host 127.0.0.1] [--wait-seconds 60] [--xsd path]
//       [--tls-key key.pem --tls-cert cert.pem --tls-ca ca.pem]
//
// `npm start`, `npm test` and `npm run bench` start one themselves (scripts/lib/emulators.mjs).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ensureXmllint } from '../lib/setup.mjs';
import { startAeatStandin } from './server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8095' },
    host: { type: 'string', default: '127.0.0.1' },
    'wait-seconds': { type: 'string', default: '60' },
    xsd: { type: 'string' },
    'tls-key': { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-ca': { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const integer = (name) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a non-negative integer, got "${values[name]}"`);
    process.exit(2);
  }
  return value;
};
const tlsFiles = ['tls-key', 'tls-cert', 'tls-ca'].filter((name) => values[name]);
if (tlsFiles.length !== 0 && tlsFiles.length !== 3) {
  console.error('Mutual TLS needs all of --tls-key, --tls-cert and --tls-ca.');
  process.exit(2);
}

ensureXmllint();
let standin;
try {
  standin = await startAeatStandin({
    port: integer('port'),
    host: values.host,
    waitSeconds: integer('wait-seconds'),
    ...(values.xsd ? { xsd: values.xsd } : {}),
    ...(tlsFiles.length
      ? { tls: { key: fs.readFileSync(values['tls-key']), cert: fs.readFileSync(values['tls-cert']), ca: fs.readFileSync(values['tls-ca']) } }
      : {}),
    log: values.quiet ? () => {} : (message) => console.log(message),
  });
} catch (error) {
  console.error(error.code === 'EADDRINUSE' ? `Port ${values.port} is already in use.` : error.message);
  process.exit(1);
}
console.log(
  `AEAT VERI*FACTU stand-in: ${standin.endpoint}\n  control: POST ${standin.url}/__control, GET ${standin.url}/__requests, GET ${standin.url}/__records`,
);

const stop = async () => {
  await standin.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

/**
 * The stand-in's optional mutual TLS: with `tls` it serves HTTPS and refuses a client without a
 * certificate signed by the given CA. The certificates are made for the test with openssl.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAeatStandin, type AeatStandin } from '../../scripts/aeat-standin/server.mjs';
import { certificateFor, certificateStatus } from '../../functions/src/verifactu/config';
import { soapTransport, TransportError } from '../../functions/src/verifactu/transport';

let dir: string;
let standin: AeatStandin;
const pem = (name: string) => fs.readFileSync(path.join(dir, name));

function openssl(...args: string[]) {
  const run = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`openssl ${args.join(' ')} failed: ${run.error?.message ?? run.stderr}`);
}

/** A key and a certificate for `name`, signed by ca (self-signed when ca is null). */
function certificate(name: string, ca: string | null, extra: string[] = []) {
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-subj', `/CN=${name}`, '-out', `${name}.csr`, ...extra);
  if (ca)
    openssl(
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      `${ca}.crt`,
      '-CAkey',
      `${ca}.key`,
      '-CAcreateserial',
      '-days',
      '2',
      '-out',
      `${name}.crt`,
      '-copy_extensions',
      'copy',
    );
  else openssl('x509', '-req', '-in', `${name}.csr`, '-signkey', `${name}.key`, '-days', '2', '-out', `${name}.crt`, '-extfile', 'ca.ext');
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aeat-standin-tls-'));
  fs.writeFileSync(path.join(dir, 'ca.ext'), 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n');
  certificate('ca', null);
  certificate('other-ca', null);
  certificate('server', 'ca', ['-addext', 'subjectAltName=IP:127.0.0.1']);
  certificate('client', 'ca');
  certificate('stranger', 'other-ca');
  standin = await startAeatStandin({ port: 0, tls: { key: pem('server.key'), cert: pem('server.crt'), ca: pem('ca.crt') } });
}, 60_000);
afterAll(async () => {
  await standin?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function get(url: string, client: { key?: Buffer; cert?: Buffer }): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = https.get(url, { ca: pem('ca.crt'), ...client }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });
}

it('serves HTTPS to a client with a certificate signed by the CA', async () => {
  expect(standin.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  expect(await get(`${standin.url}/health`, { key: pem('client.key'), cert: pem('client.crt') })).toBe(200);
});

it.each([
  ['without a client certificate', null],
  ['with a certificate of another CA', 'stranger'],
])('refuses a client %s', async (_name, name) => {
  const client = name ? { key: pem(`${name}.key`), cert: pem(`${name}.crt`) } : {};
  await expect(get(`${standin.url}/health`, client)).rejects.toThrow();
});

it("the sender's transport presents the company certificate from VERIFACTU_CERTIFICATES: with it the AEAT answers, without it the TLS handshake fails", async () => {
  const certificates = JSON.stringify({ B12345674: { cert: pem('client.crt').toString(), key: pem('client.key').toString() } });
  const certificate = certificateFor('B12345674', { VERIFACTU_CERTIFICATES: certificates });
  expect(certificate).not.toBeNull();
  expect(certificateFor('B00000000', { VERIFACTU_CERTIFICATES: certificates })).toBeNull();
  expect(certificateStatus(certificate, new Date())).toMatchObject({ loaded: true, subject: 'CN=client', expired: false });
  const ca = [pem('ca.crt').toString()];
  // Not a SOAP request: the stand-in answers with its Fault, which proves the handshake passed.
  const answer = await soapTransport(standin.endpoint, certificate, 5_000, ca)('<nada/>');
  expect(answer.status).toBe(500);
  expect(answer.body).toContain('Codigo[4102]');
  await expect(soapTransport(standin.endpoint, null, 5_000, ca)('<nada/>')).rejects.toBeInstanceOf(TransportError);
  // Without the extra CA the stand-in's test certificate is not trusted.
  await expect(soapTransport(standin.endpoint, certificate, 5_000)('<nada/>')).rejects.toBeInstanceOf(TransportError);
});

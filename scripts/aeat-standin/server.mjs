// A local stand-in for the AEAT's VERI*FACTU SOAP service (SistemaFacturacion, RegFactuSistemaFacturacion),
// plus a JSON control API for tests and demos. See docs/aeat-standin.md.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENDPOINT_PATH } from './endpoint.mjs';
import { altaHuella, anulacionHuella } from './huella.mjs';
import { MESSAGES, Registry } from './registry.mjs';
import { SchemaFault, assertXmllint, faultXml, peekRequest, readRequest, respuestaXml } from './soap.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_XSD = path.join(ROOT, 'tests/fixtures/verifactu/SuministroLR.xsd');
export { ENDPOINT_PATH };
/** 1.000 records of a few KB each fit well below this. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;
const HUELLAS = { alta: altaHuella, anulacion: anulacionHuella };
const SOAP_TYPE = 'text/xml; charset=utf-8';

class TooLarge extends Error {}

/** @param {http.IncomingMessage} req */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new TooLarge(`body over ${MAX_BODY_BYTES} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

/** @param {http.ServerResponse} res */
function send(res, status, contentType, body) {
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

const sendJson = (res, status, value) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));

/**
 * @param {{ port?: number, host?: string, xsd?: string, waitSeconds?: number,
 *   log?: (message: string) => void, tls?: { key: string | Buffer, cert: string | Buffer, ca: string | Buffer } }} [options]
 *   port 0 (the default) takes a free port. tls: serve HTTPS and require a client certificate
 *   signed by ca (mutual TLS, as the AEAT does); plain HTTP without it.
 * @returns {Promise<{ url: string, endpoint: string, port: number, close: () => Promise<void> }>}
 */
export async function startAeatStandin({ port = 0, host = '127.0.0.1', xsd = DEFAULT_XSD, waitSeconds = 60, log = () => {}, tls } = {}) {
  await assertXmllint();
  if (!fs.existsSync(xsd)) throw new Error(`AEAT stand-in: schema not found: ${xsd}`);
  const registry = new Registry();
  let wait = waitSeconds;
  /** Held connections (timeout faults) are let go by close(). */
  const held = new Set();

  /** @param {string} message */
  const fault = (message) => faultXml(`Codigo[4102].${MESSAGES.schema} ${message}`);

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function soap(req, res) {
    const at = new Date();
    const body = await readBody(req);
    const entry = { at: at.toISOString(), nif: null, records: [], status: null, fault: null, csv: null, estadoEnvio: null };
    const logRecords = (records) =>
      records.map(({ key, numSerie, operation, subsanacion, rechazoPrevio }) => ({
        key,
        numSerie,
        operation,
        subsanacion: subsanacion ?? null,
        rechazoPrevio: rechazoPrevio ?? null,
      }));
    registry.requests.push(entry);

    const planned = registry.faults.shift();
    if (planned && !planned.dropAfterStore) {
      Object.assign(entry, await peekRequest(body, xsd, HUELLAS));
      entry.records = logRecords(entry.records);
      if (planned.status) {
        entry.status = planned.status;
        entry.fault = 'status';
        log(`AEAT stand-in: simulated HTTP ${planned.status}`);
        send(
          res,
          planned.status,
          'text/html; charset=utf-8',
          `<html><body><h1>${planned.status} ${http.STATUS_CODES[planned.status] ?? 'Error'}</h1></body></html>`,
        );
        return;
      }
      entry.fault = 'timeout';
      log(`AEAT stand-in: holding a request ${planned.timeoutMs} ms without answering`);
      held.add(res);
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, planned.timeoutMs);
        res.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      held.delete(res);
      res.destroy();
      return;
    }

    let request;
    try {
      request = await readRequest(body, xsd, HUELLAS);
    } catch (error) {
      if (!(error instanceof SchemaFault)) throw error;
      entry.status = 500;
      log(`AEAT stand-in: Fault 4102: ${error.message}`);
      send(res, 500, SOAP_TYPE, fault(error.message));
      return;
    }
    const { csv, estadoEnvio, lineas } = registry.process(request.obligado, request.records);
    Object.assign(entry, { nif: request.obligado.nif, records: logRecords(request.records), csv, estadoEnvio });
    log(`AEAT stand-in: ${request.records.length} record(s) from ${request.obligado.nif}: ${estadoEnvio}${csv ? ` (CSV ${csv})` : ''}`);
    if (planned?.dropAfterStore) {
      entry.fault = 'dropAfterStore';
      res.destroy();
      return;
    }
    entry.status = 200;
    send(res, 200, SOAP_TYPE, respuestaXml({ csv, obligado: request.obligado, at, waitSeconds: wait, estadoEnvio, lineas }));
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function control(req, res) {
    let body;
    try {
      body = JSON.parse((await readBody(req)) || 'null');
    } catch (error) {
      sendJson(res, 400, { error: `Not JSON: ${/** @type {Error} */ (error).message}` });
      return;
    }
    try {
      if (body?.waitSeconds !== undefined && !(Number.isInteger(body.waitSeconds) && body.waitSeconds >= 0)) {
        throw new Error('waitSeconds must be a non-negative integer.');
      }
      registry.control(body);
      if (body.reset === true) wait = waitSeconds;
      if (body.waitSeconds !== undefined) wait = body.waitSeconds;
    } catch (error) {
      sendJson(res, 400, { error: /** @type {Error} */ (error).message });
      return;
    }
    sendJson(res, 200, { ok: true, waitSeconds: wait, now: registry.now?.toISOString() ?? null, pendingFaults: registry.faults.length });
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function route(req, res) {
    const { pathname } = new URL(req.url ?? '/', 'http://standin');
    const method = req.method ?? 'GET';
    if (pathname === ENDPOINT_PATH && method === 'POST') return soap(req, res);
    if (pathname === '/__control' && method === 'POST') return control(req, res);
    if (pathname === '/__requests' && method === 'GET') return sendJson(res, 200, registry.requests);
    if (pathname === '/__records' && method === 'GET') return sendJson(res, 200, registry.records());
    if (pathname === '/health' && method === 'GET') return send(res, 200, 'text/plain; charset=utf-8', 'ok');
    if ([ENDPOINT_PATH, '/__control', '/__requests', '/__records', '/health'].includes(pathname)) {
      return send(res, 405, 'text/plain; charset=utf-8', `${method} not allowed on ${pathname}`);
    }
    return send(res, 404, 'text/plain; charset=utf-8', `Not found: ${pathname}`);
  }

  const handler = (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) => {
    route(req, res).catch((error) => {
      if (error instanceof TooLarge) return;
      log(`AEAT stand-in: internal error: ${error.stack ?? error}`);
      if (!res.headersSent && !res.destroyed)
        send(res, 500, SOAP_TYPE, faultXml(`Error interno del sustituto local de la AEAT: ${error.message}`, 'env:Server'));
    });
  };
  const server = tls
    ? https.createServer({ key: tls.key, cert: tls.cert, ca: tls.ca, requestCert: true, rejectUnauthorized: true }, handler)
    : http.createServer(handler);
  // A sender may keep a connection alive for minutes between batches; never cut it ourselves.
  server.requestTimeout = 0;
  // Node closes an idle keep-alive connection after 5 s, the same moment a client may reuse it
  // (ECONNRESET on a busy machine, seen when a test took over 5 s to build its next request).
  server.keepAliveTimeout = 120_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `${tls ? 'https' : 'http'}://${host}:${address.port}`;
  let closing = null;
  return {
    url,
    endpoint: `${url}${ENDPOINT_PATH}`,
    port: address.port,
    close() {
      closing ??= new Promise((resolve) => {
        server.close(() => resolve(undefined));
        for (const res of held) res.destroy();
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

/**
 * One SOAP request to the AEAT (or its stand-in): POST over HTTPS with the company's client
 * certificate (mutual TLS), or plain HTTP for the local stand-in. Never retries by itself: the
 * sender decides, with the records' state in Firestore, what to do after a failure.
 */
import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import type { ClientCertificate } from './config';

export interface HttpAnswer {
  status: number;
  body: string;
}

/** The request did not get an answer: refused, reset, timed out. */
export class TransportError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export type Transport = (xml: string) => Promise<HttpAnswer>;

/**
 * `extraCa`: PEM certificates to trust besides Node's bundled roots (VERIFACTU_SERVER_CA, for a
 * server whose chain Node does not know; the tests' stand-in).
 */
export function soapTransport(
  endpoint: string,
  certificate: ClientCertificate | null,
  timeoutMs: number,
  extraCa: readonly string[] = [],
): Transport {
  const url = new URL(endpoint);
  const secure = url.protocol === 'https:';
  return (xml) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const options: https.RequestOptions = {
        method: 'POST',
        headers: {
          'Content-Type': 'text/xml; charset=utf-8',
          'Content-Length': Buffer.byteLength(xml, 'utf8'),
          SOAPAction: '""',
        },
        ...(secure && certificate ? { cert: certificate.cert, key: certificate.key } : {}),
        ...(secure && extraCa.length ? { ca: [...tls.rootCertificates, ...extraCa] } : {}),
      };
      const request = (secure ? https : http).request(url, options, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => reject(new TransportError('network', error.message)));
      });
      request.setTimeout(timeoutMs, () => request.destroy(new TransportError('timeout', `sin respuesta en ${timeoutMs} ms`)));
      request.on('error', (error) => reject(error instanceof TransportError ? error : new TransportError('network', error.message)));
      request.end(xml, 'utf8');
    });
}

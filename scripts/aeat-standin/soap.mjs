// The wire format: reading a RegFactuSistemaFacturacion SOAP request (well-formed, a SOAP 1.1
// envelope, the body element valid against the AEAT's SuministroLR.xsd) and writing the answers
// (a RespuestaRegFactuSistemaFacturacion, or a SOAP Fault). Elements are found by namespace and
// local name, never by prefix; every answer is built with xmlbuilder2, never by pasting text.
import { spawn } from 'node:child_process';
import { builder, create } from 'xmlbuilder2';

export const NS_SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';
const BASE = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
export const NS_SUMINISTRO_LR = `${BASE}/SuministroLR.xsd`;
export const NS_SUMINISTRO_INFORMACION = `${BASE}/SuministroInformacion.xsd`;
export const NS_RESPUESTA = `${BASE}/RespuestaSuministro.xsd`;
const XMLNS = 'http://www.w3.org/2000/xmlns/';

/** A request the AEAT refuses as a whole: answered with a SOAP Fault. */
export class SchemaFault extends Error {}

/**
 * Runs xmllint on text given on stdin; resolves with its verdict and the first error line.
 * @param {string[]} args
 * @param {string} input
 * @returns {Promise<{ ok: boolean, firstError: string }>}
 */
function xmllint(args, input) {
  return new Promise((resolve, reject) => {
    const child = spawn('xmllint', ['--noout', '--nonet', ...args, '-'], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', (error) => reject(new Error(`xmllint could not run (${error.message}): install libxml2-utils`)));
    child.once('close', (code) => {
      const firstError = stderr.split('\n').find((line) => line.trim() && !/^- (fails to validate|validates)$/.test(line.trim())) ?? '';
      resolve({ ok: code === 0, firstError: firstError.trim() || `xmllint terminó con código ${code}` });
    });
    // xmllint may exit before reading everything (e.g. a fatal error early on): ignore EPIPE.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

/** Fails at start-up rather than at the first request when xmllint is missing. */
export async function assertXmllint() {
  await new Promise((resolve, reject) => {
    const child = spawn('xmllint', ['--version'], { stdio: 'ignore' });
    child.once('error', () =>
      reject(new Error('xmllint was not found: the AEAT stand-in validates requests with it (apt-get install libxml2-utils).')),
    );
    child.once('close', resolve);
  });
}

/** @param {any} node */
const elementChildren = (node) => Array.from(node.childNodes).filter((n) => /** @type {any} */ (n).nodeType === 1);

/**
 * The first child element with this local name (any namespace of the two AEAT schemas).
 * @param {any} node
 * @param {string} name
 */
function child(node, name) {
  return elementChildren(node).find((n) => n.localName === name) ?? null;
}

/**
 * Text of the element at the path of local names under node, or undefined when absent.
 * @param {any} node
 * @param {...string} names
 * @returns {string | undefined}
 */
function textAt(node, ...names) {
  let current = node;
  for (const name of names) {
    current = current && child(current, name);
  }
  return current ? current.textContent : undefined;
}

/**
 * @typedef {{ impuesto?: string, claveRegimen?: string, calificacionOperacion?: string, operacionExenta?: string }} Detalle
 * @typedef {{ field: string, value: string }} TextField
 * @typedef {{ operation: 'Alta' | 'Anulacion', nif: string, numSerie: string, fecha: string,
 *   key: string, refExterna?: string, subsanacion?: string, rechazoPrevio?: string,
 *   sinRegistroPrevio?: string, fechaOperacion?: string, detalles: Detalle[], texts: TextField[],
 *   huella: string, expectedHuella: string }} IncomingRecord
 * @typedef {{ nombreRazon: string, nif: string }} Obligado
 */

/**
 * The free-text and identifier fields that the 1287 check reads (which ones the AEAT reads is
 * not published: see docs/aeat-standin.md), wherever they appear in a record.
 */
export const TEXT_FIELDS = new Set([
  'NumSerieFactura',
  'NumSerieFacturaAnulada',
  'NombreRazonEmisor',
  'NombreRazon',
  'DescripcionOperacion',
  'RefExterna',
  'NombreSistemaInformatico',
]);

/**
 * Every element of TEXT_FIELDS under node with its text, in document order.
 * @param {any} node
 * @returns {TextField[]}
 */
function textFieldsOf(node) {
  /** @type {TextField[]} */
  const found = [];
  for (const element of elementChildren(node)) {
    if (TEXT_FIELDS.has(element.localName) && elementChildren(element).length === 0) {
      found.push({ field: element.localName, value: element.textContent ?? '' });
    } else {
      found.push(...textFieldsOf(element));
    }
  }
  return found;
}

/**
 * The DetalleDesglose of an alta.
 * @param {any} registro
 * @returns {Detalle[]}
 */
function detallesOf(registro) {
  const desglose = child(registro, 'Desglose');
  if (!desglose) return [];
  return elementChildren(desglose)
    .filter((n) => n.localName === 'DetalleDesglose')
    .map((detalle) => ({
      impuesto: textAt(detalle, 'Impuesto'),
      claveRegimen: textAt(detalle, 'ClaveRegimen'),
      calificacionOperacion: textAt(detalle, 'CalificacionOperacion'),
      operacionExenta: textAt(detalle, 'OperacionExenta'),
    }));
}

export const keyOf = (/** @type {string} */ nif, /** @type {string} */ numSerie, /** @type {string} */ fecha) => `${nif}|${numSerie}|${fecha}`;

/** @returns {{ previous: string }} the previous record's huella, '' for the first of the chain */
function chainOf(/** @type {any} */ registro) {
  const encadenamiento = child(registro, 'Encadenamiento');
  return { previous: textAt(encadenamiento, 'RegistroAnterior', 'Huella') ?? '' };
}

/**
 * @param {any} registro a RegistroAlta element
 * @param {(fields: any, previous: string, at: string) => { huella: string }} huellaOf
 * @returns {IncomingRecord}
 */
function altaOf(registro, huellaOf) {
  const fields = {
    IDEmisorFactura: textAt(registro, 'IDFactura', 'IDEmisorFactura') ?? '',
    NumSerieFactura: textAt(registro, 'IDFactura', 'NumSerieFactura') ?? '',
    FechaExpedicionFactura: textAt(registro, 'IDFactura', 'FechaExpedicionFactura') ?? '',
    TipoFactura: textAt(registro, 'TipoFactura') ?? '',
    CuotaTotal: textAt(registro, 'CuotaTotal') ?? '',
    ImporteTotal: textAt(registro, 'ImporteTotal') ?? '',
  };
  const generatedAt = textAt(registro, 'FechaHoraHusoGenRegistro') ?? '';
  return {
    operation: 'Alta',
    nif: fields.IDEmisorFactura,
    numSerie: fields.NumSerieFactura,
    fecha: fields.FechaExpedicionFactura,
    key: keyOf(fields.IDEmisorFactura, fields.NumSerieFactura, fields.FechaExpedicionFactura),
    refExterna: textAt(registro, 'RefExterna'),
    subsanacion: textAt(registro, 'Subsanacion'),
    rechazoPrevio: textAt(registro, 'RechazoPrevio'),
    fechaOperacion: textAt(registro, 'FechaOperacion'),
    detalles: detallesOf(registro),
    texts: textFieldsOf(registro),
    huella: textAt(registro, 'Huella') ?? '',
    expectedHuella: huellaOf(fields, chainOf(registro).previous, generatedAt).huella,
  };
}

/**
 * @param {any} registro a RegistroAnulacion element
 * @param {(fields: any, previous: string, at: string) => { huella: string }} huellaOf
 * @returns {IncomingRecord}
 */
function anulacionOf(registro, huellaOf) {
  const fields = {
    IDEmisorFacturaAnulada: textAt(registro, 'IDFactura', 'IDEmisorFacturaAnulada') ?? '',
    NumSerieFacturaAnulada: textAt(registro, 'IDFactura', 'NumSerieFacturaAnulada') ?? '',
    FechaExpedicionFacturaAnulada: textAt(registro, 'IDFactura', 'FechaExpedicionFacturaAnulada') ?? '',
  };
  const generatedAt = textAt(registro, 'FechaHoraHusoGenRegistro') ?? '';
  return {
    operation: 'Anulacion',
    nif: fields.IDEmisorFacturaAnulada,
    numSerie: fields.NumSerieFacturaAnulada,
    fecha: fields.FechaExpedicionFacturaAnulada,
    key: keyOf(fields.IDEmisorFacturaAnulada, fields.NumSerieFacturaAnulada, fields.FechaExpedicionFacturaAnulada),
    refExterna: textAt(registro, 'RefExterna'),
    sinRegistroPrevio: textAt(registro, 'SinRegistroPrevio'),
    rechazoPrevio: textAt(registro, 'RechazoPrevio'),
    detalles: [],
    texts: textFieldsOf(registro),
    huella: textAt(registro, 'Huella') ?? '',
    expectedHuella: huellaOf(fields, chainOf(registro).previous, generatedAt).huella,
  };
}

/**
 * The RegFactuSistemaFacturacion element of a SOAP 1.1 envelope, or a SchemaFault.
 * xmlbuilder2's parser forgives some malformed input, so xmllint judges well-formedness first.
 * @param {string} body
 */
async function regFactuElementOf(body) {
  const wellFormed = await xmllint([], body);
  if (!wellFormed.ok) throw new SchemaFault(wellFormed.firstError);
  let envelope;
  try {
    envelope = create(body).root().node;
  } catch (error) {
    throw new SchemaFault(/** @type {Error} */ (error).message);
  }
  if (envelope.namespaceURI !== NS_SOAP || envelope.localName !== 'Envelope') {
    throw new SchemaFault(`Se esperaba un sobre SOAP 1.1 ({${NS_SOAP}}Envelope) y se recibió {${envelope.namespaceURI ?? ''}}${envelope.localName}.`);
  }
  const soapBody = elementChildren(envelope).find((n) => n.namespaceURI === NS_SOAP && n.localName === 'Body');
  if (!soapBody) throw new SchemaFault('El sobre SOAP no tiene Body.');
  const content = elementChildren(soapBody);
  const regFactu = content.find((n) => n.namespaceURI === NS_SUMINISTRO_LR && n.localName === 'RegFactuSistemaFacturacion');
  if (!regFactu || content.length !== 1) {
    throw new SchemaFault(`El Body debe contener solo el elemento {${NS_SUMINISTRO_LR}}RegFactuSistemaFacturacion.`);
  }
  return regFactu;
}

/**
 * Reads and validates a request. Rejects with SchemaFault when the AEAT would answer a Fault 4102.
 * @param {string} body
 * @param {string} xsd path of SuministroLR.xsd
 * @param {{ alta: (fields: any, previous: string, at: string) => { huella: string },
 *   anulacion: (fields: any, previous: string, at: string) => { huella: string } }} huellas
 * @returns {Promise<{ obligado: Obligado, records: IncomingRecord[] }>}
 */
export async function readRequest(body, xsd, huellas) {
  const regFactu = await regFactuElementOf(body);
  // Serialised on its own, with the namespace declarations it inherited from the envelope.
  const valid = await xmllint(['--schema', xsd], builder(regFactu).toString());
  if (!valid.ok) throw new SchemaFault(valid.firstError);
  const obligado = {
    nombreRazon: textAt(regFactu, 'Cabecera', 'ObligadoEmision', 'NombreRazon') ?? '',
    nif: textAt(regFactu, 'Cabecera', 'ObligadoEmision', 'NIF') ?? '',
  };
  const records = elementChildren(regFactu)
    .filter((n) => n.localName === 'RegistroFactura')
    .map((registroFactura) => {
      const alta = child(registroFactura, 'RegistroAlta');
      return alta ? altaOf(alta, huellas.alta) : anulacionOf(child(registroFactura, 'RegistroAnulacion'), huellas.anulacion);
    });
  return { obligado, records };
}

/**
 * Reads what it can of a request that is not processed (a simulated fault), for the request log.
 * @param {string} body
 * @returns {Promise<{ nif: string | null, records: IncomingRecord[] }>}
 */
export async function peekRequest(body, xsd, huellas) {
  try {
    const { obligado, records } = await readRequest(body, xsd, huellas);
    return { nif: obligado.nif, records };
  } catch {
    return { nif: null, records: [] };
  }
}

/** A SOAP 1.1 Fault as the AEAT sends it for a request refused as a whole. */
export function faultXml(/** @type {string} */ faultstring, faultcode = 'env:Client') {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS_SOAP, 'env:Envelope').att(XMLNS, 'xmlns:env', NS_SOAP);
  const fault = doc.ele(NS_SOAP, 'env:Body').ele(NS_SOAP, 'env:Fault');
  fault.ele('faultcode').txt(faultcode);
  fault.ele('faultstring').txt(faultstring);
  return doc.end();
}

/**
 * Now in Europe/Madrid with its offset, e.g. 2026-11-25T21:03:04+01:00.
 * @param {Date} date
 */
export function madridTimestamp(date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const offsetMinutes = Math.round((Date.parse(`${local}Z`) - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * @typedef {{ record: IncomingRecord, estado: 'Correcto' | 'AceptadoConErrores' | 'Incorrecto',
 *   code?: number, description?: string,
 *   duplicado?: { csv: string, estado: 'Correcta' | 'AceptadaConErrores' | 'AceptadoConErrores' | 'Anulada', code?: number, description?: string } }} Linea
 */

/**
 * The RespuestaRegFactuSistemaFacturacion of a processed request.
 * @param {{ csv: string | null, obligado: Obligado, at: Date, waitSeconds: number,
 *   estadoEnvio: string, lineas: Linea[] }} answer
 */
export function respuestaXml({ csv, obligado, at, waitSeconds, estadoEnvio, lineas }) {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS_SOAP, 'env:Envelope').att(XMLNS, 'xmlns:env', NS_SOAP);
  doc.ele(NS_SOAP, 'env:Header');
  const respuesta = doc
    .ele(NS_SOAP, 'env:Body')
    .ele(NS_RESPUESTA, 'tikR:RespuestaRegFactuSistemaFacturacion')
    .att(XMLNS, 'xmlns:tikR', NS_RESPUESTA)
    .att(XMLNS, 'xmlns:tik', NS_SUMINISTRO_INFORMACION);
  const r = (/** @type {any} */ parent, /** @type {string} */ name, /** @type {string=} */ text) => {
    const element = parent.ele(NS_RESPUESTA, `tikR:${name}`);
    return text === undefined ? element : element.txt(text);
  };
  const t = (/** @type {any} */ parent, /** @type {string} */ name, /** @type {string=} */ text) => {
    const element = parent.ele(NS_SUMINISTRO_INFORMACION, `tik:${name}`);
    return text === undefined ? element : element.txt(text);
  };
  if (csv) {
    r(respuesta, 'CSV', csv);
    const presentacion = r(respuesta, 'DatosPresentacion');
    t(presentacion, 'NIFPresentador', obligado.nif);
    t(presentacion, 'TimestampPresentacion', madridTimestamp(at));
  }
  const obligadoEmision = t(r(respuesta, 'Cabecera'), 'ObligadoEmision');
  t(obligadoEmision, 'NombreRazon', obligado.nombreRazon);
  t(obligadoEmision, 'NIF', obligado.nif);
  r(respuesta, 'TiempoEsperaEnvio', String(waitSeconds));
  r(respuesta, 'EstadoEnvio', estadoEnvio);
  for (const linea of lineas) {
    const { record } = linea;
    const node = r(respuesta, 'RespuestaLinea');
    const id = r(node, 'IDFactura');
    t(id, 'IDEmisorFactura', record.nif);
    t(id, 'NumSerieFactura', record.numSerie);
    t(id, 'FechaExpedicionFactura', record.fecha);
    const operacion = r(node, 'Operacion');
    t(operacion, 'TipoOperacion', record.operation);
    if (record.subsanacion !== undefined) t(operacion, 'Subsanacion', record.subsanacion);
    if (record.rechazoPrevio !== undefined) t(operacion, 'RechazoPrevio', record.rechazoPrevio);
    if (record.refExterna !== undefined) r(node, 'RefExterna', record.refExterna);
    r(node, 'EstadoRegistro', linea.estado);
    if (linea.code !== undefined) {
      r(node, 'CodigoErrorRegistro', String(linea.code));
      r(node, 'DescripcionErrorRegistro', linea.description ?? '');
    }
    if (linea.duplicado) {
      const duplicado = r(node, 'RegistroDuplicado');
      t(duplicado, 'IdPeticionRegistroDuplicado', linea.duplicado.csv);
      t(duplicado, 'EstadoRegistroDuplicado', linea.duplicado.estado);
      if (linea.duplicado.code !== undefined) {
        t(duplicado, 'CodigoErrorRegistro', String(linea.duplicado.code));
        t(duplicado, 'DescripcionErrorRegistro', linea.duplicado.description ?? '');
      }
    }
  }
  return doc.end();
}

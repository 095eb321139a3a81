/**
 * The local stand-in for the AEAT's VERI*FACTU service (scripts/aeat-standin): requests built with
 * the app's own regFactuXml and records, answers read by namespace and local name as the sender
 * reads them. Each test starts from an empty stand-in (POST /__control { reset: true }).
 */
import { create } from 'xmlbuilder2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINT_PATH, startAeatStandin, type AeatStandin } from '../../scripts/aeat-standin/server.mjs';
import {
  altaRecordOf,
  anulacionRecordOf,
  regFactuXml,
  type AltaContext,
  type RegistroAlta,
  type RegistroAnulacion,
  type RegistroFactura,
} from '../../src/domain/verifactu';
import { issuedInvoice, ISSUER, line, SYSTEM, type InvoiceOptions } from '../../src/domain/verifactu/testFixtures';

const NS_SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';
const BASE = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
const NS_RESPUESTA = `${BASE}/RespuestaSuministro.xsd`;
const NS_INFO = `${BASE}/SuministroInformacion.xsd`;
const OBLIGADO = { NombreRazon: ISSUER.legalName, NIF: ISSUER.nif };

let standin: AeatStandin;
beforeAll(async () => {
  standin = await startAeatStandin({ port: 0 });
});
afterAll(() => standin?.close());
beforeEach(async () => {
  expect((await control({ reset: true })).status).toBe(200);
});

const control = (body: unknown): Promise<Response> =>
  fetch(`${standin.url}/__control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const getJson = async <T>(path: string): Promise<T> => (await fetch(`${standin.url}${path}`)).json() as Promise<T>;

interface StoredRecord {
  numSerie: string;
  fecha: string;
  nif: string;
  estado: string;
  csv: string;
  code: number | null;
}
interface LoggedRequest {
  at: string;
  nif: string | null;
  records: { key: string; numSerie: string; operation: string; subsanacion: string | null; rechazoPrevio: string | null }[];
  status: number | null;
  fault: string | null;
}

const generated = (second = 0) => ({ generatedAt: new Date(Date.UTC(2026, 10, 25, 13, 0, second)), system: SYSTEM });
const invoiceOf = (invoice: string | InvoiceOptions) => issuedInvoice(typeof invoice === 'string' ? { numberText: invoice } : invoice);
const alta = (invoice: string | InvoiceOptions, extra: Partial<AltaContext> = {}): RegistroFactura => ({
  RegistroAlta: altaRecordOf(invoiceOf(invoice), null, { ...generated(), ...extra }),
});
const anulacion = (invoice: string | InvoiceOptions): RegistroFactura => ({
  RegistroAnulacion: anulacionRecordOf(invoiceOf(invoice), null, generated(30)),
});

/** RegistroAlta's elements in SuministroInformacion.xsd's order. */
const ALTA_ORDER = [
  'IDVersion',
  'IDFactura',
  'RefExterna',
  'NombreRazonEmisor',
  'Subsanacion',
  'RechazoPrevio',
  'TipoFactura',
  'TipoRectificativa',
  'FacturasRectificadas',
  'FacturasSustituidas',
  'ImporteRectificacion',
  'FechaOperacion',
  'DescripcionOperacion',
  'FacturaSimplificadaArt7273',
  'FacturaSinIdentifDestinatarioArt61d',
  'Macrodato',
  'EmitidaPorTerceroODestinatario',
  'Tercero',
  'Destinatarios',
  'Cupon',
  'Desglose',
  'CuotaTotal',
  'ImporteTotal',
  'Encadenamiento',
  'SistemaInformatico',
  'FechaHoraHusoGenRegistro',
  'NumRegistroAcuerdoFacturacion',
  'IdAcuerdoSistemaInformatico',
  'TipoHuella',
  'Huella',
];

/**
 * The builder's alta with fields set by hand (undefined removes one), written in the XSD's order:
 * for the records the builder would refuse or never writes. None of these fields is in the
 * huella, so the record keeps a right one.
 */
function altaWith(
  invoice: string | InvoiceOptions,
  fields: Record<string, unknown> | ((alta: RegistroAlta) => Record<string, unknown>),
  extra: Partial<AltaContext> = {},
): RegistroFactura {
  const built = alta(invoice, extra) as { RegistroAlta: RegistroAlta };
  const merged: Record<string, unknown> = { ...built.RegistroAlta, ...(typeof fields === 'function' ? fields(built.RegistroAlta) : fields) };
  expect(Object.keys(merged).filter((k) => !ALTA_ORDER.includes(k))).toEqual([]);
  const ordered = Object.fromEntries(ALTA_ORDER.filter((k) => merged[k] !== undefined).map((k) => [k, merged[k]]));
  return { RegistroAlta: ordered as unknown as RegistroAlta };
}

/** One DetalleDesglose in place of the builder's, with its base. */
const desgloseWith =
  (detalle: Record<string, string>) =>
  (a: RegistroAlta): Record<string, unknown> => ({
    Desglose: {
      DetalleDesglose: [{ Impuesto: '01', ...detalle, BaseImponibleOimporteNoSujeto: a.Desglose.DetalleDesglose[0]!.BaseImponibleOimporteNoSujeto }],
    },
  });
const S1_21 = { CalificacionOperacion: 'S1', TipoImpositivo: '21.00', CuotaRepercutida: '0.00' };

/** An alta whose huella is not the one the AEAT recomputes (accepted with error 2000). */
function wrongHuella(numberText: string): RegistroFactura {
  const good = altaRecordOf(issuedInvoice({ numberText }), null, generated());
  return { RegistroAlta: { ...good, Huella: good.Huella.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) } };
}

/** The AEAT's texts (errores.properties), written here apart from the stand-in's. */
const TEXTS = {
  1108: 'El NIF del IDEmisorFactura debe ser el mismo que el NIF del ObligadoEmision.',
  1146: 'Sólo se permite que la fecha de expedicion de la factura sea anterior a la fecha operación si los detalles del desglose son ClaveRegimen 14 o 15 e Impuesto 01, 03 o vacío.',
  1153: 'Valor del campo RechazoPrevio no válido, solo podrá incluirse el campo RechazoPrevio con valor X si se ha informado el campo Subsanacion y tiene el valor S.',
  1161: 'El valor del campo RechazoPrevio no es válido, no podrá incluirse el campo RechazoPrevio con valor S si no se ha informado del campo Subsanacion o tiene el valor N.',
  1173: 'Sólo se permite que la fecha de operación sea superior a la fecha actual si los detalles del desglose son ClaveRegimen 14 o 15 e Impuesto IVA(01) o IGIC(03) o vacío.',
  1199: "Si Impuesto es '01' (IVA), '03' (IGIC) o no se cumplimenta y ClaveRegimen es 01 no pueden marcarse la OperacionExenta E2, E3.",
  1287: (field: string) => `El valor del campo ${field} contiene carácteres no validos (<, >, ", ', =).`,
  3000: 'Registro de facturación duplicado.',
  3002: 'No existe el registro de facturación.',
};

/** The SOAP 1.1 request as the sender writes it. */
function envelope(registros: RegistroFactura[], obligado = OBLIGADO): string {
  const body = regFactuXml(obligado, registros).replace(/^<\?xml[^>]*\?>/, '');
  return `<soapenv:Envelope xmlns:soapenv="${NS_SOAP}"><soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;
}

async function post(body: string, init: RequestInit = {}): Promise<{ status: number; contentType: string | null; text: string }> {
  const res = await fetch(standin.endpoint, { method: 'POST', headers: { 'Content-Type': 'text/xml; charset=utf-8' }, body, ...init });
  return { status: res.status, contentType: res.headers.get('content-type'), text: await res.text() };
}

// Reading the answers by namespace and local name, as the sender does.
type El = Element;
const kids = (el: El, ns: string, name: string): El[] =>
  Array.from(el.childNodes).filter((n): n is El => n.nodeType === 1 && ((n as El).namespaceURI ?? '') === ns && (n as El).localName === name);
const kid = (el: El | null | undefined, ns: string, name: string): El | null => (el ? (kids(el, ns, name)[0] ?? null) : null);
const text = (el: El | null | undefined, ns: string, name: string): string | null => kid(el, ns, name)?.textContent ?? null;
const r = NS_RESPUESTA;
const t = NS_INFO;

function parseAnswer(xml: string) {
  const envelopeEl = create(xml).root().node as unknown as El;
  expect([envelopeEl.namespaceURI, envelopeEl.localName]).toEqual([NS_SOAP, 'Envelope']);
  const respuesta = kid(kid(envelopeEl, NS_SOAP, 'Body'), r, 'RespuestaRegFactuSistemaFacturacion');
  expect(respuesta).not.toBeNull();
  const presentacion = kid(respuesta, r, 'DatosPresentacion');
  const obligado = kid(kid(respuesta, r, 'Cabecera'), t, 'ObligadoEmision');
  return {
    csv: text(respuesta, r, 'CSV'),
    presentacion: presentacion && { nif: text(presentacion, t, 'NIFPresentador'), timestamp: text(presentacion, t, 'TimestampPresentacion') },
    cabecera: { nombre: text(obligado, t, 'NombreRazon'), nif: text(obligado, t, 'NIF') },
    tiempoEspera: text(respuesta, r, 'TiempoEsperaEnvio'),
    estadoEnvio: text(respuesta, r, 'EstadoEnvio'),
    lineas: kids(respuesta!, r, 'RespuestaLinea').map((linea) => {
      const id = kid(linea, r, 'IDFactura');
      const operacion = kid(linea, r, 'Operacion');
      const duplicado = kid(linea, r, 'RegistroDuplicado');
      return {
        nif: text(id, t, 'IDEmisorFactura'),
        numSerie: text(id, t, 'NumSerieFactura'),
        fecha: text(id, t, 'FechaExpedicionFactura'),
        operacion: text(operacion, t, 'TipoOperacion'),
        subsanacion: text(operacion, t, 'Subsanacion'),
        rechazoPrevio: text(operacion, t, 'RechazoPrevio'),
        estado: text(linea, r, 'EstadoRegistro'),
        code: text(linea, r, 'CodigoErrorRegistro'),
        description: text(linea, r, 'DescripcionErrorRegistro'),
        duplicado: duplicado && {
          csv: text(duplicado, t, 'IdPeticionRegistroDuplicado'),
          estado: text(duplicado, t, 'EstadoRegistroDuplicado'),
          code: text(duplicado, t, 'CodigoErrorRegistro'),
        },
      };
    }),
  };
}

async function send(registros: RegistroFactura[], obligado = OBLIGADO) {
  const res = await post(envelope(registros, obligado));
  expect(res.status, res.text).toBe(200);
  expect(res.contentType).toBe('text/xml; charset=utf-8');
  return parseAnswer(res.text);
}

function parseFault(xml: string) {
  const envelopeEl = create(xml).root().node as unknown as El;
  const fault = kid(kid(envelopeEl, NS_SOAP, 'Body'), NS_SOAP, 'Fault');
  expect(fault).not.toBeNull();
  // faultcode and faultstring are unqualified (SOAP 1.1).
  return { faultcode: text(fault, '', 'faultcode'), faultstring: text(fault, '', 'faultstring') ?? '' };
}

const SCHEMA_FAULT = 'Codigo[4102].El XML no cumple el esquema. ';

describe('an accepted request', () => {
  it('answers Correcto with a CSV, the presentation data, the Cabecera and the wait time', async () => {
    const answer = await send([alta('F-2026-000001')]);
    expect(answer.csv).toMatch(/^[A-Z0-9]{16}$/);
    expect(answer.presentacion).toEqual({ nif: ISSUER.nif, timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/) });
    expect(Math.abs(Date.parse(answer.presentacion!.timestamp!) - Date.now())).toBeLessThan(60_000);
    expect(answer.cabecera).toEqual({ nombre: ISSUER.legalName, nif: ISSUER.nif });
    expect(answer.tiempoEspera).toBe('60');
    expect(answer.estadoEnvio).toBe('Correcto');
    expect(answer.lineas).toEqual([
      {
        nif: ISSUER.nif,
        numSerie: 'F-2026-000001',
        fecha: '25-11-2026',
        operacion: 'Alta',
        subsanacion: null,
        rechazoPrevio: null,
        estado: 'Correcto',
        code: null,
        description: null,
        duplicado: null,
      },
    ]);
    expect(await getJson<StoredRecord[]>('/__records')).toEqual([
      { numSerie: 'F-2026-000001', fecha: '25-11-2026', nif: ISSUER.nif, estado: 'Correcta', csv: answer.csv, anulacionCsv: null, code: null },
    ]);
  });

  it('gives every request its own CSV and answers one line per record, in order', async () => {
    const first = await send([alta('F-2026-000001'), alta('F-2026-000002'), alta('F-2026-000003')]);
    const second = await send([alta('F-2026-000004')]);
    expect(first.lineas.map((l) => [l.numSerie, l.estado])).toEqual([
      ['F-2026-000001', 'Correcto'],
      ['F-2026-000002', 'Correcto'],
      ['F-2026-000003', 'Correcto'],
    ]);
    expect(second.csv).toMatch(/^[A-Z0-9]{16}$/);
    expect(second.csv).not.toBe(first.csv);
  });

  it('sends the wait time the control API sets, and its default again after a reset', async () => {
    await control({ waitSeconds: 5 });
    expect((await send([alta('F-2026-000001')])).tiempoEspera).toBe('5');
    await control({ reset: true });
    expect((await send([alta('F-2026-000001')])).tiempoEspera).toBe('60');
  });

  it('resolves namespaces, not prefixes', async () => {
    const xml = envelope([alta('F-2026-000001')])
      .replaceAll('soapenv:', 'S:')
      .replace('xmlns:soapenv=', 'xmlns:S=')
      .replaceAll('sum1:', 'si:')
      .replace('xmlns:sum1=', 'xmlns:si=');
    expect(xml).not.toContain('soapenv');
    const res = await post(xml);
    expect(res.status, res.text).toBe(200);
    expect(parseAnswer(res.text).estadoEnvio).toBe('Correcto');
  });
});

describe('a request refused as a whole (HTTP 500, SOAP Fault 4102)', () => {
  it.each([
    ['breaks the schema', envelope([alta('F-2026-000001')]).replace('<sum1:TipoFactura>F1<', '<sum1:TipoFactura>F9<'), 'TipoFactura'],
    ['is not well-formed', envelope([alta('F-2026-000001')]).replace('</soapenv:Body>', ''), 'parser error'],
    ['is not a SOAP envelope', regFactuXml(OBLIGADO, [alta('F-2026-000001')]), 'SOAP'],
    [
      'has the envelope of another SOAP version',
      envelope([alta('F-2026-000001')]).replace(NS_SOAP, 'http://www.w3.org/2003/05/soap-envelope'),
      'SOAP',
    ],
    [
      'has something else in the Body',
      envelope([alta('F-2026-000001')]).replace('<soapenv:Body>', '<soapenv:Body><x/>'),
      'RegFactuSistemaFacturacion',
    ],
    // xmlbuilder2 drops such characters silently, so they are written into the text by hand.
    [
      'has a character outside XML 1.0 Char (U+0001) in a description',
      envelope([alta('F-2026-000001')]).replace('<sum1:DescripcionOperacion>', '<sum1:DescripcionOperacion>Tornillo\u0001'),
      'invalid Char value 1',
    ],
    [
      'has a character reference outside XML 1.0 Char (&#1;) in a description',
      envelope([alta('F-2026-000001')]).replace('<sum1:DescripcionOperacion>', '<sum1:DescripcionOperacion>Tornillo&#1;'),
      'invalid xmlChar value 1',
    ],
  ])('when the request %s', async (_name, body, detail) => {
    const res = await post(body);
    expect(res.status).toBe(500);
    expect(res.contentType).toBe('text/xml; charset=utf-8');
    const fault = parseFault(res.text);
    expect(fault.faultcode).toBe('env:Client');
    expect(fault.faultstring.startsWith(SCHEMA_FAULT)).toBe(true);
    expect(fault.faultstring).toContain(detail);
    expect(await getJson<StoredRecord[]>('/__records')).toEqual([]);
  });

  it('when it carries more than 1.000 records (the XSD maxOccurs), while 1.000 pass', async () => {
    const registros = Array.from({ length: 1000 }, (_, i) => alta(`F-2026-${String(i + 1).padStart(6, '0')}`));
    const full = envelope(registros);
    const oneMore = full.replace(
      '</sum:RegFactuSistemaFacturacion>',
      `${full.match(/<sum:RegistroFactura>.*?<\/sum:RegistroFactura>/)![0]}</sum:RegFactuSistemaFacturacion>`,
    );
    const refused = await post(oneMore);
    expect(refused.status).toBe(500);
    expect(parseFault(refused.text).faultstring).toContain(SCHEMA_FAULT);
    const accepted = await post(full);
    expect(accepted.status).toBe(200);
    expect(parseAnswer(accepted.text).lineas).toHaveLength(1000);
  }, 60_000);
});

describe('the decision on each record', () => {
  it('refuses an alta already stored: 3000 with the CSV and state of the stored one', async () => {
    const first = await send([alta('F-2026-000001')]);
    const again = await send([alta('F-2026-000001')]);
    expect(again.csv).toBeNull();
    expect(again.presentacion).toBeNull();
    expect(again.estadoEnvio).toBe('Incorrecto');
    expect(again.lineas[0]).toMatchObject({
      estado: 'Incorrecto',
      code: '3000',
      description: 'Registro de facturación duplicado.',
      duplicado: { csv: first.csv, estado: 'Correcta', code: null },
    });
  });

  it('rejects an alta the control API names, then stores its alta por rechazo (Subsanacion S, RechazoPrevio X)', async () => {
    await control({ reject: { 'F-2026-000001': {} } });
    const rejected = await send([alta('F-2026-000001')]);
    expect(rejected.estadoEnvio).toBe('Incorrecto');
    expect(rejected.lineas[0]).toMatchObject({ estado: 'Incorrecto', code: '1105', description: expect.stringMatching(/\S/) });
    expect(await getJson<StoredRecord[]>('/__records')).toEqual([]);

    const corrected = await send([
      altaWith('F-2026-000001', { Subsanacion: 'S', RechazoPrevio: 'X' }, { generatedAt: new Date(Date.UTC(2026, 10, 25, 14)) }),
    ]);
    expect(corrected.estadoEnvio).toBe('Correcto');
    expect(corrected.lineas[0]).toMatchObject({ operacion: 'Alta', subsanacion: 'S', rechazoPrevio: 'X', estado: 'Correcto', code: null });
    expect(await getJson<StoredRecord[]>('/__records')).toMatchObject([{ numSerie: 'F-2026-000001', estado: 'Correcta', csv: corrected.csv }]);
  });

  it('rejects with the code and text given, once', async () => {
    await control({ reject: { 'F-2026-000002': { code: 1110, description: 'El NIF no está identificado.' } } });
    const answer = await send([alta('F-2026-000001'), alta('F-2026-000002')]);
    expect(answer.lineas.map((l) => [l.estado, l.code, l.description])).toEqual([
      ['Correcto', null, null],
      ['Incorrecto', '1110', 'El NIF no está identificado.'],
    ]);
    expect((await send([alta('F-2026-000002')])).lineas[0]!.estado).toBe('Correcto');
  });

  it('replaces a stored record with its subsanación', async () => {
    await control({ acceptWithErrors: { 'F-2026-000001': { code: 2011, description: 'Aviso simulado.' } } });
    const first = await send([alta('F-2026-000001')]);
    const corrected = await send([alta('F-2026-000001', { subsanacion: { rechazoPrevio: false } })]);
    expect(corrected.lineas[0]).toMatchObject({ subsanacion: 'S', rechazoPrevio: 'N', estado: 'Correcto' });
    expect(corrected.csv).not.toBe(first.csv);
    expect(await getJson<StoredRecord[]>('/__records')).toMatchObject([{ estado: 'Correcta', csv: corrected.csv, code: null }]);
  });

  it('accepts with errors what the control API names: stored, with a CSV, and the envío is ParcialmenteCorrecto', async () => {
    await control({ acceptWithErrors: { 'F-2026-000001': { code: 2011, description: 'Aviso simulado.' } } });
    const answer = await send([alta('F-2026-000001')]);
    expect(answer.estadoEnvio).toBe('ParcialmenteCorrecto');
    expect(answer.csv).toMatch(/^[A-Z0-9]{16}$/);
    expect(answer.lineas[0]).toMatchObject({ estado: 'AceptadoConErrores', code: '2011', description: 'Aviso simulado.' });
    expect(await getJson<StoredRecord[]>('/__records')).toMatchObject([{ estado: 'AceptadaConErrores', code: 2011, csv: answer.csv }]);
    const again = await send([alta('F-2026-000001')]);
    expect(again.lineas[0]!.duplicado).toEqual({ csv: answer.csv, estado: 'AceptadaConErrores', code: '2011' });
  });

  it('accepts with error 2000 a record whose huella is wrong', async () => {
    const answer = await send([wrongHuella('F-2026-000001'), alta('F-2026-000002')]);
    expect(answer.estadoEnvio).toBe('ParcialmenteCorrecto');
    expect(answer.lineas.map((l) => [l.estado, l.code, l.description])).toEqual([
      ['AceptadoConErrores', '2000', 'El cálculo de la huella suministrada es incorrecta.'],
      ['Correcto', null, null],
    ]);
    expect((await getJson<StoredRecord[]>('/__records')).map((s) => [s.numSerie, s.estado, s.code])).toEqual([
      ['F-2026-000001', 'AceptadaConErrores', 2000],
      ['F-2026-000002', 'Correcta', null],
    ]);
  });

  it('refuses a record of another NIF than the Cabecera: 1108', async () => {
    const answer = await send([alta('F-2026-000001')], { NombreRazon: 'Otra Empresa SL', NIF: 'A46103834' });
    expect(answer.estadoEnvio).toBe('Incorrecto');
    expect(answer.lineas[0]).toMatchObject({ nif: ISSUER.nif, estado: 'Incorrecto', code: '1108', description: TEXTS[1108] });
  });

  it('answers ParcialmenteCorrecto when some records are stored and others not, with a CSV', async () => {
    const first = await send([alta('F-2026-000001')]);
    const answer = await send([alta('F-2026-000002'), alta('F-2026-000001'), alta('F-2026-000003')]);
    expect(answer.estadoEnvio).toBe('ParcialmenteCorrecto');
    expect(answer.csv).toMatch(/^[A-Z0-9]{16}$/);
    expect(answer.lineas.map((l) => [l.numSerie, l.estado, l.code, l.duplicado?.csv ?? null])).toEqual([
      ['F-2026-000002', 'Correcto', null, null],
      ['F-2026-000001', 'Incorrecto', '3000', first.csv],
      ['F-2026-000003', 'Correcto', null, null],
    ]);
  });
});

describe('EstadoEnvio: Correcto only when every line is Correcto', () => {
  it.each<{ name: string; envio: string; estados: string[]; registros: () => RegistroFactura[] }>([
    {
      name: 'all lines Correcto',
      envio: 'Correcto',
      estados: ['Correcto', 'Correcto'],
      registros: () => [alta('F-2026-000001'), alta('F-2026-000002')],
    },
    {
      name: 'one line AceptadoConErrores alone',
      envio: 'ParcialmenteCorrecto',
      estados: ['AceptadoConErrores'],
      registros: () => [wrongHuella('F-2026-000001')],
    },
    {
      name: 'Correcto and AceptadoConErrores',
      envio: 'ParcialmenteCorrecto',
      estados: ['Correcto', 'AceptadoConErrores'],
      registros: () => [alta('F-2026-000001'), wrongHuella('F-2026-000002')],
    },
    {
      name: 'AceptadoConErrores and Incorrecto',
      envio: 'ParcialmenteCorrecto',
      estados: ['AceptadoConErrores', 'Incorrecto'],
      registros: () => [wrongHuella('F-2026-000001'), altaWith('F-2026-000002', { RechazoPrevio: 'S' })],
    },
    {
      name: 'Correcto and Incorrecto',
      envio: 'ParcialmenteCorrecto',
      estados: ['Correcto', 'Incorrecto'],
      registros: () => [alta('F-2026-000001'), altaWith('F-2026-000002', { RechazoPrevio: 'X' })],
    },
    {
      name: 'all lines Incorrecto',
      envio: 'Incorrecto',
      estados: ['Incorrecto', 'Incorrecto'],
      registros: () => [altaWith('F-2026-000001', { RechazoPrevio: 'S' }), altaWith('F-2026-000002', { RechazoPrevio: 'X' })],
    },
  ])('$name → $envio', async ({ envio: estadoEnvio, estados, registros }) => {
    const answer = await send(registros());
    expect(answer.lineas.map((l) => l.estado)).toEqual(estados);
    expect(answer.estadoEnvio).toBe(estadoEnvio);
    // A CSV whenever something was stored.
    if (estadoEnvio === 'Incorrecto') expect(answer.csv).toBeNull();
    else expect(answer.csv).toMatch(/^[A-Z0-9]{16}$/);
    expect(answer.tiempoEspera).toBe('60');
  });
});

interface Case {
  /** The AEAT's code, or null when the record is accepted (Correcto). */
  code: string | null;
  why: string;
  registro: () => RegistroFactura;
  /** Sent first (and expected stored), so that the AEAT holds the key. */
  held?: () => RegistroFactura;
  /** Applied before anything is sent. */
  control?: Record<string, unknown>;
  obligado?: { NombreRazon: string; NIF: string };
  description?: string;
}

const OTHER_OBLIGADO = { NombreRazon: 'Otra Empresa SL', NIF: 'A46103834' };
const MADRID_NOW = { now: '2026-11-21T12:00:00Z' }; // 21-11-2026 in Madrid; the records are issued 25-11-2026

/** Each row: a record and the AEAT code it gets (null: accepted), so a rule that stops applying fails a row. */
const CASES: Case[] = [
  // 1108: IDEmisorFactura ≠ the Cabecera's ObligadoEmision NIF.
  {
    code: '1108',
    why: 'an alta of another NIF than the Cabecera',
    registro: () => alta('F-2026-000001'),
    obligado: OTHER_OBLIGADO,
    description: TEXTS[1108],
  },
  {
    code: '1108',
    why: 'an anulación of another NIF than the Cabecera',
    held: () => alta('F-2026-000001'),
    registro: () => anulacion('F-2026-000001'),
    obligado: OTHER_OBLIGADO,
    description: TEXTS[1108],
  },
  { code: null, why: 'an alta of the Cabecera NIF', registro: () => alta('F-2026-000001') },

  // 1287: < > " ' = in NumSerieFactura and the texts.
  ...['<', '>', '"', "'", '='].map((c): Case => ({
    code: '1287',
    why: `NumSerieFactura with ${c}`,
    registro: () => altaWith('F-2026-000001', (a) => ({ IDFactura: { ...a.IDFactura, NumSerieFactura: `F-2026${c}000001` } })),
    description: TEXTS[1287]('NumSerieFactura'),
  })),
  {
    code: '1287',
    why: "DescripcionOperacion with '",
    registro: () => altaWith('F-2026-000001', { DescripcionOperacion: "Tornillo 1/4' inox" }),
    description: TEXTS[1287]('DescripcionOperacion'),
  },
  {
    code: '1287',
    why: 'DescripcionOperacion with " (a typed inch mark)',
    registro: () => altaWith('F-2026-000001', { DescripcionOperacion: 'Tubo 1/2" cobre' }),
    description: TEXTS[1287]('DescripcionOperacion'),
  },
  {
    code: null,
    why: 'the builder\'s record of a line typed with " and = (written as look-alikes)',
    registro: () => alta({ numberText: 'F-2026-000001', lines: [line('Tubo 1/2" cobre = 2 m', 1, 1000, 21)] }),
  },
  {
    code: '1287',
    why: 'NombreRazonEmisor with "',
    registro: () => altaWith('F-2026-000001', { NombreRazonEmisor: 'Suministros "Almacena" SL' }),
    description: TEXTS[1287]('NombreRazonEmisor'),
  },
  {
    code: '1287',
    why: "a Destinatario's NombreRazon with =",
    registro: () => altaWith('F-2026-000001', { Destinatarios: { IDDestinatario: [{ NombreRazon: 'Peña = Hijos SL', NIF: 'B86561412' }] } }),
    description: TEXTS[1287]('NombreRazon'),
  },
  {
    code: '1287',
    why: 'RefExterna with <',
    registro: () => altaWith('F-2026-000001', { RefExterna: 'pedido <12>' }),
    description: TEXTS[1287]('RefExterna'),
  },
  {
    code: '1287',
    why: 'an anulación whose NumSerieFacturaAnulada has >',
    registro: () => {
      const { RegistroAnulacion: a } = anulacion('F-2026-000001') as { RegistroAnulacion: RegistroAnulacion };
      return { RegistroAnulacion: { ...a, IDFactura: { ...a.IDFactura, NumSerieFacturaAnulada: 'F-2026>000001' } } };
    },
    description: TEXTS[1287]('NumSerieFacturaAnulada'),
  },
  {
    code: null,
    why: 'texts with the typographic look-alikes ‘ ’ “ ” ‹ › ＝ and with &',
    registro: () =>
      altaWith('F-2026-000001', {
        NombreRazonEmisor: 'Suministros “Almacena” & Cía SL',
        DescripcionOperacion: 'Tubo 1/2” cobre, llave ‘inglesa’, ‹kit› ＝ 2 uds & más',
      }),
  },
  { code: null, why: 'a NumSerieFactura with / and &', registro: () => alta('F/2026&000001') },

  // 1199: ClaveRegimen 01 with OperacionExenta E2 or E3 (exports go with 02).
  {
    code: '1199',
    why: 'ClaveRegimen 01 with OperacionExenta E2',
    registro: () => altaWith('F-2026-000001', desgloseWith({ ClaveRegimen: '01', OperacionExenta: 'E2' })),
    description: TEXTS[1199],
  },
  {
    code: '1199',
    why: 'ClaveRegimen 01 with OperacionExenta E3',
    registro: () => altaWith('F-2026-000001', desgloseWith({ ClaveRegimen: '01', OperacionExenta: 'E3' })),
    description: TEXTS[1199],
  },
  {
    code: null,
    why: 'ClaveRegimen 02 with OperacionExenta E2',
    registro: () => altaWith('F-2026-000001', desgloseWith({ ClaveRegimen: '02', OperacionExenta: 'E2' })),
  },
  {
    code: null,
    why: 'ClaveRegimen 02 with OperacionExenta E3',
    registro: () => altaWith('F-2026-000001', desgloseWith({ ClaveRegimen: '02', OperacionExenta: 'E3' })),
  },
  {
    code: null,
    why: 'ClaveRegimen 01 with OperacionExenta E1',
    registro: () => altaWith('F-2026-000001', desgloseWith({ ClaveRegimen: '01', OperacionExenta: 'E1' })),
  },

  // 1146: FechaOperacion after FechaExpedicionFactura (25-11-2026), only with ClaveRegimen 14/15.
  {
    code: '1146',
    why: 'FechaOperacion the day after the issue',
    registro: () => altaWith('F-2026-000001', { FechaOperacion: '26-11-2026' }),
    description: TEXTS[1146],
  },
  { code: null, why: 'FechaOperacion before the issue', registro: () => altaWith('F-2026-000001', { FechaOperacion: '20-11-2026' }) },
  { code: null, why: 'FechaOperacion on the issue date', registro: () => altaWith('F-2026-000001', { FechaOperacion: '25-11-2026' }) },
  {
    code: null,
    why: 'FechaOperacion after the issue with ClaveRegimen 14',
    registro: () => altaWith('F-2026-000001', (a) => ({ FechaOperacion: '26-11-2026', ...desgloseWith({ ClaveRegimen: '14', ...S1_21 })(a) })),
  },

  // 1173: FechaOperacion later than today (the stand-in's clock; "now" set by the control API).
  {
    code: '1173',
    why: 'FechaOperacion after today (now 21-11-2026), before the issue',
    control: MADRID_NOW,
    registro: () => altaWith('F-2026-000001', { FechaOperacion: '23-11-2026' }),
    description: TEXTS[1173],
  },
  {
    code: '1173',
    why: 'FechaOperacion after today by the real clock',
    registro: () => altaWith({ numberText: 'F-2099-000001', issueDate: '2099-01-02' }, { FechaOperacion: '01-01-2099' }),
    description: TEXTS[1173],
  },
  {
    code: null,
    why: 'FechaOperacion today (now 21-11-2026)',
    control: MADRID_NOW,
    registro: () => altaWith('F-2026-000001', { FechaOperacion: '21-11-2026' }),
  },
  {
    code: null,
    why: 'FechaOperacion today in Madrid though not yet in UTC (now 21-11-2026 23:30 UTC)',
    control: { now: '2026-11-21T23:30:00Z' },
    registro: () => altaWith('F-2026-000001', { FechaOperacion: '22-11-2026' }),
  },
  {
    code: null,
    why: 'FechaOperacion after today with ClaveRegimen 15',
    control: MADRID_NOW,
    registro: () => altaWith('F-2026-000001', (a) => ({ FechaOperacion: '23-11-2026', ...desgloseWith({ ClaveRegimen: '15', ...S1_21 })(a) })),
  },

  // Subsanacion / RechazoPrevio (absent = N).
  { code: null, why: 'a first alta N/N', registro: () => altaWith('F-2026-000001', { Subsanacion: 'N', RechazoPrevio: 'N' }) },
  { code: null, why: 'a first alta without either field', registro: () => alta('F-2026-000001') },
  {
    code: null,
    why: 'S/N correcting an alta the AEAT accepted',
    held: () => alta('F-2026-000001'),
    registro: () => alta('F-2026-000001', { subsanacion: { rechazoPrevio: false } }),
  },
  {
    code: null,
    why: 'S/N correcting an alta the AEAT accepted with errors',
    held: () => wrongHuella('F-2026-000001'),
    registro: () => alta('F-2026-000001', { subsanacion: { rechazoPrevio: false } }),
  },
  {
    code: null,
    why: 'S without RechazoPrevio correcting an alta the AEAT holds',
    held: () => alta('F-2026-000001'),
    registro: () => altaWith('F-2026-000001', { Subsanacion: 'S' }),
  },
  {
    code: null,
    why: 'S/X, a new alta after a rejection, the key not held',
    registro: () => altaWith('F-2026-000001', { Subsanacion: 'S', RechazoPrevio: 'X' }),
  },
  {
    code: null,
    why: 'S/S after a rejected subsanación, the key held',
    held: () => alta('F-2026-000001'),
    registro: () => alta('F-2026-000001', { subsanacion: { rechazoPrevio: true } }),
  },
  {
    code: '3002',
    why: 'S/N for a key the AEAT does not hold',
    registro: () => alta('F-2026-000001', { subsanacion: { rechazoPrevio: false } }),
    description: TEXTS[3002],
  },
  {
    code: '3002',
    why: 'S without RechazoPrevio for a key not held',
    registro: () => altaWith('F-2026-000001', { Subsanacion: 'S' }),
    description: TEXTS[3002],
  },
  {
    code: '3002',
    why: 'S/S for a key the AEAT does not hold (the alta por rechazo is S/X)',
    registro: () => alta('F-2026-000001', { subsanacion: { rechazoPrevio: true } }),
    description: TEXTS[3002],
  },
  {
    code: '3000',
    why: 'S/X for a key the AEAT holds (code unverified)',
    held: () => alta('F-2026-000001'),
    registro: () => altaWith('F-2026-000001', { Subsanacion: 'S', RechazoPrevio: 'X' }),
    description: TEXTS[3000],
  },
  {
    code: '3000',
    why: 'N/N for a key the AEAT holds',
    held: () => alta('F-2026-000001'),
    registro: () => altaWith('F-2026-000001', { Subsanacion: 'N', RechazoPrevio: 'N' }),
    description: TEXTS[3000],
  },
  {
    code: '1161',
    why: 'RechazoPrevio S without Subsanacion',
    registro: () => altaWith('F-2026-000001', { RechazoPrevio: 'S' }),
    description: TEXTS[1161],
  },
  {
    code: '1161',
    why: 'RechazoPrevio S with Subsanacion N',
    held: () => alta('F-2026-000001'),
    registro: () => altaWith('F-2026-000001', { Subsanacion: 'N', RechazoPrevio: 'S' }),
    description: TEXTS[1161],
  },
  {
    code: '1153',
    why: 'RechazoPrevio X without Subsanacion',
    registro: () => altaWith('F-2026-000001', { RechazoPrevio: 'X' }),
    description: TEXTS[1153],
  },
  {
    code: '1153',
    why: 'RechazoPrevio X with Subsanacion N',
    registro: () => altaWith('F-2026-000001', { Subsanacion: 'N', RechazoPrevio: 'X' }),
    description: TEXTS[1153],
  },
];

describe('the AEAT validations, one row per code and record', () => {
  it.each(CASES)('$code: $why', async ({ code, registro, held, control: instruction, obligado, description }) => {
    if (instruction) expect((await control(instruction)).status).toBe(200);
    const before = held ? await send([held()]) : null;
    if (before) expect(before.csv).toMatch(/^[A-Z0-9]{16}$/);
    const stored = await getJson<StoredRecord[]>('/__records');
    const answer = await send([registro()], obligado);
    const [linea] = answer.lineas;
    if (code === null) {
      expect(linea, JSON.stringify(linea)).toMatchObject({ estado: 'Correcto', code: null, description: null });
      expect(answer.estadoEnvio).toBe('Correcto');
      expect((await getJson<StoredRecord[]>('/__records')).find((r) => r.numSerie === linea!.numSerie)).toMatchObject({
        csv: answer.csv,
        estado: 'RegistroAnulacion' in registro() ? 'Anulada' : 'Correcta',
      });
    } else {
      expect(linea).toMatchObject({ estado: 'Incorrecto', code, description: description ?? expect.any(String) });
      expect(answer.estadoEnvio).toBe('Incorrecto');
      expect(answer.csv).toBeNull();
      // Nothing stored, nothing changed.
      expect(await getJson<StoredRecord[]>('/__records')).toEqual(stored);
      if (code === '3000') expect(linea!.duplicado).toEqual({ csv: before!.csv, estado: 'Correcta', code: null });
    }
  });
});

describe('a duplicate (3000)', () => {
  it('names the request that stored it (IdPeticionRegistroDuplicado) and its state, spelt as the control API says', async () => {
    await control({ acceptWithErrors: { 'F-2026-000001': { code: 2011, description: 'Aviso simulado.' } } });
    const stored = await send([alta('F-2026-000001')]);
    const xsdSpelling = await send([alta('F-2026-000001')]);
    expect(xsdSpelling.lineas[0]).toMatchObject({ code: '3000', duplicado: { csv: stored.csv, estado: 'AceptadaConErrores', code: '2011' } });

    // A real answer of the AEAT's test environment spelt it "AceptadoConErrores".
    expect((await control({ duplicateEstadoSpelling: 'AceptadoConErrores' })).status).toBe(200);
    const testSpelling = await send([alta('F-2026-000001')]);
    expect(testSpelling.lineas[0]).toMatchObject({ code: '3000', duplicado: { csv: stored.csv, estado: 'AceptadoConErrores', code: '2011' } });
    // Only the state accepted with errors is spelt differently.
    await send([alta('F-2026-000002')]);
    expect((await send([alta('F-2026-000002')])).lineas[0]!.duplicado).toMatchObject({ estado: 'Correcta' });

    await control({ reset: true });
    await control({ acceptWithErrors: { 'F-2026-000001': {} } });
    await send([alta('F-2026-000001')]);
    expect((await send([alta('F-2026-000001')])).lineas[0]!.duplicado).toMatchObject({ estado: 'AceptadaConErrores' });
  });
});

describe('an anulación', () => {
  it('annuls a stored record, then refuses a second anulación (3001) and a new alta of it (3000, Anulada)', async () => {
    const stored = await send([alta('F-2026-000001')]);
    const annulled = await send([anulacion('F-2026-000001')]);
    expect(annulled.estadoEnvio).toBe('Correcto');
    expect(annulled.lineas).toEqual([
      {
        nif: ISSUER.nif,
        numSerie: 'F-2026-000001',
        fecha: '25-11-2026',
        operacion: 'Anulacion',
        subsanacion: null,
        rechazoPrevio: null,
        estado: 'Correcto',
        code: null,
        description: null,
        duplicado: null,
      },
    ]);
    expect(await getJson<StoredRecord[]>('/__records')).toMatchObject([
      { numSerie: 'F-2026-000001', estado: 'Anulada', csv: stored.csv, anulacionCsv: annulled.csv },
    ]);

    const twice = await send([anulacion('F-2026-000001')]);
    expect(twice.lineas[0]).toMatchObject({ estado: 'Incorrecto', code: '3001', description: 'El registro de facturación ya ha sido dado de baja.' });
    const realta = await send([alta('F-2026-000001')]);
    expect(realta.lineas[0]).toMatchObject({ code: '3000', duplicado: { csv: stored.csv, estado: 'Anulada' } });
  });

  it('refuses the anulación of a record that was never stored: 3002', async () => {
    const answer = await send([anulacion('F-2026-000009')]);
    expect(answer.estadoEnvio).toBe('Incorrecto');
    expect(answer.csv).toBeNull();
    expect(answer.lineas[0]).toMatchObject({
      operacion: 'Anulacion',
      estado: 'Incorrecto',
      code: '3002',
      description: 'No existe el registro de facturación.',
    });
  });

  it('annuls a record stored earlier in the same request', async () => {
    const answer = await send([alta('F-2026-000001'), anulacion('F-2026-000001')]);
    expect(answer.lineas.map((l) => [l.operacion, l.estado])).toEqual([
      ['Alta', 'Correcto'],
      ['Anulacion', 'Correcto'],
    ]);
  });
});

describe('faults the control API plans', () => {
  it('answers the next request with the status asked for, storing nothing, then answers normally', async () => {
    await control({ failNext: [{ status: 503 }] });
    const failed = await post(envelope([alta('F-2026-000001')]));
    expect(failed.status).toBe(503);
    expect(await getJson<StoredRecord[]>('/__records')).toEqual([]);
    expect((await send([alta('F-2026-000001')])).estadoEnvio).toBe('Correcto');
    const log = await getJson<LoggedRequest[]>('/__requests');
    expect(log.map((l) => [l.status, l.fault, l.records.map((x) => x.numSerie)])).toEqual([
      [503, 'status', ['F-2026-000001']],
      [200, null, ['F-2026-000001']],
    ]);
  });

  it('holds a request without answering for timeoutMs, then drops it, storing nothing', async () => {
    await control({ failNext: [{ timeoutMs: 400 }] });
    const started = Date.now();
    await expect(post(envelope([alta('F-2026-000001')]))).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    expect(await getJson<StoredRecord[]>('/__records')).toEqual([]);
    expect((await send([alta('F-2026-000001')])).estadoEnvio).toBe('Correcto');
  });

  it('lets a sender time out first, and serves the next request', async () => {
    await control({ failNext: [{ timeoutMs: 30_000 }] });
    const started = Date.now();
    await expect(post(envelope([alta('F-2026-000001')]), { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await send([alta('F-2026-000001')])).lineas[0]!.estado).toBe('Correcto');
  });

  it('stores the records and drops the connection (the answer lost): the resend is a duplicate', async () => {
    await control({ failNext: [{ dropAfterStore: true }] });
    await expect(post(envelope([alta('F-2026-000001')]))).rejects.toThrow();
    const stored = await getJson<StoredRecord[]>('/__records');
    expect(stored).toMatchObject([{ numSerie: 'F-2026-000001', estado: 'Correcta', csv: expect.stringMatching(/^[A-Z0-9]{16}$/) }]);
    const resent = await send([alta('F-2026-000001')]);
    expect(resent.lineas[0]).toMatchObject({ code: '3000', duplicado: { csv: stored[0]!.csv, estado: 'Correcta' } });
  });

  it('applies queued faults in order, one per request', async () => {
    await control({ failNext: [{ status: 502 }, { status: 503 }] });
    expect((await post(envelope([alta('F-2026-000001')]))).status).toBe(502);
    expect((await post(envelope([alta('F-2026-000001')]))).status).toBe(503);
    expect((await post(envelope([alta('F-2026-000001')]))).status).toBe(200);
  });

  it.each([
    [{ failNext: [{ status: 200 }] }],
    [{ failNext: { status: 503 } }],
    [{ reject: { 'F-1': { code: 'x' } } }],
    [{ waitSeconds: -1 }],
    [{ rejects: {} }],
    [{ now: 'yesterday' }],
    [{ now: 20261121 }],
    [{ duplicateEstadoSpelling: 'Aceptado' }],
  ])('refuses a malformed instruction: %j', async (body) => {
    const res = await control(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual(expect.any(String));
  });
});

describe('the request log and the other routes', () => {
  it('lists every SOAP request with its NIF, records, status and time', async () => {
    const before = Date.now();
    await send([alta('F-2026-000001'), alta('F-2026-000002')]);
    await send([alta('F-2026-000001', { subsanacion: { rechazoPrevio: true } }), anulacion('F-2026-000002')]);
    await post('<not-xml');
    const log = await getJson<LoggedRequest[]>('/__requests');
    expect(log).toHaveLength(3);
    expect(log[0]).toMatchObject({
      nif: ISSUER.nif,
      status: 200,
      records: [
        { key: `${ISSUER.nif}|F-2026-000001|25-11-2026`, numSerie: 'F-2026-000001', operation: 'Alta', subsanacion: null, rechazoPrevio: null },
        { key: `${ISSUER.nif}|F-2026-000002|25-11-2026`, numSerie: 'F-2026-000002', operation: 'Alta', subsanacion: null, rechazoPrevio: null },
      ],
    });
    expect(log[1]!.records).toEqual([
      { key: `${ISSUER.nif}|F-2026-000001|25-11-2026`, numSerie: 'F-2026-000001', operation: 'Alta', subsanacion: 'S', rechazoPrevio: 'S' },
      { key: `${ISSUER.nif}|F-2026-000002|25-11-2026`, numSerie: 'F-2026-000002', operation: 'Anulacion', subsanacion: null, rechazoPrevio: null },
    ]);
    expect(log[2]).toMatchObject({ nif: null, records: [], status: 500 });
    const times = log.map((l) => Date.parse(l.at));
    expect(times[0]).toBeGreaterThanOrEqual(before - 1000);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('answers /health, and 404 / 405 elsewhere', async () => {
    expect((await fetch(`${standin.url}/health`)).status).toBe(200);
    expect((await fetch(`${standin.url}/wlpl/other`)).status).toBe(404);
    expect((await fetch(`${standin.url}${ENDPOINT_PATH}`)).status).toBe(405);
  });
});

describe('the run-wide stand-in started with the emulators', () => {
  it.runIf(process.env.AEAT_STANDIN_URL)('answers at AEAT_STANDIN_URL, and VERIFACTU_ENDPOINT points at it', async () => {
    const url = process.env.AEAT_STANDIN_URL!;
    expect(process.env.VERIFACTU_ENDPOINT).toBe(`${url}${ENDPOINT_PATH}`);
    expect((await fetch(`${url}/health`)).status).toBe(200);
    expect((await fetch(process.env.VERIFACTU_ENDPOINT!, { method: 'POST', body: '<x/>' })).status).toBe(500);
  });
});

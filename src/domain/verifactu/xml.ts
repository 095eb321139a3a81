/**
 * The RegFactuSistemaFacturacion document sent to the AEAT (the body of the
 * SOAP request of SistemaFacturacion.wsdl): a Cabecera naming the obligado
 * tributario, then one RegistroFactura per record, at most 1.000
 * (SuministroLR.xsd). Every element is namespace-qualified
 * (elementFormDefault="qualified" in both schemas): the envelope's own
 * elements in SuministroLR's namespace, everything from
 * SuministroInformacion.xsd (the Cabecera's content and the records) in
 * that one. The prefixes sum / sum1 are the ones the AEAT's examples use.
 * Elements are written in the XSD's order from xsdSequences.ts, never from a record's key
 * order.
 */
import { create } from 'xmlbuilder2';
import { isSafeText, withoutUnsafeChars } from '../plainText';
import { VerifactuError } from './errors';
import { recordText, truncateText } from './format';
import { MAX_RECORDS_PER_DOCUMENT } from './limits';
import type { Cabecera, ObligadoEmision, RegistroFactura } from './types';
import { XSD_SEQUENCES, type XsdTypeName } from './xsdSequences';

const BASE = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
export const NS_SUMINISTRO_LR = `${BASE}/SuministroLR.xsd`;
export const NS_SUMINISTRO_INFORMACION = `${BASE}/SuministroInformacion.xsd`;
const XMLNS = 'http://www.w3.org/2000/xmlns/';

type XMLBuilder = ReturnType<typeof create>;

export { MAX_RECORDS_PER_DOCUMENT };

type XmlObject = { readonly [key: string]: unknown };

function isObject(value: unknown): value is XmlObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Writes `value` as the content of an element of XSD type `type`, in the SuministroInformacion
 * namespace: the elements in the order of the type's sequence (xsdSequences.ts), whatever the
 * order of the object's keys (a record read back from Firestore comes in any order). A key that
 * is not an element of the type, a list where one element goes (or the reverse), a text where
 * an element with content goes, or a text holding a character plainText.ts refuses (it would
 * make the whole document not well-formed, AEAT 4102) is refused with the element's path.
 */
function appendTyped(parent: XMLBuilder, type: XsdTypeName, value: unknown, path: string): void {
  if (!isObject(value)) throw new VerifactuError('recordShape', path);
  const sequence = XSD_SEQUENCES[type];
  for (const key of Object.keys(value)) {
    if (value[key] !== undefined && !sequence.some((element) => element.name === key)) throw new VerifactuError('recordShape', `${path}/${key}`);
  }
  for (const element of sequence) {
    const content = value[element.name];
    if (content === undefined) continue;
    if (Array.isArray(content) !== (element.many === true)) throw new VerifactuError('recordShape', `${path}/${element.name}`);
    const items: readonly unknown[] = Array.isArray(content) ? content : [content];
    items.forEach((item, index) => {
      const at = `${path}/${element.name}${element.many ? `[${index}]` : ''}`;
      const node = parent.ele(NS_SUMINISTRO_INFORMACION, `sum1:${element.name}`);
      if (element.type) return appendTyped(node, element.type, item, at);
      if (typeof item !== 'string') throw new VerifactuError('recordShape', at);
      if (!isSafeText(item, 'line')) throw new VerifactuError('unsafeText', at);
      node.txt(item);
    });
  }
}

/** Cabecera flags: `incidencia` declares records sent late after a technical incident (RemisionVoluntaria/Incidencia S). */
export interface CabeceraOptions {
  incidencia?: boolean;
}

/**
 * The Cabecera: the obligado's name as records carry names (recordText, at most 120
 * characters; rebuilt at every send from the company's name, so a refused character is dropped
 * rather than stop every send), and RemisionVoluntaria/Incidencia S when asked.
 */
export function cabeceraOf(obligado: ObligadoEmision, options: CabeceraOptions = {}): Cabecera {
  return {
    ObligadoEmision: { NombreRazon: truncateText(recordText(withoutUnsafeChars(obligado.NombreRazon)), 120), NIF: obligado.NIF },
    ...(options.incidencia ? { RemisionVoluntaria: { Incidencia: 'S' as const } } : {}),
  };
}

function appendRegFactu(parent: XMLBuilder, obligado: ObligadoEmision, registros: readonly RegistroFactura[], options: CabeceraOptions): void {
  if (registros.length === 0 || registros.length > MAX_RECORDS_PER_DOCUMENT) throw new VerifactuError('recordCount');
  const root = parent
    .ele(NS_SUMINISTRO_LR, 'sum:RegFactuSistemaFacturacion')
    .att(XMLNS, 'xmlns:sum', NS_SUMINISTRO_LR)
    .att(XMLNS, 'xmlns:sum1', NS_SUMINISTRO_INFORMACION);
  appendTyped(root.ele(NS_SUMINISTRO_LR, 'sum:Cabecera'), 'CabeceraType', cabeceraOf(obligado, options), 'Cabecera');
  registros.forEach((registro, index) => {
    const path = `RegistroFactura[${index}]`;
    if (!isObject(registro) || Object.keys(registro).length !== 1) throw new VerifactuError('recordShape', path);
    appendTyped(root.ele(NS_SUMINISTRO_LR, 'sum:RegistroFactura'), 'RegistroFacturaType', registro, path);
  });
}

/** The document as UTF-8 XML text. */
export function regFactuXml(
  obligado: ObligadoEmision,
  registros: readonly RegistroFactura[],
  options: CabeceraOptions & { pretty?: boolean } = {},
): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  appendRegFactu(doc, obligado, registros, options);
  return doc.end({ prettyPrint: options.pretty ?? false });
}

export const NS_SOAP_ENVELOPE = 'http://schemas.xmlsoap.org/soap/envelope/';

/**
 * The SOAP 1.1 request of SistemaFacturacion.wsdl (operation RegFactuSistemaFacturacion): the
 * document above as the envelope's Body, with an empty Header (VERI*FACTU needs no WS-Security:
 * the client certificate of the TLS connection authenticates the sender).
 */
export function soapRequestXml(obligado: ObligadoEmision, registros: readonly RegistroFactura[], options: CabeceraOptions = {}): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const envelope = doc.ele(NS_SOAP_ENVELOPE, 'soapenv:Envelope').att(XMLNS, 'xmlns:soapenv', NS_SOAP_ENVELOPE);
  envelope.ele(NS_SOAP_ENVELOPE, 'soapenv:Header');
  appendRegFactu(envelope.ele(NS_SOAP_ENVELOPE, 'soapenv:Body'), obligado, registros, options);
  return doc.end({ prettyPrint: false });
}

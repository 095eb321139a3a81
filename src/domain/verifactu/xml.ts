/**
 * The RegFactuSistemaFacturacion document sent to the AEAT (the body of the
 * SOAP request of SistemaFacturacion.wsdl): a Cabecera naming the obligado
 * tributario, then one RegistroFactura per record, at most 1.000
 * (SuministroLR.xsd). Every element is namespace-qualified
 * (elementFormDefault="qualified" in both schemas): the envelope's own
 * elements in SuministroLR's namespace, everything from
 * SuministroInformacion.xsd (the Cabecera's content and the records) in
 * that one. The prefixes sum / sum1 are the ones the AEAT's examples use.
 */
import { create } from 'xmlbuilder2';
import { VerifactuError } from './errors';
import { MAX_RECORDS_PER_DOCUMENT } from './limits';
import type { ObligadoEmision, RegistroFactura } from './types';

const BASE = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
export const NS_SUMINISTRO_LR = `${BASE}/SuministroLR.xsd`;
export const NS_SUMINISTRO_INFORMACION = `${BASE}/SuministroInformacion.xsd`;
const XMLNS = 'http://www.w3.org/2000/xmlns/';

type XMLBuilder = ReturnType<typeof create>;

export { MAX_RECORDS_PER_DOCUMENT };

type XmlValue = string | readonly XmlValue[] | { readonly [key: string]: XmlValue | undefined };

/**
 * Writes a record object as elements in the SuministroInformacion namespace:
 * keys in their order (the records are built in the XSD's order), arrays as
 * repeated elements, strings as text.
 */
function appendFields(parent: XMLBuilder, fields: { readonly [key: string]: XmlValue | undefined }): void {
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? (value as readonly XmlValue[]) : [value as XmlValue]) {
      const element = parent.ele(NS_SUMINISTRO_INFORMACION, `sum1:${name}`);
      if (typeof item === 'string') element.txt(item);
      else if (Array.isArray(item)) throw new TypeError(`nested list in ${name}`);
      else appendFields(element, item as { readonly [key: string]: XmlValue | undefined });
    }
  }
}

function appendRegFactu(parent: XMLBuilder, obligado: ObligadoEmision, registros: readonly RegistroFactura[]): void {
  if (registros.length === 0 || registros.length > MAX_RECORDS_PER_DOCUMENT) throw new VerifactuError('recordCount');
  const root = parent
    .ele(NS_SUMINISTRO_LR, 'sum:RegFactuSistemaFacturacion')
    .att(XMLNS, 'xmlns:sum', NS_SUMINISTRO_LR)
    .att(XMLNS, 'xmlns:sum1', NS_SUMINISTRO_INFORMACION);
  appendFields(root.ele(NS_SUMINISTRO_LR, 'sum:Cabecera'), { ObligadoEmision: { NombreRazon: obligado.NombreRazon, NIF: obligado.NIF } });
  for (const registro of registros) {
    appendFields(root.ele(NS_SUMINISTRO_LR, 'sum:RegistroFactura'), registro as unknown as { readonly [key: string]: XmlValue });
  }
}

/** The document as UTF-8 XML text. */
export function regFactuXml(obligado: ObligadoEmision, registros: readonly RegistroFactura[], options: { pretty?: boolean } = {}): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  appendRegFactu(doc, obligado, registros);
  return doc.end({ prettyPrint: options.pretty ?? false });
}

export const NS_SOAP_ENVELOPE = 'http://schemas.xmlsoap.org/soap/envelope/';

/**
 * The SOAP 1.1 request of SistemaFacturacion.wsdl (operation RegFactuSistemaFacturacion): the
 * document above as the envelope's Body, with an empty Header (VERI*FACTU needs no WS-Security:
 * the client certificate of the TLS connection authenticates the sender).
 */
export function soapRequestXml(obligado: ObligadoEmision, registros: readonly RegistroFactura[]): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const envelope = doc.ele(NS_SOAP_ENVELOPE, 'soapenv:Envelope').att(XMLNS, 'xmlns:soapenv', NS_SOAP_ENVELOPE);
  envelope.ele(NS_SOAP_ENVELOPE, 'soapenv:Header');
  appendRegFactu(envelope.ele(NS_SOAP_ENVELOPE, 'soapenv:Body'), obligado, registros);
  return doc.end({ prettyPrint: false });
}

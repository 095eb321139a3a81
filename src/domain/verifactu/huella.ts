/**
 * The huella (hash) of a registro de facturación: SHA-256 of `Name=value`
 * pairs in a fixed order joined by '&', each value trimmed, UTF-8, written as
 * 64 upper-case hex digits. The previous record's huella enters as
 * `Huella=` (empty for the first record of the chain).
 * Source: AEAT "Detalle de las especificaciones técnicas para generación de
 * la huella o hash de los registros de facturación" v0.1.2 (27/08/2024), §6;
 * the test vectors beside this file are that section's three examples.
 *
 * @noble/hashes is synchronous and pure JavaScript, so the same function runs
 * in the Cloud Function, the browser and jsdom (WebCrypto is async, and
 * node:crypto does not exist in the browser).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** SHA-256 of the UTF-8 text, as 64 upper-case hexadecimal characters. */
export function sha256HexUpper(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text))).toUpperCase();
}

function concatenate(pairs: readonly (readonly [string, string])[]): string {
  return pairs.map(([name, value]) => `${name}=${value.trim()}`).join('&');
}

export interface AltaHuellaFields {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  TipoFactura: string;
  CuotaTotal: string;
  ImporteTotal: string;
  /** The huella of the previous record of the chain; '' for the first. */
  HuellaAnterior: string;
  FechaHoraHusoGenRegistro: string;
}

export interface AnulacionHuellaFields {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
  HuellaAnterior: string;
  FechaHoraHusoGenRegistro: string;
}

/** The text hashed for a RegistroAlta. */
export function altaHuellaInput(f: AltaHuellaFields): string {
  return concatenate([
    ['IDEmisorFactura', f.IDEmisorFactura],
    ['NumSerieFactura', f.NumSerieFactura],
    ['FechaExpedicionFactura', f.FechaExpedicionFactura],
    ['TipoFactura', f.TipoFactura],
    ['CuotaTotal', f.CuotaTotal],
    ['ImporteTotal', f.ImporteTotal],
    ['Huella', f.HuellaAnterior],
    ['FechaHoraHusoGenRegistro', f.FechaHoraHusoGenRegistro],
  ]);
}

/** The text hashed for a RegistroAnulacion. */
export function anulacionHuellaInput(f: AnulacionHuellaFields): string {
  return concatenate([
    ['IDEmisorFacturaAnulada', f.IDEmisorFacturaAnulada],
    ['NumSerieFacturaAnulada', f.NumSerieFacturaAnulada],
    ['FechaExpedicionFacturaAnulada', f.FechaExpedicionFacturaAnulada],
    ['Huella', f.HuellaAnterior],
    ['FechaHoraHusoGenRegistro', f.FechaHoraHusoGenRegistro],
  ]);
}

export function altaHuella(f: AltaHuellaFields): string {
  return sha256HexUpper(altaHuellaInput(f));
}

export function anulacionHuella(f: AnulacionHuellaFields): string {
  return sha256HexUpper(anulacionHuellaInput(f));
}

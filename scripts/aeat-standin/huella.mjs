// The stand-in's own huella check, written apart from src/domain/verifactu/huella.ts on purpose:
// a shared bug would otherwise pass both sides. AEAT "Detalle de las especificaciones técnicas
// para generación de la huella o hash de los registros de facturación" v0.1.2, §6: `Name=value`
// pairs in a fixed order joined by '&', values trimmed, SHA-256 of the UTF-8 text, upper-case hex.
import { createHash } from 'node:crypto';

const ALTA_FIELDS = ['IDEmisorFactura', 'NumSerieFactura', 'FechaExpedicionFactura', 'TipoFactura', 'CuotaTotal', 'ImporteTotal'];
const ANULACION_FIELDS = ['IDEmisorFacturaAnulada', 'NumSerieFacturaAnulada', 'FechaExpedicionFacturaAnulada'];

/**
 * @param {string[]} names
 * @param {Record<string, string | undefined>} values
 * @param {string} previous the previous record's huella ('' for the first of the chain)
 * @param {string} generatedAt FechaHoraHusoGenRegistro
 */
function huellaOf(names, values, previous, generatedAt) {
  const pairs = [...names.map((name) => [name, values[name] ?? '']), ['Huella', previous], ['FechaHoraHusoGenRegistro', generatedAt]];
  const text = pairs.map(([name, value]) => `${name}=${String(value).trim()}`).join('&');
  return { text, huella: createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase() };
}

/**
 * @param {{ IDEmisorFactura: string, NumSerieFactura: string, FechaExpedicionFactura: string,
 *   TipoFactura: string, CuotaTotal: string, ImporteTotal: string }} fields
 * @param {string} previous
 * @param {string} generatedAt
 * @returns {{ text: string, huella: string }}
 */
export function altaHuella(fields, previous, generatedAt) {
  return huellaOf(ALTA_FIELDS, fields, previous, generatedAt);
}

/**
 * @param {{ IDEmisorFacturaAnulada: string, NumSerieFacturaAnulada: string,
 *   FechaExpedicionFacturaAnulada: string }} fields
 * @param {string} previous
 * @param {string} generatedAt
 * @returns {{ text: string, huella: string }}
 */
export function anulacionHuella(fields, previous, generatedAt) {
  return huellaOf(ANULACION_FIELDS, fields, previous, generatedAt);
}

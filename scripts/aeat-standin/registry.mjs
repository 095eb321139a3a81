// What the stand-in remembers (stored records, pending control instructions, the request log) and
// what it decides for each record of a request. Codes and texts are the AEAT's where known (see
// docs/aeat-standin.md for which ones are unverified); all Spanish texts are in MESSAGES.
import { randomInt } from 'node:crypto';

export const MESSAGES = {
  schema: 'El XML no cumple el esquema.',
  1100: 'Valor o tipo incorrecto del campo: IDEmisorFactura',
  1105: 'La factura ha sido rechazada por la AEAT. Revise los datos del registro de facturación.',
  2000: 'El cálculo de la huella suministrada es incorrecta.',
  2005: 'El registro de facturación se ha aceptado con errores. Revise los datos del registro de facturación.',
  3000: 'Registro de facturación duplicado.',
  3001: 'El registro de facturación ya ha sido dado de baja.',
  3002: 'No existe el registro de facturación.',
};
export const DEFAULT_REJECT_CODE = 1105;
export const DEFAULT_ACCEPT_WITH_ERRORS_CODE = 2005;

const CSV_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * @typedef {import('./soap.mjs').IncomingRecord} IncomingRecord
 * @typedef {import('./soap.mjs').Linea} Linea
 * @typedef {{ nif: string, numSerie: string, fecha: string, estado: 'Correcta' | 'AceptadaConErrores' | 'Anulada',
 *   csv: string, anulacionCsv: string | null, code: number | null, description: string | null }} StoredRecord
 * @typedef {{ code?: number, description?: string }} Instruction
 * @typedef {{ status?: number, timeoutMs?: number, dropAfterStore?: boolean }} Fault
 */

export class Registry {
  constructor() {
    this.reset();
  }

  reset() {
    /** @type {Map<string, StoredRecord>} */
    this.stored = new Map();
    /** @type {Map<string, Instruction>} by NumSerieFactura */
    this.rejects = new Map();
    /** @type {Map<string, Instruction>} by NumSerieFactura */
    this.acceptsWithErrors = new Map();
    /** @type {Fault[]} */
    this.faults = [];
    /** @type {object[]} */
    this.requests = [];
    /** @type {Set<string>} */
    this.csvs = new Set();
  }

  /** 16 upper-case alphanumerics, never handed out twice by this stand-in. */
  newCsv() {
    for (;;) {
      let csv = '';
      for (let i = 0; i < 16; i++) csv += CSV_ALPHABET[randomInt(CSV_ALPHABET.length)];
      if (!this.csvs.has(csv)) {
        this.csvs.add(csv);
        return csv;
      }
    }
  }

  /**
   * Decides every record of a valid request, in order, storing what is accepted.
   * @param {{ nif: string }} obligado
   * @param {IncomingRecord[]} records
   * @returns {{ csv: string | null, estadoEnvio: 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto', lineas: Linea[] }}
   */
  process(obligado, records) {
    const csv = this.newCsv();
    const lineas = records.map((record) => this.decide(obligado, record, csv));
    const stored = lineas.filter((l) => l.estado !== 'Incorrecto').length;
    const estadoEnvio = stored === lineas.length ? 'Correcto' : stored === 0 ? 'Incorrecto' : 'ParcialmenteCorrecto';
    return { csv: stored ? csv : null, estadoEnvio, lineas };
  }

  /**
   * @param {{ nif: string }} obligado
   * @param {IncomingRecord} record
   * @param {string} csv
   * @returns {Linea}
   */
  decide(obligado, record, csv) {
    const incorrecto = (/** @type {number} */ code, description = MESSAGES[/** @type {keyof MESSAGES} */ (code)]) => ({
      record,
      estado: /** @type {const} */ ('Incorrecto'),
      code,
      description,
    });
    if (record.nif !== obligado.nif) return incorrecto(1100);
    const existing = this.stored.get(record.key);

    // Errors that still store the record: a control instruction first, then the huella.
    const acceptance = () => {
      const instruction = this.acceptsWithErrors.get(record.numSerie);
      if (instruction && record.operation === 'Alta') {
        this.acceptsWithErrors.delete(record.numSerie);
        const code = instruction.code ?? DEFAULT_ACCEPT_WITH_ERRORS_CODE;
        return { code, description: instruction.description ?? MESSAGES[2005] };
      }
      if (record.huella !== record.expectedHuella) return { code: 2000, description: MESSAGES[2000] };
      return null;
    };
    const accepted = (/** @type {{ code: number, description: string } | null} */ error) =>
      error
        ? { record, estado: /** @type {const} */ ('AceptadoConErrores'), code: error.code, description: error.description }
        : { record, estado: /** @type {const} */ ('Correcto') };

    if (record.operation === 'Anulacion') {
      if (existing?.estado === 'Anulada') return incorrecto(3001);
      if (!existing && record.sinRegistroPrevio !== 'S') return incorrecto(3002);
      const error = acceptance();
      if (existing) {
        existing.estado = 'Anulada';
        existing.anulacionCsv = csv;
      } else {
        this.stored.set(record.key, {
          ...this.identity(record),
          estado: 'Anulada',
          csv,
          anulacionCsv: csv,
          code: error?.code ?? null,
          description: error?.description ?? null,
        });
      }
      return accepted(error);
    }

    const subsanacion = record.subsanacion === 'S';
    if (!subsanacion) {
      const reject = this.rejects.get(record.numSerie);
      if (reject) {
        this.rejects.delete(record.numSerie);
        return incorrecto(
          reject.code ?? DEFAULT_REJECT_CODE,
          reject.description ?? (reject.code ? `Error ${reject.code} simulado por el sustituto local de la AEAT.` : MESSAGES[1105]),
        );
      }
      if (existing) {
        const linea = incorrecto(3000);
        return {
          ...linea,
          duplicado: {
            csv: existing.csv,
            estado: existing.estado,
            ...(existing.estado === 'AceptadaConErrores' && existing.code !== null
              ? { code: existing.code, description: existing.description ?? '' }
              : {}),
          },
        };
      }
    }
    const error = acceptance();
    this.stored.set(record.key, {
      ...this.identity(record),
      estado: error ? 'AceptadaConErrores' : 'Correcta',
      csv,
      anulacionCsv: null,
      code: error?.code ?? null,
      description: error?.description ?? null,
    });
    return accepted(error);
  }

  /** @param {IncomingRecord} record */
  identity(record) {
    return { nif: record.nif, numSerie: record.numSerie, fecha: record.fecha };
  }

  /**
   * Applies a POST /__control body. Unknown keys are refused so a typo does not pass silently.
   * @param {any} body
   */
  control(body) {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('The body must be a JSON object.');
    const known = ['reset', 'waitSeconds', 'reject', 'acceptWithErrors', 'failNext'];
    const unknown = Object.keys(body).filter((k) => !known.includes(k));
    if (unknown.length) throw new Error(`Unknown control key(s): ${unknown.join(', ')} (expected ${known.join(', ')}).`);
    if (body.reset === true) this.reset();
    for (const [field, map] of /** @type {const} */ ([
      ['reject', this.rejects],
      ['acceptWithErrors', this.acceptsWithErrors],
    ])) {
      if (body[field] === undefined) continue;
      if (typeof body[field] !== 'object' || body[field] === null) throw new Error(`${field} must map NumSerieFactura to { code?, description? }.`);
      for (const [numSerie, instruction] of Object.entries(body[field])) {
        const { code, description } = /** @type {Instruction} */ (instruction ?? {});
        if (code !== undefined && !Number.isInteger(code)) throw new Error(`${field}.${numSerie}.code must be an integer.`);
        if (description !== undefined && typeof description !== 'string') throw new Error(`${field}.${numSerie}.description must be a string.`);
        map.set(numSerie, { code, description });
      }
    }
    if (body.failNext !== undefined) {
      if (!Array.isArray(body.failNext)) throw new Error('failNext must be a list of { status } | { timeoutMs } | { dropAfterStore: true }.');
      for (const fault of body.failNext) {
        const ok =
          (Number.isInteger(fault?.status) && fault.status >= 400 && fault.status <= 599) ||
          (Number.isInteger(fault?.timeoutMs) && fault.timeoutMs >= 0) ||
          fault?.dropAfterStore === true;
        if (!ok) throw new Error(`Not a fault: ${JSON.stringify(fault)} (expected { status: 4xx|5xx } | { timeoutMs } | { dropAfterStore: true }).`);
        this.faults.push(fault);
      }
    }
  }

  /** GET /__records */
  records() {
    return [...this.stored.values()].map(({ numSerie, fecha, nif, estado, csv, anulacionCsv, code }) => ({
      numSerie,
      fecha,
      nif,
      estado,
      csv,
      anulacionCsv,
      code,
    }));
  }
}

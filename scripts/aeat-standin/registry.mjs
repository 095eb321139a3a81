// What the stand-in remembers (stored records, pending control instructions, the request log) and
// what it decides for each record of a request. Codes and texts are the AEAT's where known (see
// docs/aeat-standin.md for which ones are unverified); all Spanish texts are in MESSAGES.
import { randomInt } from 'node:crypto';
import { madridTimestamp } from './soap.mjs';

export const MESSAGES = {
  schema: 'El XML no cumple el esquema.',
  1105: 'El valor del campo FechaExpedicionFactura es incorrecto.',
  1108: 'El NIF del IDEmisorFactura debe ser el mismo que el NIF del ObligadoEmision.',
  1146: 'Sólo se permite que la fecha de expedicion de la factura sea anterior a la fecha operación si los detalles del desglose son ClaveRegimen 14 o 15 e Impuesto 01, 03 o vacío.',
  1153: 'Valor del campo RechazoPrevio no válido, solo podrá incluirse el campo RechazoPrevio con valor X si se ha informado el campo Subsanacion y tiene el valor S.',
  1161: 'El valor del campo RechazoPrevio no es válido, no podrá incluirse el campo RechazoPrevio con valor S si no se ha informado del campo Subsanacion o tiene el valor N.',
  1173: 'Sólo se permite que la fecha de operación sea superior a la fecha actual si los detalles del desglose son ClaveRegimen 14 o 15 e Impuesto IVA(01) o IGIC(03) o vacío.',
  1199: "Si Impuesto es '01' (IVA), '03' (IGIC) o no se cumplimenta y ClaveRegimen es 01 no pueden marcarse la OperacionExenta E2, E3.",
  /** %s: the name of the field, as the AEAT fills it in. */
  1287: 'El valor del campo %s contiene carácteres no validos (<, >, ", \', =).',
  2000: 'El cálculo de la huella suministrada es incorrecta.',
  2005: 'El campo ImporteTotal tiene un valor incorrecto para el valor de los campos BaseImponibleOimporteNoSujeto, CuotaRepercutida y CuotaRecargoEquivalencia suministrados.',
  3000: 'Registro de facturación duplicado.',
  3001: 'El registro de facturación ya ha sido dado de baja.',
  3002: 'No existe el registro de facturación.',
};
/** The characters of code 1287. */
export const FORBIDDEN_CHARACTERS = /[<>"'=]/;
/** ClaveRegimen 14 and 15 (obra pública / tracto sucesivo) may carry a FechaOperacion later than the issue or today. */
const LATE_OPERATION_REGIMENES = ['14', '15'];
export const DEFAULT_REJECT_CODE = 1105;
export const DEFAULT_ACCEPT_WITH_ERRORS_CODE = 2005;

/** dd-mm-aaaa → aaaa-mm-dd, comparable as text. */
const isoDate = (/** @type {string} */ fecha) => fecha.split('-').reverse().join('-');

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
    /** @type {Date | null} "now" of the date checks (1173); null: the real clock. */
    this.now = null;
    /** How EstadoRegistroDuplicado spells a stored record accepted with errors. */
    this.duplicateEstadoSpelling = /** @type {'AceptadaConErrores' | 'AceptadoConErrores'} */ ('AceptadaConErrores');
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
   * EstadoEnvio: Correcto only when every line is Correcto, Incorrecto when every line is
   * Incorrecto, ParcialmenteCorrecto otherwise (a line AceptadoConErrores included).
   * @param {{ nif: string }} obligado
   * @param {IncomingRecord[]} records
   * @returns {{ csv: string | null, estadoEnvio: 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto', lineas: Linea[] }}
   */
  process(obligado, records) {
    const csv = this.newCsv();
    const lineas = records.map((record) => this.decide(obligado, record, csv));
    const correctos = lineas.filter((l) => l.estado === 'Correcto').length;
    const incorrectos = lineas.filter((l) => l.estado === 'Incorrecto').length;
    const estadoEnvio = correctos === lineas.length ? 'Correcto' : incorrectos === lineas.length ? 'Incorrecto' : 'ParcialmenteCorrecto';
    return { csv: incorrectos < lineas.length ? csv : null, estadoEnvio, lineas };
  }

  /** Today in Europe/Madrid (yyyy-mm-dd) by the stand-in's clock. */
  today() {
    return madridTimestamp(this.now ?? new Date()).slice(0, 10);
  }

  /**
   * The checks of an alta's own content (no stored record involved); a code or null.
   * @param {IncomingRecord} record
   * @returns {number | null}
   */
  contentError(record) {
    const general = (/** @type {import('./soap.mjs').Detalle} */ d) => d.impuesto === undefined || d.impuesto === '01' || d.impuesto === '03';
    if (record.detalles.some((d) => general(d) && d.claveRegimen === '01' && (d.operacionExenta === 'E2' || d.operacionExenta === 'E3'))) {
      return 1199;
    }
    if (record.fechaOperacion !== undefined) {
      const lateAllowed =
        record.detalles.length > 0 && record.detalles.every((d) => general(d) && LATE_OPERATION_REGIMENES.includes(d.claveRegimen ?? ''));
      const operacion = isoDate(record.fechaOperacion);
      if (!lateAllowed && operacion > isoDate(record.fecha)) return 1146;
      if (!lateAllowed && operacion > this.today()) return 1173;
    }
    return null;
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
      description: /** @type {string} */ (description),
    });
    if (record.nif !== obligado.nif) return incorrecto(1108);
    const forbidden = record.texts.find((t) => FORBIDDEN_CHARACTERS.test(t.value));
    if (forbidden) return incorrecto(1287, MESSAGES[1287].replace('%s', forbidden.field));
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

    // Subsanacion / RechazoPrevio (absent = N): N/N a first alta; S/N a correction of a record the
    // AEAT holds; S/X a new alta after a rejection, the key not held; S/S after a rejected
    // subsanación, the key held.
    const subsanacion = record.subsanacion === 'S';
    const rechazoPrevio = record.rechazoPrevio ?? 'N';
    if (!subsanacion && rechazoPrevio === 'X') return incorrecto(1153);
    if (!subsanacion && rechazoPrevio === 'S') return incorrecto(1161);
    const contentError = this.contentError(record);
    if (contentError !== null) return incorrecto(contentError);

    const duplicate = (/** @type {StoredRecord} */ stored) => ({
      ...incorrecto(3000),
      duplicado: {
        csv: stored.csv,
        estado: stored.estado === 'AceptadaConErrores' ? this.duplicateEstadoSpelling : stored.estado,
        ...(stored.estado === 'AceptadaConErrores' && stored.code !== null ? { code: stored.code, description: stored.description ?? '' } : {}),
      },
    });
    if (!subsanacion) {
      const reject = this.rejects.get(record.numSerie);
      if (reject) {
        this.rejects.delete(record.numSerie);
        return incorrecto(
          reject.code ?? DEFAULT_REJECT_CODE,
          reject.description ?? (reject.code ? `Error ${reject.code} simulado por el sustituto local de la AEAT.` : MESSAGES[1105]),
        );
      }
      if (existing) return duplicate(existing);
    } else if (rechazoPrevio === 'X') {
      // "Alta por rechazo": the AEAT must not hold the key. Code unverified (docs/aeat-standin.md).
      if (existing) return duplicate(existing);
    } else if (!existing) {
      // A correction (S/N, S/S) of a record the AEAT does not hold.
      return incorrecto(3002);
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
    const known = ['reset', 'waitSeconds', 'now', 'duplicateEstadoSpelling', 'reject', 'acceptWithErrors', 'failNext'];
    const unknown = Object.keys(body).filter((k) => !known.includes(k));
    if (unknown.length) throw new Error(`Unknown control key(s): ${unknown.join(', ')} (expected ${known.join(', ')}).`);
    if (body.now !== undefined && body.now !== null && (typeof body.now !== 'string' || Number.isNaN(Date.parse(body.now)))) {
      throw new Error('now must be a date-time text (e.g. 2026-11-20T12:00:00Z) or null for the real clock.');
    }
    const spellings = ['AceptadaConErrores', 'AceptadoConErrores'];
    if (body.duplicateEstadoSpelling !== undefined && !spellings.includes(body.duplicateEstadoSpelling)) {
      throw new Error(`duplicateEstadoSpelling must be ${spellings.join(' or ')}.`);
    }
    if (body.reset === true) this.reset();
    if (body.now !== undefined) this.now = body.now === null ? null : new Date(body.now);
    if (body.duplicateEstadoSpelling !== undefined) this.duplicateEstadoSpelling = body.duplicateEstadoSpelling;
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

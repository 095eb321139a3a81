/**
 * Checks a chain of registros de facturación the way the AEAT (or an
 * inspector with the records) would: each record names the one before it
 * (Encadenamiento), and each huella is recomputed from the record's own
 * fields (huella.ts). The chain covers every record, altas and anulaciones,
 * of one obligado tributario in the order they were generated.
 */
import { altaHuella, anulacionHuella } from './huella';
import { chainLinkOf } from './record';
import type { RegistroAlta, RegistroAnterior, RegistroFactura } from './types';

export const CHAIN_BREAKS = [
  /** The first record (with no `after`) must be PrimerRegistro. */
  'expectedPrimerRegistro',
  /** A record after the first says PrimerRegistro. */
  'unexpectedPrimerRegistro',
  /** RegistroAnterior does not name the record before it (removed, reordered or altered). */
  'registroAnterior',
  /** The stored huella is not the one its fields give. */
  'huella',
  /** CuotaTotal or ImporteTotal disagree with the Desglose. */
  'totals',
] as const;
export type ChainBreak = (typeof CHAIN_BREAKS)[number];

export type ChainVerdict = { ok: true; count: number } | { ok: false; index: number; recordId: string; reason: ChainBreak };

/** "RegistroAlta B12345674 F-2026-000001 25-11-2026": which record, for people and logs. */
export function recordIdOf(registro: RegistroFactura): string {
  const link = chainLinkOf(registro);
  const kind = 'RegistroAlta' in registro ? 'RegistroAlta' : 'RegistroAnulacion';
  return `${kind} ${link.IDEmisorFactura} ${link.NumSerieFactura} ${link.FechaExpedicionFactura}`;
}

const previousHuellaOf = (r: { Encadenamiento: RegistroAlta['Encadenamiento'] }) =>
  'RegistroAnterior' in r.Encadenamiento ? r.Encadenamiento.RegistroAnterior.Huella : '';

/** The huella a record's fields give (what it should carry). */
export function expectedHuellaOf(registro: RegistroFactura): string {
  if ('RegistroAlta' in registro) {
    const r = registro.RegistroAlta;
    return altaHuella({
      ...r.IDFactura,
      TipoFactura: r.TipoFactura,
      CuotaTotal: r.CuotaTotal,
      ImporteTotal: r.ImporteTotal,
      HuellaAnterior: previousHuellaOf(r),
      FechaHoraHusoGenRegistro: r.FechaHoraHusoGenRegistro,
    });
  }
  const r = registro.RegistroAnulacion;
  return anulacionHuella({ ...r.IDFactura, HuellaAnterior: previousHuellaOf(r), FechaHoraHusoGenRegistro: r.FechaHoraHusoGenRegistro });
}

/** Amount text ("-123.4", "5.20") to cents; NaN when it is not one. */
function cents(text: string | undefined): number {
  const m = /^([+-]?)(\d{1,12})(?:\.(\d{0,2}))?$/.exec(text ?? '0');
  if (!m) return Number.NaN;
  const value = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -value : value;
}

function totalsAgree(r: RegistroAlta): boolean {
  const detalles = r.Desglose.DetalleDesglose;
  const sum = (pick: (d: (typeof detalles)[number]) => string | undefined) => detalles.reduce((acc, d) => acc + cents(pick(d)), 0);
  const cuota = sum((d) => d.CuotaRepercutida) + sum((d) => d.CuotaRecargoEquivalencia);
  return cuota === cents(r.CuotaTotal) && sum((d) => d.BaseImponibleOimporteNoSujeto) + cuota === cents(r.ImporteTotal);
}

function sameLink(a: RegistroAnterior, b: RegistroAnterior): boolean {
  return (
    a.IDEmisorFactura === b.IDEmisorFactura &&
    a.NumSerieFactura === b.NumSerieFactura &&
    a.FechaExpedicionFactura === b.FechaExpedicionFactura &&
    a.Huella === b.Huella
  );
}

function linkBreak(registro: RegistroFactura, expected: RegistroAnterior | null): ChainBreak | null {
  const { Encadenamiento } = 'RegistroAlta' in registro ? registro.RegistroAlta : registro.RegistroAnulacion;
  if (!expected) return 'PrimerRegistro' in Encadenamiento ? null : 'expectedPrimerRegistro';
  if (!('RegistroAnterior' in Encadenamiento)) return 'unexpectedPrimerRegistro';
  return sameLink(Encadenamiento.RegistroAnterior, expected) ? null : 'registroAnterior';
}

/**
 * Verifies the records in generation order and names the first broken link.
 * `after` is the record before the first one given, to check a later part
 * of a chain; without it the first record must be PrimerRegistro.
 */
export function verifyChain(records: readonly RegistroFactura[], options: { after?: RegistroAnterior | null } = {}): ChainVerdict {
  let expected = options.after ?? null;
  for (const [index, registro] of records.entries()) {
    const stored = 'RegistroAlta' in registro ? registro.RegistroAlta.Huella : registro.RegistroAnulacion.Huella;
    const reason =
      linkBreak(registro, expected) ??
      (expectedHuellaOf(registro) !== stored ? 'huella' : null) ??
      ('RegistroAlta' in registro && !totalsAgree(registro.RegistroAlta) ? 'totals' : null);
    if (reason) return { ok: false, index, recordId: recordIdOf(registro), reason };
    expected = chainLinkOf(registro);
  }
  return { ok: true, count: records.length };
}

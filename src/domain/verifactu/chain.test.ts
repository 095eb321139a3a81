import { describe, expect, it } from 'vitest';
import { verifyChain } from './chain';
import { altaRecordOf, anulacionRecordOf, chainLinkOf } from './record';
import { issuedInvoice, line, SYSTEM } from './testFixtures';
import type { RegistroFactura } from './types';

const START = Date.UTC(2026, 0, 1, 8);

/**
 * 1.000 records a minute apart: altas of varied invoices, and every 100th
 * record an anulación of the invoice just before it.
 */
function generateChain(count: number): RegistroFactura[] {
  const records: RegistroFactura[] = [];
  for (let i = 0; i < count; i++) {
    const previous = records.length ? chainLinkOf(records[records.length - 1]!) : null;
    const generatedAt = new Date(START + i * 60_000);
    const issueDate = generatedAt.toISOString().slice(0, 10);
    const invoice = issuedInvoice({
      numberText: `F-2026-${String(i + 1).padStart(6, '0')}`,
      issueDate,
      recargoEquivalencia: i % 7 === 0,
      lines: [line('Tornillo', 1 + (i % 13), 25 + i, 21), line('Libro', 1, 1000 + i, 4), ...(i % 5 === 0 ? [line('Exento', 1, 500, 0, 'E1')] : [])],
    });
    records.push(
      i % 100 === 99
        ? {
            RegistroAnulacion: anulacionRecordOf(issuedInvoice({ numberText: `F-2026-${String(i).padStart(6, '0')}`, issueDate }), previous, {
              generatedAt,
              system: SYSTEM,
            }),
          }
        : { RegistroAlta: altaRecordOf(invoice, previous, { generatedAt, system: SYSTEM }) },
    );
  }
  return records;
}

const CHAIN = generateChain(1000);

/** A deep copy of the chain with one alta changed. */
function withAlta(index: number, change: (r: Extract<RegistroFactura, { RegistroAlta: unknown }>['RegistroAlta']) => void): RegistroFactura[] {
  const copy = structuredClone(CHAIN);
  const registro = copy[index]!;
  if (!('RegistroAlta' in registro)) throw new Error(`record ${index} is not an alta`);
  change(registro.RegistroAlta);
  return copy;
}

const plusOneCent = (amount: string) => (Math.round(Number(amount) * 100) + 1).toString().replace(/(\d\d)$/, '.$1');

describe('verifyChain', () => {
  it('verifies a chain of 1.000 generated records, altas and anulaciones', () => {
    expect(CHAIN.filter((r) => 'RegistroAnulacion' in r)).toHaveLength(10);
    expect(verifyChain(CHAIN)).toEqual({ ok: true, count: 1000 });
  });

  it.each([
    ['an empty chain', [], {}, { ok: true, count: 0 }],
    ['the second half, given the record before it', CHAIN.slice(500), { after: chainLinkOf(CHAIN[499]!) }, { ok: true, count: 500 }],
  ])('verifies %s', (_name, records, options, verdict) => {
    expect(verifyChain(records, options)).toEqual(verdict);
  });

  it.each([
    ['one cent more in ImporteTotal of record 500', () => withAlta(500, (r) => (r.ImporteTotal = plusOneCent(r.ImporteTotal))), 500, 'huella'],
    ['one cent more in CuotaTotal of record 500', () => withAlta(500, (r) => (r.CuotaTotal = plusOneCent(r.CuotaTotal))), 500, 'huella'],
    [
      'one cent more in a base of the Desglose of record 500 (not hashed, but the totals no longer add up)',
      () =>
        withAlta(
          500,
          (r) =>
            (r.Desglose.DetalleDesglose[0]!.BaseImponibleOimporteNoSujeto = plusOneCent(
              r.Desglose.DetalleDesglose[0]!.BaseImponibleOimporteNoSujeto,
            )),
        ),
      500,
      'totals',
    ],
    ['another invoice number in record 500', () => withAlta(500, (r) => (r.IDFactura.NumSerieFactura = 'F-2026-999999')), 500, 'huella'],
    [
      'a later generation time in record 500',
      () => withAlta(500, (r) => (r.FechaHoraHusoGenRegistro = r.FechaHoraHusoGenRegistro.replace('+01:00', '+02:00'))),
      500,
      'huella',
    ],
    ['record 500 removed', () => CHAIN.filter((_, i) => i !== 500), 500, 'registroAnterior'],
    ['records 500 and 501 swapped', () => [...CHAIN.slice(0, 500), CHAIN[501]!, CHAIN[500]!, ...CHAIN.slice(502)], 500, 'registroAnterior'],
    ['the last record removed and a forged one appended', () => [...CHAIN.slice(0, 999), CHAIN[998]!], 999, 'registroAnterior'],
    ['the first record removed', () => CHAIN.slice(1), 0, 'expectedPrimerRegistro'],
    ['record 500 restarting the chain', () => withAlta(500, (r) => (r.Encadenamiento = { PrimerRegistro: 'S' })), 500, 'unexpectedPrimerRegistro'],
    [
      'an anulación (record 599) with a changed date',
      () => {
        const copy = structuredClone(CHAIN);
        const r = copy[599]!;
        if ('RegistroAnulacion' in r) r.RegistroAnulacion.IDFactura.FechaExpedicionFacturaAnulada = '01-01-2020';
        return copy;
      },
      599,
      'huella',
    ],
  ])('finds %s', (_name, tamper, index, reason) => {
    const records = tamper();
    expect(verifyChain(records)).toEqual({
      ok: false,
      index,
      recordId: expect.stringMatching(/^Registro(Alta|Anulacion) B12345674 F-2026-\d{6} /),
      reason,
    });
  });

  it('names the broken record', () => {
    expect(verifyChain(CHAIN.filter((_, i) => i !== 500))).toMatchObject({ recordId: 'RegistroAlta B12345674 F-2026-000502 01-01-2026' });
  });
});

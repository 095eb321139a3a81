import { describe, expect, it } from 'vitest';
import { agingReport } from '../domain/payments/aging';
import { cashForecast } from '../domain/payments/forecast';
import { accountStatement, type StatementInvoice } from '../domain/payments/statement';
import { due, paymentDoc } from '../domain/payments/paymentFixtures.test-data';
import { agingCsv, forecastCsv, statementCsv } from './carteraCsv';

const TODAY = '2026-11-29';

describe('agingCsv', () => {
  it('has one row per party with the five columns, the credit, the total and the NIF, then the totals', () => {
    const report = agingReport(
      [
        due({ partyId: 'c1', partyName: 'Alfa S.L.', dueDate: '2026-12-10', amountCents: 10000 }),
        due({ partyId: 'c1', partyName: 'Alfa S.L.', n: 2, dueDate: '2026-10-10', amountCents: 5000, paidCents: 1000 }),
        due({ partyId: 'c2', partyName: 'Beta', dueDate: '2026-06-01', amountCents: 2000 }),
      ],
      TODAY,
    );
    const t = agingCsv('output', report, new Map([['c1', 'B12345674']]));
    expect(t.headers).toEqual([
      'Cliente',
      'NIF',
      'Sin vencer',
      '1–30 días',
      '31–60 días',
      '61–90 días',
      'Más de 90 días',
      'Saldo a favor',
      'Total',
      'Vencimientos',
      'Vencido más antiguo',
    ]);
    expect(t.rows[0]).toEqual(['Alfa S.L.', 'B12345674', '100,00', '0,00', '40,00', '0,00', '0,00', '0,00', '140,00', '2', '10/10/2026']);
    expect(t.rows[1]).toEqual(['Beta', '', '0,00', '0,00', '0,00', '0,00', '20,00', '0,00', '20,00', '1', '01/06/2026']);
    expect(t.rows[2]).toEqual(['TOTAL', '', '100,00', '0,00', '40,00', '0,00', '20,00', '0,00', '160,00', '3', '']);
  });

  it('names a vendor’s column Proveedor', () => {
    expect(agingCsv('input', agingReport([], TODAY)).headers[0]).toBe('Proveedor');
  });
});

describe('forecastCsv', () => {
  it('opens with the opening balance, then overdue, each week, later and the totals', () => {
    const f = cashForecast(
      [due({ dueDate: '2026-11-20', amountCents: 1000 }), due({ kind: 'input', dueDate: '2026-12-02', amountCents: 300 })],
      TODAY,
      2,
      50000,
    );
    const t = forecastCsv(f);
    expect(t.headers).toEqual(['Periodo', 'Desde', 'Hasta', 'Cobros', 'Pagos', 'Neto', 'Saldo']);
    expect(t.rows.map((r) => r[0])).toEqual(['Saldo inicial', 'Vencido (antes de hoy)', '2026-W48', '2026-W49', 'Después', 'TOTAL']);
    expect(t.rows[0]![6]).toBe('500,00');
    expect(t.rows[1]).toEqual(['Vencido (antes de hoy)', '', '', '10,00', '0,00', '10,00', '510,00']);
    expect(t.rows[3]).toEqual(['2026-W49', '30/11/2026', '06/12/2026', '0,00', '3,00', '-3,00', '507,00']);
    expect(t.rows[5]).toEqual(['TOTAL', '', '', '10,00', '3,00', '7,00', '507,00']);
  });
});

describe('statementCsv', () => {
  const invoice: StatementInvoice = {
    id: 'inv1',
    kind: 'output',
    number: 'F-1',
    issueDate: '2026-03-01',
    amountCents: 12100,
    state: 'emitida',
    simplified: false,
    paidOutside: null,
  };
  it('puts what adds to the balance under Cargo and what takes off under Abono, between the opening and closing balances', () => {
    const s = accountStatement(
      'client',
      [invoice],
      [paymentDoc('p1', { date: '2026-03-20', amountCents: 5000, reference: 'TRF 1' })],
      '2026-03-01',
      '2026-03-31',
    );
    const t = statementCsv('client', s);
    expect(t.headers).toEqual(['Fecha', 'Concepto', 'Documento', 'Detalle', 'Cargo', 'Abono', 'Saldo']);
    expect(t.rows).toEqual([
      ['01/03/2026', 'Saldo anterior', '', '', '', '', '0,00'],
      ['01/03/2026', 'Factura', 'F-1', '', '121,00', '', '121,00'],
      ['20/03/2026', 'Cobro', 'TRF 1', 'Transferencia bancaria', '', '50,00', '71,00'],
      ['31/03/2026', 'Saldo final', '', '', '', '', '71,00'],
    ]);
  });

  it('says a vendor’s payment and its reversal as pagos', () => {
    const s = accountStatement(
      'vendor',
      [],
      [paymentDoc('p1', { kind: 'pago', state: 'anulado', reversal: { date: '2026-03-22', reason: 'Error', returnCode: null } })],
      '2026-03-01',
      '2026-03-31',
    );
    expect(statementCsv('vendor', s).rows.map((r) => r[1])).toEqual(['Saldo anterior', 'Pago', 'Anulación de pago', 'Saldo final']);
  });
});

import { describe, expect, it } from 'vitest';
import { invoiceProductIds, invoiceSalidaId, linesMovingStock, planInvoiceSalida } from './invoiceStock';
import { invoiceFromStored } from './invoiceStored';

const product = (id: string, extra: Record<string, unknown> = {}) => ({ code: id.toUpperCase(), name: `Producto ${id}`, unit: 'ud', ...extra });
const line = (categoryId: string | null, quantity: number, unitPriceCents: number, extra: Record<string, unknown> = {}) => ({
  description: categoryId ? `Línea ${categoryId}` : 'Portes',
  categoryId,
  quantity,
  unitPriceCents,
  discountPct: 0,
  vatRate: 21,
  sourceId: null,
  ...extra,
});
/** An issued sale as the planner takes it (invoiceFromStored of its stored data). */
const sale = (lines: unknown[], extra: Record<string, unknown> = {}) =>
  invoiceFromStored('inv1', {
    kind: 'output',
    type: 'ordinaria',
    numberText: 'F-2026-000007',
    issueDate: '2026-11-26',
    partyId: 'c1',
    party: { name: 'Cliente Uno', nif: 'B86561412' },
    lines,
    ...extra,
  })!;
const products = { p1: product('p1'), p2: product('p2'), serv: product('serv', { stocked: false }) };

describe('planInvoiceSalida', () => {
  it('makes one salida of the stocked product lines, named after the invoice, with the products as stored', () => {
    const plan = planInvoiceSalida(
      'inv1',
      sale([line('p1', 2, 1000), line('serv', 1, 500, { service: true }), line(null, 1, 300), line('p2', 1.5, 200)]),
      products,
    );
    expect(plan).toEqual({
      ok: true,
      salida: {
        id: 'inv1-salida',
        number: 'S-F-2026-000007',
        draft: {
          date: '2026-11-26',
          partyId: 'c1',
          partyName: 'Cliente Uno',
          partyNif: 'B86561412',
          reference: 'F-2026-000007',
          notes: 'Salida de la factura F-2026-000007',
          lines: [
            { categoryId: 'p1', code: 'P1', name: 'Producto p1', unit: 'ud', quantity: 2, unitPriceCents: 1000, discountPct: 0, vatRate: 21 },
            { categoryId: 'p2', code: 'P2', name: 'Producto p2', unit: 'ud', quantity: 1.5, unitPriceCents: 200, discountPct: 0, vatRate: 21 },
          ],
        },
      },
    });
  });

  it.each([
    ['lines copied from a salida', sale([line('p1', 2, 1000, { sourceId: 's1' })])],
    ['only services and free text', sale([line('serv', 1, 500, { service: true }), line(null, 1, 300)])],
    ['a rectificativa', sale([line('p1', -2, 1000)], { type: 'rectificativa' })],
    ['a purchase', sale([line('p1', 2, 1000)], { kind: 'input' })],
  ])('makes no salida for %s', (_, invoice) => {
    expect(planInvoiceSalida('inv1', invoice, products)).toEqual({ ok: true, salida: null });
  });

  // Issue 28, finding 1: a line's nature decides its recargo de equivalencia (LIVA arts. 154–156:
  // deliveries of goods only), so a line may not call a stocked product a service (no recargo,
  // no stock moved), whatever the browser sent.
  it('refuses a stocked product sent as a service', () => {
    const l = line('p1', 1, 500, { service: true });
    expect(planInvoiceSalida('inv1', sale([l]), products)).toEqual({ ok: false, code: 'lineNatureMismatch', detail: l.description });
  });

  it('lets a service product sent as goods through (a draft saved before lines carried their nature)', () => {
    expect(planInvoiceSalida('inv1', sale([line('serv', 1, 500)]), products)).toEqual({ ok: true, salida: null });
  });

  it('lets a free-text line be a service or goods (the form chooses)', () => {
    expect(planInvoiceSalida('inv1', sale([line(null, 1, 300, { service: true }), line(null, 1, 300)]), products)).toEqual({
      ok: true,
      salida: null,
    });
  });

  it('refuses a line whose product no longer exists', () => {
    expect(planInvoiceSalida('inv1', sale([line('gone', 1, 100)]), products)).toEqual({ ok: false, code: 'unknownProduct', detail: 'Línea gone' });
  });

  it.each([
    // 12,10 € IVA included at 21 % is 10,00 € net; 1,00 € at 10 % is 0,91 €; at 4 %, 0,96 €.
    [1210, 21, 1000],
    [100, 10, 91],
    [100, 4, 96],
  ])('a ticket line of %i cents IVA included at %i %% leaves at %i cents net', (gross, rate, net) => {
    const plan = planInvoiceSalida('t1', sale([line('p1', 1, gross, { vatRate: rate })], { vatIncluded: true, partyId: '', party: {} }), products);
    expect(plan.ok && plan.salida?.draft.lines[0]!.unitPriceCents).toBe(net);
    expect(plan.ok && plan.salida?.draft.partyId).toBe('');
  });
});

describe('invoiceProductIds and invoiceSalidaId', () => {
  it('names each product once, leaving out lines from a salida and free text', () => {
    expect(invoiceProductIds([line('p1', 1, 1), line('p1', 2, 1), line('p2', 1, 1, { sourceId: 's' }), line(null, 1, 1)] as never)).toEqual(['p1']);
    expect(invoiceSalidaId('abc')).toBe('abc-salida');
  });
});

describe('linesMovingStock (the issue dialog’s count)', () => {
  const line = (categoryId: string | null, sourceId: string | null, service?: boolean) => ({
    categoryId,
    sourceId,
    ...(service === undefined ? {} : { service }),
  });
  it.each([
    ['a product line not from a salida', line('p1', null), 1],
    ['a product line marked as goods', line('p1', null, false), 1],
    ['a service product’s line (service flag)', line('srv', null, true), 0],
    ['a line copied from a salida', line('p1', 'out1'), 0],
    ['a free-text line', line(null, null), 0],
    ['a free-text service', line(null, null, true), 0],
  ])('%s', (_name, l, expected) => {
    expect(linesMovingStock([l])).toHaveLength(expected);
  });

  it('counts only the goods of a mixed sale', () => {
    expect(linesMovingStock([line('p1', null), line('srv', null, true), line('p2', null), line('p3', 'out1')]).map((l) => l.categoryId)).toEqual([
      'p1',
      'p2',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { creditOverStanding } from './creditBounds';

type Data = Record<string, unknown>;
const line = (description: string, quantity: number, baseCents: number, categoryId: string | null = null, vatRate = 21) => ({
  description,
  quantity,
  baseCents,
  categoryId,
  vatRate,
});
/** An invoice as stored: its lines, its one-rate breakdown and totals from the lines. */
function doc(lines: ReturnType<typeof line>[], mode: 'difference' | 'substitution' | null = null, state = 'emitida'): Data {
  const groups = new Map<number, number>();
  for (const l of lines) groups.set(l.vatRate, (groups.get(l.vatRate) ?? 0) + l.baseCents);
  const breakdown = [...groups].map(([vatRate, baseCents]) => ({
    vatRate,
    exemption: null,
    baseCents,
    vatCents: Math.round((baseCents * vatRate) / 100),
    recargoRate: 0,
    recargoCents: 0,
  }));
  const baseCents = breakdown.reduce((s, g) => s + g.baseCents, 0);
  const vatCents = breakdown.reduce((s, g) => s + g.vatCents, 0);
  return {
    state,
    lines,
    breakdown,
    baseCents,
    vatCents,
    recargoCents: 0,
    irpfCents: 0,
    totalCents: baseCents + vatCents,
    payableCents: baseCents + vatCents,
    rectifies: mode ? { mode } : null,
  };
}

// The case: an invoice of 24,20 € (2 × 10,00 € + IVA) of product p.
const original = doc([line('Producto p', 2, 2000, 'p')]);

describe('creditOverStanding: a rectificativa never takes what stands below zero', () => {
  it.each([
    ['the full reversal', [], doc([line('Producto p', -2, -2000, 'p')], 'difference'), null],
    [
      'a partial return, then the rest',
      [doc([line('Producto p', -1, -1000, 'p')], 'difference')],
      doc([line('Producto p', -1, -1000, 'p')], 'difference'),
      null,
    ],
    ['a discount worded anew, within the rate', [], doc([line('Descuento', 1, -500)], 'difference'), null],
    ['a raise (positive) is never bounded', [], doc([line('Producto p', 1, 1000, 'p')], 'difference'), null],
    ['a substitution at a lower price', [], doc([line('Producto p', 2, 1500, 'p')], 'substitution'), null],
    ['−12.100 € against 24,20 € (the issue)', [], doc([line('Producto p', -1000, -1000000, 'p')], 'difference'), 'Producto p: quedan 2'],
    [
      'one unit more than stands',
      [doc([line('Producto p', -1, -1000, 'p')], 'difference')],
      doc([line('Producto p', -2, -2000, 'p')], 'difference'),
      'Producto p: quedan 1',
    ],
    ['a product the invoice never carried', [], doc([line('Producto q', -1, -100, 'q')], 'difference'), 'Producto q: no está en la factura'],
    [
      'the base of the line below zero at the same quantity',
      [],
      doc([line('Producto p', 0, -2001, 'p')], 'difference'),
      'Producto p: quedan 20,00 €',
    ],
    ['a discount worded anew above the rate', [], doc([line('Descuento', 1, -2001)], 'difference'), 'IVA 21 %: base restante 20,00 €'],
    ['a credit at another rate', [], doc([line('Descuento', 1, -100, null, 10)], 'difference'), 'IVA 10 %: base restante 0,00 €'],
    [
      'after a substitution, what stands is the substitution',
      [doc([line('Producto p', 1, 1000, 'p')], 'substitution')],
      doc([line('Producto p', -2, -2000, 'p')], 'difference'),
      'Producto p: quedan 1',
    ],
    [
      'an annulled earlier rectificativa does not count',
      [doc([line('Producto p', -2, -2000, 'p')], 'difference', 'anulada')],
      doc([line('Producto p', -2, -2000, 'p')], 'difference'),
      null,
    ],
  ] as const)('%s', (_name, earlier, rect, expected) => {
    // formatEuros separates the sign with a no-break space.
    expect(creditOverStanding(original, earlier as unknown as Data[], rect as Data)?.replace(/\u00a0/g, ' ') ?? null).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  blankReturnValues,
  checkReturnValues,
  invoiceReturnBlocker,
  returnableLines,
  returnedSoFar,
  returnEntradaNumber,
  returnFormSchema,
  stockReturnBlocker,
  type ReturnSourceLine,
} from './returnForm';

// A sale: 5 taladros, 2,5 m of cable (1 m already returned) and a service without product.
const source: ReturnSourceLine[] = [
  { description: 'Taladro', code: 'TAL', unit: 'ud', quantity: 5, categoryId: 'taladro' },
  { description: 'Cable', code: 'CAB', unit: 'm', quantity: 2.5, categoryId: 'cable' },
  { description: 'Montaje', code: '', unit: 'h', quantity: 1, categoryId: null },
];
const lines = returnableLines(source, { '1': 1 });
const values = (quantities: string[], reason = '') => ({ lines: quantities.map((quantity) => ({ quantity })), reason });

describe('returnableLines', () => {
  it('gives each line its position, what it carried, what came back and what remains', () => {
    expect(lines.map((l) => [l.lineIndex, l.sold, l.returned, l.remaining, l.movesStock])).toEqual([
      [0, 5, 0, 5, true],
      [1, 2.5, 1, 1.5, true],
      [2, 1, 0, 1, false],
    ]);
  });

  it('never offers a negative remainder when more was returned than the line shows', () => {
    expect(returnableLines([source[0]!], { '0': 7 })[0]!.remaining).toBe(0);
  });

  it('starts with every quantity at 0 and no reason', () => {
    expect(blankReturnValues(lines)).toEqual(values(['0', '0', '0']));
  });
});

describe('checkReturnValues', () => {
  it.each([
    ['2 taladros', ['2', '0', '0'], '', [{ lineIndex: 0, quantity: 2 }]],
    ['the decimal comma, blank as 0', ['', '1,5', ''], '', [{ lineIndex: 1, quantity: 1.5 }]],
    ['exactly what remains of each line', ['5', '1,5', '1'], '', [0, 1, 2].map((i) => ({ lineIndex: i, quantity: [5, 1.5, 1][i]! }))],
    ['thousand separators', ['0', '1,250', '0'], '', [{ lineIndex: 1, quantity: 1.25 }]],
  ])('accepts %s', (_, quantities, reason, request) => {
    expect(checkReturnValues(values(quantities, reason), lines)).toEqual({ ok: true, request: { lines: request, reason } });
  });

  it.each([
    ['more than remains', ['6', '0', '0'], ['lines', 0, 'quantity'], 'No se puede devolver más de lo que queda: 5 ud.'],
    ['more than remains after earlier returns', ['0', '2', '0'], ['lines', 1, 'quantity'], 'No se puede devolver más de lo que queda: 1,5 m.'],
    ['a word', ['dos', '0', '0'], ['lines', 0, 'quantity'], 'Introduce una cantidad válida, con 3 decimales como máximo (por ejemplo, 1,5).'],
    [
      'more than 3 decimals',
      ['0', '0,0001', '0'],
      ['lines', 1, 'quantity'],
      'Introduce una cantidad válida, con 3 decimales como máximo (por ejemplo, 1,5).',
    ],
    ['a negative quantity', ['0', '0', '-1'], ['lines', 2, 'quantity'], 'La cantidad no puede ser negativa.'],
    ['nothing chosen', ['0', '', '0'], ['lines'], 'Elige al menos una línea y la cantidad que se devuelve.'],
  ])('refuses %s at its field', (_, quantities, path, message) => {
    expect(checkReturnValues(values(quantities), lines)).toEqual({ ok: false, problems: [{ path, message }] });
  });

  it('reports every bad line at once, and not "nothing chosen" beside them', () => {
    const checked = checkReturnValues(values(['9', 'x', '0']), lines);
    expect(checked.ok ? [] : checked.problems.map((p) => p.path.join('.'))).toEqual(['lines.0.quantity', 'lines.1.quantity']);
  });

  it.each([
    ['a blank reason (the command writes its default)', '   ', true, ''],
    ['a reason, spaces tidied', '  Caja   rota ', true, 'Caja rota'],
    ['a reason too short', 'ab', false, 'El motivo debe tener al menos 3 caracteres.'],
    ['a reason too long', 'x'.repeat(501), false, 'El motivo admite como máximo 500 caracteres.'],
    // It becomes the rectificativa's reason, and so the VERI*FACTU record's text.
    ['a reason with U+0001', 'Caja\u0001 rota', false, expect.stringMatching(/U\+0001.*posición 5/) as unknown as string],
    ['a reason on two lines, joined', 'Caja\nrota', true, 'Caja rota'],
  ])('takes %s', (_, reason, ok, expected) => {
    const checked = checkReturnValues(values(['1', '0', '0'], reason), lines);
    if (ok) expect(checked).toEqual({ ok: true, request: { lines: [{ lineIndex: 0, quantity: 1 }], reason: expected } });
    else expect(checked).toEqual({ ok: false, problems: [{ path: ['reason'], message: expected }] });
  });

  it('is the schema the form validates with', () => {
    const parsed = returnFormSchema(lines).safeParse(values(['6', '0', '0']));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lines.0.quantity', 'No se puede devolver más de lo que queda: 5 ud.'],
    ]);
    expect(returnFormSchema(lines).safeParse(values(['1', '0', '0'])).success).toBe(true);
  });
});

describe('which documents offer a return', () => {
  const sale = { kind: 'output', type: 'ordinaria', state: 'emitida', status: 'pendiente' };
  it.each([
    ['an issued sale', sale, null],
    ['a paid ticket', { ...sale, status: 'pagada' }, null],
    ['a purchase', { ...sale, kind: 'input' }, 'purchase'],
    ['a rectificativa', { ...sale, type: 'rectificativa' }, 'rectificativa'],
    ['a draft', { ...sale, state: 'borrador' }, 'notIssued'],
    ['an annulled sale', { ...sale, state: 'anulada' }, 'notIssued'],
    ['a sale replaced by a substitution', { ...sale, status: 'sustituida' }, 'replaced'],
  ])('invoice: %s → %s', (_, invoice, blocker) => {
    expect(invoiceReturnBlocker(invoice)).toBe(blocker);
  });

  const confirmed = { state: 'confirmada', invoiced: false };
  it.each([
    ['output', 'a confirmed salida', confirmed, null],
    ['output', 'an invoiced salida', { ...confirmed, invoiced: true }, 'invoiced'],
    ['output', 'a salida to a vendor (a return)', { ...confirmed, returnOf: 'purchase' }, 'isReturn'],
    ['output', 'a borrador', { ...confirmed, state: 'borrador' }, 'notConfirmed'],
    ['input', 'a confirmed entrada', confirmed, null],
    ['input', 'an invoiced entrada', { ...confirmed, invoiced: true }, null],
    ['input', 'an entrada from a client (a return)', { ...confirmed, returnOf: 'sale', invoiced: true }, 'isReturn'],
    ['input', 'an annulled entrada', { ...confirmed, state: 'anulada' }, 'notConfirmed'],
  ] as const)('%s: %s → %s', (kind, _, doc, blocker) => {
    expect(stockReturnBlocker(kind, doc)).toBe(blocker);
  });
});

describe('notes', () => {
  it('lists what each line has returned so far, with its unit', () => {
    expect(returnedSoFar(source, { '0': 2, '1': 1.25, '7': 1 })).toEqual([
      { description: 'Taladro', quantity: '2 ud' },
      { description: 'Cable', quantity: '1,25 m' },
    ]);
    expect(returnedSoFar(source, undefined)).toEqual([]);
  });

  it('numbers a sale return’s entrada after its rectificativa', () => {
    expect(returnEntradaNumber('R-2026-000003')).toBe('E-R-2026-000003');
  });
});

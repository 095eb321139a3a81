import { describe, expect, it } from 'vitest';
import { compactReference, nameTokens, suggestMatches, type MatchMovement, type OpenItem } from './matching';

const movement = (over: Partial<MatchMovement> = {}): MatchMovement => ({
  date: '2026-11-03',
  amountCents: 121000,
  concepts: [],
  reference1: '',
  reference2: '',
  document: '',
  ...over,
});

const item = (over: Partial<OpenItem> = {}): OpenItem => ({
  id: 'd1',
  kind: 'due',
  partyName: 'Ferretería López, S.L.',
  partyNif: 'B12345674',
  reference: 'F2026-0012',
  dueDate: '2026-11-01',
  openCents: 121000,
  ...over,
});

const only = (movements: MatchMovement[], items: OpenItem[]) => suggestMatches(movements, items).suggestions[0]?.candidates ?? [];

describe('helpers', () => {
  it.each([
    ['F-2026/0012', 'f20260012'],
    ['REM-2026-11', 'rem202611'],
    ['  Añó 7 ', 'ano7'],
  ])('compactReference(%j) → %j', (text, ref) => expect(compactReference(text)).toBe(ref));

  it.each([
    ['Ferretería López, S.L.', ['ferreteria', 'lopez']],
    ['BAR EL PUERTO SL', ['bar', 'puerto']],
    ['Construcciones García y Cía, S.A.', ['construcciones', 'garcia']],
    ['S.L.', []],
  ])('nameTokens(%j) → %j', (name, tokens) => expect(nameTokens(name)).toEqual(tokens));
});

describe('suggestMatches: one movement, one item', () => {
  it.each<[string, Partial<MatchMovement>, Partial<OpenItem>, string[] | null]>([
    ['amount and date only', {}, { partyName: 'Otro', partyNif: undefined, reference: 'X-1' }, ['amount', 'date']],
    ['the invoice number in a 23 concept', { concepts: ['CONCEPTO FACTURA F2026-0012'] }, {}, ['amount', 'reference', 'date']],
    ['the invoice number written without its dash', { reference2: 'F20260012' }, {}, ['amount', 'reference', 'date']],
    ['the invoice number glued to a word', { concepts: ['FRAF2026-0012'] }, {}, ['amount', 'reference', 'date']],
    ['a longer number is not the invoice number', { concepts: ['F2026-00123'] }, { partyName: 'Otro' }, ['amount', 'date']],
    ['the party name', { concepts: ['TRANSFERENCIA DE FERRETERIA LOPEZ SL'] }, {}, ['amount', 'party', 'date']],
    ['half of the name is enough', { concepts: ['TRANSF. LOPEZ'] }, {}, ['amount', 'party', 'date']],
    ['the NIF, even with a blank', { concepts: ['ORDENANTE B 12345674'] }, {}, ['amount', 'nif', 'date']],
    ['everything', { concepts: ['FERRETERIA LOPEZ B12345674 F2026-0012'] }, {}, ['amount', 'reference', 'nif', 'party', 'date']],
    ['out of the window with the reference', { date: '2027-02-01', concepts: ['F2026-0012'] }, {}, ['amount', 'reference']],
    ['out of the window with the name only (only a reference reaches that far)', { date: '2027-02-01', concepts: ['FERRETERIA LOPEZ'] }, {}, null],
    ['out of the window with nothing else', { date: '2027-02-01' }, {}, null],
    ['another amount, even with the reference', { amountCents: 121001, concepts: ['F2026-0012'] }, {}, null],
    ['a cobro against a cargo of the same size', { amountCents: -121000, concepts: ['F2026-0012'] }, {}, null],
    [
      'a pago against its cargo',
      { amountCents: -36300, concepts: ['PAGO FRA 2026/118'] },
      { openCents: -36300, reference: '2026/118' },
      ['amount', 'reference', 'date'],
    ],
    [
      'a remittance by its id and sum',
      { amountCents: 484000, reference2: 'REM-2026-11' },
      { kind: 'remittance', openCents: 484000, reference: 'REM-2026-11', partyName: '' },
      ['amount', 'reference', 'date'],
    ],
  ])('%s', (_name, m, i, reasons) => {
    const candidates = only([movement(m)], [item(i)]);
    if (reasons === null) expect(candidates).toEqual([]);
    else expect(candidates.map((c) => c.reasons)).toEqual([reasons]);
  });

  it('out-of-window items are found with the reference but not by the amount, and the window edges count', () => {
    const items = [item({ id: 'in', dueDate: '2026-12-03', reference: 'A-1' }), item({ id: 'edge', dueDate: '2026-12-04', reference: 'A-2' })];
    expect(only([movement()], items).map((c) => c.itemId)).toEqual(['in']);
  });
});

describe('suggestMatches: ranking', () => {
  it('ranks the reference over the nearer date, and a nearer date over a farther one', () => {
    const items = [
      item({ id: 'near', reference: 'F2026-0099', partyName: 'X', partyNif: undefined, dueDate: '2026-11-03' }),
      item({ id: 'ref', dueDate: '2026-10-10' }),
      item({ id: 'far', reference: 'F2026-0098', partyName: 'X', partyNif: undefined, dueDate: '2026-11-25' }),
    ];
    const candidates = only([movement({ concepts: ['F2026-0012'] })], items);
    expect(candidates.map((c) => c.itemId)).toEqual(['ref', 'near', 'far']);
    expect(candidates[1]?.score).toBeGreaterThan(candidates[2]?.score ?? 0);
    for (const c of candidates) expect(c.score).toBeLessThanOrEqual(100);
  });

  it('keeps at most maxCandidates', () => {
    const items = Array.from({ length: 12 }, (_, i) => item({ id: `d${i}`, reference: `R-${i}`, partyName: 'X', partyNif: undefined }));
    expect(suggestMatches([movement()], items, { maxCandidates: 3 }).suggestions[0]?.candidates).toHaveLength(3);
  });
});

describe('suggestMatches: the one-to-one assignment', () => {
  it('never gives one item to two movements, and gives each movement the item its text names', () => {
    const items = [item({ id: 'a', reference: 'F-100', partyName: 'X' }), item({ id: 'b', reference: 'F-200', partyName: 'Y' })];
    const movements = [movement({ concepts: ['F-200'] }), movement({ concepts: ['F-100'] }), movement({ concepts: ['F-300'] })];
    const { assignment } = suggestMatches(movements, items);
    expect(assignment.map((a) => [a.movement, a.itemId, a.ambiguous])).toEqual([
      [0, 'b', false],
      [1, 'a', false],
    ]);
  });

  it('marks an assignment ambiguous when two items score alike, and respects minAssignScore', () => {
    const items = [item({ id: 'a', reference: 'Q1', partyName: 'X' }), item({ id: 'b', reference: 'Q2', partyName: 'Y' })];
    const { assignment } = suggestMatches([movement()], items);
    expect(assignment).toEqual([{ movement: 0, itemId: 'a', score: expect.any(Number), reasons: ['amount', 'date'], ambiguous: true }]);
    expect(suggestMatches([movement()], items, { minAssignScore: 60 }).assignment).toEqual([]);
  });

  it('two identical movements take two identical-amount items, one each', () => {
    const items = [item({ id: 'a', reference: 'Q1', partyName: 'X' }), item({ id: 'b', reference: 'Q2', partyName: 'X' })];
    const { assignment } = suggestMatches([movement(), movement()], items);
    expect(new Set(assignment.map((a) => a.itemId))).toEqual(new Set(['a', 'b']));
  });
});

describe('suggestMatches at size: 2.000 movements × 5.000 open items', () => {
  it('assigns every movement its own item (by reference, among many of the same amount) and no item twice', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
    // 50 amounts shared by 100 items each: the amount alone never decides.
    const items: OpenItem[] = Array.from({ length: 5000 }, (_, i) => ({
      id: `due-${i}`,
      kind: i % 10 === 0 ? 'remittance' : 'due',
      partyName: `Cliente ${i} Comercial`,
      reference: `F2026-${String(i).padStart(5, '0')}`,
      dueDate: day(i % 300),
      openCents: ((i % 50) + 1) * 1000 * (i % 3 === 0 ? -1 : 1),
    }));
    const movements: MatchMovement[] = Array.from({ length: 2000 }, (_, j) => {
      const target = items[j * 2] as OpenItem;
      return movement({
        date: day(((j * 2) % 300) + (j % 7)),
        amountCents: target.openCents,
        concepts: [`TRANSFERENCIA ${target.reference}`],
      });
    });
    const { suggestions, assignment } = suggestMatches(movements, items);
    expect(suggestions).toHaveLength(2000);
    expect(assignment).toHaveLength(2000);
    expect(new Set(assignment.map((a) => a.itemId)).size).toBe(2000);
    for (const a of assignment) {
      expect(a.itemId).toBe(`due-${a.movement * 2}`);
      expect(a.reasons).toContain('reference');
    }
  });
});

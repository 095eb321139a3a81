import { describe, expect, it } from 'vitest';
import { testContent, testLine } from './invoiceFixtures.test-data';
import { parseInvoiceContent, parseInvoiceId, parsePayment } from './invoiceInput';

// What a browser sends: any shape, so the overrides are untyped.
const line = (extra: Record<string, unknown> = {}) => ({ ...testLine(), ...extra });
const content = (extra: Record<string, unknown> = {}) => ({ ...testContent(), party: { name: 'X' }, ...extra });

describe('parseInvoiceContent', () => {
  it('takes a well-formed content, leaving the party snapshot empty (the server copies it)', () => {
    const parsed = parseInvoiceContent(content());
    expect(parsed).toMatchObject({ ok: true, value: { partyId: 'c1', party: { name: '' }, lines: [{ quantity: 2, unitPriceCents: 1000 }] } });
  });

  it('never takes what a substitution replaces from the browser', () => {
    const forged = { invoiceId: 'i1', mode: 'substitution', code: 'R1', reason: 'Precio', replaced: { baseCents: 1 } };
    const parsed = parseInvoiceContent(content({ type: 'rectificativa', rectifies: forged }));
    expect(parsed).toMatchObject({ ok: true, value: { rectifies: { code: 'R1', replaced: null } } });
  });

  it('reads tobacco, a not-subject cause and the purchase flags', () => {
    const parsed = parseInvoiceContent(
      content({
        kind: 'input',
        investmentGoods: true,
        premisesRental: true,
        lines: [line({ tobacco: true }), line({ vatRate: 0, exemption: 'N2' })],
      }),
    );
    expect(parsed).toMatchObject({
      ok: true,
      value: { investmentGoods: true, premisesRental: true, lines: [{ tobacco: true }, { exemption: 'N2', tobacco: false }] },
    });
  });

  it('ignores keys the content does not have (forged year, series, number, totals, issuer)', () => {
    const parsed = parseInvoiceContent(content({ year: 2026.5, series: 'X', number: 9, totalCents: 1, issuer: { iban: 'X' } }));
    expect(parsed.ok && Object.keys(parsed.value)).not.toContain('year');
    expect(parsed.ok && Object.keys(parsed.value)).not.toContain('totalCents');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['cents with a fraction', { lines: [line({ unitPriceCents: 1000.5 })] }, 'lines.0.unitPriceCents'],
    ['cents as text', { lines: [line({ unitPriceCents: '1000' })] }, 'lines.0.unitPriceCents'],
    ['a quantity that is not a number', { lines: [line({ quantity: null })] }, 'lines.0.quantity'],
    ['terms with a fraction', { paymentTermsDays: 30.5 }, 'paymentTermsDays'],
    ['an unknown kind', { kind: 'venta' }, 'kind'],
    ['an unknown type', { type: 'simplificada' }, 'type'],
    ['a party id with a slash', { partyId: 'c1/x' }, 'partyId'],
    ['an empty party id', { partyId: '' }, 'partyId'],
    ['lines that are not a list', { lines: 'x' }, 'lines'],
    ['501 lines', { lines: Array.from({ length: 501 }, () => line()) }, 'lines'],
    ['a salida twice', { sourceIds: ['s1', 's1'] }, 'sourceIds'],
    ['an unknown exemption', { lines: [line({ vatRate: 0, exemption: 'E9' })] }, 'lines.0.exemption'],
    ['recargo as text', { recargoEquivalencia: 'sí' }, 'recargoEquivalencia'],
    [
      'a rectification mode that does not exist',
      { type: 'rectificativa', rectifies: { invoiceId: 'i1', numberText: '', issueDate: '', mode: 'parcial', code: 'R1', reason: 'Devolución' } },
      'rectifies.mode',
    ],
    [
      'a rectification type that does not exist',
      { type: 'rectificativa', rectifies: { invoiceId: 'i1', mode: 'difference', code: 'R9', reason: 'Devolución' } },
      'rectifies.code',
    ],
    [
      'a rectificativa without its type',
      { type: 'rectificativa', rectifies: { invoiceId: 'i1', mode: 'difference', reason: 'Devolución' } },
      'rectifies.code',
    ],
    ['tobacco as text', { lines: [line({ tobacco: 'sí' })] }, 'lines.0.tobacco'],
    ['a not-subject cause that does not exist', { lines: [line({ vatRate: 0, exemption: 'N3' })] }, 'lines.0.exemption'],
    ['investment goods as a number', { investmentGoods: 1 }, 'investmentGoods'],
    ['premises rental as text', { premisesRental: 'true' }, 'premisesRental'],
    ['a content that is a list', { 0: 1 }, ''],
  ])('refuses %s', (_what, extra, detail) => {
    const raw = detail === '' ? [content(extra)] : content(extra);
    expect(parseInvoiceContent(raw)).toEqual({ ok: false, detail: detail || 'content' });
  });
});

describe('parseInvoiceContent: text that would spoil the VERI*FACTU record', () => {
  const rect = (reason: string) => ({ type: 'rectificativa', rectifies: { invoiceId: 'i1', mode: 'difference', code: 'R1', reason } });
  it.each<[string, Record<string, unknown>, string]>([
    ['U+0001 in a line’s description', { lines: [line(), line({ description: 'Tor\u0001nillo' })] }, 'lines.1.description:unsafeText'],
    ['a line break in a line’s description', { lines: [line({ description: 'Tornillo\nM8' })] }, 'lines.0.description:unsafeText'],
    ['a tab in a line’s code', { lines: [line({ code: 'TOR\tM8' })] }, 'lines.0.code:unsafeText'],
    ['U+009F in a line’s unit', { lines: [line({ unit: 'ud\u009F' })] }, 'lines.0.unit:unsafeText'],
    ['U+FFFE in a line’s source label', { lines: [line({ sourceLabel: 'S-1\uFFFE' })] }, 'lines.0.sourceLabel:unsafeText'],
    ['U+0000 in the notes', { notes: 'Gracias\u0000' }, 'notes:unsafeText'],
    ['U+0001 in the rectification reason', rect('Precio\u0001'), 'rectifies.reason:unsafeText'],
    ['a line break in the rectification reason (the form joins lines)', rect('Precio\nmal'), 'rectifies.reason:unsafeText'],
    ['U+0001 in the vendor’s number', { kind: 'input', vendorInvoiceNumber: 'A\u00011' }, 'vendorInvoiceNumber:unsafeText'],
    ['U+0001 in a party id', { partyId: 'c\u00011' }, 'partyId:unsafeText'],
  ])('refuses %s', (_what, extra, detail) => {
    expect(parseInvoiceContent(content(extra))).toEqual({ ok: false, detail });
  });

  it.each<[string, Record<string, unknown>]>([
    ['quotes, apostrophes, < > & =', { lines: [line({ description: 'Tubo 1/2" <Ñandú & Cía> = 3' })] }],
    ['a middle dot', { lines: [line({ description: "Servei d'instal·lació" })] }],
    ['line breaks and tabs in the notes', { notes: 'Gracias\r\npor\tsu compra' }],
  ])('takes %s', (_what, extra) => {
    expect(parseInvoiceContent(content(extra)).ok).toBe(true);
  });
});

describe('parseInvoiceId', () => {
  it.each<[unknown, boolean, boolean]>([
    [null, true, true],
    [null, false, false],
    ['abc', false, true],
    ['a/b', true, false],
    ['', true, false],
    [7, true, false],
    ['__x__', true, false],
  ])('%j (nullable %s) → ok %s', (raw, nullable, ok) => {
    expect(parseInvoiceId(raw, nullable).ok).toBe(ok);
  });
});

describe('parsePayment', () => {
  it.each<[unknown, boolean]>([
    [null, true],
    [{ paidDate: '2026-03-05', paymentMethod: 'transferencia' }, true],
    [{ paidDate: '2026-02-31', paymentMethod: 'transferencia' }, false],
    [{ paidDate: '05/03/2026', paymentMethod: 'efectivo' }, false],
    [{ paidDate: '2026-03-05', paymentMethod: 'paypal' }, false],
    [{ paidDate: 20260305, paymentMethod: 'efectivo' }, false],
    ['pagada', false],
  ])('%j → ok %s', (raw, ok) => {
    expect(parsePayment(raw).ok).toBe(ok);
  });
});

import { describe, expect, it } from 'vitest';
import { addToModel303, emptyModel303Sums, model303Boxes, type TaxModelInvoice } from '../taxModels/model303';
import { addToModel349, declaredFrom, emptyModel349Sums, model349Declaration } from '../taxModels/model349';
import { invoiceContentSchema } from './invoiceContentSchema';
import { testContent, testLine } from './invoiceFixtures.test-data';
import { partySnapshotOf, storedContentFields, type InvoiceContent } from './invoiceModel';
import { defaultOperationFor, operationProblem } from './receivedOperation';
import { validateInvoiceContent } from './invoiceValidation';

const vendor = (countryCode: string, nif: string) => partySnapshotOf({ name: 'Proveedor', nif, countryCode });
const noVat = testLine({ quantity: 1, unitPriceCents: 100000, vatRate: 0, exemption: 'N2', service: true });
const purchase = (extra: Partial<InvoiceContent>): InvoiceContent =>
  testContent({ kind: 'input', vendorInvoiceNumber: 'A-1', vendorInvoiceDate: '2026-02-10', dueDate: '2026-03-10', lines: [noVat], ...extra });

describe('operationProblem: the Tipo de operación of a received invoice (LIVA arts. 13, 69, 70, 84.Uno.2º)', () => {
  const de = vendor('DE', 'DE123456789');
  const es = vendor('ES', 'B86561412');
  const us = vendor('US', '98-7654321');
  it.each([
    ['EU services, German vendor, no VAT', purchase({ party: de, operation: 'intraEuServices' }), null],
    ['EU goods, German vendor, no VAT', purchase({ party: de, operation: 'intraEuGoods' }), null],
    ['import, US vendor, no VAT', purchase({ party: us, operation: 'import' }), null],
    ['reverse charge, Spanish vendor, no VAT', purchase({ party: es, operation: 'reverseCharge' }), null],
    ['domestic with VAT', purchase({ party: es, operation: 'domestic', lines: [testLine()] }), null],
    ['no operation (inferred later)', purchase({ party: de, operation: null }), null],
    ['intra-EU from a Spanish vendor', purchase({ party: es, operation: 'intraEuGoods' }), 'operationNeedsEuVendor'],
    ['intra-EU services from a US vendor', purchase({ party: us, operation: 'intraEuServices' }), 'operationNeedsEuVendor'],
    ['import from a German vendor', purchase({ party: de, operation: 'import' }), 'operationNeedsNonEuVendor'],
    ['intra-EU with VAT charged', purchase({ party: de, operation: 'intraEuGoods', lines: [testLine()] }), 'operationWithVat'],
    ['reverse charge with VAT charged', purchase({ party: es, operation: 'reverseCharge', lines: [testLine()] }), 'operationWithVat'],
    ['a sale with an operation', testContent({ party: de, operation: 'intraEuServices', lines: [noVat] }), 'operationOnSale'],
    ['a sale with domestic', testContent({ operation: 'domestic' }), 'operationOnSale'],
  ] as const)('%s', (_label, content, expected) => {
    expect(operationProblem(content)).toBe(expected);
    const atField = validateInvoiceContent(content).filter((p) => p.field === 'operation');
    expect(atField).toEqual(expected ? [{ field: 'operation', code: expected }] : []);
  });

  it.each([
    ['DE', 'intraEuGoods'],
    ['FR', 'intraEuGoods'],
    ['ES', 'domestic'],
    ['', 'domestic'],
    ['US', 'import'],
    ['GB', 'import'],
  ] as const)('a vendor of %j starts as %s', (code, expected) => {
    expect(defaultOperationFor(code)).toBe(expected);
  });

  it('the command schema keeps a known operation, defaults it to null and refuses an unknown one', () => {
    const raw = { ...purchase({}), party: undefined };
    const parsed = (value: unknown) => invoiceContentSchema.safeParse({ ...raw, operation: value });
    const ok = parsed('intraEuServices');
    expect(ok.success && ok.data.operation).toBe('intraEuServices');
    const absent = invoiceContentSchema.safeParse(raw);
    expect(absent.success && absent.data.operation).toBe(null);
    expect(parsed('intraEu').success).toBe(false);
    expect(parsed(3).success).toBe(false);
  });
});

/** A registered purchase as the 303/349 read it (the report repository's mapping, without Firestore). */
function taxInvoiceOf(content: InvoiceContent, taxDate: string): TaxModelInvoice {
  const stored = storedContentFields(content);
  return {
    kind: stored.kind,
    rectificativa: false,
    taxDate,
    partyCountryCode: stored.party.countryCode || 'ES',
    partyNif: stored.party.nif,
    partyName: stored.party.name,
    investmentGoods: stored.investmentGoods,
    breakdown: stored.breakdown,
    replaced: null,
    operation: stored.operation,
  };
}

describe('a registered purchase with its operation reaches the 303 and the 349', () => {
  // 1 × 1.000,00 € without VAT on the invoice. Self-assessed at the 21 % rate (LIVA arts. 85, 90):
  // cuota = 100000 × 21 % = 21000 cents, devengada and, fully deductible (art. 92), soportada.
  const de = vendor('DE', 'DE123456789');
  it.each([
    // Service from a German business, place of supply Spain (art. 69.Uno.1º), buyer taxpayer
    // (art. 84.Uno.2º): [10]/[11] devengado, [36]/[37] deducible; 349 key I (RIVA art. 79).
    ['intraEuServices', de, { '10': 100000, '11': 21000, '36': 100000, '37': 21000 }, 'I'],
    // Goods from Germany: intra-EU acquisition (art. 13): the same boxes, 349 key A.
    ['intraEuGoods', de, { '10': 100000, '11': 21000, '36': 100000, '37': 21000 }, 'A'],
    // Domestic reverse charge (art. 84.Uno.2º): [12]/[13] devengado, [28]/[29] deducible; no 349.
    ['reverseCharge', vendor('ES', 'B86561412'), { '12': 100000, '13': 21000, '28': 100000, '29': 21000 }, null],
  ] as const)('%s', (operation, party, boxes, key) => {
    const content = purchase({ party, operation });
    expect(validateInvoiceContent(content)).toEqual([]);
    const stored = storedContentFields(content);
    expect(stored.operation).toBe(operation);
    const inv = taxInvoiceOf(content, '2026-02-10');
    const sums = emptyModel303Sums();
    addToModel303(sums, inv);
    const r = model303Boxes(sums, 2026, 1, { pendingCompensationCents: 0 });
    for (const [box, cents] of Object.entries(boxes)) expect(r.boxes[box], `[${box}]`).toBe(cents);
    const s349 = emptyModel349Sums();
    addToModel349(s349, inv, 2026, '1T');
    const decl = model349Declaration(s349, 2026, '1T', declaredFrom([]));
    if (key === null) expect(decl.records).toEqual([]);
    else
      expect(decl.records).toEqual([{ countryCode: 'DE', vatNumber: '123456789', name: 'Proveedor', key, baseCents: 100000, rectification: null }]);
  });

  it('a sale never stores an operation', () => {
    expect(storedContentFields(testContent({ operation: 'reverseCharge' })).operation).toBe(null);
  });
});

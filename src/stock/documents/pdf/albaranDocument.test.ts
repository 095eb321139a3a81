import { describe, expect, it } from 'vitest';
import { printedText } from '../../../pdf/businessDocumentText.test-data';
import type { DocLine, StockDocument } from '../../../domain/stock/stockTypes';
import { albaranDocument, type AlbaranParty } from './albaranDocument';

const line = (code: string, name: string, quantity: number, unitPriceCents: number, discountPct = 0, vatRate = 21): DocLine => ({
  categoryId: code,
  code,
  name,
  unit: 'ud',
  quantity,
  unitPriceCents,
  discountPct,
  vatRate,
});

const salida = (over: Partial<StockDocument> = {}): StockDocument => ({
  id: 's1',
  kind: 'output',
  number: 'S-MN1OYPDS',
  date: '2026-03-02',
  partyId: 'c1',
  partyName: 'Obras Sur S.L.',
  partyNif: 'B12345674',
  reference: 'OBRA-7',
  notes: 'Descargar por la puerta trasera.',
  // 12 × 9,20 € = 110,40 €; 3 × 19,99 € − 10 % = 53,97 €; base 164,37 €; IVA 21 % 34,52 €; total 198,89 €.
  lines: [line('AND-DIA', 'Alquiler de andamio (día)', 12, 920), line('TOR-M8', 'Tornillo M8', 3, 1999, 10)],
  lineCount: 2,
  productIds: ['AND-DIA', 'TOR-M8'],
  totals: { baseCents: 0, vatCents: 0, totalCents: 0 },
  state: 'confirmada',
  invoiced: false,
  invoiceId: null,
  confirmedAt: null,
  confirmedBy: null,
  annulledAt: null,
  annulledBy: null,
  annulReason: null,
  costCents: null,
  createdBy: 'u1',
  createdAt: null,
  updatedAt: null,
  ...over,
});

const company: AlbaranParty = {
  name: 'Demo Distribuciones S.L.',
  nif: 'B86561412',
  address: 'Calle Mayor, 1',
  postalCode: '28001',
  city: 'Madrid',
  province: 'Madrid',
  country: 'España',
};
const client: AlbaranParty = {
  name: 'Obras Sur S.L.',
  nif: 'B12345674',
  address: 'Av. del Sur, 3',
  postalCode: '41001',
  city: 'Sevilla',
  province: 'Sevilla',
  country: 'España',
};

describe('albaranDocument', () => {
  it.each<[string, boolean, string[], string[]]>([
    [
      'con precios: unit prices, amounts and the totals from the lines (stored totals are not read)',
      true,
      ['9,20 €', '110,40 €', '19,99 €', '10 %', '53,97 €', '164,37 €', 'IVA 21 %', '34,52 €', '198,89 €', 'Precio unitario (sin IVA)'],
      ['sin valorar'],
    ],
    ['sin precios: only quantities', false, ['12 ud', '3 ud', 'Albarán sin valorar'], ['€', 'Precio', 'Importe', 'TOTAL', 'IVA']],
  ])('%s', (_name, valued, present, absent) => {
    const text = printedText(albaranDocument(salida(), company, client, valued));
    for (const t of [
      'ALBARÁN DE ENTREGA',
      'S-MN1OYPDS',
      '02/03/2026',
      'OBRA-7',
      'Demo Distribuciones S.L.',
      'Obras Sur S.L.',
      '41001 Sevilla',
      'Alquiler de andamio (día)',
      'Tornillo M8',
      'Descargar por la puerta trasera.',
    ]) {
      expect(text).toContain(t);
    }
    for (const t of present) expect(text).toContain(t);
    for (const t of absent) expect(text).not.toContain(t);
  });

  it.each<[string, Partial<StockDocument>, AlbaranParty | null, string[]]>([
    [
      'an entrada: from the vendor to the company',
      { kind: 'input', number: 'E-1', partyName: 'Suministros Norte S.L.' },
      null,
      ['ALBARÁN DE ENTRADA', 'PROVEEDOR', 'Suministros Norte S.L.', 'RECIBE'],
    ],
    ['a borrador says so', { state: 'borrador' }, client, ['Estado', 'Borrador']],
    ['a party not read falls back to the document’s copy', {}, null, ['Obras Sur S.L.', 'NIF: B12345674']],
  ])('%s', (_name, over, party, expected) => {
    const text = printedText(albaranDocument(salida(over), company, party, true));
    for (const t of expected) expect(text).toContain(t);
  });
});

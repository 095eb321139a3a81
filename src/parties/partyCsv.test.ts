import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cifControlDigit } from '../domain';
import { parseCsv, toCsv } from '../shared/csv/csv';
import { planImport, prepareImport } from '../shared/csv/importPlan';
import { partyCsvColumns, partyCsvRow, partyImportSpec } from './partyCsv';
import { blankPartyDraft, partySchema, SPAIN, type Party, type PartyInput, type PartyKind } from './party';

function importText(kind: PartyKind, text: string, existing: Party[] = []) {
  const spec = partyImportSpec(kind);
  const prepared = prepareImport(parseCsv(text), spec);
  return { prepared, plan: planImport(prepared, spec, new Map(existing.map((p) => [p.nif, p]))) };
}

const party = (over: Partial<PartyInput> = {}): PartyInput => ({
  ...partySchema('client').parse({ ...blankPartyDraft(), name: 'Cliente', nif: 'B86561412' }),
  ...over,
});

const cif = fc.tuple(fc.constantFrom('A', 'B'), fc.integer({ min: 0, max: 9_999_999 })).map(([letter, n]) => {
  const digits = String(n).padStart(7, '0');
  return `${letter}${digits}${cifControlDigit(digits)}`;
});
const line = (max: number) => fc.string({ maxLength: max }).map((s) => s.trim());

const validClient: fc.Arbitrary<PartyInput> = fc.record({
  name: fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() === s && s !== ''),
  nif: fc.oneof(cif, fc.constant('')),
  email: fc.constantFrom('', 'compras@empresa.es', 'a.b@c.com'),
  phone: fc.constantFrom('', '+34 600 000 000', '910000000'),
  address: line(200),
  postalCode: fc.constantFrom('', '01008', '28001', '52001'),
  city: line(100),
  province: line(100),
  country: fc.constant(SPAIN),
  contactPerson: line(120),
  paymentTermsDays: fc.integer({ min: 0, max: 365 }),
  notes: fc.string({ maxLength: 1000 }).map((s) => s.trim()),
  active: fc.boolean(),
  recargoEquivalencia: fc.boolean(),
  irpfRate: fc.constantFrom(0 as const, 1 as const, 2 as const, 7 as const, 15 as const, 19 as const),
});

describe('party CSV round trip', () => {
  it('imports back exactly the clients it exported (property)', () => {
    const headers = partyCsvColumns('client').map((c) => c.header);
    fc.assert(
      fc.property(fc.uniqueArray(validClient, { minLength: 1, maxLength: 6, selector: (p) => p.nif || Math.random() }), (clients) => {
        const { plan } = importText('client', toCsv(headers, clients.map((c) => partyCsvRow('client', c))));
        expect(plan.rejects).toBe(0);
        expect(plan.rows.map((r) => (r.action === 'create' ? r.value : r))).toEqual(clients);
      }),
    );
  });

  it('neutralises a phone that starts with + on export and restores it on import', () => {
    const headers = partyCsvColumns('vendor').map((c) => c.header);
    const text = toCsv(headers, [partyCsvRow('vendor', party({ phone: '+34 600 000 000', recargoEquivalencia: false, irpfRate: 0 }))]);
    expect(text).toContain(";'+34 600 000 000;");
    expect(importText('vendor', text).plan.rows[0]).toMatchObject({ action: 'create', value: { phone: '+34 600 000 000' } });
  });

  it('gives vendors no recargo or IRPF columns', () => {
    expect(partyCsvColumns('vendor').map((c) => c.key)).not.toContain('irpfRate');
    expect(partyCsvColumns('client').map((c) => c.key)).toEqual(expect.arrayContaining(['recargoEquivalencia', 'irpfRate']));
  });
});

describe('party import preview', () => {
  const stored: Party = { ...party({ name: 'Viejo nombre', city: 'Madrid', notes: 'Buen pagador' }), id: 'c1', inUse: true, createdAt: null, updatedAt: null };

  it('matches by NIF however it is written and keeps the columns the file lacks', () => {
    const { plan } = importText('client', 'Razón social,NIF\nNuevo nombre,b-86561412\n', [stored]);
    expect(plan.rows[0]).toEqual({
      line: 2,
      label: 'Nuevo nombre',
      action: 'update',
      existing: stored,
      value: { ...party({ city: 'Madrid', notes: 'Buen pagador' }), name: 'Nuevo nombre' },
    });
  });

  it('creates a client without NIF (a consumer) every time: nothing to match it by', () => {
    const { plan } = importText('client', 'Razón social;NIF\nJuan Pérez;\nJuan Pérez;\n');
    expect(plan.rows.map((r) => r.action)).toEqual(['create', 'create']);
  });

  it('refuses a vendor file without a NIF column, naming it', () => {
    const { prepared } = importText('vendor', 'Razón social;Localidad\nX;Y\n');
    expect(prepared.fatal).toBe('Al archivo le falta la columna «NIF/CIF/NIE». La primera fila debe llevar los títulos de las columnas, como en el archivo exportado.');
  });

  it('puts back the leading zero Excel removes from a Spanish postal code', () => {
    const { plan } = importText('vendor', 'Razón social;NIF;Código postal\nX;B86561412;8001\n');
    expect(plan.rows[0]).toMatchObject({ action: 'create', value: { postalCode: '08001' } });
  });

  it('rejects rows with every reason, by column name', () => {
    const { plan } = importText('vendor', 'Razón social;NIF;Correo electrónico;Código postal\n;12345678A;x@;53000\n');
    expect(plan.rows[0]).toEqual({
      line: 2,
      label: '12345678A',
      action: 'reject',
      reasons: [
        'Razón social: Introduce la razón social.',
        'NIF/CIF/NIE: La letra o dígito de control del NIF no es correcto.',
        'Correo electrónico: El correo electrónico no es válido.',
        'Código postal: El código postal no corresponde a ninguna provincia: debe empezar por 01 a 52.',
      ],
    });
  });

  it('lists the columns it will ignore', () => {
    const { plan } = importText('vendor', 'Razón social;NIF;Web\nX;B86561412;x.es\n');
    expect(plan.unknownHeaders).toEqual(['Web']);
  });
});

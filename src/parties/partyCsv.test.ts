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

/** Spanish parties (with a NIF or none) and foreign ones with each type of identification. */
const identity = fc.oneof(
  fc.oneof(cif, fc.constant('')).map((nif) => ({ idType: '' as const, nif, countryCode: 'ES', country: SPAIN })),
  fc.constantFrom(
    { idType: '02' as const, nif: 'FR40303265045', countryCode: 'FR', country: 'Francia' },
    { idType: '02' as const, nif: 'DE129273398', countryCode: 'DE', country: 'Alemania' },
    { idType: '02' as const, nif: 'EL094259216', countryCode: 'GR', country: 'Grecia' },
    { idType: '03' as const, nif: 'X1234567', countryCode: 'US', country: 'Estados Unidos' },
    { idType: '04' as const, nif: 'CHE116281710', countryCode: 'CH', country: 'Suiza' },
    { idType: '05' as const, nif: 'CR1', countryCode: 'MX', country: 'México' },
    { idType: '06' as const, nif: 'Z9', countryCode: 'JP', country: 'Japón' },
    { idType: '07' as const, nif: '12345678A', countryCode: 'ES', country: SPAIN },
  ),
);

const validClient: fc.Arbitrary<PartyInput> = fc
  .record({
    name: fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() === s && s !== ''),
    identity,
    email: fc.constantFrom('', 'compras@empresa.es', 'a.b@c.com'),
    phone: fc.constantFrom('', '+34 600 000 000', '910000000'),
    address: line(200),
    postalCode: fc.constantFrom('', '01008', '28001', '52001'),
    city: line(100),
    province: line(100),
    contactPerson: line(120),
    paymentTermsDays: fc.integer({ min: 0, max: 365 }),
    notes: fc.string({ maxLength: 1000 }).map((s) => s.trim()),
    active: fc.boolean(),
    recargoEquivalencia: fc.boolean(),
    irpfRate: fc.constantFrom(0 as const, 1 as const, 2 as const, 7 as const, 15 as const, 19 as const),
  })
  .map(({ identity: id, ...rest }) => ({ ...rest, ...id }));

describe('party CSV round trip', () => {
  it('imports back exactly the clients it exported (property)', () => {
    const headers = partyCsvColumns('client').map((c) => c.header);
    fc.assert(
      fc.property(fc.uniqueArray(validClient, { minLength: 1, maxLength: 6, selector: (p) => p.nif || Math.random() }), (clients) => {
        const { plan } = importText(
          'client',
          toCsv(
            headers,
            clients.map((c) => partyCsvRow('client', c)),
          ),
        );
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
  const stored: Party = {
    ...party({ name: 'Viejo nombre', city: 'Madrid', notes: 'Buen pagador' }),
    id: 'c1',
    inUse: true,
    createdAt: null,
    updatedAt: null,
  };

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
    expect(prepared.fatal).toBe(
      'Al archivo le falta la columna «NIF/CIF/NIE». La primera fila debe llevar los títulos de las columnas, como en el archivo exportado.',
    );
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

  it('imports a file without the new columns as Spanish parties (older exports)', () => {
    const { plan } = importText('vendor', 'Razón social;NIF/CIF/NIE;País\nX;B86561412;España\n');
    expect(plan.rows[0]).toMatchObject({ action: 'create', value: { idType: '', nif: 'B86561412', countryCode: 'ES', country: 'España' } });
  });

  it.each([
    [
      'the type by its name and the country by its code',
      'NIF-IVA;FR40303265045;;FR',
      { idType: '02', nif: 'FR40303265045', countryCode: 'FR', country: 'Francia' },
    ],
    [
      'the type by its code and the country by its name',
      '03;x1234567;Estados Unidos;',
      { idType: '03', nif: 'X1234567', countryCode: 'US', country: 'Estados Unidos' },
    ],
    [
      'a VAT number without its prefix',
      'nif-iva;129 273 398;Alemania;',
      { idType: '02', nif: 'DE129273398', countryCode: 'DE', country: 'Alemania' },
    ],
    ['a Spanish NIF of a party abroad', ';B86561412;Portugal;', { idType: '', nif: 'B86561412', countryCode: 'PT', country: 'Portugal' }],
  ])('imports a foreign party with %s', (_what, cells, value) => {
    const { plan } = importText('client', `Razón social;Tipo de identificación;NIF/CIF/NIE;País;Código de país\nX;${cells}\n`);
    expect(plan.rows[0]).toMatchObject({ action: 'create', value });
  });

  it.each([
    ['an unknown type', 'Carné;X1;Francia;', 'Tipo de identificación: Tipo de identificación no válido'],
    ['an unknown country', 'Pasaporte;X1;Narnia;', 'Código de país: Elige el país de la lista'],
    ['a VAT number of another state', 'NIF-IVA;DE129273398;Francia;', 'NIF/CIF/NIE: El NIF-IVA no tiene el formato de ese país'],
    ['a foreign VAT number given as a Spanish NIF', ';FR40303265045;Francia;', 'NIF/CIF/NIE: El NIF no tiene un formato válido'],
  ])('rejects %s at its column', (_what, cells, reason) => {
    const { plan } = importText('client', `Razón social;Tipo de identificación;NIF/CIF/NIE;País;Código de país\nX;${cells}\n`);
    expect(plan.rows[0]).toMatchObject({ action: 'reject', reasons: [expect.stringContaining(reason)] });
  });

  it('moves a stored Spanish client abroad when the file gives only its País', () => {
    const { plan } = importText('client', 'Razón social;NIF;País\nX;B86561412;Francia\n', [stored]);
    expect(plan.rows[0]).toMatchObject({ action: 'update', value: { countryCode: 'FR', country: 'Francia' } });
  });

  it('exports the type by its name and the country code', () => {
    const headers = partyCsvColumns('vendor').map((c) => c.header);
    const row = partyCsvRow('vendor', party({ idType: '02', nif: 'FR40303265045', countryCode: 'FR', country: 'Francia', postalCode: '' }));
    expect(row[headers.indexOf('Tipo de identificación')]).toBe('NIF-IVA');
    expect(row[headers.indexOf('Código de país')]).toBe('FR');
    expect(row[headers.indexOf('País')]).toBe('Francia');
  });

  it('lists the columns it will ignore', () => {
    const { plan } = importText('vendor', 'Razón social;NIF;Web\nX;B86561412;x.es\n');
    expect(plan.unknownHeaders).toEqual(['Web']);
  });
});

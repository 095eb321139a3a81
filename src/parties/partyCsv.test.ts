import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cifControlDigit } from '../domain';
import { parseCsv, toCsv } from '../shared/csv/csv';
import { planImport, prepareImport } from '../shared/csv/importPlan';
import { partyCsvColumns, partyCsvRow, partyImportSpec } from './partyCsv';
import { equalTerms, firstTermDays, type PaymentTerms } from '../domain/payments/terms';
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
    paymentTerms: fc.constantFrom<PaymentTerms>(
      equalTerms([0]),
      equalTerms([30]),
      equalTerms([30, 60, 90], 'pagare', [5, 20]),
      equalTerms([0, 365], 'efectivo', [31]),
      {
        instalments: [
          { days: 30, percentBasisPoints: 4000 },
          { days: 60, percentBasisPoints: 3333 },
          { days: 90, percentBasisPoints: 2667 },
        ],
        paymentDays: [1, 15, 28],
        method: 'tarjeta',
      },
    ),
    bank: fc.constantFrom(
      { iban: '', bic: '', sepaMandate: null },
      { iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX', sepaMandate: null },
      {
        iban: 'GB82WEST12345698765432',
        bic: 'NWBKGB2L',
        sepaMandate: { reference: "M-B86561412-01 (a/b:c.d,e'f+?)", signatureDate: '2025-10-01', scheme: 'B2B' as const },
      },
    ),
    notes: fc.string({ maxLength: 1000 }).map((s) => s.trim()),
    active: fc.boolean(),
    recargoEquivalencia: fc.boolean(),
    irpfRate: fc.constantFrom(0 as const, 1 as const, 2 as const, 7 as const, 15 as const, 19 as const),
  })
  .map(({ identity: id, bank, ...rest }) => ({ ...rest, ...bank, ...id }));

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
    paymentTermsDays: 0,
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

  describe('payment terms and bank data (issue 30)', () => {
    const withTerms: Party = {
      ...stored,
      paymentTerms: {
        instalments: [
          { days: 30, percentBasisPoints: 4000 },
          { days: 60, percentBasisPoints: 6000 },
        ],
        paymentDays: [5],
        method: 'transferencia',
      },
      paymentTermsDays: 30,
    };
    it.each<[string, string, Party[], Partial<PartyInput>]>([
      [
        'an old file with only the days column (new client)',
        'Razón social;NIF;Plazo de pago (días)\nX;B86561412;60\n',
        [],
        { paymentTerms: equalTerms([60]) },
      ],
      [
        'an old file with only the days column over stored uneven terms: equal shares, the rest kept',
        'Razón social;NIF;Plazo de pago (días)\nX;B86561412;45\n',
        [withTerms],
        { paymentTerms: { instalments: [{ days: 45, percentBasisPoints: 10_000 }], paymentDays: [5], method: 'transferencia' } },
      ],
      [
        'every new column',
        'Razón social;NIF;Plazos (días);Reparto (%);Días de pago;Forma de pago;IBAN;BIC;Referencia del mandato SEPA;Fecha de firma del mandato\n' +
          'X;B86561412;30/60/90;40/30/30;5, 20;Domiciliación bancaria;ES91 2100 0418 4502 0005 1332;caixesbbxxx;M-1;01/10/2025\n',
        [],
        {
          paymentTerms: {
            instalments: [
              { days: 30, percentBasisPoints: 4000 },
              { days: 60, percentBasisPoints: 3000 },
              { days: 90, percentBasisPoints: 3000 },
            ],
            paymentDays: [5, 20],
            method: 'domiciliacion',
          },
          iban: 'ES9121000418450200051332',
          bic: 'CAIXESBBXXX',
          sepaMandate: { reference: 'M-1', signatureDate: '2025-10-01', scheme: 'CORE' },
        },
      ],
      ['the method by its short name', 'Razón social;NIF;Forma de pago\nX;B86561412;pagare\n', [], { paymentTerms: equalTerms([0], 'pagare') }],
    ])('imports %s', (_what, text, existing, value) => {
      const { plan } = importText('client', text, existing);
      expect(plan.rows[0]).toMatchObject({ action: existing.length ? 'update' : 'create', value });
    });

    it.each([
      ['days out of order', 'Plazos (días)\n90/60', 'Plazos (días): Escribe los plazos de menor a mayor'],
      ['percentages not adding up to 100', 'Plazos (días);Reparto (%)\n30/60;50/40', 'Reparto (%): Los porcentajes deben sumar 100.'],
      ['more percentages than instalments', 'Plazos (días);Reparto (%)\n30/60;50/25/25', 'Reparto (%): Hay 2 plazos'],
      ['four payment days', 'Días de pago\n1, 5, 10, 20', 'Días de pago: Admite como máximo 3 días de pago.'],
      ['an unknown method', 'Forma de pago\nTrueque', 'Forma de pago: Forma de pago no válida'],
      ['a bad IBAN', 'IBAN\nES9121000418450200051333', 'IBAN: '],
      ['a bad BIC', 'BIC\nCAIX', 'BIC: El BIC debe tener 8 u 11 caracteres'],
      ['a mandate without date', 'Referencia del mandato SEPA\nM-1', 'Fecha de firma del mandato: Introduce la fecha'],
      ['a mandate signed in the future', 'Referencia del mandato SEPA;Fecha de firma del mandato\nM-1;2999-01-01', 'no puede ser posterior a hoy'],
    ])('rejects %s at its column', (_what, columns, reason) => {
      const [head, cells] = columns.split('\n');
      const { plan } = importText('client', `Razón social;NIF;${head}\nX;B86561412;${cells}\n`);
      expect(plan.rows[0]).toMatchObject({ action: 'reject', reasons: [expect.stringContaining(reason)] });
    });

    it('refuses domiciliación for a client without IBAN and mandate, at those columns', () => {
      const { plan } = importText('client', 'Razón social;NIF;Forma de pago\nX;B86561412;domiciliacion\n');
      expect(plan.rows[0]).toMatchObject({
        action: 'reject',
        reasons: [
          expect.stringMatching(/^IBAN: .*hace falta el IBAN/),
          expect.stringMatching(/^Referencia del mandato SEPA: .*mandato SEPA firmado/),
        ],
      });
    });

    it('exports the terms as text, the method by its name, and keeps the first days for old readers', () => {
      const headers = partyCsvColumns('client').map((c) => c.header);
      const row = partyCsvRow('client', party({ ...withTerms, iban: 'ES9121000418450200051332' }));
      expect(row[headers.indexOf('Plazos (días)')]).toBe('30/60');
      expect(row[headers.indexOf('Reparto (%)')]).toBe('40/60');
      expect(row[headers.indexOf('Días de pago')]).toBe('5');
      expect(row[headers.indexOf('Forma de pago')]).toBe('Transferencia');
      expect(row[headers.indexOf('IBAN')]).toBe('ES91 2100 0418 4502 0005 1332');
      expect(firstTermDays(withTerms.paymentTerms)).toBe(30);
    });

    it('gives vendors no mandate columns', () => {
      expect(partyCsvColumns('vendor').map((c) => c.key)).not.toContain('mandateReference');
      expect(partyCsvColumns('vendor').map((c) => c.key)).toEqual(expect.arrayContaining(['paymentMethod', 'iban', 'bic']));
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { Invoice } from '../invoices/invoiceModel';
import { sha256HexUpper } from './huella';
import { altaRecordOf, anulacionRecordOf, chainLinkOf, type AltaContext, type AltaInvoice, type AnulacionInvoice } from './record';
import { FRENCH_CLIENT, issuedInvoice, ISSUER, line, SYSTEM } from './testFixtures';
import type { RegistroAnterior } from './types';

// The stored invoice is what the issuing function will pass: it must fit the narrow inputs.
const asAlta: AltaInvoice = issuedInvoice() satisfies Invoice;
const asAnulacion: AnulacionInvoice = issuedInvoice() satisfies Invoice;

/** RegistroFacturacionAltaType's sequence (SuministroInformacion.xsd). */
const ALTA_ORDER = [
  'IDVersion',
  'IDFactura',
  'RefExterna',
  'NombreRazonEmisor',
  'Subsanacion',
  'RechazoPrevio',
  'TipoFactura',
  'TipoRectificativa',
  'FacturasRectificadas',
  'FacturasSustituidas',
  'ImporteRectificacion',
  'FechaOperacion',
  'DescripcionOperacion',
  'FacturaSimplificadaArt7273',
  'FacturaSinIdentifDestinatarioArt61d',
  'Macrodato',
  'EmitidaPorTerceroODestinatario',
  'Tercero',
  'Destinatarios',
  'Cupon',
  'Desglose',
  'CuotaTotal',
  'ImporteTotal',
  'Encadenamiento',
  'SistemaInformatico',
  'FechaHoraHusoGenRegistro',
  'NumRegistroAcuerdoFacturacion',
  'IdAcuerdoSistemaInformatico',
  'TipoHuella',
  'Huella',
  'Signature',
];

const context = (extra: Partial<AltaContext> = {}): AltaContext => ({
  generatedAt: new Date('2026-11-25T13:05:00Z'),
  system: SYSTEM,
  ...extra,
});

const PREVIOUS: RegistroAnterior = {
  IDEmisorFactura: 'B12345674',
  NumSerieFactura: 'F-2026-000000',
  FechaExpedicionFactura: '24-11-2026',
  Huella: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
};

const RECTIFIES_DIFF = {
  invoiceId: 'inv-1',
  numberText: 'F-2026-000001',
  issueDate: '2026-11-20',
  mode: 'difference' as const,
  code: 'R1' as const,
  replaced: null,
  reason: 'Devolución de 10 tornillos',
};
const RECTIFIES_SUBST = { ...RECTIFIES_DIFF, mode: 'substitution' as const, code: 'R1' as const, replaced: null, reason: 'Precio mal aplicado' };

describe('altaRecordOf', () => {
  it('builds the whole RegistroAlta of an ordinary invoice, first in its chain', () => {
    const record = altaRecordOf(issuedInvoice(), null, context());
    const hashed =
      'IDEmisorFactura=B12345674&NumSerieFactura=F-2026-000001&FechaExpedicionFactura=25-11-2026&TipoFactura=F1' +
      '&CuotaTotal=6.30&ImporteTotal=36.30&Huella=&FechaHoraHusoGenRegistro=2026-11-25T14:05:00+01:00';
    expect(record).toEqual({
      IDVersion: '1.0',
      IDFactura: { IDEmisorFactura: 'B12345674', NumSerieFactura: 'F-2026-000001', FechaExpedicionFactura: '25-11-2026' },
      NombreRazonEmisor: 'Suministros Almacena Demo SL',
      TipoFactura: 'F1',
      DescripcionOperacion: 'Tornillo M6, Tuerca M6',
      Destinatarios: { IDDestinatario: [{ NombreRazon: 'Ferretería Peña SL', NIF: 'B86561412' }] },
      Desglose: {
        DetalleDesglose: [
          {
            Impuesto: '01',
            ClaveRegimen: '01',
            CalificacionOperacion: 'S1',
            TipoImpositivo: '21.00',
            BaseImponibleOimporteNoSujeto: '30.00',
            CuotaRepercutida: '6.30',
          },
        ],
      },
      CuotaTotal: '6.30',
      ImporteTotal: '36.30',
      Encadenamiento: { PrimerRegistro: 'S' },
      SistemaInformatico: {
        NombreRazon: 'Almacena Software SL',
        NIF: 'A46103834',
        NombreSistemaInformatico: 'Almacena',
        IdSistemaInformatico: 'AL',
        Version: '1.0.0',
        NumeroInstalacion: 'almacena-prod',
        TipoUsoPosibleSoloVerifactu: 'S',
        TipoUsoPosibleMultiOT: 'S',
        IndicadorMultiplesOT: 'S',
      },
      FechaHoraHusoGenRegistro: '2026-11-25T14:05:00+01:00',
      TipoHuella: '01',
      Huella: sha256HexUpper(hashed),
    });
  });

  it.each([
    ['an ordinary invoice', issuedInvoice(), context()],
    [
      'a chained invoice with recargo, IRPF, an exempt line and an operation date',
      issuedInvoice({
        recargoEquivalencia: true,
        irpfRate: 15,
        operationDate: '2026-11-20',
        lines: [line('A', 1, 100, 21), line('B', 1, 100, 0, 'E1')],
      }),
      context(),
    ],
    ['a rectificativa por diferencias', issuedInvoice({ rectifies: RECTIFIES_DIFF }), context()],
    [
      'a rectificativa por sustitución',
      issuedInvoice({ rectifies: RECTIFIES_SUBST }),
      context({ rectified: { baseCents: 100, vatCents: 21, recargoCents: 5 } }),
    ],
  ])('writes the fields of %s in the XSD order', (_name, invoice, ctx) => {
    const keys = Object.keys(altaRecordOf(invoice, PREVIOUS, ctx));
    const positions = keys.map((k) => ALTA_ORDER.indexOf(k));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it.each([
    ['an ordinary invoice', issuedInvoice(), context(), { TipoFactura: 'F1' }],
    [
      'a rectificativa por diferencias: its type (R1), I, the rectified invoice, no ImporteRectificacion',
      issuedInvoice({ numberText: 'R-2026-000001', rectifies: RECTIFIES_DIFF, lines: [line('Tornillo M6', -10, 25, 21)] }),
      context(),
      {
        TipoFactura: 'R1',
        TipoRectificativa: 'I',
        FacturasRectificadas: {
          IDFacturaRectificada: [{ IDEmisorFactura: 'B12345674', NumSerieFactura: 'F-2026-000001', FechaExpedicionFactura: '20-11-2026' }],
        },
        DescripcionOperacion: 'Rectificación de la factura F-2026-000001: Devolución de 10 tornillos',
        CuotaTotal: '-0.53',
        ImporteTotal: '-3.03',
      },
    ],
    [
      'a rectificativa por sustitución: S with the base and cuotas it replaces',
      issuedInvoice({ rectifies: RECTIFIES_SUBST }),
      context({ rectified: { baseCents: 3500, vatCents: 735, recargoCents: 182 } }),
      {
        TipoFactura: 'R1',
        TipoRectificativa: 'S',
        ImporteRectificacion: { BaseRectificada: '35.00', CuotaRectificada: '7.35', CuotaRecargoRectificado: '1.82' },
      },
    ],
    [
      'a sustitución of an invoice without recargo: no CuotaRecargoRectificado',
      issuedInvoice({ rectifies: RECTIFIES_SUBST }),
      context({ rectified: { baseCents: 3500, vatCents: 735, recargoCents: 0 } }),
      { ImporteRectificacion: { BaseRectificada: '35.00', CuotaRectificada: '7.35' } },
    ],
    [
      'a rectificativa the caller marks R1',
      issuedInvoice({ rectifies: RECTIFIES_DIFF }),
      context({ rectificationType: 'R1' }),
      { TipoFactura: 'R1' },
    ],
    [
      "a rectificativa recording R3 (bad debts) keeps it over the caller's",
      issuedInvoice({ rectifies: { ...RECTIFIES_DIFF, code: 'R3' } }),
      context({ rectificationType: 'R1' }),
      { TipoFactura: 'R3' },
    ],
    [
      'a sustitución that stored what it replaces (the invoice as it then stood) states that',
      issuedInvoice({
        rectifies: {
          ...RECTIFIES_SUBST,
          replaced: {
            numberText: 'F-2026-000001',
            breakdown: [],
            baseCents: 9000,
            vatCents: 1890,
            recargoCents: 0,
            irpfCents: 0,
            totalCents: 10890,
            payableCents: 10890,
            settledCents: 0,
          },
        },
      }),
      context({ rectified: { baseCents: 1, vatCents: 1, recargoCents: 1 } }),
      { ImporteRectificacion: { BaseRectificada: '90.00', CuotaRectificada: '18.90' } },
    ],
    [
      'IRPF withheld does not lower ImporteTotal; recargo raises CuotaTotal',
      issuedInvoice({ recargoEquivalencia: true, irpfRate: 15, lines: [line('Servicio', 1, 10000, 21)] }),
      context(),
      { CuotaTotal: '26.20', ImporteTotal: '126.20' },
    ],
    ['an operation date other than the issue date', issuedInvoice({ operationDate: '2026-11-20' }), context(), { FechaOperacion: '20-11-2026' }],
    [
      'an operation date equal to the issue date is left out',
      issuedInvoice({ operationDate: '2026-11-25' }),
      context(),
      { FechaOperacion: undefined },
    ],
    [
      'a foreign recipient in IDOtro',
      issuedInvoice({ party: FRENCH_CLIENT, lines: [line('Taladro', 1, 5000, 0, 'E5')] }),
      context(),
      { Destinatarios: { IDDestinatario: [{ NombreRazon: 'Outils & Cie SARL', IDOtro: { CodigoPais: 'FR', IDType: '02', ID: 'FR40303265045' } }] } },
    ],
    [
      'summer time',
      issuedInvoice(),
      context({ generatedAt: new Date('2026-07-01T10:00:00Z') }),
      { FechaHoraHusoGenRegistro: '2026-07-01T12:00:00+02:00' },
    ],
    [
      'an installation serving one company',
      issuedInvoice(),
      { ...context(), system: { ...SYSTEM, multipleOT: false } },
      { SistemaInformatico: expect.objectContaining({ IndicadorMultiplesOT: 'N' }) },
    ],
  ])('%s', (_name, invoice, ctx, expected) => {
    const record = altaRecordOf(invoice, null, ctx);
    expect(record).toMatchObject(Object.fromEntries(Object.entries(expected).filter(([, v]) => v !== undefined)));
    for (const [key, value] of Object.entries(expected)) if (value === undefined) expect(record).not.toHaveProperty(key);
  });

  it.each([
    ['no previous record', null, { PrimerRegistro: 'S' }, ''],
    ['a previous record', PREVIOUS, { RegistroAnterior: PREVIOUS }, PREVIOUS.Huella],
  ])('chains to %s', (_name, previous, encadenamiento, previousHash) => {
    const record = altaRecordOf(issuedInvoice(), previous, context());
    expect(record.Encadenamiento).toEqual(encadenamiento);
    const hashed =
      `IDEmisorFactura=B12345674&NumSerieFactura=F-2026-000001&FechaExpedicionFactura=25-11-2026&TipoFactura=F1` +
      `&CuotaTotal=6.30&ImporteTotal=36.30&Huella=${previousHash}&FechaHoraHusoGenRegistro=2026-11-25T14:05:00+01:00`;
    expect(record.Huella).toBe(sha256HexUpper(hashed));
  });

  it.each([
    ['a purchase invoice', { ...issuedInvoice(), kind: 'input' as const }, context(), 'notSales'],
    ['a draft (no number)', { ...issuedInvoice(), numberText: null }, context(), 'notIssued'],
    ['a draft (no issuer)', { ...issuedInvoice(), issuer: null }, context(), 'notIssued'],
    ['an issuer with an invalid NIF', { ...issuedInvoice(), issuer: { legalName: 'X', nif: 'B12345675' } }, context(), 'issuerNif'],
    ['a number longer than 60 characters', issuedInvoice({ numberText: 'F'.repeat(61) }), context(), 'numSerie'],
    ['a rectificativa without the invoice it rectifies', { ...issuedInvoice(), type: 'rectificativa' as const }, context(), 'rectifies'],
    ['a sustitución without the replaced amounts', issuedInvoice({ rectifies: RECTIFIES_SUBST }), context(), 'rectifiedAmountsMissing'],
    ['an invoice without lines', issuedInvoice({ lines: [] }), context(), 'breakdownEmpty'],
    ['a recipient without a valid NIF', issuedInvoice({ party: { ...FRENCH_CLIENT, nif: 'B1', country: 'España' } }), context(), 'recipientNif'],
    ['a producer with an invalid NIF', issuedInvoice(), { ...context(), system: { ...SYSTEM, producerNif: 'A46103835' } }, 'producerNif'],
  ])('refuses %s', (_name, invoice, ctx, code) => {
    expect(() => altaRecordOf(invoice, null, ctx)).toThrow(expect.objectContaining({ code }));
  });
});

describe('anulacionRecordOf', () => {
  it('builds the whole RegistroAnulacion, chained to the alta it follows', () => {
    const alta = altaRecordOf(asAlta, null, context());
    const record = anulacionRecordOf(asAnulacion, chainLinkOf({ RegistroAlta: alta }), {
      generatedAt: new Date('2026-11-25T13:06:00Z'),
      system: SYSTEM,
    });
    const hashed =
      'IDEmisorFacturaAnulada=B12345674&NumSerieFacturaAnulada=F-2026-000001&FechaExpedicionFacturaAnulada=25-11-2026' +
      `&Huella=${alta.Huella}&FechaHoraHusoGenRegistro=2026-11-25T14:06:00+01:00`;
    expect(record).toEqual({
      IDVersion: '1.0',
      IDFactura: { IDEmisorFacturaAnulada: 'B12345674', NumSerieFacturaAnulada: 'F-2026-000001', FechaExpedicionFacturaAnulada: '25-11-2026' },
      Encadenamiento: {
        RegistroAnterior: {
          IDEmisorFactura: 'B12345674',
          NumSerieFactura: 'F-2026-000001',
          FechaExpedicionFactura: '25-11-2026',
          Huella: alta.Huella,
        },
      },
      SistemaInformatico: alta.SistemaInformatico,
      FechaHoraHusoGenRegistro: '2026-11-25T14:06:00+01:00',
      TipoHuella: '01',
      Huella: sha256HexUpper(hashed),
    });
  });

  it.each([
    ['a draft', { numberText: null, issueDate: '2026-11-25', issuer: { nif: 'B12345674' } }, 'notIssued'],
    ['an invalid issue date', { numberText: 'F-1', issueDate: '2026-02-30', issuer: { nif: 'B12345674' } }, 'date'],
  ])('refuses %s', (_name, invoice, code) => {
    expect(() => anulacionRecordOf(invoice, null, context())).toThrow(expect.objectContaining({ code }));
  });
});

describe('chainLinkOf', () => {
  it.each([
    ['an alta', { RegistroAlta: altaRecordOf(asAlta, null, context()) }],
    ['an anulación', { RegistroAnulacion: anulacionRecordOf(asAnulacion, null, context()) }],
  ])('names %s by the invoice it is about and its huella', (_name, registro) => {
    const huella = 'RegistroAlta' in registro ? registro.RegistroAlta.Huella : registro.RegistroAnulacion.Huella;
    expect(chainLinkOf(registro)).toEqual({
      IDEmisorFactura: 'B12345674',
      NumSerieFactura: 'F-2026-000001',
      FechaExpedicionFactura: '25-11-2026',
      Huella: huella,
    });
  });
});

describe('texts in the record (plainText.ts; AEAT 1287)', () => {
  const RAW = {
    legalName: `Ca l'Ermengol "Hnos" SL`,
    party: `Servei d'instal·lació <Gràcia>`,
    line: 'Tubo 1/2" a=b',
    producer: `Programari d'en Pau`,
  };
  const invoice = (o: { legalName?: string; party?: string; line?: string; numberText?: string; rectifies?: typeof RECTIFIES_DIFF } = {}) => ({
    ...issuedInvoice({
      numberText: o.numberText ?? 'F-2026-000001',
      lines: [line(o.line ?? RAW.line, 1, 1000, 21)],
      party: { ...FRENCH_CLIENT, name: o.party ?? RAW.party, idType: '', nif: 'B86561412', countryCode: 'ES', country: 'España' },
      ...(o.rectifies ? { rectifies: o.rectifies } : {}),
    }),
    issuer: { ...ISSUER, legalName: o.legalName ?? RAW.legalName },
  });
  const ctx = (extra: Partial<AltaContext> = {}) => context({ system: { ...SYSTEM, producerName: RAW.producer }, ...extra });

  it('writes every free text and name with the look-alikes of < > " \' = (the invoice keeps them as typed)', () => {
    const record = altaRecordOf(invoice(), null, ctx());
    expect(record.NombreRazonEmisor).toBe('Ca l\u2019Ermengol \u2033Hnos\u2033 SL');
    expect(record.DescripcionOperacion).toBe('Tubo 1/2\u2033 a\uFF1Db');
    expect(record.Destinatarios!.IDDestinatario[0]!.NombreRazon).toBe('Servei d\u2019instal·lació \u2039Gràcia\u203A');
    expect(record.SistemaInformatico.NombreRazon).toBe('Programari d\u2019en Pau');
    expect(JSON.stringify(record)).not.toMatch(/[<>=']|\\"/);
  });

  it("maps the reason and the rectified number inside a rectificativa's DescripcionOperacion", () => {
    const record = altaRecordOf(invoice({ rectifies: { ...RECTIFIES_DIFF, reason: `Precio de "oferta" mal aplicado` } }), null, ctx());
    expect(record.DescripcionOperacion).toBe('Rectificación de la factura F-2026-000001: Precio de \u2033oferta\u2033 mal aplicado');
  });

  it('cuts a text at its length counted after the mapping', () => {
    const record = altaRecordOf(invoice({ legalName: '"'.repeat(130) }), null, ctx());
    expect(record.NombreRazonEmisor).toBe(`${'\u2033'.repeat(119)}…`);
  });

  it('leaves the huella alone: it hashes identifiers, amounts and dates only', () => {
    const plain = altaRecordOf(invoice({ legalName: 'A', party: 'B', line: 'C' }), null, context());
    const mapped = altaRecordOf(invoice(), null, ctx());
    expect(mapped.Huella).toBe(plain.Huella);
    expect(mapped.Huella).toBe(
      sha256HexUpper(
        'IDEmisorFactura=B12345674&NumSerieFactura=F-2026-000001&FechaExpedicionFactura=25-11-2026&TipoFactura=F1' +
          '&CuotaTotal=2.10&ImporteTotal=12.10&Huella=&FechaHoraHusoGenRegistro=2026-11-25T14:05:00+01:00',
      ),
    );
  });

  it.each([
    ['NumSerieFactura', { numberText: 'F-2026/"1"' }],
    ['NumSerieFactura', { numberText: "F'26-1" }],
    ['NumSerieFactura', { numberText: 'F<1>' }],
    ['NumSerieFactura', { numberText: 'F=1' }],
    ['FacturasRectificadas/NumSerieFactura', { rectifies: { ...RECTIFIES_DIFF, numberText: 'F="1"' } }],
  ])('refuses a number holding one of the five characters (numSerie, %s): it identifies the invoice, it is never mapped', (field, o) => {
    expect(() => altaRecordOf(invoice(o), null, ctx())).toThrow(expect.objectContaining({ code: 'numSerie', field }));
    expect(() => altaRecordOf(invoice(o), null, ctx({ cleanText: true }))).toThrow(expect.objectContaining({ code: 'numSerie' }));
  });

  it('refuses an anulación whose number holds one of the five characters', () => {
    expect(() => anulacionRecordOf({ ...asAnulacion, numberText: 'F"1' }, null, context())).toThrow(
      expect.objectContaining({ code: 'numSerie', field: 'NumSerieFacturaAnulada' }),
    );
  });

  const UNSAFE: [string, string, (bad: string) => [AltaInvoice, AltaContext]][] = [
    ['NombreRazonEmisor', 'the legal name', (bad) => [invoice({ legalName: `Peña${bad}SL` }), ctx()]],
    ['DescripcionOperacion', 'a line', (bad) => [invoice({ line: `Tornillo${bad}M6` }), ctx()]],
    ['DescripcionOperacion', 'the reason', (bad) => [invoice({ rectifies: { ...RECTIFIES_DIFF, reason: `Devolución${bad}parcial` } }), ctx()]],
    ['IDDestinatario/NombreRazon', "the recipient's name", (bad) => [invoice({ party: `Ferretería${bad}Peña` }), ctx()]],
    ['SistemaInformatico/NombreRazon', "the producer's name", (bad) => [invoice(), ctx({ system: { ...SYSTEM, producerName: `Almacena${bad}SL` } })]],
    ['SistemaInformatico/Version', 'the version', (bad) => [invoice(), ctx({ system: { ...SYSTEM, version: `1.0${bad}` } })]],
    [
      'SistemaInformatico/NumeroInstalacion',
      'the installation',
      (bad) => [invoice(), ctx({ system: { ...SYSTEM, installationNumber: `prod${bad}1` } })],
    ],
    ['NumSerieFactura', 'the number', (bad) => [invoice({ numberText: `F-2026${bad}1` }), ctx()]],
  ];

  it.each(UNSAFE.flatMap(([field, name, make]) => ['\u0001', '\n', '\u0085', '\uFFFF'].map((bad) => [field, name, bad, make] as const)))(
    'refuses (unsafeText, %s) %s holding %j',
    (field, _name, bad, make) => {
      const [inv, c] = make(bad);
      expect(() => altaRecordOf(inv, null, c)).toThrow(expect.objectContaining({ code: 'unsafeText', field }));
    },
  );

  it.each(UNSAFE.filter(([field]) => field !== 'NumSerieFactura'))(
    'with cleanText, drops the refused characters of %s (%s) instead',
    (_field, _name, make) => {
      const [inv, c] = make('\u0001');
      const record = altaRecordOf(inv, null, { ...c, cleanText: true });
      expect(JSON.stringify(record)).not.toContain('\\u0001');
      const [plain, pc] = make('');
      expect(record).toEqual(altaRecordOf(plain, null, pc));
    },
  );

  it('with cleanText, a line break becomes a space', () => {
    const record = altaRecordOf(invoice({ line: 'Tornillo\nM6' }), null, ctx({ cleanText: true }));
    expect(record.DescripcionOperacion).toBe('Tornillo M6');
  });

  it('refuses a control character in the producer of an anulación', () => {
    expect(() => anulacionRecordOf(asAnulacion, null, { ...context(), system: { ...SYSTEM, producerName: 'A\u0002' } })).toThrow(
      expect.objectContaining({ code: 'unsafeText', field: 'SistemaInformatico/NombreRazon' }),
    );
  });
});

describe('AEAT rules asserted by the builder (rules.ts)', () => {
  it.each([
    ['an operation date after the issue date (1146)', issuedInvoice({ operationDate: '2026-11-26' }), 'operationDate'],
    ['an intra-EU delivery (E5) to a Spanish NIF (1289)', issuedInvoice({ lines: [line('Taladro', 1, 5000, 0, 'E5')] }), 'intraEuRecipient'],
  ])('refuses %s', (_name, invoice, code) => {
    expect(() => altaRecordOf(invoice, null, context())).toThrow(expect.objectContaining({ code }));
  });

  it.each([
    ['an export (E2)', 'E2' as const],
    ['an operation treated as an export (E3)', 'E3' as const],
  ])('reports %s under ClaveRegimen 02 (1199)', (_name, exemption) => {
    const record = altaRecordOf(issuedInvoice({ party: FRENCH_CLIENT, lines: [line('Grupo electrógeno', 1, 5000, 0, exemption)] }), null, context());
    expect(record.Desglose.DetalleDesglose).toEqual([
      { Impuesto: '01', ClaveRegimen: '02', OperacionExenta: exemption, BaseImponibleOimporteNoSujeto: '50.00' },
    ]);
  });

  it.each([
    [true, 'S'],
    [false, 'N'],
    ['S' as const, 'S'],
    ['N' as const, 'N'],
    ['X' as const, 'X'],
  ])('a subsanación with rechazoPrevio %j says RechazoPrevio %s', (rechazoPrevio, expected) => {
    expect(altaRecordOf(issuedInvoice(), null, context({ subsanacion: { rechazoPrevio } }))).toMatchObject({
      Subsanacion: 'S',
      RechazoPrevio: expected,
    });
  });
});

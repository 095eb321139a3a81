/**
 * Issued sales invoices as Almacena stores them (the full `Invoice` type, so
 * the tests also prove that a stored invoice satisfies AltaInvoice), for the
 * tests of this folder only.
 */
import { priceInvoice, type Invoice, type InvoiceLine, type PartySnapshot, type Rectifies } from '../invoices/invoiceModel';
import { altaRecordOf, anulacionRecordOf, chainLinkOf, type AltaContext } from './record';
import type { SistemaInformaticoContext } from './system';
import type { RegistroFactura } from './types';

export const ISSUER = {
  legalName: 'Suministros Almacena Demo SL',
  nif: 'B12345674',
  address: 'Calle Mayor 1',
  postalCode: '28001',
  city: 'Madrid',
  province: 'Madrid',
  country: 'España',
  iban: 'ES9121000418450200051332',
};

export const SYSTEM: SistemaInformaticoContext = {
  producerName: 'Almacena Software SL',
  producerNif: 'A46103834',
  version: '1.0.0',
  installationNumber: 'almacena-prod',
  multipleOT: true,
};

export const SPANISH_CLIENT: PartySnapshot = {
  name: 'Ferretería Peña SL',
  idType: '',
  nif: 'B86561412',
  address: 'Avenida del Puerto 3',
  postalCode: '46001',
  city: 'Valencia',
  province: 'Valencia',
  countryCode: 'ES',
  country: 'España',
};

export const FRENCH_CLIENT: PartySnapshot = {
  name: 'Outils & Cie SARL',
  idType: '02',
  nif: 'FR40303265045',
  address: '1 rue de la Paix',
  postalCode: '75002',
  city: 'Paris',
  province: '',
  countryCode: 'FR',
  country: 'Francia',
};

export function line(
  description: string,
  quantity: number,
  unitPriceCents: number,
  vatRate: number,
  exemption: InvoiceLine['exemption'] = null,
): InvoiceLine {
  return {
    description,
    code: '',
    categoryId: null,
    unit: 'ud',
    quantity,
    unitPriceCents,
    discountPct: 0,
    vatRate,
    exemption,
    sourceId: null,
    sourceLabel: null,
  };
}

export interface InvoiceOptions {
  numberText?: string;
  issueDate?: string;
  party?: PartySnapshot;
  lines?: InvoiceLine[];
  recargoEquivalencia?: boolean;
  irpfRate?: number;
  operationDate?: string | null;
  rectifies?: Rectifies | null;
  /** A factura simplificada; with `partyId` '' a plain ticket, else a cualificada. */
  simplified?: boolean;
  partyId?: string;
}

export function issuedInvoice(o: InvoiceOptions = {}): Invoice {
  const lines = o.lines ?? [line('Tornillo M6', 100, 25, 21), line('Tuerca M6', 50, 10, 21)];
  const recargoEquivalencia = o.recargoEquivalencia ?? false;
  const irpfRate = o.irpfRate ?? 0;
  const simplified = o.simplified ?? false;
  const priced = priceInvoice({ lines, recargoEquivalencia, irpfRate, simplified });
  const issueDate = o.issueDate ?? '2026-11-25';
  const numberText = o.numberText ?? 'F-2026-000001';
  const rectifies = o.rectifies ?? null;
  return {
    id: `inv-${numberText}`,
    kind: 'output',
    type: rectifies ? 'rectificativa' : 'ordinaria',
    state: 'emitida',
    status: 'pendiente',
    date: issueDate,
    taxDate: o.operationDate ?? issueDate,
    partyId: o.partyId ?? 'party-1',
    party: o.party ?? SPANISH_CLIENT,
    paymentTermsDays: 30,
    instalments: [],
    collectedCents: 0,
    recargoEquivalencia,
    irpfRate,
    operationDate: o.operationDate ?? null,
    dueDate: null,
    sourceIds: [],
    notes: '',
    rectifies,
    vendorInvoiceNumber: null,
    vendorInvoiceDate: null,
    ...priced,
    series: 'F',
    year: Number(issueDate.slice(0, 4)),
    number: 1,
    numberText,
    issueDate,
    issuedBy: 'user-1',
    issuer: ISSUER,
    issuedAt: new Date(`${issueDate}T10:00:00Z`),
    lineCount: lines.length,
    paidDate: null,
    paymentMethod: null,
    ...(simplified ? { simplified: true } : {}),
    rectifiedBy: [],
    vendorInvoiceKey: null,
    createdBy: 'user-1',
    createdAt: null,
    updatedAt: null,
  };
}

const RECTIFIES = {
  invoiceId: 'inv-1',
  numberText: 'F-2026-000001',
  issueDate: '2026-11-25',
  code: 'R1' as const,
  replaced: null,
  reason: 'Devolución parcial',
};

/** The obligado of the sample records (the Cabecera). */
export const OBLIGADO = { NombreRazon: ISSUER.legalName, NIF: ISSUER.nif };

/**
 * One record of each kind Almacena sends, chained in order, with a name for each: what the
 * XML tests write and validate.
 */
export function namedSampleRecords(): [string, RegistroFactura][] {
  const at = (minute: number): AltaContext => ({ generatedAt: new Date(Date.UTC(2026, 10, 25, 13, minute)), system: SYSTEM });
  const records: [string, RegistroFactura][] = [];
  const previous = () => (records.length ? chainLinkOf(records[records.length - 1]![1]) : null);
  const alta = (name: string, invoice: Invoice, ctx: AltaContext) => records.push([name, { RegistroAlta: altaRecordOf(invoice, previous(), ctx) }]);
  const anulacion = (name: string, numberText: string, flags: { SinRegistroPrevio?: 'S'; RechazoPrevio?: 'S' }, minute: number) =>
    records.push([name, { RegistroAnulacion: { ...anulacionRecordOf(issuedInvoice({ numberText }), previous(), at(minute)), ...flags } }]);

  alta(
    'F1 with two rates, an exempt (E1) line, recargo and an operation date',
    issuedInvoice({
      numberText: 'F-2026-000001',
      recargoEquivalencia: true,
      irpfRate: 15,
      operationDate: '2026-11-20',
      lines: [line('Tornillo M6', 100, 25, 21), line('Libro técnico', 2, 1500, 4), line('Curso de formación', 1, 20000, 0, 'E1')],
    }),
    at(0),
  );
  alta(
    'F1 to a French client in IDOtro: an intra-EU delivery (E5)',
    issuedInvoice({ numberText: 'F-2026-000002', party: FRENCH_CLIENT, lines: [line('Taladro', 3, 8990, 21, 'E5')] }),
    at(1),
  );
  alta(
    'F1 with an export (E2), an operation treated as one (E3) and a not-subject line (N2)',
    issuedInvoice({
      numberText: 'F-2026-000003',
      party: FRENCH_CLIENT,
      lines: [line('Grupo electrógeno', 1, 150000, 0, 'E2'), line('Avituallamiento de buque', 1, 30000, 0, 'E3'), line('Asesoría', 1, 5000, 0, 'N2')],
    }),
    at(2),
  );
  alta(
    'R1 por diferencias (I) with negative amounts and recargo',
    issuedInvoice({
      numberText: 'R-2026-000001',
      recargoEquivalencia: true,
      rectifies: { ...RECTIFIES, mode: 'difference' },
      lines: [line('Tornillo M6', -10, 25, 21)],
    }),
    at(3),
  );
  alta(
    'R1 por sustitución (S) with the replaced amounts',
    issuedInvoice({ numberText: 'R-2026-000002', rectifies: { ...RECTIFIES, mode: 'substitution' } }),
    {
      ...at(4),
      rectified: { baseCents: 25000, vatCents: 645, recargoCents: 145 },
    },
  );
  alta(
    'F2: a plain ticket, without Destinatarios',
    issuedInvoice({ numberText: 'T-2026-000001', simplified: true, partyId: '', lines: [line('Cinta americana', 2, 484, 21)] }),
    at(5),
  );
  alta(
    'F1: a cualificada (FacturaSimplificadaArt7273 S) with its recipient',
    issuedInvoice({ numberText: 'T-2026-000002', simplified: true, lines: [line('Martillo', 1, 1815, 21)] }),
    at(6),
  );
  alta(
    'a subsanación after a rejection (Subsanacion S, RechazoPrevio S)',
    issuedInvoice({ numberText: 'F-2026-000001', lines: [line('Tornillo M6', 100, 25, 21)] }),
    { ...at(7), subsanacion: { rechazoPrevio: true } },
  );
  alta('an alta por rechazo (Subsanacion S, RechazoPrevio X)', issuedInvoice({ numberText: 'F-2026-000004' }), {
    ...at(8),
    subsanacion: { rechazoPrevio: 'X' },
  });
  anulacion('an anulación', 'F-2026-000002', {}, 9);
  anulacion('an anulación with SinRegistroPrevio S and RechazoPrevio S', 'F-2026-000004', { SinRegistroPrevio: 'S', RechazoPrevio: 'S' }, 10);
  return records;
}

export function sampleRecords(): RegistroFactura[] {
  return namedSampleRecords().map(([, registro]) => registro);
}

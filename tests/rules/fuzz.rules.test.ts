/**
 * Rules fuzzing (issue 8): a differential test of firestore.rules against the
 * app's own validation. For every collection a client writes, fast-check
 * mutates a valid document built with the app's builders (wrong types,
 * missing and extra keys, huge strings, negative and non-integer cents, bad
 * VAT rates, NIFs, IBANs and dates, client timestamps, another company) and
 * sends it to the emulator as a valid user of the company. The oracle is the
 * app's validation of that collection (zod schemas and validate functions,
 * through the repository's mapping): the rules must accept exactly when the
 * app would have written the document. Writer-only collections must refuse
 * every document written alone. How to reproduce a failure: docs/DECISIONS.md.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import fc from 'fast-check';
import { doc, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeKeyOf, productSearchKeys, productToStored, type ProductInput } from '../../src/categories/product';
import { netOfRetailCents } from '../../src/domain/counter/counterPrice';
import { corporationSchema } from '../../src/corps/corporationSchema';
import { CREDITOR_ID_RE, creditorIdFor, validateCreditorId } from '../../src/corps/sepaCreditorId';
import { countryName, PARTY_COUNTRY_CODES } from '../../src/domain/countries';
import { parseIsoDate } from '../../src/domain/dates';
import { normalizeIban, validateIban } from '../../src/domain/iban';
import { equalTerms, isTermsMethod, termsToStored, type TermsMethod } from '../../src/domain/payments/terms';
import { normalizeText } from '../../src/domain/search';
import { applyInvoiceChange, emptyInvoiceSummary, emptyStockSummary, invoiceFactsOf } from '../../src/domain/summaries';
import { partySnapshotOf, PAYMENT_METHODS, storedContentFields, type InvoiceContent, type InvoiceLine } from '../../src/domain/invoices/invoiceModel';
import { PARTY_COLLECTION, partySearchKeys, partyToStored, type PartyInput, type PartyKind } from '../../src/parties/party';
import { documentNumberFor } from '../../src/domain/stock/documentNumber';
import { documentSchema, toDraft, valuesOf, type DocumentValues } from '../../src/stock/documents/documentForm';
import { draftFields } from '../../src/domain/stock/draftFields';
import { planStockChange } from '../../src/domain/stock/stockPlan';
import type { DocDraft, DocKind, DocLine, StockDocument } from '../../src/domain/stock/stockTypes';
import { userSearchKeys } from '../../src/users/userSearch';
import { accountNameSchema, userFieldsSchema, userFieldsSchemaFor, userProfileSchema } from '../../src/users/userSchema';
import {
  applyMutation,
  bool,
  changedKeys,
  clone,
  describeMutation,
  FuzzTally,
  hasExactly,
  huge,
  isServerTime,
  mutatesPath,
  mutationsArb,
  num,
  sameValue,
  SERVER_TIME,
  str,
  toWire,
  type Doc,
  type Mutation,
  type MutationSpace,
  type Path,
} from './fuzzSupport';
import { clientDoc, partyDoc, salesContent, purchaseContent, storedDraft, storedIssued, today } from './invoiceSupport';
import { draft as stockDraft, draftDocument, line as stockLine } from './stockSupport';
import { corpData, CORP_A, CORP_B, createEnv, dbFor, seedDocs, seededAt, seedWorld, type Persona } from './support';

/** FUZZ_SEED / FUZZ_RUNS reproduce or widen a run; FUZZ_COLLECT=1 runs every case and lists every disagreement. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
const COLLECT = process.env.FUZZ_COLLECT === '1';

let env: RulesTestEnvironment;
const tally = new FuzzTally();
let caseNumber = 0;

interface Ctx {
  id: string;
  corp: string;
}

interface Target {
  name: string;
  actor: Persona;
  space: MutationSpace;
  /** Whether a case may address another company's copy of the document (forged tenant). */
  otherCompany?: boolean;
  id: (n: number) => string;
  /** What an update starts from: [path, document] seeded with the rules disabled before each case. */
  seeds?: (ctx: Ctx) => [string, Doc][];
  base: (ctx: Ctx) => Doc;
  /** Recomputes the derived fields the way the app does, from the mutated content. */
  rederive?: (d: Doc, muts: Mutation[], ctx: Ctx) => void;
  oracle: (d: Doc, ctx: Ctx) => boolean;
  /**
   * A limit of the rules documented in firestore.rules and docs/DECISIONS.md: when the case falls in
   * it, what the rules must answer instead (the oracle with that one check left out); else null.
   */
  knownGap?: (d: Doc, ctx: Ctx) => boolean | null;
  write: (db: Firestore, d: Doc, ctx: Ctx) => Promise<void>;
}

/** The oracle; where the app's own mapping throws on a value, the app would not have written it. */
function appAccepts(t: Target, d: Doc, ctx: Ctx): boolean {
  try {
    return t.oracle(d, ctx);
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) return false;
    throw error;
  }
}

const REFUSED = new Set(['permission-denied', 'invalid-argument']);

async function attempt(t: Target, muts: Mutation[], corp: string): Promise<{ ok: boolean; detail: string }> {
  const ctx: Ctx = { id: t.id(++caseNumber), corp };
  if (t.seeds) {
    await seedDocs(env, Object.fromEntries(t.seeds(ctx).map(([path, d]) => [path, toWire(d) as Doc])));
  }
  const d = clone(t.base(ctx));
  for (const m of muts) applyMutation(d, m);
  t.rederive?.(d, muts, ctx);
  const gap = corp === CORP_A && t.knownGap ? t.knownGap(d, ctx) : null;
  const expected = gap ?? (corp === CORP_A && appAccepts(t, d, ctx));
  let accepted: boolean;
  try {
    await t.write(dbFor(env, t.actor), d, ctx);
    accepted = true;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (!REFUSED.has(code)) throw error;
    accepted = false;
  }
  const detail = `${t.name} [${corp}] ${muts.map(describeMutation).join('; ') || '(base document)'}: app ${expected ? 'accepts' : 'refuses'}, rules ${accepted ? 'accept' : 'refuse'}`;
  tally.record(t.name, accepted, accepted === expected ? null : detail, gap !== null);
  return { ok: accepted === expected, detail };
}

async function fuzz(t: Target, runs = RUNS): Promise<void> {
  const corpArb = t.otherCompany ? fc.constantFrom(CORP_A, CORP_A, CORP_A, CORP_A, CORP_A, CORP_B) : fc.constant(CORP_A);
  await fc.assert(
    fc.asyncProperty(mutationsArb(t.space), corpArb, async (muts, corp) => {
      const r = await attempt(t, muts, corp);
      if (!r.ok && !COLLECT) throw new Error(`Rules and app disagree: ${r.detail}`);
    }),
    // No shrinking: every step would be another emulator write; the seed and path reproduce the case.
    { seed: SEED, numRuns: runs, endOnFailure: true },
  );
  if (COLLECT) {
    const m = tally.targets[t.name]?.mismatches ?? [];
    if (m.length > 0) console.log(`${t.name}: ${m.length} disagreements\n  ${m.join('\n  ')}`);
  }
  const counts = tally.targets[t.name]!;
  // The base document is valid and some mutations are too: a target whose cases are all refused proves little.
  expect(counts.accepted).toBeGreaterThan(0);
  expect(counts.refused).toBeGreaterThan(0);
}

const setWhole = (path: (ctx: Ctx) => string) => async (db: Firestore, d: Doc, ctx: Ctx) => {
  await setDoc(doc(db, path(ctx)), toWire(d) as Doc);
};

/** createdAt/updatedAt as the app stamps them: both server time on create; on update createdAt kept. */
function stamped(d: Doc, stored: Doc | null): boolean {
  return stored ? sameValue(d.createdAt, stored.createdAt) && isServerTime(d.updatedAt) : isServerTime(d.createdAt) && isServerTime(d.updatedAt);
}

const keysOf = (m: Record<string, unknown>): string[][] => Object.keys(m).map((k) => [k]);
const boundaryText = (max: number) => ['', '   ', ' con espacios ', huge(max), huge(max + 1), 'Ñandú Águila'];
const ISO_DATES = [
  '2026-03-01',
  '2026-02-28',
  '2024-02-29',
  '2026-02-29',
  '2026-02-31',
  '2026-04-31',
  '2026-13-01',
  '1999-12-31',
  '26-03-01',
  '2026-3-1',
  '',
];
const NIFS = [
  'B86561412',
  '12345678Z',
  'X1234567L',
  'Y1234567X',
  'Q2826000H',
  'b86561412',
  ' B86561412',
  'B86561413',
  '12345678A',
  'B8656141',
  'A1234567J',
  '',
];

/**
 * Dates: the rules check the YYYY-MM-DD format (and, for an invoice's own dates, the year 2000 on),
 * not that the day exists (31 April): a calendar check does not fit in the rules' expression
 * budget of the stock and invoice writes. Such a case is judged with a real day in its place.
 */
const ISO_FORMAT = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
function calendarGap(fields: string[], oracle: (d: Doc, ctx: Ctx) => boolean) {
  return (d: Doc, ctx: Ctx): boolean | null => {
    const gaps = fields.filter((f) => str(d[f]) && ISO_FORMAT.test(d[f]) && parseIsoDate(d[f]) === null);
    if (gaps.length === 0) return null;
    return oracle({ ...d, ...Object.fromEntries(gaps.map((f) => [f, `${(d[f] as string).slice(0, 7)}-28`])) }, ctx);
  };
}

// ---- Master data: vendors, clients ----------------------------------------------------

function partyInputOf(kind: PartyKind, d: Doc): PartyInput | null {
  const texts = [
    'name',
    'nif',
    'email',
    'phone',
    'address',
    'postalCode',
    'city',
    'province',
    'countryCode',
    'country',
    'contactPerson',
    'notes',
  ] as const;
  if (!texts.every((k) => str(d[k])) || !str(d.idType) || !num(d.paymentTermsDays) || !bool(d.active)) return null;
  if (!str(d.iban) || !str(d.bic)) return null;
  if (kind === 'client' && (!bool(d.recargoEquivalencia) || !num(d.irpfRate))) return null;
  // The terms and the mandate as stored; a shape the app would not write fails its schema or the comparison after it.
  const terms = d.paymentTerms as PartyInput['paymentTerms'];
  if (!terms || typeof terms !== 'object' || !Array.isArray(terms.instalments) || !Array.isArray(terms.paymentDays)) return null;
  const mandate = kind === 'client' ? (d.sepaMandate as PartyInput['sepaMandate']) : null;
  if (mandate !== null && (typeof mandate !== 'object' || !str(mandate.reference) || !str(mandate.signatureDate) || !str(mandate.scheme)))
    return null;
  return {
    ...(Object.fromEntries(texts.map((k) => [k, d[k]])) as Record<(typeof texts)[number], string>),
    // A type the app does not know makes its schema refuse the document, as it should.
    idType: d.idType as PartyInput['idType'],
    paymentTerms: terms,
    iban: d.iban,
    bic: d.bic,
    sepaMandate: mandate,
    active: d.active,
    recargoEquivalencia: kind === 'client' ? (d.recargoEquivalencia as boolean) : false,
    irpfRate: (kind === 'client' ? d.irpfRate : 0) as PartyInput['irpfRate'],
  };
}

/**
 * The country's name: the app stores the Spanish name of the code (CLDR, which the rules do not
 * have), the rules check only that Spain's, and only Spain's, is España. Such a case is judged
 * with the app's name in its place.
 */
function countryNameGap(oracle: (d: Doc) => boolean) {
  return (d: Doc): boolean | null => {
    const { countryCode: code, country } = d;
    if (!str(code) || !PARTY_COUNTRY_CODES.includes(code) || !str(country) || country === countryName(code)) return null;
    if (country.trim() !== country || country.length < 1 || country.length > 60 || (code === 'ES') !== (country === 'España')) return null;
    return oracle({ ...d, country: countryName(code) });
  };
}

const TERMS_BASE = equalTerms([30, 60, 90], 'transferencia', [5]);
const MANDATE_BASE = { reference: 'M-B86561412-01', signatureDate: '2025-10-01', scheme: 'CORE' as const };
const TERMS_POOL: unknown[] = [
  termsToStored(TERMS_BASE),
  termsToStored(equalTerms([30])),
  termsToStored(equalTerms([0], 'domiciliacion')),
  termsToStored(equalTerms([30, 60], 'pagare', [10, 20, 30])),
  { ...termsToStored(TERMS_BASE), method: 'cheque' },
  { ...termsToStored(TERMS_BASE), paymentDays: [1, 5, 10, 20] },
  { ...termsToStored(TERMS_BASE), extra: 1 },
  {
    instalments: Array.from({ length: 13 }, (_, i) => ({ days: i, percentBasisPoints: i === 12 ? 10_000 - 12 * 769 : 769 })),
    paymentDays: [],
    method: 'efectivo',
  },
  { instalments: [], paymentDays: [], method: 'efectivo' },
  // Right shape, wrong content: the rules see the shape only (knownGap below).
  { instalments: [{ days: 30, percentBasisPoints: 5000 }], paymentDays: [], method: 'bizum' },
  { instalments: [{ days: 30, percentBasisPoints: 10_000 }], paymentDays: [40], method: 'tarjeta' },
  { instalments: [30], paymentDays: [], method: 'tarjeta' },
  30,
  null,
];
const MANDATE_POOL: unknown[] = [
  MANDATE_BASE,
  null,
  { ...MANDATE_BASE, scheme: 'B2B' },
  { ...MANDATE_BASE, scheme: 'SDD' },
  { ...MANDATE_BASE, reference: 'M'.repeat(35) },
  { ...MANDATE_BASE, reference: 'M'.repeat(36) },
  { ...MANDATE_BASE, reference: ' M-1' },
  { ...MANDATE_BASE, reference: 'Peña-1' },
  { ...MANDATE_BASE, signatureDate: '01/10/2025' },
  { ...MANDATE_BASE, extra: true },
  { reference: 'M-1', signatureDate: '2025-10-01' },
  'M-1',
];

/** What the rules check of the terms: the map's keys, the lists' sizes, the method, and paymentTermsDays = the first days. */
function rulesSeeTermsAsValid(d: Doc): boolean {
  const t = d.paymentTerms as Record<string, unknown> | null;
  if (!t || typeof t !== 'object' || Array.isArray(t) || !hasExactly(t as Doc, ['instalments', 'paymentDays', 'method'])) return false;
  const { instalments, paymentDays, method } = t as { instalments: unknown; paymentDays: unknown; method: unknown };
  if (!Array.isArray(instalments) || instalments.length < 1 || instalments.length > 12) return false;
  if (!Array.isArray(paymentDays) || paymentDays.length > 3 || !isTermsMethod(method)) return false;
  const first = instalments[0] as { days?: unknown } | null;
  const days = d.paymentTermsDays;
  return (
    !!first &&
    typeof first === 'object' &&
    typeof days === 'number' &&
    Number.isInteger(days) &&
    days >= 0 &&
    days <= 365 &&
    sameValue(first.days, days)
  );
}

/**
 * The limits of the party rules, each judged by the oracle with a value the app would write in its
 * place: the terms' instalments and días de pago (the rules cannot loop over a list), what domiciliación
 * needs, an IBAN's check digits (mod 97), and the country's name (countryNameGap).
 */
function partyGap(oracle: (d: Doc) => boolean) {
  const country = countryNameGap(oracle);
  return (d: Doc): boolean | null => {
    let doc = d;
    let gap = false;
    if (rulesSeeTermsAsValid(d)) {
      // Nor do they ask domiciliación for an IBAN and a mandate (the app does): judged as a transferencia.
      const method = (d.paymentTerms as { method: TermsMethod }).method;
      const valid = termsToStored(equalTerms([d.paymentTermsDays as number], method === 'domiciliacion' ? 'transferencia' : method));
      if (!sameValue(valid, d.paymentTerms)) {
        doc = { ...doc, paymentTerms: valid };
        gap = true;
      }
    }
    if (str(d.iban) && /^[A-Z]{2}[0-9]{2}/.test(d.iban)) {
      const r = validateIban(d.iban);
      if (!r.ok && (r.code === 'checkDigits' || r.code === 'accountCheckDigits')) {
        doc = { ...doc, iban: 'ES9121000418450200051332' };
        gap = true;
      }
    }
    const countryGap = country(doc);
    if (countryGap !== null) return countryGap;
    return gap ? oracle(doc) : null;
  };
}

const FOREIGN_NIFS = [
  'FR40303265045',
  'DE129273398',
  'EL094259216',
  'XI123456789',
  'X1234567',
  'CHE116281710',
  '40303265045',
  'fr40303265045',
  'FR4030326504',
  'A'.repeat(20),
  'A'.repeat(21),
  'X-1',
];

/** Targets of a Spanish party and of a French one (NIF-IVA), whose mutations mix types, countries and identifiers. */
function partyTargets(kind: PartyKind): Target[] {
  return [...partyTargetsFrom(kind, 'ES'), ...partyTargetsFrom(kind, 'FR')];
}

function partyTargetsFrom(kind: PartyKind, from: 'ES' | 'FR'): Target[] {
  const coll = PARTY_COLLECTION[kind];
  const label = from === 'ES' ? coll : `${coll} (foreign)`;
  const spanish = {
    idType: '' as const,
    nif: 'B86561412',
    postalCode: '28013',
    city: 'Madrid',
    province: 'Madrid',
    countryCode: 'ES',
    country: 'España',
  };
  const french = {
    idType: '02' as const,
    nif: 'FR40303265045',
    postalCode: '75002',
    city: 'Paris',
    province: '',
    countryCode: 'FR',
    country: 'Francia',
  };
  const input: PartyInput = {
    name: 'Ferretería López S.L.',
    email: 'compras@lopez.es',
    phone: '912 345 678',
    address: 'Calle Mayor, 5',
    contactPerson: 'Ana López',
    paymentTerms: TERMS_BASE,
    iban: 'ES9121000418450200051332',
    bic: 'CAIXESBBXXX',
    sepaMandate: kind === 'client' ? MANDATE_BASE : null,
    notes: '',
    active: true,
    recargoEquivalencia: kind === 'client',
    irpfRate: kind === 'client' ? 15 : 0,
    ...(from === 'ES' ? spanish : french),
  };
  const content = partyToStored(kind, input);
  const keys = [...Object.keys(content), 'inUse', 'createdAt', 'updatedAt'];
  const space: MutationSpace = {
    paths: keysOf(content)
      .filter(([k]) => k !== 'nameKey' && k !== 'searchKeys')
      .concat([['inUse'], ['createdAt'], ['updatedAt']]),
    pools: {
      name: boundaryText(200),
      idType: ['', '', '02', '03', '04', '07', '01', 'NIF-IVA', 2],
      nif: [...NIFS, ...FOREIGN_NIFS],
      countryCode: ['ES', 'ES', 'FR', 'DE', 'GR', 'GB', 'US', 'CH', 'ZZ', 'fr', 'XU', '', 34],
      email: ['', 'a@b.es', 'A@B.ES', 'sin-arroba', 'a@b', 'a@b.c', ' a@b.es', `${huge(250)}@b.es`],
      phone: ['', '912345678', '+34 912 345 678', '+34912345678', '12345', '9123456789012345', 'abc', '91-234-56-78'],
      postalCode: ['', '28013', '52000', '53000', '00100', '2801', 'ABCDE', 'SW1A 1AA', huge(11)],
      country: ['España', 'españa', 'Spain', 'ES', 'Francia', 'Alemania', 'Estados Unidos', ' Francia', '', huge(60), huge(61)],
      address: boundaryText(200),
      city: boundaryText(100),
      province: boundaryText(100),
      contactPerson: boundaryText(120),
      notes: boundaryText(1000),
      paymentTermsDays: [0, 30, 365, 366, -1, 1.5, '30'],
      paymentTerms: TERMS_POOL,
      iban: [
        '',
        'ES9121000418450200051332',
        'ES9121000418450200051333',
        'es9121000418450200051332',
        'GB82WEST12345698765432',
        `GB82${'1'.repeat(36)}`,
        12,
      ],
      bic: ['', 'CAIXESBBXXX', 'CAIXESBB', 'caixesbb', 'CAIXESBBX', 'CA1XESBB', null],
      ...(kind === 'client' ? { sepaMandate: MANDATE_POOL } : {}),
      irpfRate: [0, 1, 2, 7, 15, 19, 3, -1, 7.5, '7'],
      recargoEquivalencia: [true, false, 'Sí'],
      active: [true, false, 'true'],
      inUse: [true, false],
      createdAt: [SERVER_TIME, seededAt],
      updatedAt: [SERVER_TIME],
    },
    derived: { nameKey: [1, huge(201), null], searchKeys: ['x', null, Array.from({ length: 201 }, (_, i) => `k${i}`), [1, 2], [huge(6001)]] },
  };
  const path = ({ corp, id }: Ctx) => `corporations/${corp}/${coll}/${id}`;
  const rederive = (d: Doc, muts: Mutation[]) => {
    if (!str(d.name) || !str(d.nif)) return;
    if (!mutatesPath(muts, 'nameKey')) d.nameKey = normalizeText(d.name);
    if (!mutatesPath(muts, 'searchKeys')) d.searchKeys = partySearchKeys({ name: d.name, nif: d.nif });
    // paymentTermsDays follows the first instalment, as partyToStored writes it.
    const first = (d.paymentTerms as { instalments?: { days?: unknown }[] } | undefined)?.instalments?.[0];
    if (!mutatesPath(muts, 'paymentTermsDays') && first && typeof first === 'object' && 'days' in first) d.paymentTermsDays = first.days;
  };
  const oracle = (stored: Doc | null) => (d: Doc) => {
    if (!hasExactly(d, keys) || !stamped(d, stored)) return false;
    // inUse is server-owned: created false, never changed by a client.
    if (stored ? d.inUse !== stored.inUse : d.inUse !== false) return false;
    const v = partyInputOf(kind, d);
    if (!v) return false;
    let out: Record<string, unknown>;
    try {
      out = partyToStored(kind, v);
    } catch {
      return false;
    }
    return Object.keys(out).every((k) => sameValue(out[k], d[k]));
  };
  const storedDoc = { ...content, name: 'Antiguo Nombre S.L.', inUse: false, createdAt: seededAt, updatedAt: seededAt };
  return [
    {
      name: `${label}: create`,
      actor: 'user',
      space,
      otherCompany: true,
      id: (n) => `fz${from}${kind}${n}`,
      base: () => ({ ...content, inUse: false, createdAt: SERVER_TIME, updatedAt: SERVER_TIME }),
      rederive,
      oracle: oracle(null),
      knownGap: partyGap(oracle(null)),
      write: setWhole(path),
    },
    {
      name: `${label}: update`,
      actor: 'user',
      space,
      otherCompany: true,
      id: (n) => `fzu${from}${kind}${n}`,
      seeds: (ctx) => [[path(ctx), storedDoc]],
      base: () => ({ ...content, createdAt: seededAt, updatedAt: SERVER_TIME, inUse: false }),
      rederive,
      oracle: oracle(storedDoc),
      knownGap: partyGap(oracle(storedDoc)),
      write: setWhole(path),
    },
  ];
}

// ---- Master data: products and their code documents --------------------------------

const TAKEN_CODE = 'OCUPADO';
/** productCodes of company A: who owns each code, kept as the accepted writes change it. */
const codeOwners = new Map<string, string>([
  [TAKEN_CODE, 'taken'],
  ['P1', 'p1'],
]);

function productInputOf(d: Doc): ProductInput | null {
  const texts = ['code', 'name', 'description', 'unit', 'barcode'] as const;
  if (!texts.every((k) => str(d[k])) || !num(d.salePriceCents) || !num(d.vatRate) || !num(d.minStock) || !bool(d.active) || !bool(d.stocked)) {
    return null;
  }
  // The PVP (issue 29): a number, or null / absent for none; anything else the app never holds.
  const retail = d.retailPriceCents ?? null;
  if (retail !== null && !num(retail)) return null;
  return {
    ...(retail === null ? {} : { retailPriceCents: retail }),
    code: d.code as string,
    name: d.name as string,
    description: d.description as string,
    unit: d.unit as ProductInput['unit'],
    salePriceCents: d.salePriceCents,
    vatRate: d.vatRate as ProductInput['vatRate'],
    minStock: d.minStock,
    barcode: d.barcode as string,
    active: d.active,
    stocked: d.stocked,
  };
}

function productTargets(): Target[] {
  const input = (code: string): ProductInput => ({
    code,
    name: 'Tornillo M8 cabeza hexagonal',
    description: 'Caja de 100',
    unit: 'caja',
    salePriceCents: 1250,
    vatRate: 21,
    minStock: 2.5,
    barcode: '4006381333931',
    active: true,
    stocked: true,
  });
  const content = productToStored(input('TORN-8'));
  const keys = [...Object.keys(content), 'createdAt', 'updatedAt'];
  const space: MutationSpace = {
    paths: keysOf(content)
      .filter(([k]) => !['codeKey', 'nameKey', 'searchKeys'].includes(k))
      .concat([['createdAt'], ['updatedAt'], ['retailPriceCents']]),
    pools: {
      code: ['A', 'torn-9', 'T.9_x-1', TAKEN_CODE, 'ocupado', ' TORN-9', '-T9', 'TÓRN', 'T/9', 'T 9', huge(30), huge(31), ''],
      name: boundaryText(120),
      description: boundaryText(500),
      unit: ['ud', 'kg', 'm2', 'paquete', 'uds', 'Kg', 'm²', '', 'bolsa'],
      salePriceCents: [0, 1, 1000000000, 1000000001, -1, -100, 1.5, 0.1, 1e15, '1250'],
      // With a PVP the net price must be the base inside it (rederive keeps it so unless salePriceCents is mutated too).
      retailPriceCents: [null, 0, 1, 1495, 1513, 999999999, 1000000000, 1000000001, -1, 14.95, 1e15, '1495', false],
      vatRate: [21, 10, 4, 0, 7, 5, -21, 21.5, '21'],
      minStock: [0, 1, 0.001, 0.0005, 1.2345, 1000000, 1000001, -1, -0.5],
      barcode: ['', '4006381333931', '4006381333932', '400638133393', '40063813339311', 'ABCDEFGHIJKLM', ' 4006381333931'],
      active: [true, false, 'Sí'],
      // A service (false) or not; what devtools would send instead of a boolean.
      stocked: [true, false, 'false', 'No', 0, 1, null],
      createdAt: [SERVER_TIME, seededAt],
      updatedAt: [SERVER_TIME],
    },
    derived: {
      codeKey: [null, 5, '', 'OTRO'],
      nameKey: [1, huge(121), null],
      searchKeys: ['x', null, Array.from({ length: 201 }, (_, i) => `k${i}`), [1, 2], [huge(6001)]],
    },
  };
  const rederive = (d: Doc, muts: Mutation[]) => {
    const v = productInputOf(d);
    if (!v) return;
    if (!mutatesPath(muts, 'codeKey')) d.codeKey = codeKeyOf(v.code);
    if (!mutatesPath(muts, 'nameKey')) d.nameKey = normalizeText(v.name);
    if (!mutatesPath(muts, 'searchKeys')) d.searchKeys = productSearchKeys(v);
    if (!mutatesPath(muts, 'salePriceCents') && typeof v.retailPriceCents === 'number' && [21, 10, 4, 0].includes(v.vatRate)) {
      d.salePriceCents = netOfRetailCents(v.retailPriceCents, v.vatRate);
    }
  };
  const productPath = ({ corp, id }: Ctx) => `corporations/${corp}/categories/${id}`;
  const codeOf = (ctx: Ctx) => `C${ctx.id.toUpperCase()}`;
  const oracle = (isNew: boolean) => (d: Doc, ctx: Ctx) => {
    // A product stored before issue 29 has no retailPriceCents: the rules take the key as optional.
    const withRetail = [...keys.filter((k) => k !== 'retailPriceCents'), 'retailPriceCents'];
    if (!(hasExactly(d, keys) || hasExactly(d, withRetail)) || !stamped(d, isNew ? null : { createdAt: seededAt })) return false;
    const v = productInputOf(d);
    if (!v) return false;
    let out: Record<string, unknown>;
    try {
      out = productToStored(v);
    } catch {
      return false;
    }
    // The repository refuses a code that another product owns (productCodes/{codeKey}).
    const owner = codeOwners.get(out.codeKey as string);
    if (owner !== undefined && owner !== ctx.id) return false;
    // retailPriceCents: null is how devtools would say "no PVP"; the rules take it as none, as the reader does.
    if ('retailPriceCents' in d && d.retailPriceCents !== null && !('retailPriceCents' in out)) return false;
    return Object.keys(out).every((k) => sameValue(out[k], d[k]));
  };
  // As the repository writes them: the product and, when its code is new, productCodes/{codeKey} (the old one deleted).
  const write = (oldKey: (ctx: Ctx) => string | null) => async (db: Firestore, d: Doc, ctx: Ctx) => {
    const batch = writeBatch(db);
    batch.set(doc(db, productPath(ctx)), toWire(d) as Doc);
    const key = d.codeKey;
    const old = oldKey(ctx);
    if (str(key) && /^[^/]{1,200}$/.test(key) && key !== old && !/^\.\.?$|^__.*__$/.test(key)) {
      if (old) batch.delete(doc(db, `corporations/${ctx.corp}/productCodes/${old}`));
      batch.set(doc(db, `corporations/${ctx.corp}/productCodes/${key}`), { categoryId: ctx.id });
    }
    await batch.commit();
    if (ctx.corp === CORP_A && str(key)) {
      if (old && key !== old) codeOwners.delete(old);
      codeOwners.set(key, ctx.id);
    }
  };
  return [
    {
      name: 'categories (+productCodes): create',
      actor: 'admin',
      space,
      otherCompany: true,
      id: (n) => `fzp${n}`,
      // A code of its own per case: an accepted create takes its code for good.
      base: (ctx) => ({ ...productToStored(input(codeOf(ctx))), createdAt: SERVER_TIME, updatedAt: SERVER_TIME }),
      rederive,
      oracle: oracle(true),
      write: write(() => null),
    },
    {
      name: 'categories (+productCodes): update',
      actor: 'admin',
      space,
      otherCompany: true,
      id: (n) => `fzq${n}`,
      seeds: (ctx) => [
        [productPath(ctx), { ...productToStored({ ...input(codeOf(ctx)), name: 'Antes' }), createdAt: seededAt, updatedAt: seededAt }],
        [`corporations/${ctx.corp}/productCodes/${codeOf(ctx)}`, { categoryId: ctx.id }],
      ],
      base: (ctx) => ({ ...productToStored(input(codeOf(ctx))), createdAt: seededAt, updatedAt: SERVER_TIME }),
      rederive,
      oracle: oracle(false),
      write: write((ctx) => codeOf(ctx)),
    },
  ];
}

// ---- Companies ---------------------------------------------------------------------

/** The company and its public profile (the name every member reads) in one batch, as corporationRepository writes them. */
const withPublicName = (path: (ctx: Ctx) => string) => async (db: Firestore, d: Doc, ctx: Ctx) => {
  const batch = writeBatch(db);
  batch.set(doc(db, path(ctx)), toWire(d) as Doc);
  batch.set(doc(db, `${path(ctx)}/public/profile`), toWire('name' in d ? { name: d.name } : {}) as Doc);
  await batch.commit();
};

function corporationTargets(): Target[] {
  const registry = { registry: 'Registro Mercantil de Madrid', tomo: '1234', folio: '56', hoja: 'M-7890', inscripcion: '1.ª' };
  const parsed = corporationSchema.parse({
    name: 'Distribuciones Fuzz S.L.',
    data: corpData({ iban: 'ES9121000418450200051332', mercantileRegistry: registry }),
  });
  const dataKeys = Object.keys(parsed.data);
  const space: MutationSpace = {
    paths: [['name'], ['data'], ['createdAt'], ['updatedAt'], ...dataKeys.map((k) => ['data', k])],
    pools: {
      name: boundaryText(120),
      'data.nif': NIFS,
      'data.legalName': boundaryText(200),
      'data.address': boundaryText(200),
      'data.city': boundaryText(100),
      'data.province': boundaryText(100),
      'data.country': ['España', 'españa', 'Spain', 'ES', 'Portugal', '', huge(60), huge(61)],
      'data.postalCode': ['28001', '52006', '53000', '00100', '2800', 'ABCDE', '1000-001', '', huge(10), huge(11)],
      'data.phone': ['', '910000000', '+34 910 000 000', '+34910000000', '12345', '91-000-00-00', 'abc'],
      'data.email': ['', 'info@empresa.es', 'INFO@EMPRESA.ES', 'sin-arroba', 'a@b', ` ${'a'}@b.es`],
      'data.iban': [
        '',
        'ES9121000418450200051332',
        'ES9121000418450200051333',
        'es9121000418450200051332',
        'ES91 2100 0418 4502 0005 1332',
        'GB82WEST12345698765432',
        'GB82WEST12345698765433',
        'ES91',
      ],
      'data.bic': ['', 'CAIXESBBXXX', 'CAIXESBB', 'caixesbb', 'CAIXESBBX', 'CA1XESBB', 12345678],
      'data.sepaCreditorId': [
        '',
        creditorIdFor('B86561412'),
        creditorIdFor('B86561412', 'A01'),
        'ES19000B86561412',
        creditorIdFor('12345678Z'),
        'FR18000B86561412',
        'es18000b86561412',
        `ES18000${'B'.repeat(29)}`,
      ],
      'data.salesSeries': ['F', 'A1', 'R', 'f', 'F-1', 'ABCDEFGHIJ', 'ABCDEFGHIJK', ''],
      'data.rectificationSeries': ['R', 'F', 'RX', 'r', ''],
      'data.simplifiedSeries': ['T', 'TK', 'F', 'R', 't', 'T-1', 'ABCDEFGHIJ', 'ABCDEFGHIJK', '', 1, null],
      'data.retailActivity': [true, false, 'true', 1, null],
      'data.defaultVatRate': [21, 10, 4, 0, 7, 21.5, '21', -21],
      'data.allowNegativeStock': [true, false, 'no'],
      'data.mercantileRegistry': [
        registry,
        { registry: '', tomo: '', folio: '', hoja: '', inscripcion: '' },
        { ...registry, registry: '' },
        { ...registry, tomo: 1234 },
        { ...registry, hoja: huge(30) },
        { ...registry, hoja: huge(31) },
        { ...registry, libro: '3' },
        { registry: 'Registro Mercantil de Madrid' },
        'Registro Mercantil de Madrid, tomo 1234',
      ],
      createdAt: [SERVER_TIME, seededAt],
      updatedAt: [SERVER_TIME],
    },
    maps: [[], ['data']],
  };
  const oracle = (stored: Doc | null) => (d: Doc) => {
    // A company saved before the Registro Mercantil fields existed has none: the app reads and keeps it so.
    const keysOk =
      hasExactly(d.data, dataKeys) ||
      hasExactly(
        d.data,
        dataKeys.filter((k) => k !== 'mercantileRegistry'),
      );
    if (!hasExactly(d, ['name', 'data', 'createdAt', 'updatedAt']) || !keysOk || !stamped(d, stored)) return false;
    const r = corporationSchema.safeParse({ name: d.name, data: d.data });
    return r.success && sameValue(r.data.name, d.name) && sameValue(r.data.data, d.data);
  };
  const stored = { name: `Empresa ${CORP_A}`, data: corpData(), createdAt: seededAt, updatedAt: seededAt };
  // The IBAN's check digits (mod 97, and the Spanish account's) are the app's alone: the rules check its format.
  // So are the SEPA creditor id's (and that it carries the company's NIF): the rules check its format.
  const ibanGap = (check: (d: Doc) => boolean) => (d: Doc) => {
    const data = d.data as Doc | undefined;
    if (!data || typeof data !== 'object') return null;
    let fixed = data;
    if (str(data.iban) && normalizeIban(data.iban) === data.iban) {
      const r = validateIban(data.iban);
      if (!r.ok && (r.code === 'checkDigits' || r.code === 'accountCheckDigits')) fixed = { ...fixed, iban: 'ES9121000418450200051332' };
    }
    if (str(data.sepaCreditorId) && CREDITOR_ID_RE.test(data.sepaCreditorId)) {
      const r = validateCreditorId(data.sepaCreditorId);
      const ownNif = str(data.nif) && r.ok && data.sepaCreditorId.slice(7) === data.nif;
      if (!ownNif) fixed = { ...fixed, sepaCreditorId: str(data.nif) && /^[A-Z0-9]{1,28}$/.test(data.nif) ? creditorIdFor(data.nif) : '' };
    }
    return fixed === data ? null : check({ ...d, data: fixed });
  };
  return [
    {
      name: 'corporations: create (superadmin)',
      actor: 'superadmin',
      space,
      id: (n) => `fzcorp${n}`,
      base: () => ({ ...parsed, createdAt: SERVER_TIME, updatedAt: SERVER_TIME }),
      oracle: oracle(null),
      knownGap: ibanGap(oracle(null)),
      write: withPublicName(({ id }) => `corporations/${id}`),
    },
    {
      name: 'corporations: company data (admin)',
      actor: 'admin',
      space,
      otherCompany: true,
      id: () => 'company',
      seeds: ({ corp }) => [[`corporations/${corp}`, stored]],
      base: () => ({ ...parsed, createdAt: seededAt, updatedAt: SERVER_TIME }),
      oracle: oracle(stored),
      knownGap: ibanGap(oracle(stored)),
      write: withPublicName(({ corp }) => `corporations/${corp}`),
    },
  ];
}

// ---- Users -------------------------------------------------------------------------

const PROFILE_KEYS = Object.keys(userProfileSchema.shape);

function validProfile(d: Doc): boolean {
  const allowed = [...PROFILE_KEYS, 'searchKeys', 'createdAt', 'updatedAt'];
  if (!Object.keys(d).every((k) => allowed.includes(k)) || !allowed.filter((k) => k !== 'searchKeys').every((k) => k in d)) return false;
  const r = userProfileSchema.safeParse(Object.fromEntries(PROFILE_KEYS.map((k) => [k, d[k]])));
  if (!r.success || !PROFILE_KEYS.every((k) => sameValue((r.data as Doc)[k], d[k]))) return false;
  return !('searchKeys' in d) || sameValue(d.searchKeys, userSearchKeys(r.data));
}

function userTargets(): Target[] {
  const profile = (uid: string, role: string) => ({
    name: uid,
    email: `${uid}@example.com`,
    corpId: CORP_A,
    role,
    active: true,
    createdAt: seededAt,
    updatedAt: seededAt,
  });
  const space: MutationSpace = {
    paths: [['name'], ['email'], ['corpId'], ['role'], ['active'], ['createdAt'], ['updatedAt']],
    pools: {
      name: boundaryText(100),
      email: ['user@example.com', 'colleague@example.com', 'USER@EXAMPLE.COM', 'otra@example.com', 'sin-arroba', 'a@b', ''],
      corpId: [CORP_A, CORP_B, ` ${CORP_A}`, '', huge(128), huge(129)],
      role: ['restricted', 'user', 'admin', 'superadmin', 'root', 'Admin', ''],
      active: [true, false, 'true'],
      createdAt: [SERVER_TIME, seededAt],
      updatedAt: [SERVER_TIME],
    },
    derived: { searchKeys: ['x', null, Array.from({ length: 201 }, (_, i) => `k${i}`), [1, 2], [huge(6001)]] },
  };
  const rederive = (d: Doc, muts: Mutation[]) => {
    if ('searchKeys' in d && !mutatesPath(muts, 'searchKeys') && str(d.name) && str(d.email)) {
      const r = userProfileSchema.safeParse(Object.fromEntries(PROFILE_KEYS.map((k) => [k, d[k]])));
      d.searchKeys = userSearchKeys(r.success ? r.data : { name: d.name, email: d.email });
    }
  };
  const withKeys = (p: Doc) => ({ ...p, searchKeys: userSearchKeys(p as { name: string; email: string }) });
  const selfStored = profile('user', 'user');
  const colleagueStored = profile('colleague', 'user');
  // What "Mi cuenta" changes (the name; the e-mail only to the one Auth verified) and what an admin
  // edits directly: the name (role and active only through the setUserAccess command).
  const selfFields = [...Object.keys(accountNameSchema.shape), 'searchKeys', 'updatedAt'];
  const adminFields = [...Object.keys(userFieldsSchema.shape).filter((k) => k !== 'role' && k !== 'active'), 'searchKeys', 'updatedAt'];
  return [
    {
      name: 'users: own profile (Mi cuenta)',
      actor: 'user',
      space,
      id: () => 'user',
      seeds: () => [['users/user', selfStored]],
      base: () => withKeys({ ...selfStored, name: 'Usuaria Fuzz', updatedAt: SERVER_TIME }),
      rederive,
      oracle: (d) => {
        if (!validProfile(d) || !stamped(d, selfStored)) return false;
        const fields = d.email === 'user@example.com' ? [...selfFields, 'email'] : selfFields;
        return changedKeys(selfStored, d).every((k) => fields.includes(k));
      },
      write: setWhole(() => 'users/user'),
    },
    {
      name: 'users: admin edits a colleague',
      actor: 'admin',
      space,
      id: () => 'colleague',
      seeds: () => [['users/colleague', colleagueStored]],
      base: () => withKeys({ ...colleagueStored, name: 'Compañera Fuzz', updatedAt: SERVER_TIME }),
      rederive,
      oracle: (d) =>
        validProfile(d) &&
        stamped(d, colleagueStored) &&
        changedKeys(colleagueStored, d).every((k) => adminFields.includes(k)) &&
        userFieldsSchemaFor('admin').safeParse({ name: d.name, role: d.role, active: d.active }).success,
      write: setWhole(() => 'users/colleague'),
    },
    {
      name: 'users: admin creates a profile',
      actor: 'admin',
      space,
      id: (n) => `fzuser${n}`,
      base: () =>
        withKeys({
          name: 'Persona Nueva',
          email: 'nueva@example.com',
          corpId: CORP_A,
          role: 'user',
          active: true,
          createdAt: SERVER_TIME,
          updatedAt: SERVER_TIME,
        }),
      rederive,
      oracle: (d) =>
        validProfile(d) &&
        'searchKeys' in d &&
        stamped(d, null) &&
        // "Nuevo usuario" creates people in the admin's own company, with a role not above theirs.
        d.corpId === CORP_A &&
        userFieldsSchemaFor('admin').safeParse({ name: d.name, role: d.role, active: d.active }).success,
      write: setWhole(({ id }) => `users/${id}`),
    },
  ];
}

// ---- Entradas and salidas (borradores) -----------------------------------------------

const LINE_KEYS = Object.keys(stockLine('p1', 1));

function stockDocValues(d: Doc) {
  const texts = ['date', 'partyId', 'partyName', 'partyNif', 'reference', 'notes', 'number'] as const;
  if (!texts.every((k) => str(d[k])) || !Array.isArray(d.lines)) return null;
  const lines = d.lines as unknown[];
  const lineOk = (l: unknown) =>
    hasExactly(l, LINE_KEYS) &&
    str(l.categoryId) &&
    str(l.code) &&
    str(l.name) &&
    str(l.unit) &&
    num(l.quantity) &&
    num(l.unitPriceCents) &&
    num(l.discountPct) &&
    num(l.vatRate);
  if (!lines.every(lineOk)) return null;
  return valuesOf(d as unknown as StockDocument);
}

function stockTargets(kind: DocKind): Target[] {
  const coll = kind === 'input' ? 'inputs' : 'outputs';
  const partyId = kind === 'input' ? 'v1' : 'c1';
  const lines: DocLine[] = [stockLine('p1', 2, 1000), { ...stockLine('p2', 1.5, 250), vatRate: 10, discountPct: 5 }];
  const idOf = (n: number) => `user${1763800000000 + n}`;
  const numberOf = (ctx: Ctx) => documentNumberFor(kind, ctx.id);
  const baseDraft = stockDraft(partyId, lines);
  const editable = [...Object.keys(draftFields(baseDraft, 'x')), 'updatedAt'];
  const linePaths: Path[] = [0, 1].flatMap((i) => LINE_KEYS.map((k) => ['lines', i, k]));
  const space: MutationSpace = {
    paths: [
      ['date'],
      ['partyId'],
      ['partyName'],
      ['partyNif'],
      ['reference'],
      ['notes'],
      ['lines'],
      ['state'],
      ['invoiced'],
      ['invoiceId'],
      ['confirmedAt'],
      ['confirmedBy'],
      ['annulledAt'],
      ['annulledBy'],
      ['annulReason'],
      ['createdBy'],
      ['createdAt'],
      ['updatedAt'],
      ...linePaths,
    ],
    pools: {
      date: ISO_DATES,
      partyId: ['c1', 'v1', 'otro', '', huge(128), huge(129)],
      partyName: ['Parte', '', huge(200), huge(201)],
      partyNif: ['', 'B86561412', huge(20), huge(21)],
      reference: boundaryText(60),
      notes: boundaryText(2000),
      lines: [[], [stockLine('p1', 1)], Array.from({ length: 301 }, () => stockLine('p1', 1))],
      state: ['borrador', 'confirmada', 'anulada'],
      invoiced: [false, true],
      invoiceId: [null, 'inv1'],
      confirmedAt: [null, SERVER_TIME],
      confirmedBy: [null, 'user'],
      annulledAt: [null],
      annulledBy: [null, 'user'],
      annulReason: [null, 'Error'],
      createdBy: ['user', 'admin', ''],
      createdAt: [SERVER_TIME, seededAt],
      updatedAt: [SERVER_TIME],
      ...Object.fromEntries(
        [0, 1].flatMap((i) => [
          [`lines.${i}.categoryId`, ['p1', 'p3', '', huge(128), huge(129)]],
          [`lines.${i}.code`, ['', 'P1', huge(50), huge(51)]],
          [`lines.${i}.name`, ['Producto', '', huge(200), huge(201)]],
          [`lines.${i}.unit`, ['ud', 'kg', '', huge(20), huge(21)]],
          [`lines.${i}.quantity`, [1, 0.001, 2.5, 0, -1, 1.0005, 1000000, 1000001]],
          [`lines.${i}.unitPriceCents`, [0, 1, 1000000000, 1000000001, -1, 1.5, 1e15]],
          [`lines.${i}.discountPct`, [0, 5, 12.5, 12.555, 100, 101, -1]],
          [`lines.${i}.vatRate`, [21, 10, 4, 0, 7, -21, '21']],
        ]),
      ),
    },
    derived: {
      number: [null, 5, '', huge(41)],
      lineCount: [0, 5, '2'],
      productIds: ['p1', null, ['p1', 'p2', 'p3']],
      totals: [
        null,
        {},
        { baseCents: -1, vatCents: 0, totalCents: -1 },
        { baseCents: 1.5, vatCents: 0, totalCents: 1.5 },
        { baseCents: 100, vatCents: 21, totalCents: 122 },
      ],
      searchKeys: ['x', null, Array.from({ length: 201 }, (_, i) => `k${i}`)],
    },
    maps: [[], ['lines', 0], ['totals']],
  };
  const rederive = (d: Doc, muts: Mutation[]) => {
    let f: Record<string, unknown>;
    try {
      if (!stockDocValues(d)) return;
      f = draftFields({ ...(d as unknown as DocDraft), lines: d.lines as DocLine[] }, d.number as string) as unknown as Record<string, unknown>;
    } catch {
      return;
    }
    for (const k of ['lineCount', 'productIds', 'totals', 'searchKeys']) if (!mutatesPath(muts, k)) d[k] = f[k];
  };
  const oracle = (isNew: boolean) => (d: Doc, ctx: Ctx) => {
    const fresh = draftDocument(numberOf(ctx), 'user', baseDraft);
    if (!hasExactly(d, Object.keys(fresh)) || !stamped(d, isNew ? null : { createdAt: seededAt })) return false;
    // The states the repository writes for a borrador, by the person who created it.
    const constant = [
      'state',
      'invoiced',
      'invoiceId',
      'confirmedAt',
      'confirmedBy',
      'annulledAt',
      'annulledBy',
      'annulReason',
      'createdBy',
      'number',
    ];
    if (!constant.every((k) => sameValue(d[k], (fresh as Doc)[k]))) return false;
    const values = stockDocValues(d);
    if (!values) return false;
    const r = documentSchema(kind).safeParse(values);
    if (!r.success) return false;
    const f = draftFields(toDraft(r.data as DocumentValues), d.number as string) as unknown as Doc;
    if (!Object.keys(f).every((k) => sameValue(f[k], d[k]))) return false;
    return isNew || changedKeys({ ...fresh, createdAt: seededAt, updatedAt: seededAt }, d).every((k) => editable.includes(k));
  };
  const path = ({ corp, id }: Ctx) => `corporations/${corp}/${coll}/${id}`;
  return [
    {
      name: `${coll}: create borrador`,
      actor: 'user',
      space,
      otherCompany: true,
      id: idOf,
      base: (ctx) => draftDocument(numberOf(ctx), 'user', baseDraft, { createdAt: SERVER_TIME, updatedAt: SERVER_TIME }),
      rederive,
      oracle: oracle(true),
      knownGap: calendarGap(['date'], oracle(true)),
      write: setWhole(path),
    },
    {
      name: `${coll}: edit borrador`,
      actor: 'user',
      space,
      otherCompany: true,
      id: idOf,
      seeds: (ctx) => [[path(ctx), draftDocument(numberOf(ctx), 'user', baseDraft)]],
      base: (ctx) => {
        const edited = { ...baseDraft, reference: 'ALB-2', notes: 'Revisado' };
        return { ...draftDocument(numberOf(ctx), 'user', edited), updatedAt: SERVER_TIME };
      },
      rederive,
      oracle: oracle(false),
      knownGap: calendarGap(['date'], oracle(false)),
      write: setWhole(path),
    },
  ];
}

// ---- Invoices: drafts and payment --------------------------------------------------
// Server-owned since "Trusted ledgers": the invoice commands (functions/src/invoices) write them.
// The documents below are what the old client writer wrote (valid drafts and payments, then
// mutated): every one of them, valid or not, must now be refused.

const PARTY_FIXTURES: Record<string, Doc> = { c1: clientDoc('Cliente Uno'), v1: partyDoc('Proveedor Uno') };

function invoiceContentOf(d: Doc): InvoiceContent | null {
  const strOrNull = (v: unknown) => v === null || str(v);
  if (!str(d.kind) || !str(d.type) || !str(d.partyId) || !num(d.paymentTermsDays) || !bool(d.recargoEquivalencia) || !num(d.irpfRate)) return null;
  if (!strOrNull(d.operationDate) || !strOrNull(d.dueDate) || !str(d.notes) || !strOrNull(d.vendorInvoiceNumber) || !strOrNull(d.vendorInvoiceDate))
    return null;
  if (!Array.isArray(d.lines) || !Array.isArray(d.sourceIds) || !d.sourceIds.every(str)) return null;
  if (!(d.rectifies === null || hasExactly(d.rectifies, ['invoiceId', 'numberText', 'issueDate', 'mode', 'reason']))) return null;
  if (!d.lines.every((l) => typeof l === 'object' && l !== null)) return null;
  const lines = (d.lines as Doc[]).map(({ baseCents: _base, ...l }) => l as unknown as InvoiceLine);
  return {
    kind: d.kind as InvoiceContent['kind'],
    type: d.type as InvoiceContent['type'],
    partyId: d.partyId,
    party: d.party as InvoiceContent['party'],
    paymentTermsDays: d.paymentTermsDays,
    recargoEquivalencia: d.recargoEquivalencia,
    irpfRate: d.irpfRate,
    operationDate: d.operationDate as string | null,
    dueDate: d.dueDate as string | null,
    lines,
    sourceIds: d.sourceIds as string[],
    notes: d.notes,
    rectifies: d.rectifies as InvoiceContent['rectifies'],
    vendorInvoiceNumber: d.vendorInvoiceNumber as string | null,
    vendorInvoiceDate: d.vendorInvoiceDate as string | null,
  };
}

const INVOICE_DERIVED = ['lines', 'lineCount', 'breakdown', 'baseCents', 'vatCents', 'recargoCents', 'irpfCents', 'totalCents', 'vendorInvoiceKey'];

function invoiceDraftTargets(kind: 'output' | 'input'): Target[] {
  const content = kind === 'output' ? salesContent({ operationDate: '2026-03-01', notes: 'Gracias' }) : purchaseContent('FAC-2026/17');
  const partyId = content.partyId;
  const snapshot = partySnapshotOf(PARTY_FIXTURES[partyId]!);
  const fresh = (createdBy: string, stamps: Doc) => {
    const d = storedDraft(createdBy, { ...content, party: snapshot }) as Doc;
    return { ...d, ...stamps };
  };
  const line = content.lines[0]!;
  const space: MutationSpace = {
    paths: [
      ['kind'],
      ['type'],
      ['state'],
      ['status'],
      ['series'],
      ['year'],
      ['number'],
      ['numberText'],
      ['issueDate'],
      ['issuedAt'],
      ['issuedBy'],
      ['operationDate'],
      ['dueDate'],
      ['paymentTermsDays'],
      ['partyId'],
      ['issuer'],
      ['recargoEquivalencia'],
      ['irpfRate'],
      ['sourceIds'],
      ['paidDate'],
      ['paymentMethod'],
      ['rectifies'],
      ['rectifiedBy'],
      ['vendorInvoiceNumber'],
      ['vendorInvoiceDate'],
      ['notes'],
      ['createdBy'],
      ['createdAt'],
      ['updatedAt'],
    ],
    pools: {
      kind: ['output', 'input', 'venta'],
      type: ['ordinaria', 'rectificativa', 'simplificada'],
      state: ['borrador', 'emitida'],
      status: ['borrador', 'pendiente', 'pagada'],
      series: [null, 'F'],
      year: [null, 2026],
      number: [null, 1, 7],
      numberText: [null, 'F-2026-000001'],
      issueDate: [null, today()],
      issuedAt: [null, SERVER_TIME],
      issuedBy: [null, 'user'],
      operationDate: [null, ...ISO_DATES],
      dueDate: [null, ...ISO_DATES],
      paymentTermsDays: [0, 30, 365, 366, -1, 1.5],
      partyId: [partyId, '', huge(128), huge(129)],
      issuer: [null, { legalName: 'X' }],
      recargoEquivalencia: [true, false],
      irpfRate: [0, 1, 2, 7, 15, 19, 3, -15, 7.5],
      sourceIds: [[], ['s1'], Array.from({ length: 50 }, (_, i) => `s${i}`), Array.from({ length: 51 }, (_, i) => `s${i}`)],
      paidDate: [null, today()],
      paymentMethod: [null, 'transferencia'],
      rectifies: [
        null,
        { invoiceId: 'x', numberText: 'F-2026-000001', issueDate: '2026-01-10', mode: 'difference', reason: 'Devolución de mercancía' },
      ],
      rectifiedBy: [[], [{ invoiceId: 'x', numberText: 'R-2026-000001' }]],
      vendorInvoiceNumber: [null, 'FAC-1', ' FAC-1 ', '---', '', huge(40), huge(41), 'fac 2026/17'],
      vendorInvoiceDate: [null, ...ISO_DATES],
      notes: boundaryText(1000),
      createdBy: ['user', 'admin', ''],
      createdAt: [SERVER_TIME, seededAt],
      updatedAt: [SERVER_TIME],
    },
    derived: {
      date: [null, '', '2026-13-01', 20260301],
      party: [null, 'Cliente', { ...snapshot, name: '' }, { ...snapshot, name: huge(201) }, { ...snapshot, extra: 'x' }, { name: snapshot.name }],
      lines: [[], 'x', null, Array.from({ length: 501 }, () => ({ ...line, baseCents: 100 }))],
      lineCount: [0, 7, '1'],
      breakdown: ['x', null, Array.from({ length: 11 }, () => ({}))],
      baseCents: [-1, 1.5, '100', 999999],
      vatCents: [-1, 2.5, 999999],
      recargoCents: [-1, 3],
      irpfCents: [-1, 0.5, 4],
      totalCents: [-1, 1.5, 999999],
      vendorInvoiceKey: [null, 'v1__OTRO', 5],
    },
    maps: [[]],
  };
  const rederive = (d: Doc, muts: Mutation[]) => {
    const c = invoiceContentOf(d);
    if (!c) return;
    let f: Doc;
    try {
      f = storedContentFields(c) as unknown as Doc;
    } catch {
      return;
    }
    for (const k of INVOICE_DERIVED) if (!mutatesPath(muts, k) && k in d) d[k] = f[k];
  };
  const path = ({ corp, id }: Ctx) => `corporations/${corp}/invoices/${id}`;
  const storedDoc = fresh('user', { createdAt: seededAt, updatedAt: seededAt, notes: 'Antes' });
  return [
    {
      name: `invoices (${kind}): create draft`,
      actor: 'user',
      space,
      otherCompany: true,
      id: (n) => `fzinv${kind}${n}`,
      base: () => fresh('user', { createdAt: SERVER_TIME, updatedAt: SERVER_TIME }),
      rederive,
      oracle: () => false,
      write: setWhole(path),
    },
    {
      name: `invoices (${kind}): edit draft`,
      actor: 'user',
      space,
      otherCompany: true,
      id: (n) => `fzinvu${kind}${n}`,
      seeds: (ctx) => [[path(ctx), storedDoc]],
      base: () => fresh('user', { createdAt: seededAt, updatedAt: SERVER_TIME, notes: 'Después' }),
      rederive,
      oracle: () => false,
      write: setWhole(path),
    },
  ];
}

function paymentTarget(): Target {
  const stored = { ...(storedIssued('user', 1) as Doc), issuedAt: seededAt, createdAt: seededAt, updatedAt: seededAt };
  // The summary as it stands with this invoice issued and pending (what the issuing transaction left).
  const summary = applyInvoiceChange(emptyInvoiceSummary(), null, invoiceFactsOf(stored));
  const space: MutationSpace = {
    paths: [
      ['status'],
      ['paidDate'],
      ['paymentMethod'],
      ['notes'],
      ['totalCents'],
      ['number'],
      ['state'],
      ['dueDate'],
      ['partyId'],
      ['createdAt'],
      ['updatedAt'],
    ],
    pools: {
      status: ['pagada', 'pendiente', 'borrador', 'cobrada'],
      paidDate: [null, ...ISO_DATES],
      paymentMethod: [null, ...PAYMENT_METHODS, 'paypal', ''],
      notes: ['Pagada por transferencia'],
      totalCents: [0, 1],
      number: [2],
      state: ['borrador', 'emitida'],
      dueDate: ['2026-12-31'],
      partyId: ['c2'],
      createdAt: [SERVER_TIME, seededAt],
      updatedAt: [SERVER_TIME],
    },
    maps: [[]],
  };
  const path = ({ corp, id }: Ctx) => `corporations/${corp}/invoices/${id}`;
  const summaryPath = ({ corp }: Ctx) => `corporations/${corp}/summaries/invoices`;
  return {
    name: 'invoices: payment of an issued invoice',
    actor: 'user',
    space,
    otherCompany: true,
    id: (n) => `fzpay${n}`,
    seeds: (ctx) => [
      [path(ctx), stored],
      [summaryPath(ctx), { ...summary, lastInvoiceId: ctx.id, updatedAt: seededAt }],
    ],
    base: () => ({ ...stored, status: 'pagada', paidDate: today(), paymentMethod: 'transferencia', updatedAt: SERVER_TIME }),
    oracle: () => false,
    write: writePayment,
  };
  // As the old client writer's setPayment: the invoice and the summary moved by what it changes, in one commit.
  async function writePayment(db: Firestore, d: Doc, ctx: Ctx) {
    const batch = writeBatch(db);
    batch.set(doc(db, path(ctx)), toWire(d) as Doc);
    const next = applyInvoiceChange(summary, invoiceFactsOf(stored), invoiceFactsOf(d));
    batch.set(doc(db, summaryPath(ctx)), { ...next, lastInvoiceId: ctx.id, updatedAt: toWire(SERVER_TIME) });
    await batch.commit();
  }
}

// ---- Writer-only collections: a document written alone is always refused ------------

function writerOnlyTargets(): Target[] {
  const movementLines = [stockLine('p1', 2, 1000)];
  const plan = planStockChange({
    kind: 'input',
    reason: 'confirm',
    lines: movementLines,
    stocks: {},
    products: { p1: { code: 'P1', name: 'Producto p1', unit: 'ud', minStock: 2 } },
    allowNegative: false,
  });
  if (!plan.ok) throw new Error('plan');
  const docs: Record<string, { path: string; base: Doc; actor: Persona }> = {
    stock: { path: `corporations/${CORP_A}/stock/p1`, actor: 'user', base: { ...plan.next.p1!, lastMovementId: 'in-e1-c', updatedAt: SERVER_TIME } },
    movements: {
      path: `corporations/${CORP_A}/movements/in-e1-c`,
      actor: 'user',
      base: {
        docKind: 'input',
        reason: 'confirm',
        documentId: 'e1',
        documentNumber: 'E-1',
        date: '2026-03-02',
        partyId: 'v1',
        partyName: 'Parte v1',
        productIds: ['p1'],
        deltas: plan.deltas,
        balances: plan.balances,
        createdBy: 'user',
        createdAt: SERVER_TIME,
      },
    },
    counters: {
      path: `corporations/${CORP_A}/counters/F-${today().slice(0, 4)}`,
      actor: 'user',
      base: { next: 2, lastInvoiceId: 'fzissued', updatedAt: SERVER_TIME },
    },
    vendorInvoiceKeys: {
      path: `corporations/${CORP_A}/vendorInvoiceKeys/v1__FAC-9`,
      actor: 'user',
      base: { invoiceId: 'fzissued', createdAt: SERVER_TIME },
    },
    'summaries/invoices': {
      path: `corporations/${CORP_A}/summaries/invoices`,
      actor: 'admin',
      base: { ...emptyInvoiceSummary(), updatedAt: SERVER_TIME } as Doc,
    },
    'summaries/stock': {
      path: `corporations/${CORP_A}/summaries/stock`,
      actor: 'admin',
      base: { ...emptyStockSummary(), updatedAt: SERVER_TIME } as Doc,
    },
    'productCodes (alone)': { path: `corporations/${CORP_A}/productCodes/NUEVO`, actor: 'admin', base: { categoryId: 'p1' } },
  };
  return Object.entries(docs).map(([name, t]) => ({
    name: `${name}: written alone`,
    actor: t.actor,
    space: {
      paths: keysOf(t.base),
      pools: Object.fromEntries(Object.entries(t.base).map(([k, v]) => [k, [v, SERVER_TIME, 0, 1, 2, 'p1', 'NUEVO', 'fzissued']])),
      maps: [[]],
    },
    id: () => name,
    base: () => t.base,
    oracle: () => false,
    write: setWhole(() => t.path),
  }));
}

// ---- The run --------------------------------------------------------------------------

beforeAll(async () => {
  env = await createEnv('demo-rules-fuzz');
  await seedWorld(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const corp of [CORP_A, CORP_B]) {
      const base = `corporations/${corp}`;
      await setDoc(doc(db, `${base}/clients/c1`), PARTY_FIXTURES.c1!);
      await setDoc(doc(db, `${base}/clients/c2`), clientDoc('Cliente Dos'));
      await setDoc(doc(db, `${base}/vendors/v1`), PARTY_FIXTURES.v1!);
      await setDoc(doc(db, `${base}/categories/taken`), {
        ...productToStored({
          code: TAKEN_CODE,
          name: 'Ocupado',
          description: '',
          unit: 'ud',
          salePriceCents: 0,
          vatRate: 21,
          minStock: 0,
          barcode: '',
          active: true,
          stocked: true,
        }),
        createdAt: seededAt,
        updatedAt: seededAt,
      });
      await setDoc(doc(db, `${base}/productCodes/${TAKEN_CODE}`), { categoryId: 'taken' });
      await setDoc(doc(db, `${base}/categories/p1`), {
        ...productToStored({
          code: 'P1',
          name: 'Producto p1',
          description: '',
          unit: 'ud',
          salePriceCents: 0,
          vatRate: 21,
          minStock: 2,
          barcode: '',
          active: true,
          stocked: true,
        }),
        createdAt: seededAt,
        updatedAt: seededAt,
      });
      await setDoc(doc(db, `${base}/productCodes/P1`), { categoryId: 'p1' });
      await setDoc(doc(db, `${base}/inputs/e1`), draftDocument('E-1', 'user', stockDraft('v1', [stockLine('p1', 2, 1000)])));
    }
  });
}, 120_000);

afterAll(async () => {
  tally.report(SEED);
  await env?.cleanup();
});

const TIMEOUT = 240_000;

describe('rules fuzzing: the rules accept exactly what the app validates', () => {
  const groups: [string, () => Target[]][] = [
    ['vendors', () => partyTargets('vendor')],
    ['clients', () => partyTargets('client')],
    ['categories', productTargets],
    ['corporations', corporationTargets],
    ['users', userTargets],
    ['inputs', () => stockTargets('input')],
    ['outputs', () => stockTargets('output')],
  ];
  for (const [group, targets] of groups) {
    it(
      `${group}: generated documents`,
      async () => {
        const list = targets();
        for (const t of list) await fuzz(t);
        expect(list.flatMap((t) => tally.targets[t.name]!.mismatches)).toEqual([]);
      },
      TIMEOUT,
    );
  }

  it(
    'invoices are no longer client-written: every generated draft, edit and payment write is refused',
    async () => {
      const targets = [...invoiceDraftTargets('output'), ...invoiceDraftTargets('input'), paymentTarget()];
      for (const t of targets) {
        await fc.assert(
          fc.asyncProperty(mutationsArb(t.space), fc.constantFrom(CORP_A, CORP_B), async (muts, corp) => {
            const r = await attempt(t, muts, corp);
            if (!r.ok) throw new Error(`A direct invoice write was accepted: ${r.detail}`);
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
        expect(tally.targets[t.name]!.accepted).toBe(0);
        expect(tally.targets[t.name]!.refused).toBeGreaterThan(0);
      }
    },
    TIMEOUT,
  );

  it(
    'writer-only collections refuse every document written alone',
    async () => {
      for (const t of writerOnlyTargets()) {
        await fc.assert(
          fc.asyncProperty(mutationsArb(t.space), async (muts) => {
            const r = await attempt(t, muts, CORP_A);
            if (!r.ok) throw new Error(`A writer-only document was accepted: ${r.detail}`);
          }),
          { seed: SEED, numRuns: Math.ceil(RUNS / 3), endOnFailure: true },
        );
        expect(tally.targets[t.name]!.accepted).toBe(0);
      }
    },
    TIMEOUT,
  );
});

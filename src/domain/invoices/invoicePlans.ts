/**
 * What the invoice commands write, decided from what they read: pure planners for saving a
 * draft, issuing (a sales invoice, a rectificativa or a purchase registration) and changing the
 * payment state. Everything stored is recomputed here from the stored documents: the issuer
 * (with its IBAN) from the company, the party's identification and terms from its record, the
 * lines of salidas/entradas from those documents, the totals from the lines, the number from
 * the counter, the year and dates from the server's clock in Spain. The browser's copy of any
 * of these is never read. Used by functions/src/invoices; tested beside it.
 */
import { cashOverLimit } from '../cashLimit';
import { formatEuros } from '../money';
import { formatQuantity } from '../quantity';
import { checkLinesAgainstDeliveries, deliveryLeft } from '../returns/returned';
import { creditOverStanding } from '../creditBounds';
import { linesOverBound, MAX_AMOUNT_CENTS, unsafeAmount } from '../amountBounds';
import { returnedOf } from '../returns/returnPlan';
import { dueDateFor, isoYear, madridIsoDate } from '../invoiceDates';
import { voucherRefusal, voucherSplit, type Voucher } from '../vouchers/voucher';
import { changeDue, checkRecipient, checkSimplifiedLimit, isCounterPaymentMethod, type CounterPaymentMethod } from '../simplifiedInvoice';
import { rectificationCodeFits } from '../rectification';
import { applyInvoiceChange, invoiceFactsOf, invoiceSummaryOf, type InvoiceSummary } from '../summaries';
import { dueDocuments, dueOwnerOf, invoicePaymentFields, openCentsOf, unpaid, type Due, type Instalment } from '../payments/dues';
import { planInstalments, type PlannedInstalment } from '../payments/instalments';
import { termsOfStored } from '../payments/terms';
import { vendorInvoiceKey } from '../vendorInvoiceNumber';
import type { InvoiceRefusal } from '../commands';
import { replacedByIndex, settledOf, standingOf } from './invoiceFamily';
import {
  MAX_RECTIFICATIONS,
  counterKeyFor,
  issuerFromCompanyData,
  numberTextFor,
  partySnapshotOf,
  seriesFor,
  storedDraftInvoice,
  storedIssuedInvoice,
  priceInvoice,
  type InvoiceContent,
  type InvoiceKind,
  type InvoiceType,
  type IssuerSnapshot,
  type RectifiedByEntry,
} from './invoiceModel';
import { invoiceFromStored, type StoredInvoice } from './invoiceStored';
import { validateInvoiceContent } from './invoiceValidation';

type Data = Record<string, unknown>;
export type Refusal = { ok: false; code: InvoiceRefusal; detail: string };
const refuse = (code: InvoiceRefusal, detail = ''): Refusal => ({ ok: false, code, detail });

export const partyCollection = (kind: InvoiceKind) => (kind === 'output' ? 'clients' : 'vendors');
export const sourceCollection = (kind: InvoiceKind) => (kind === 'output' ? 'outputs' : 'inputs');

export interface IssueSlot {
  issuer: IssuerSnapshot;
  series: string;
  year: number;
  issueDate: string;
  counterKey: string;
  /** The company's art. 4.2 retail activity: facturas simplificadas up to 3.000 € instead of 400 €. */
  retailActivity?: boolean;
}

/**
 * The company as issuer and the series, year and counter an invoice issued at `now` takes: the
 * day in Madrid at that instant and its (integer) year, never a date or year from the browser.
 */
export function issueSlotOf(corporation: Data | undefined, kind: InvoiceKind, type: InvoiceType, now: Date, simplified = false): IssueSlot | Refusal {
  const data = corporation?.data as Data | undefined;
  if (!data || typeof data !== 'object') return refuse('missingCompanyData');
  const str = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  const issuer = issuerFromCompanyData(data);
  if (!issuer.legalName.trim() || !issuer.nif.trim()) return refuse('missingCompanyData');
  const series = seriesFor(
    kind,
    type,
    { salesSeries: str('salesSeries') || 'F', rectificationSeries: str('rectificationSeries') || 'R', simplifiedSeries: str('simplifiedSeries') },
    simplified,
  );
  const issueDate = madridIsoDate(now);
  const year = isoYear(issueDate);
  try {
    return { issuer, series, year, issueDate, counterKey: counterKeyFor(kind, series, year), retailActivity: data.retailActivity === true };
  } catch {
    // A series the company data should never hold (validated where it is edited).
    return refuse('missingCompanyData');
  }
}

/**
 * The content with its party as stored: identification, and for sales the client's payment
 * terms, recargo de equivalencia and IRPF (the invoice cannot choose others). A purchase keeps
 * the recargo and IRPF the vendor's invoice shows (vendors have none on record) and takes the
 * vendor's terms.
 */
export function withStoredParty(content: InvoiceContent, party: Data): InvoiceContent {
  const terms = Number.isInteger(party.paymentTermsDays) ? (party.paymentTermsDays as number) : -1;
  const sales = content.kind === 'output';
  return {
    ...content,
    party: partySnapshotOf(party),
    paymentTermsDays: terms,
    recargoEquivalencia: sales ? party.recargoEquivalencia === true : content.recargoEquivalencia,
  };
}

/** `issueDate` (issuing only): the day it is issued, which a sale's operation date may not pass. */
function contentRefusal(content: InvoiceContent, issueDate?: string): Refusal | null {
  // Lines past the bound get their own code whatever else is wrong: the person must see the amount first.
  const overBound = amountRefusal(content);
  if (overBound) return overBound;
  const problems = validateInvoiceContent(content, issueDate);
  return problems.length > 0 ? refuse('invalid', problems.map((p) => `${p.field}:${p.code}`).join(', ')) : null;
}

/** A draft or issue may only continue a draft of the same kind and type. */
function existingRefusal(existing: StoredInvoice | undefined, content: InvoiceContent): Refusal | null {
  if (!existing) return null;
  if (existing.state !== 'borrador') return refuse('notDraft');
  if (existing.kind !== content.kind || existing.type !== content.type) return refuse('invalid', 'kind');
  return null;
}

/** Lines naming a salida/entrada must name one the invoice lists (sourceIds). */
function strayLine(content: InvoiceContent, allowed: readonly string[]): Refusal | null {
  const i = content.lines.findIndex((l) => l.sourceId !== null && !allowed.includes(l.sourceId));
  return i >= 0 ? refuse('invalid', `lines.${i}.sourceId`) : null;
}

function sourceRefusal(content: InvoiceContent, sources: { id: string; data: Data | undefined }[], invoiceId: string): Refusal | null {
  for (const { id, data } of sources) {
    if (!data) return refuse('sourceMissing', id);
    const label = String(data.number ?? id);
    if (data.partyId !== content.partyId) return refuse('sourceOtherParty', label);
    if (data.invoiced === true && data.invoiceId !== invoiceId) return refuse('sourceInvoiced', label);
    if (data.state !== 'confirmada') return refuse('sourceNotConfirmed', label);
  }
  return null;
}

/**
 * A sale's lines made from a salida carry that salida's goods: a line naming a product names one
 * the salida carried, and the lines of one salida and product add up to at most what is left of
 * it after its own returns (domain/returns/returned.ts deliveryLeft). Otherwise returning the line would
 * bring in goods that never left (issue 26). Purchases are the vendor's word and move nothing.
 */
function deliveryRefusal(content: InvoiceContent, sources: { id: string; data: Data | undefined }[]): Refusal | null {
  if (content.kind !== 'output' || content.type !== 'ordinaria') return null;
  const left = Object.fromEntries(
    sources.map(({ id, data }) => [id, deliveryLeft(Array.isArray(data?.lines) ? (data.lines as Data[]) : [], returnedOf(data ?? {}))]),
  );
  const e = checkLinesAgainstDeliveries(content.lines, left);
  if (!e) return null;
  const label = String(sources.find((s) => s.id === e.sourceId)?.data?.number ?? e.sourceId);
  if (e.code === 'sourceLineMismatch') return refuse('sourceLineMismatch', `${label} (línea ${e.lineIndex + 1})`);
  return refuse('sourceOverRemaining', `${label} (línea ${e.lineIndex + 1}): quedan ${formatQuantity(e.remaining)}`);
}

/** Lines whose gross passes the bound on stored amounts are refused before they are priced (domain/amountBounds.ts). */
function amountRefusal(content: InvoiceContent): Refusal | null {
  return linesOverBound(content.lines) ? refuse('amountOutOfRange', formatEuros(MAX_AMOUNT_CENTS)) : null;
}

export interface DraftFacts {
  invoiceId: string;
  uid: string;
  now: Date;
  content: InvoiceContent;
  /** The draft being saved again, as read (invoiceFromStored; undefined: a new one). */
  existing: StoredInvoice | undefined;
  party: Data | undefined;
}

/** The stored draft (without its timestamps), or why it cannot be saved. Drafts carry no number. */
export function planDraft(f: DraftFacts): { ok: true; invoice: Data; partyInUse: boolean } | Refusal {
  const early = existingRefusal(f.existing, f.content);
  if (early) return early;
  if (!f.party) return refuse('partyMissing');
  const content = withStoredParty(f.content, f.party);
  // A rectificativa's lines are checked against its original when it is issued.
  const problem =
    contentRefusal(content) ??
    (content.type === 'ordinaria' ? strayLine(content, content.sourceIds) : content.sourceIds.length > 0 ? refuse('invalid', 'sourceIds') : null) ??
    amountRefusal(content);
  if (problem) return problem;
  return {
    ok: true,
    partyInUse: f.party.inUse !== true,
    invoice: storedDraftInvoice(content, {
      date: madridIsoDate(f.now),
      createdBy: f.existing?.createdBy || f.uid,
    }),
  };
}

export interface IssueFacts {
  invoiceId: string;
  uid: string;
  slot: IssueSlot;
  content: InvoiceContent;
  /** The draft being issued, as read (invoiceFromStored; undefined: issued straight away). */
  existing: StoredInvoice | undefined;
  party: Data | undefined;
  /** The stored salidas/entradas of content.sourceIds, in that order (data undefined: missing). */
  sources: { id: string; data: Data | undefined }[];
  /** The invoice a rectificativa corrects (undefined: missing; null: not a rectificativa). */
  original: StoredInvoice | undefined | null;
  /**
   * The rectificativas already issued against the original, in its rectifiedBy order (data
   * undefined: missing). Empty when this is not a rectificativa.
   */
  family: { id: string; data: StoredInvoice | undefined }[];
  /** Purchases: whether the vendor's number is already registered. */
  vendorKeyTaken: boolean;
  counter: Data | undefined;
  summary: Data | undefined;
  /** A factura simplificada sold at the counter: how it is paid at issue (sellAtCounter). */
  counterPayment?: { method: CounterPaymentMethod; tenderedCents: number; nonResident?: boolean; voucher?: Voucher | null } | null;
  /** A ticket's return refunded as a vale (returnSale `refund: 'vale'`): the new vale's code. */
  refundVoucherCode?: string | null;
}

/** A family member that was not read (the plan refuses a rectificativa before it is used). */
const NO_INVOICE = invoiceFromStored('', {})!;

/** A walk-in customer: a factura simplificada without recipient (partyId ''). */
const EMPTY_PARTY = partySnapshotOf({});

/**
 * The content with its party: a factura simplificada with no recipient has none (partyId ''); a
 * cualificada (art. 7.2) names a client with NIF and address.
 */
function partyContentOrRefusal(f: IssueFacts): InvoiceContent | Refusal {
  const simplified = f.content.kind === 'output' && f.content.simplified === true;
  if (simplified && f.content.partyId === '') {
    return { ...f.content, party: EMPTY_PARTY, paymentTermsDays: 0, recargoEquivalencia: false };
  }
  if (!f.party) return refuse('partyMissing');
  const content = withStoredParty(f.content, f.party);
  if (simplified) {
    const recipient = checkRecipient({ taxId: content.party.nif, name: content.party.name, address: content.party.address });
    if (recipient.missing.length > 0) return refuse('recipientIncomplete', recipient.missing.join(','));
    return { ...content, recargoEquivalencia: false };
  }
  if (content.kind === 'output' && !content.party.nif.trim()) return refuse('missingPartyNif');
  return content;
}

/** A rectificativa corrects an issued ordinary invoice of the same kind, party and form (simplified or not). */
function rectifiableOriginal(o: StoredInvoice | null | undefined, content: InvoiceContent): o is StoredInvoice {
  return (
    !!o &&
    o.kind === content.kind &&
    o.type === 'ordinaria' &&
    o.state === 'emitida' &&
    o.partyId === content.partyId &&
    o.simplified === (content.simplified === true)
  );
}

/**
 * What a counter sale is paid with: a vale (read in the transaction) pays min(balance, total) first;
 * the rest is the chosen method's — efectivo covers it (the change is given back), card or Bizum is it.
 */
function counterPaymentOf(payment: IssueFacts['counterPayment'], totalCents: number, today: string): CounterPaymentPlan | Refusal {
  if (!payment || !isCounterPaymentMethod(payment.method) || !Number.isSafeInteger(payment.tenderedCents)) return refuse('invalid', 'payment');
  let voucher: { voucherCode: string; voucherCents: number } | null = null;
  if (payment.voucher !== undefined) {
    const why = voucherRefusal(payment.voucher, today);
    if (why) return refuse(why, payment.voucher?.code ?? '');
    voucher = { voucherCode: payment.voucher!.code, voucherCents: voucherSplit(payment.voucher!.balanceCents, totalCents).voucherCents };
  }
  const restCents = totalCents - (voucher?.voucherCents ?? 0);
  if (payment.method !== 'efectivo') return { method: payment.method, tenderedCents: restCents, changeCents: 0, ...voucher };
  // Ley 7/2012 art. 7: the cash of the operation is what is paid in cash (what is handed over above it is change).
  const over = cashOverLimit(restCents, payment.nonResident === true ? 'nonResident' : 'standard');
  if (over) return refuse('cashLimit', formatEuros(over.limitCents));
  const change = changeDue(restCents, payment.tenderedCents);
  if (!change.ok) return refuse('tenderedShort', formatEuros(change.shortCents));
  // The clerk's statement that the payer does not reside in Spain is kept with the payment it allowed.
  return {
    method: 'efectivo',
    tenderedCents: payment.tenderedCents,
    changeCents: change.changeCents,
    ...(payment.nonResident === true ? { nonResident: true as const } : {}),
    ...voucher,
  };
}

type CounterPaymentPlan = {
  method: CounterPaymentMethod;
  tenderedCents: number;
  changeCents: number;
  nonResident?: true;
  voucherCode?: string;
  voucherCents?: number;
};

export interface IssuePlan {
  ok: true;
  /** The invoice without issuedAt, createdAt and updatedAt (server timestamps). */
  invoice: Data;
  numberText: string;
  counterNext: number;
  summary: InvoiceSummary;
  /**
   * What changes on the original (its rectifiedBy with this rectificativa appended, and
   * "sustituida" when a substitution settles it) — null: not a rectificativa — and on earlier
   * rectificativas a substitution settles, by id.
   */
  originalUpdate: Data | null;
  familyUpdates: { id: string; fields: Data }[];
  vendorKey: string | null;
  partyInUse: boolean;
  /**
   * The due documents (issue 30) to write: the new invoice's instalments, and the original's when
   * a credit note set off part of what it still asked.
   */
  dues: Due[];
}

export function planIssue(f: IssueFacts): IssuePlan | Refusal {
  const early = existingRefusal(f.existing, f.content);
  if (early) return early;
  const withParty = partyContentOrRefusal(f);
  if ('ok' in withParty) return withParty;
  const content = withParty;
  const simplified = content.kind === 'output' && content.simplified === true;
  if (simplified && (content.irpfRate !== 0 || content.sourceIds.length > 0))
    return refuse('invalid', content.irpfRate !== 0 ? 'irpfRate' : 'sourceIds');

  let original: StoredInvoice | null = null;
  if (content.type === 'ordinaria') {
    // Lines copied from salidas/entradas stay as the person edited them (the invoice is theirs to
    // word and price); what they may not do is name a source the invoice does not list.
    const stray = strayLine(content, content.sourceIds) ?? sourceRefusal(content, f.sources, f.invoiceId);
    if (stray) return stray;
  } else {
    if (content.sourceIds.length > 0) return refuse('invalid', 'sourceIds');
    original = f.original ?? null;
    const o = original;
    if (!rectifiableOriginal(o, content)) return refuse('originalNotRectifiable');
    // A rectificativa's lines may name the salidas of the invoice it corrects, and no others.
    const stray = strayLine(content, o.sourceIds);
    if (stray) return stray;
  }
  const invalid = contentRefusal(content, f.slot.issueDate);
  if (invalid) return invalid;
  const overDelivered = amountRefusal(content) ?? deliveryRefusal(content, f.sources);
  if (overDelivered) return overDelivered;
  if (simplified) {
    const limit = checkSimplifiedLimit(priceInvoice(content).totalCents, {
      retailActivity: f.slot.retailActivity === true,
      rectificativa: content.type === 'rectificativa',
    });
    if (!limit.ok) return refuse('simplifiedOverLimit', formatEuros(limit.limitCents));
  }
  if (f.vendorKeyTaken) return refuse('duplicateVendorInvoice', (content.vendorInvoiceNumber ?? '').trim());
  const rectifiedBy: RectifiedByEntry[] | null = original ? original.rectifiedBy : null;
  if (rectifiedBy && rectifiedBy.length >= MAX_RECTIFICATIONS) return refuse('tooManyRectifications');
  // R5 is a plain ticket's (no recipient); a cualificada is reported as a complete invoice (record.ts simplifiedForm).
  if (original && content.rectifies && !rectificationCodeFits(content.rectifies.code, original.simplified && original.partyId === '')) {
    return refuse('invalid', 'rectifies.code');
  }
  // Every earlier rectificativa must be at hand: what a substitution replaces depends on all of them.
  const family = rectifiedBy ?? [];
  if (family.length !== f.family.length || f.family.some((m, i) => !m.data || m.id !== family[i]!.invoiceId)) {
    if (original) return refuse('originalNotRectifiable');
  }
  const members = f.family.map((m) => m.data ?? NO_INVOICE);
  const substitution = original !== null && content.rectifies?.mode === 'substitution';
  const replaced = substitution ? { ...standingOf(original!, members), settledCents: settledOf([original!, ...members]) } : null;
  const settles = substitution ? replacedByIndex([original!, ...members]) : [];

  const { slot } = f;
  const next = f.counter?.next;
  const number = Number.isSafeInteger(next) && (next as number) >= 1 ? (next as number) : 1;
  const numberText = numberTextFor(slot.series, slot.year, number);
  const rectifies =
    original && content.rectifies
      ? {
          invoiceId: content.rectifies.invoiceId,
          numberText: original.numberText ?? '',
          issueDate: original.issueDate ?? '',
          mode: content.rectifies.mode,
          code: content.rectifies.code,
          reason: content.rectifies.reason.trim().replace(/\s+/g, ' '),
          replaced,
          // A purchase credit note names the vendor's own invoice, not our REG- number (issue 28).
          ...(content.kind === 'input'
            ? { vendorInvoiceNumber: original.vendorInvoiceNumber ?? '', vendorInvoiceDate: original.vendorInvoiceDate ?? '' }
            : {}),
        }
      : null;
  const invoice: Data = {
    ...storedIssuedInvoice(content, {
      series: slot.series,
      year: slot.year,
      number,
      issueDate: slot.issueDate,
      issuedBy: f.uid,
      issuer: slot.issuer,
      dueDate: simplified ? slot.issueDate : content.kind === 'output' ? dueDateFor(slot.issueDate, content.paymentTermsDays) : content.dueDate,
      createdBy: f.existing?.createdBy || f.uid,
    }),
    rectifies,
  };
  // A rectificativa never takes what the original stands for (after its earlier ones) below zero:
  // per line, per VAT group and in total (domain/creditBounds.ts). No role overrides it.
  const over = original ? creditOverStanding(original, members, invoice) : null;
  if (over) return refuse('creditOverStanding', over);
  if (simplified) {
    // Paid at issue: at the counter (how, and the change given), or a ticket's refund as the sale was paid.
    const paid =
      content.type === 'ordinaria'
        ? counterPaymentOf(f.counterPayment, invoice.totalCents as number, slot.issueDate)
        : {
            method: (original?.paymentMethod ?? 'efectivo') as CounterPaymentMethod,
            tenderedCents: invoice.totalCents as number,
            changeCents: 0,
            // Refunded as a vale: all of it goes onto the vale (negative, as the refund's total), none the way it was paid.
            ...(f.refundVoucherCode ? { voucherCode: f.refundVoucherCode, voucherCents: invoice.totalCents as number } : {}),
          };
    if ('ok' in paid) return paid;
    // A refund onto a vale is paid with neither cash nor card: 'otro' keeps it out of the day's cash fold.
    const paymentMethod = content.type !== 'ordinaria' && f.refundVoucherCode ? 'otro' : paid.method;
    Object.assign(invoice, { status: 'pagada', paidDate: slot.issueDate, paymentMethod, counterPayment: paid });
  }

  // Its vencimientos (issue 30): from the party's terms; a ticket is paid at issue and has none.
  let originalPayment: { instalments: Instalment[]; fields: Data } | null = null;
  if (!simplified) {
    const planned = plannedInstalments(content, f.party, invoice, slot.issueDate);
    const instalments = unpaid(planned);
    // A credit note by difference sets off what its original still asks, latest instalment first.
    const open = original && original.status !== 'sustituida' && content.rectifies?.mode !== 'substitution' ? original.instalments : null;
    if (open && instalments.length === 1 && instalments[0].amountCents < 0) {
      const setOff = setOffCredit(open, -instalments[0].amountCents);
      if (setOff.cents > 0) {
        instalments[0].paidCents = -setOff.cents;
        originalPayment = { instalments: setOff.instalments, fields: paymentFieldsAfter(setOff.instalments, original!, slot.issueDate) };
      }
    }
    const fields = invoicePaymentFields(instalments);
    Object.assign(invoice, {
      instalments: fields.instalments,
      collectedCents: fields.collectedCents,
      // Nothing is paid at issue; a credit note wholly set off is settled (pagada).
      status: fields.status === 'pagada' && instalments.some((i) => i.paidCents !== 0) ? 'pagada' : 'pendiente',
      paidDate: fields.status === 'pagada' && instalments.some((i) => i.paidCents !== 0) ? slot.issueDate : null,
      paymentMethod: fields.status === 'pagada' && instalments.some((i) => i.paidCents !== 0) ? 'compensacion' : null,
      dueDate: planned[0].dueDate,
    });
  }

  // The draft (or nothing) contributed nothing to the summary; the issued invoice does, and the
  // invoices a substitution settles stop being pending.
  let summary = applyInvoiceChange(invoiceSummaryOf(f.summary), f.existing ? invoiceFactsOf(f.existing) : null, invoiceFactsOf(invoice));
  const settled = (d: StoredInvoice) => ({ ...d, status: 'sustituida' });
  for (const i of settles) {
    const before = i === 0 ? original! : members[i - 1]!;
    summary = applyInvoiceChange(summary, invoiceFactsOf(before), invoiceFactsOf(settled(before)));
  }
  if (originalPayment) summary = applyInvoiceChange(summary, invoiceFactsOf(original!), invoiceFactsOf({ ...original!, ...originalPayment.fields }));
  // Every amount stored — the invoice's lines, breakdown and totals, the year's summary — is a safe
  // integer within the bound (domain/amountBounds.ts).
  const unsafe = unsafeAmount(invoice) ?? unsafeAmount(summary);
  if (unsafe) return refuse('amountOutOfRange', unsafe);
  const originalUpdate = original
    ? {
        rectifiedBy: [...rectifiedBy!, { invoiceId: f.invoiceId, numberText }],
        ...(originalPayment?.fields ?? {}),
        ...(settles.includes(0) ? { status: 'sustituida' } : {}),
      }
    : null;
  const dues: Due[] = [];
  if (!simplified) dues.push(...dueDocuments(dueOwnerOf(f.invoiceId, { ...invoice, numberText }), invoice.instalments as Instalment[]));
  if (original && originalPayment) dues.push(...dueDocuments(dueOwnerOf(original.id, original), originalPayment.instalments));
  return {
    ok: true,
    invoice,
    numberText,
    counterNext: number + 1,
    summary,
    originalUpdate,
    familyUpdates: settles.filter((i) => i > 0).map((i) => ({ id: f.family[i - 1]!.id, fields: { status: 'sustituida' } })),
    vendorKey: content.kind === 'input' ? vendorInvoiceKey(content.partyId, content.vendorInvoiceNumber ?? '') : null,
    partyInUse: !!f.party && f.party.inUse !== true,
    dues,
  };
}

/**
 * An invoice's instalments at issue: a sale's from its client's terms at the issue date; a purchase
 * in one instalment at the due date its vendor's invoice gives (content.dueDate, else the
 * registry date), or in the vendor's instalments from the vendor's invoice date when it has several.
 */
function plannedInstalments(content: InvoiceContent, party: Data | undefined, invoice: Data, issueDate: string): PlannedInstalment[] {
  const terms = termsOfStored(party);
  const dueCents = invoiceFactsOf(invoice).dueCents;
  if (content.kind === 'output') return planInstalments(issueDate, dueCents, terms);
  if (terms.instalments.length > 1) return planInstalments(content.vendorInvoiceDate || issueDate, dueCents, terms);
  const dueDate = typeof invoice.dueDate === 'string' && invoice.dueDate !== '' ? invoice.dueDate : issueDate;
  return [{ n: 1, dueDate: dueCents > 0 ? dueDate : issueDate, amountCents: dueCents, method: terms.method }];
}

/** What a credit of `creditCents` sets off of an invoice's open instalments, from the latest due date back. */
function setOffCredit(instalments: readonly Instalment[], creditCents: number): { instalments: Instalment[]; cents: number } {
  const next = instalments.map((i) => ({ ...i }));
  let left = creditCents;
  for (const i of [...next].sort((a, b) => (a.dueDate < b.dueDate ? 1 : a.dueDate > b.dueDate ? -1 : b.n - a.n))) {
    const open = openCentsOf(i);
    if (open <= 0 || left === 0) continue;
    const take = Math.min(open, left);
    i.paidCents += take;
    left -= take;
  }
  return { instalments: next, cents: creditCents - left };
}

/** An invoice's payment fields after its instalments changed on `date` by a set-off. */
function paymentFieldsAfter(instalments: Instalment[], before: StoredInvoice, date: string): Data {
  const f = invoicePaymentFields(instalments);
  const paid = f.status === 'pagada';
  return { ...f, paidDate: paid ? date : null, paymentMethod: paid ? (before.paymentMethod ?? 'compensacion') : null };
}

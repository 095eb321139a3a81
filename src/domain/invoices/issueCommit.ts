/**
 * The plan of issuing an invoice, whole and pure: from the facts read in the issuing transaction
 * (functions/src/invoices/issuing.ts loadIssue) to everything it commits together (writeIssueCommit):
 * the invoice with its number, counter, summary and what changes on its original and sources
 * (planIssue), the stock document it makes (an issued sale's own salida, or a customer return's
 * entrada), and its VERI*FACTU alta chained to the issuer's head. The stock arithmetic of that
 * document is planStockCommit's, run by the writer on the stock levels the transaction holds.
 */
import { planIssue, type IssueFacts, type IssuePlan, type Refusal } from './invoicePlans';
import { planInvoiceSalida, withProductNature } from './invoiceStock';
import { returnStockDraft } from '../returns/returnPlan';
import type { ReturnLine } from '../returns/returned';
import type { DocDraft, DocKind } from '../stock/stockTypes';
import { VerifactuError } from '../verifactu/errors';
import { chainNifOf, planAlta, type AltaPlan } from '../verifactu/verifactuPlan';
import type { SistemaInformaticoContext } from '../verifactu/system';
import { invoiceFromStored, type StoredInvoice } from './invoiceStored';

type Data = Record<string, unknown>;

/** A stock document an invoice command makes, born confirmed (functions/src/stock/stockWrites.ts writes it). */
export interface IssuedStockDocument {
  kind: DocKind;
  id: string;
  number: string;
  draft: DocDraft;
  /** A return's document (src/domain/stock/stockPlan.ts PlanInput.returnOf). */
  returnOf?: 'sale' | 'purchase';
  /** A return: the exact value each product moves at (returnPlan.ts returnCostsOf). */
  returnCosts?: Record<string, number>;
  /** An issued invoice's salida: a counter ticket's or any other's (its movement's cause). */
  issued?: 'invoice' | 'counter';
  /** Stored beside it: the party when it is not the kind's usual one, where it came from, its invoice. */
  fields?: Data;
}

/** A customer's return from an issued sale: the entrada of the goods back, instead of a sale's own salida. */
export interface SaleReturn {
  /** The sale (its id, number, party) and its lines, as read (invoiceFromStored). */
  saleId: string;
  sale: StoredInvoice;
  /** The returned lines as planned (planReturnLines). */
  lines: readonly ReturnLine[];
  /** The exact value each product comes back at, its share of what it left at (returnPlan.ts returnCostsOf). */
  returnCosts?: Record<string, number>;
}

/** What the VERI*FACTU half of issuing knows: none for a purchase; exempt under a foral administration. */
export type IssueVerifactu =
  | { kind: 'none' }
  | { kind: 'exempt'; administration: string }
  | {
      kind: 'record';
      /** The chain's NIF and head as read (undefined: its first record). */
      nif: string;
      head: Data | undefined;
      /** Before the NIF's first record: who holds its claim (null: nobody yet; this company claims it). */
      firstRecord: { holder: string | null; corpId: string } | null;
      /** The installation's SistemaInformatico, and how many obligados issue here without this one's new claim. */
      installation: SistemaInformaticoContext;
      issuers: number;
      /** The AEAT environment the record goes to: the QR's host. */
      environment: string;
    };

export interface IssueCommitFacts extends IssueFacts {
  /** The products and stock levels of every product the stock document may name (undefined: missing). */
  products: Readonly<Record<string, Data | undefined>>;
  stocks: Readonly<Record<string, Data | undefined>>;
  verifactu: IssueVerifactu;
  /** The server's clock: when the record is generated. */
  now: Date;
  saleReturn: SaleReturn | null;
}

export interface IssueCommitPlan {
  ok: true;
  invoiceId: string;
  /** The invoice plan; its invoice carries stockDocumentId when a stock document is made. */
  issue: IssuePlan;
  /** Stored on the invoice beside the plan's fields: the alta's mirror, the QR's environment, or the exemption. */
  invoiceExtras: Data;
  stockDocument: IssuedStockDocument | null;
  alta: AltaPlan | null;
  /** This company's claim on the issuer NIF, made with its first record (functions/src/verifactu/issuers.ts). */
  claimIssuer: boolean;
}

/** Everything an issue commits, or why it is refused. Throws only when its own facts contradict each other. */
export function planIssueCommit(f: IssueCommitFacts): IssueCommitPlan | Refusal {
  // A product line's nature (service or goods) is its product's, not the browser's (issue 28).
  const issue = planIssue({ ...f, content: withProductNature(f.content, f.products) });
  if (!issue.ok) return issue;
  // A NIF's records are chained by one company only: the first to issue for it claims it.
  const first = f.verifactu.kind === 'record' ? f.verifactu.firstRecord : null;
  if (first && first.holder !== null && first.holder !== first.corpId)
    return { ok: false, code: 'verifactuNifInUse', detail: f.verifactu.kind === 'record' ? f.verifactu.nif : '' };
  const claimIssuer = first !== null && first.holder === null;
  let stockDocument: IssuedStockDocument | null;
  if (f.saleReturn) {
    stockDocument = returnEntradaOf(f, issue, f.saleReturn);
  } else {
    const issued = invoiceFromStored(f.invoiceId, { ...issue.invoice, numberText: issue.numberText })!;
    const salida = planInvoiceSalida(f.invoiceId, issued, f.products);
    if (!salida.ok) return { ok: false, code: 'unknownProduct', detail: salida.detail };
    stockDocument = salida.salida && { kind: 'output', ...salida.salida, issued: f.content.simplified === true ? 'counter' : 'invoice' };
  }
  if (stockDocument) {
    stockDocument = { ...stockDocument, fields: { ...(stockDocument.fields ?? {}), invoiced: true, invoiceId: f.invoiceId } };
    issue.invoice.stockDocumentId = stockDocument.id;
  }

  let alta: AltaPlan | null = null;
  let invoiceExtras: Data = {};
  if (f.verifactu.kind === 'exempt') invoiceExtras = { verifactuExempt: f.verifactu.administration };
  if (f.verifactu.kind === 'record') {
    try {
      // IndicadorMultiplesOT: more than one obligado issues here, counting this claim.
      const system = { ...f.verifactu.installation, multipleOT: f.verifactu.issuers + (claimIssuer ? 1 : 0) > 1 };
      alta = planAlta(f.invoiceId, issue.invoice, f.verifactu.head, f.now, system);
    } catch (error) {
      // No invoice without its record: one the AEAT would refuse is not issued.
      if (error instanceof VerifactuError) return { ok: false, code: 'verifactu', detail: error.code };
      throw error;
    }
    if (chainNifOf(issue.invoice) !== f.verifactu.nif) throw new Error('issuer NIF changed within the transaction');
    invoiceExtras = { ...alta.invoiceFields, cotejoEnv: f.verifactu.environment };
  }
  return { ok: true, invoiceId: f.invoiceId, issue, invoiceExtras, stockDocument, alta, claimIssuer };
}

/** A customer return's entrada: the stocked goods back at the cost they left at (null: nothing stocked). */
function returnEntradaOf(f: IssueCommitFacts, issue: IssuePlan, r: SaleReturn): IssuedStockDocument | null {
  const draft = returnStockDraft(r.lines, r.sale.lines, f.products, (id) => Number(f.stocks[id]?.averageCostCents ?? 0), {
    date: String(issue.invoice.issueDate),
    partyId: r.sale.partyId,
    partyName: r.sale.party.name,
    partyNif: r.sale.party.nif,
    reference: issue.numberText,
    notes: `Devolución de la factura ${r.sale.numberText ?? ''}`,
  });
  return (
    draft && {
      kind: 'input',
      id: `${f.invoiceId}-entrada`,
      number: `E-${issue.numberText}`,
      draft,
      returnOf: 'sale',
      ...(r.returnCosts ? { returnCosts: r.returnCosts } : {}),
      fields: { partyKind: 'client', returnFrom: { kind: 'invoice', id: r.saleId, number: r.sale.numberText ?? '' } },
    }
  );
}

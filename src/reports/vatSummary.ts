/**
 * Resumen de IVA por trimestre: what a gestoría needs for modelo 303. Issued
 * invoices give the IVA devengado per rate (base and quota) and the recargo de
 * equivalencia per recargo rate (its own base and quota, as the 303 asks);
 * received invoices give the IVA soportado per rate. Exempt bases are listed
 * apart, per exemption. Rectificativas count with their sign. Folded one page
 * of invoices at a time: the accumulator holds one line per rate, never the invoices.
 * Pure: unit-tested with hand-checked figures.
 */
import type { ExemptionCode } from '../domain/tax';
import { signedBreakdown, type ReportInvoice } from './reportModel';

export interface VatLine {
  vatRate: number;
  exemption: ExemptionCode | null;
  baseCents: number;
  vatCents: number;
}

export interface RecargoLine {
  recargoRate: number;
  baseCents: number;
  recargoCents: number;
}

export interface VatSummary {
  issued: Record<string, VatLine>;
  recargo: Record<string, RecargoLine>;
  received: Record<string, VatLine>;
  invoices: { issued: number; received: number };
}

export function emptyVatSummary(): VatSummary {
  return { issued: {}, recargo: {}, received: {}, invoices: { issued: 0, received: 0 } };
}

const vatKey = (vatRate: number, exemption: ExemptionCode | null) => `${exemption ?? 'S'}|${vatRate}`;

/** Adds one invoice (mutates the accumulator: it is the fold's own state). */
export function addToVatSummary(summary: VatSummary, invoice: ReportInvoice): void {
  const issued = invoice.kind === 'output';
  const lines = issued ? summary.issued : summary.received;
  if (issued) summary.invoices.issued += 1;
  else summary.invoices.received += 1;
  for (const g of signedBreakdown(invoice)) {
    const key = vatKey(g.vatRate, g.exemption);
    const line = (lines[key] ??= { vatRate: g.vatRate, exemption: g.exemption, baseCents: 0, vatCents: 0 });
    line.baseCents += g.baseCents;
    line.vatCents += g.vatCents;
    if (issued && g.recargoRate > 0) {
      const r = (summary.recargo[String(g.recargoRate)] ??= { recargoRate: g.recargoRate, baseCents: 0, recargoCents: 0 });
      r.baseCents += g.baseCents;
      r.recargoCents += g.recargoCents;
    }
  }
}

/** Rate descending; exempt lines last, by exemption code (as the invoice breakdown orders them). */
export function sortedVatLines(lines: Record<string, VatLine>): VatLine[] {
  return Object.values(lines).sort((a, b) => {
    if ((a.exemption === null) !== (b.exemption === null)) return a.exemption === null ? -1 : 1;
    if (a.vatRate !== b.vatRate) return b.vatRate - a.vatRate;
    return (a.exemption ?? '').localeCompare(b.exemption ?? '');
  });
}

export function sortedRecargoLines(lines: Record<string, RecargoLine>): RecargoLine[] {
  return Object.values(lines).sort((a, b) => b.recargoRate - a.recargoRate);
}

export interface VatTotals {
  issuedBaseCents: number;
  issuedVatCents: number;
  recargoBaseCents: number;
  recargoCents: number;
  receivedBaseCents: number;
  receivedVatCents: number;
  /** IVA devengado + recargo. */
  accruedCents: number;
  /** IVA soportado (all of it, as if fully deductible). */
  deductibleCents: number;
  /** accrued − deductible: positive to pay, negative to offset or refund. */
  resultCents: number;
}

export function vatTotals(summary: VatSummary): VatTotals {
  const sum = <T>(lines: Record<string, T>, pick: (l: T) => number) => Object.values(lines).reduce((a, l) => a + pick(l), 0);
  const issuedVatCents = sum(summary.issued, (l) => l.vatCents);
  const recargoCents = sum(summary.recargo, (l) => l.recargoCents);
  const receivedVatCents = sum(summary.received, (l) => l.vatCents);
  return {
    issuedBaseCents: sum(summary.issued, (l) => l.baseCents),
    issuedVatCents,
    recargoBaseCents: sum(summary.recargo, (l) => l.baseCents),
    recargoCents,
    receivedBaseCents: sum(summary.received, (l) => l.baseCents),
    receivedVatCents,
    accruedCents: issuedVatCents + recargoCents,
    deductibleCents: receivedVatCents,
    resultCents: issuedVatCents + recargoCents - receivedVatCents,
  };
}

/**
 * An issued invoice and the rectificativas issued against it, in issue order: its "family".
 * What a new rectificativa by substitution replaces is the invoice *as it then stands* (RD
 * 1619/2012 art. 15: the substitution "sustituye" the invoice as corrected so far), not the
 * original as first issued: start from the original, add each rectificativa by difference,
 * and let each earlier substitution replace everything before it. Pure: tested beside it.
 */
import { instalmentsOfStored, OPEN_INVOICE_STATUSES } from '../payments/dues';
import { addBreakdowns, breakdownOf, figuresOf, invoiceAmountsOf, type InvoiceFigures } from '../invoiceAmounts';

type Data = Record<string, unknown>;

/** An issued invoice's own figures, with nothing settled. */
export function ownFigures(d: Data): InvoiceFigures {
  return {
    numberText: typeof d.numberText === 'string' ? d.numberText : '',
    breakdown: breakdownOf(d.breakdown),
    ...invoiceAmountsOf(d),
    settledCents: 0,
  };
}

function modeOf(d: Data): unknown {
  return (d.rectifies as Data | null | undefined)?.mode;
}

/** The figures the family stands for now: what a new substitution replaces. */
export function standingOf(original: Data, rectificativas: readonly Data[]): InvoiceFigures {
  let standing = ownFigures(original);
  for (const r of rectificativas) {
    if (r.state !== 'emitida') continue;
    const own = ownFigures(r);
    if (modeOf(r) === 'substitution') {
      standing = own;
    } else {
      standing = {
        numberText: standing.numberText,
        breakdown: addBreakdowns(standing.breakdown, own.breakdown),
        baseCents: standing.baseCents + own.baseCents,
        vatCents: standing.vatCents + own.vatCents,
        recargoCents: standing.recargoCents + own.recargoCents,
        irpfCents: standing.irpfCents + own.irpfCents,
        totalCents: standing.totalCents + own.totalCents,
        payableCents: standing.payableCents + own.payableCents,
        settledCents: 0,
      };
    }
  }
  return standing;
}

/** What an invoice still asks to be paid: its payable amount less what the invoices it replaced had collected. */
export function outstandingCents(d: Data): number {
  const settled = figuresOf((d.rectifies as Data | null | undefined)?.replaced)?.settledCents ?? 0;
  return invoiceAmountsOf(d).payableCents - settled;
}

/**
 * Collected so far across the family: what is paid of each member's instalments (issue 30; one
 * marked paid before instalments counts its whole outstanding amount). A credit note set off
 * against its original counts below zero, so the set-off nets out.
 */
export function settledOf(family: readonly Data[]): number {
  return family
    .filter((d) => d.state === 'emitida')
    .reduce((sum, d) => sum + instalmentsOfStored(d, outstandingCents(d)).reduce((a, i) => a + i.paidCents, 0), 0);
}

/** The family members a substitution settles: those with something still open become "sustituida". */
export function replacedByIndex(family: readonly Data[]): number[] {
  return family.flatMap((d, i) => (d.state === 'emitida' && (OPEN_INVOICE_STATUSES as readonly unknown[]).includes(d.status) ? [i] : []));
}

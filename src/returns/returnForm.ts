/**
 * The returns desk's form, pure: the lines a source document offers back (what each carried, what
 * came back already, what remains: domain/returns/returned.ts), the quantities typed in Spanish and the
 * reason, checked at their fields before a command is called, and the request the command takes.
 * Lines are named by their position in the source, as the commands name them (returnPlan.ts).
 */
import { domainMessage } from '../domain/messages';
import { formatQuantity, parseQuantity, toThousandths } from '../domain/quantity';
import { unsafeTextMessage } from '../domain/plainText';
import { validateReason } from '../domain/rectification';
import { remainingReturnable } from '../domain/returns/returned';
import { z } from '../shared/form/zod';
import type { DocKind } from '../domain/stock/stockTypes';
import { RETURN_FORM_TEXT as T } from './messages';
import { invoiceNotReturnable } from '../domain/returns/returnPlan';

/** A line of the source as the screens have it (an invoice line or an entrada's/salida's). */
export interface ReturnSourceLine {
  description: string;
  code: string;
  unit: string;
  quantity: number;
  /** The product; null or '' for a line without one. */
  categoryId: string | null;
}

export interface ReturnableLine {
  lineIndex: number;
  description: string;
  code: string;
  unit: string;
  sold: number;
  returned: number;
  remaining: number;
  /** False for a line without product: it goes on the rectificativa only. */
  movesStock: boolean;
}

export interface ReturnFormValues {
  lines: { quantity: string }[];
  reason: string;
}

export interface ReturnRequest {
  lines: { lineIndex: number; quantity: number }[];
  reason: string;
}

export type ReturnFormProblem = { path: ['lines', number, 'quantity'] | ['lines'] | ['reason']; message: string };

/** The source's lines with what each has returned (`returned`, by position) and what remains. */
export function returnableLines(lines: readonly ReturnSourceLine[], returned: Readonly<Record<string, number>>): ReturnableLine[] {
  const remaining = remainingReturnable(
    lines.map((l, i) => ({ lineKey: String(i), categoryId: l.categoryId || null, quantity: l.quantity, unitPriceCents: 0 })),
    returned,
  );
  return lines.map((l, i) => ({
    lineIndex: i,
    description: l.description,
    code: l.code,
    unit: l.unit,
    sold: l.quantity,
    returned: remaining[i]!.returned,
    remaining: remaining[i]!.remaining,
    movesStock: remaining[i]!.movesStock,
  }));
}

/** An entrada's or salida's lines as the picker takes them (a stock line's name is its concept). */
export function stockReturnLines(
  lines: readonly { name: string; code: string; unit: string; quantity: number; categoryId: string }[],
): ReturnSourceLine[] {
  return lines.map((l) => ({ description: l.name, code: l.code, unit: l.unit, quantity: l.quantity, categoryId: l.categoryId }));
}

/** Nothing chosen yet: every quantity 0, no reason (the command then says «Devolución de mercancía»). */
export function blankReturnValues(lines: readonly ReturnableLine[]): ReturnFormValues {
  return { lines: lines.map(() => ({ quantity: '0' })), reason: '' };
}

const withUnit = (quantity: number, unit: string) => `${formatQuantity(quantity)}${unit ? ` ${unit}` : ''}`;

/** One typed quantity checked against what remains of its line: the quantity (blank reads as 0) or its problem. */
function quantityProblem(text: string, line: ReturnableLine): { quantity: number } | { message: string } {
  const typed = text.trim();
  if (typed === '') return { quantity: 0 };
  const quantity = parseQuantity(typed);
  if (quantity === null) return { message: domainMessage('numberInput', 'quantity') };
  if (quantity < 0) return { message: T.negative };
  if (toThousandths(quantity) > toThousandths(line.remaining)) return { message: T.overRemaining(withUnit(line.remaining, line.unit)) };
  return { quantity };
}

/** The request the values make, or every problem at its field: a quantity that is no number, negative or over what remains; nothing chosen; a reason too short or long. */
export function checkReturnValues(
  values: ReturnFormValues,
  lines: readonly ReturnableLine[],
): { ok: true; request: ReturnRequest } | { ok: false; problems: ReturnFormProblem[] } {
  const problems: ReturnFormProblem[] = [];
  const chosen: ReturnRequest['lines'] = [];
  lines.forEach((line, i) => {
    const checked = quantityProblem(values.lines[i]?.quantity ?? '', line);
    if ('message' in checked) problems.push({ path: ['lines', i, 'quantity'], message: checked.message });
    else if (checked.quantity > 0) chosen.push({ lineIndex: line.lineIndex, quantity: checked.quantity });
  });
  if (problems.length === 0 && chosen.length === 0) problems.push({ path: ['lines'], message: domainMessage('returns', 'returnEmpty') });
  const reason = values.reason.trim().replace(/\s+/g, ' ');
  if (reason !== '') {
    const valid = validateReason(reason);
    if (!valid.ok) {
      const message = valid.code === 'unsafeText' ? unsafeTextMessage(reason) : valid.code === 'tooLong' ? T.reasonTooLong : T.reasonTooShort;
      problems.push({ path: ['reason'], message: message ?? T.reasonTooShort });
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, request: { lines: chosen, reason } };
}

/** The form's schema: the same check, each problem at its field. */
export function returnFormSchema(lines: readonly ReturnableLine[]) {
  return z.object({ lines: z.array(z.object({ quantity: z.string() })), reason: z.string() }).superRefine((values, ctx) => {
    const checked = checkReturnValues(values, lines);
    if (!checked.ok) for (const p of checked.problems) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  });
}

/** The entrada of a customer's return from an invoice is numbered after its rectificativa (functions/src/returns/returnSale.ts). */
export function returnEntradaNumber(rectificativaNumber: string): string {
  return `E-${rectificativaNumber}`;
}

/** Why an invoice offers no return (a notReturnable detail, invoices/messages.ts), or null. */
export function invoiceReturnBlocker(invoice: { kind: string; type: string; state: string; status: string }): string | null {
  return invoiceNotReturnable({ ...invoice });
}

/** Why an entrada or salida offers no return, as the command would refuse it (functions/src/returns/returnStock.ts), or null. */
export function stockReturnBlocker(kind: DocKind, doc: { state: string; invoiced: boolean; returnOf?: string | null }): string | null {
  if (doc.state !== 'confirmada') return 'notConfirmed';
  if (doc.returnOf) return 'isReturn';
  if (kind === 'output' && doc.invoiced) return 'invoiced';
  return null;
}

/** The lines of a source that have returned something, with how much (for its "Devuelto" note). */
export function returnedSoFar(
  lines: readonly ReturnSourceLine[],
  returned: Readonly<Record<string, number>> | undefined,
): { description: string; quantity: string }[] {
  if (!returned) return [];
  return lines.flatMap((l, i) => {
    const q = returned[String(i)] ?? 0;
    return q > 0 ? [{ description: l.description, quantity: withUnit(q, l.unit) }] : [];
  });
}

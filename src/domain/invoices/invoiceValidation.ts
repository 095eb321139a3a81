/**
 * Everything wrong with an invoice's content before it is saved or issued, as
 * codes with the field they belong to. The form shows them beside the fields;
 * the writer refuses to write content with any of them; the rules refuse the
 * same shapes when sent directly.
 */
import { linesOverBound } from '../amountBounds';
import { isoYear, MAX_PAYMENT_TERMS_DAYS } from '../invoiceDates';
import { LINE_ERROR_FIELD, validateLine, validateTotalsOptions, type LineError, type TotalsOptionsError } from '../lineValidation';
import { rectificationAllowsNegative, validateReason, type ReasonError } from '../rectification';
import { parseIsoDate } from '../dates';
import { isSafeText, type TextKind } from '../plainText';
import { validateVendorInvoiceNumber, type VendorInvoiceNumberError } from '../vendorInvoiceNumber';
import { MAX_LINES, MAX_SOURCES, type InvoiceContent } from './invoiceModel';
import { operationProblem, type OperationProblemCode } from './receivedOperation';

export const MAX_DESCRIPTION_LENGTH = 300;
export const MAX_NOTES_LENGTH = 1000;
export const MAX_PARTY_ID_LENGTH = 128;

export type ContentProblem =
  | { field: 'partyId'; code: 'partyMissing' | 'paymentTermsInvalid' }
  | { field: 'lines'; code: 'noLines' | 'tooManyLines' | 'linesOverBound' }
  | { field: 'sourceIds'; code: 'tooManySources' }
  | { field: `lines.${number}.description`; code: 'descriptionEmpty' | 'descriptionTooLong' }
  | { field: `lines.${number}.${(typeof LINE_ERROR_FIELD)[LineError]}`; code: LineError }
  | { field: 'irpfRate'; code: TotalsOptionsError }
  | { field: 'notes'; code: 'notesTooLong' }
  | { field: 'operationDate' | 'dueDate' | 'vendorInvoiceDate'; code: 'dateInvalid' | 'dateRequired' }
  | { field: 'operationDate'; code: 'operationAfterIssue' }
  | { field: 'vendorInvoiceNumber'; code: VendorInvoiceNumberError }
  | { field: 'reason'; code: Exclude<ReasonError, 'unsafeText'> | 'rectificationInvalid' }
  | { field: 'operation'; code: OperationProblemCode }
  // A character plainText.ts refuses (it would reach the VERI*FACTU record's XML): the text is kept
  // so the form can name the character and its position.
  | { field: `lines.${number}.description` | 'notes' | 'vendorInvoiceNumber' | 'reason'; code: 'unsafeText'; text: string; kind: TextKind };

function dateProblem(value: string | null, required: boolean): 'dateInvalid' | 'dateRequired' | null {
  if (value === null || value === '') return required ? 'dateRequired' : null;
  return parseIsoDate(value) && isoYear(value) >= 2000 ? null : 'dateInvalid';
}

/**
 * `issueDate`: the day the invoice is (or would be) issued, in Madrid. Given, a sale's operation
 * date may not come after it (AEAT 1146/1173: FechaOperacion neither after FechaExpedicion nor in
 * the future); a draft is saved without it and refused when it is issued.
 */
export function validateInvoiceContent(content: InvoiceContent, issueDate?: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const unsafe = (field: Extract<ContentProblem, { code: 'unsafeText' }>['field'], text: string, kind: TextKind = 'line') => {
    if (isSafeText(text, kind)) return false;
    problems.push({ field, code: 'unsafeText', text, kind });
    return true;
  };
  // A party id is a document id (at most 128 characters, as the rules bound it).
  // A factura simplificada may have no recipient (a walk-in customer): partyId ''.
  const walkIn = content.kind === 'output' && content.simplified === true && content.partyId === '';
  if ((!content.partyId && !walkIn) || content.partyId.length > MAX_PARTY_ID_LENGTH) problems.push({ field: 'partyId', code: 'partyMissing' });
  // The terms come from the party's record, so a bad value is reported at the party.
  const terms = content.paymentTermsDays;
  if (!Number.isInteger(terms) || terms < 0 || terms > MAX_PAYMENT_TERMS_DAYS) problems.push({ field: 'partyId', code: 'paymentTermsInvalid' });
  if (content.lines.length === 0) problems.push({ field: 'lines', code: 'noLines' });
  if (content.lines.length > MAX_LINES) problems.push({ field: 'lines', code: 'tooManyLines' });
  if (content.sourceIds.length > MAX_SOURCES) problems.push({ field: 'sourceIds', code: 'tooManySources' });
  // The bound every stored amount keeps (domain/amountBounds.ts), as planIssue refuses it.
  if (linesOverBound(content.lines)) problems.push({ field: 'lines', code: 'linesOverBound' });
  const allowNegative = rectificationAllowsNegative(content.rectifies?.mode ?? null);
  content.lines.forEach((line, i) => {
    const description = line.description.trim();
    if (description === '') problems.push({ field: `lines.${i}.description`, code: 'descriptionEmpty' });
    else if (description.length > MAX_DESCRIPTION_LENGTH) problems.push({ field: `lines.${i}.description`, code: 'descriptionTooLong' });
    else unsafe(`lines.${i}.description`, description);
    for (const code of validateLine(line, { allowNegative, requireCause: true })) {
      problems.push({ field: `lines.${i}.${LINE_ERROR_FIELD[code]}`, code });
    }
  });
  for (const code of validateTotalsOptions({ recargoEquivalencia: content.recargoEquivalencia, irpfRate: content.irpfRate })) {
    problems.push({ field: 'irpfRate', code });
  }
  if (content.notes.length > MAX_NOTES_LENGTH) problems.push({ field: 'notes', code: 'notesTooLong' });
  else unsafe('notes', content.notes, 'multiline');
  const operation = dateProblem(content.operationDate, false);
  if (operation) problems.push({ field: 'operationDate', code: operation });
  else if (content.kind === 'output' && issueDate && content.operationDate && content.operationDate > issueDate) {
    problems.push({ field: 'operationDate', code: 'operationAfterIssue' });
  }
  if (content.kind === 'input') {
    const number = validateVendorInvoiceNumber(content.vendorInvoiceNumber ?? '');
    if (!number.ok) problems.push({ field: 'vendorInvoiceNumber', code: number.code });
    else unsafe('vendorInvoiceNumber', number.value);
    const vendorDate = dateProblem(content.vendorInvoiceDate, true);
    if (vendorDate) problems.push({ field: 'vendorInvoiceDate', code: vendorDate });
    const due = dateProblem(content.dueDate, true);
    if (due) problems.push({ field: 'dueDate', code: due });
  }
  // Tipo de operación (receivedOperation.ts): purchases only, consistent with the vendor and the VAT.
  const opProblem = operationProblem(content);
  if (opProblem) problems.push({ field: 'operation', code: opProblem });
  // A rectificativa names the invoice it corrects (RD 1619/2012 art. 15): a sale's, or, registered,
  // a vendor's credit note against the purchase it corrects. Nothing else carries it.
  if ((content.type === 'rectificativa') !== (content.rectifies !== null)) {
    problems.push({ field: 'reason', code: 'rectificationInvalid' });
  }
  if (content.type === 'rectificativa') {
    const reason = validateReason(content.rectifies?.reason ?? '');
    if (!reason.ok) {
      if (reason.code === 'unsafeText') unsafe('reason', (content.rectifies?.reason ?? '').trim().replace(/\s+/g, ' '));
      else problems.push({ field: 'reason', code: reason.code });
    }
  }
  return problems;
}

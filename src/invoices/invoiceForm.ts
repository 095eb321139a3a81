/**
 * The invoice editor's form: typed text in, a validated InvoiceContent out.
 * One zod schema: numbers parsed from Spanish text, then every domain problem
 * of the content (validateInvoiceContent, the same check the writer makes)
 * reported at its field, in Spanish. Pure: tested beside it.
 */
import { z } from '../shared/form/zod';
import { madridIsoDate } from '../domain/invoiceDates';
import { domainMessage } from '../domain/messages';
import { formatCentsPlain, parseEuros, parsePercent } from '../domain/money';
import { formatQuantity, parseQuantity } from '../domain/quantity';
import { RECTIFICATION_CODES, rectificationLines, type RectificationCode, type RectificationMode } from '../domain/rectification';
import { TAX_CAUSES, VAT_RATES, isTaxCause, type TaxCause } from '../domain/tax';
import {
  emptyInvoiceContent,
  type Invoice,
  type InvoiceContent,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceType,
  type PartySnapshot,
  type Rectifies,
} from '../domain/invoices/invoiceModel';
import { validateInvoiceContent, type ContentProblem } from '../domain/invoices/invoiceValidation';
import { invoiceContentSchema } from '../domain/invoices/invoiceContentSchema';
import { RECEIVED_OPERATIONS } from '../domain/invoices/receivedOperation';
import { vendorCreditNoteLines, type ReturnedSource } from '../domain/returns/vendorCreditNote';
import type { TaxOperation } from '../domain/taxModels/model303';
import { detailOf } from '../domain/commandInputs/fields';
import { unsafeTextMessage } from '../domain/plainText';
import { problemMessage } from './messages';

/** Tobacco at 21 %: its recargo de equivalencia is 1,75 % (LIVA art. 161). */
export const TOBACCO_CHOICE = '21T';

/**
 * The tax of a line as one choice: a VAT rate ('21'), tobacco at 21 % ('21T'), or the cause of a
 * 0 % ('E5' exempt, 'N1' not subject). A bare '0' stays selectable only so that a line copied
 * from an albarán at 0 % shows as it is; validation then asks for its cause.
 */
export const TAX_CHOICES = [...VAT_RATES.flatMap((r) => (r === 21 ? ['21', TOBACCO_CHOICE] : [String(r)])), ...TAX_CAUSES] as const;

export function taxChoiceOf(vatRate: number, exemption: TaxCause | null, tobacco = false): string {
  if (exemption) return exemption;
  return vatRate === 21 && tobacco ? TOBACCO_CHOICE : String(vatRate);
}

export function taxOfChoice(choice: string): { vatRate: number; exemption: TaxCause | null; tobacco: boolean } {
  if (isTaxCause(choice)) return { vatRate: 0, exemption: choice, tobacco: false };
  if (choice === TOBACCO_CHOICE) return { vatRate: 21, exemption: null, tobacco: true };
  return { vatRate: Number(choice), exemption: null, tobacco: false };
}

export interface InvoiceLineValues {
  description: string;
  code: string;
  categoryId: string | null;
  unit: string;
  quantity: string;
  price: string;
  discount: string;
  tax: string;
  /** A service, not goods: no recargo de equivalencia. A product line takes it from the product; a free-text line from its checkbox. */
  service: boolean;
  sourceId: string | null;
  sourceLabel: string | null;
  /** Form-only (issue 31): the tarifa price the line follows and where it came from; never saved (parseFormLine leaves them). */
  priceAuto?: string;
  priceNote?: string;
}

export interface InvoiceValues {
  partyId: string;
  party: PartySnapshot | null;
  paymentTermsDays: number;
  recargoEquivalencia: boolean;
  irpfRate: string;
  operationDate: string;
  dueDate: string;
  vendorInvoiceNumber: string;
  vendorInvoiceDate: string;
  notes: string;
  mode: RectificationMode;
  code: RectificationCode;
  reason: string;
  /** Purchases: bienes de inversión. Both kinds: rent of business premises. */
  investmentGoods: boolean;
  premisesRental: boolean;
  /** Purchases: the Tipo de operación ('' while none is chosen: the reports infer it from the vendor). */
  operation: TaxOperation | '';
  lines: InvoiceLineValues[];
}

/** What the form does not edit: which kind of invoice it is and what it rectifies. */
export interface InvoiceFormContext {
  kind: InvoiceKind;
  type: InvoiceType;
  rectifies: Pick<Rectifies, 'invoiceId' | 'numberText' | 'issueDate' | 'vendorInvoiceNumber' | 'vendorInvoiceDate'> | null;
}

/** A line's typed numbers, or null where one is not a number. */
export function parseFormLine(line: InvoiceLineValues): InvoiceLine | null {
  const quantity = parseQuantity(line.quantity);
  const unitPriceCents = parseEuros(line.price);
  const discountPct = line.discount.trim() === '' ? 0 : parsePercent(line.discount);
  if (quantity === null || unitPriceCents === null || discountPct === null) return null;
  return {
    description: line.description.trim(),
    code: line.code,
    categoryId: line.categoryId,
    unit: line.unit,
    quantity,
    unitPriceCents,
    discountPct,
    ...taxOfChoice(line.tax),
    ...(line.service ? { service: true } : {}),
    sourceId: line.sourceId,
    sourceLabel: line.sourceLabel,
  };
}

const emptyParty: PartySnapshot = {
  name: '',
  idType: '',
  nif: '',
  address: '',
  postalCode: '',
  city: '',
  province: '',
  countryCode: '',
  country: '',
};

/** The content the values describe (lines that do not parse are left out: the schema reports them). */
export function toContent(values: InvoiceValues, context: InvoiceFormContext): InvoiceContent {
  const lines = values.lines.map(parseFormLine).filter((l): l is InvoiceLine => l !== null);
  const sourceIds = [...new Set(lines.map((l) => l.sourceId).filter((s): s is string => !!s))];
  return {
    ...emptyInvoiceContent(context.kind),
    type: context.type,
    partyId: values.partyId,
    party: values.party ?? emptyParty,
    paymentTermsDays: values.paymentTermsDays,
    recargoEquivalencia: values.recargoEquivalencia,
    irpfRate: Number(values.irpfRate),
    operationDate: values.operationDate || null,
    lines,
    notes: values.notes.trim(),
    premisesRental: values.premisesRental,
    ...(context.type === 'ordinaria' ? { sourceIds } : {}),
    ...(context.rectifies
      ? {
          rectifies: {
            ...context.rectifies,
            mode: values.mode,
            code: values.code,
            reason: values.reason.trim().replace(/\s+/g, ' '),
            replaced: null,
          },
        }
      : {}),
    // What only a purchase carries: the vendor's own number, date and due date, bienes de inversión.
    ...(context.kind === 'input'
      ? {
          dueDate: values.dueDate || null,
          vendorInvoiceNumber: values.vendorInvoiceNumber.trim(),
          vendorInvoiceDate: values.vendorInvoiceDate || null,
          investmentGoods: values.investmentGoods,
          operation: values.operation || null,
        }
      : {}),
  };
}

const LINE_FIELD: Record<string, keyof InvoiceLineValues> = {
  description: 'description',
  quantity: 'quantity',
  unitPriceCents: 'price',
  discountPct: 'discount',
  vatRate: 'tax',
  exemption: 'tax',
};

/** Where the form shows a content problem: a field path of InvoiceValues. */
export function formPathOf(problem: ContentProblem): (string | number)[] {
  const parts = problem.field.split('.');
  if (parts[0] === 'lines' && parts.length === 3) return ['lines', Number(parts[1]), LINE_FIELD[parts[2]!] ?? 'description'];
  if (problem.field === 'sourceIds') return ['lines'];
  return [problem.field];
}

/** A field the command's schema refuses that no content problem names (a product's code over 200 characters). */
export const SCHEMA_REFUSED = 'Este dato no se puede guardar así (demasiado largo o con un formato no válido): corrígelo.';

const FORM_FIELDS = new Set<string>([
  'partyId',
  'irpfRate',
  'operationDate',
  'dueDate',
  'vendorInvoiceNumber',
  'vendorInvoiceDate',
  'notes',
  'operation',
]);

/**
 * Where the form shows what the command's schema (invoiceContentSchema) refuses, named by the
 * detail the command would answer (`lines.0.unit`, `notes:unsafeText`).
 */
export function formPathOfDetail(detail: string): (string | number)[] {
  const parts = detail.replace(/:unsafeText$/, '').split('.');
  if (parts[0] === 'lines' && parts.length >= 3) return ['lines', Number(parts[1]), LINE_FIELD[parts[2]!] ?? 'description'];
  if (parts[0] === 'rectifies') return ['reason'];
  if (FORM_FIELDS.has(parts[0]!)) return [parts[0]!];
  return ['lines'];
}

export function invoiceSchema(context: InvoiceFormContext) {
  return z
    .object({
      partyId: z.string(),
      party: z.custom<PartySnapshot | null>(),
      paymentTermsDays: z.number(),
      recargoEquivalencia: z.boolean(),
      irpfRate: z.string(),
      operationDate: z.string(),
      dueDate: z.string(),
      vendorInvoiceNumber: z.string(),
      vendorInvoiceDate: z.string(),
      notes: z.string(),
      mode: z.enum(['difference', 'substitution']),
      code: z.enum(RECTIFICATION_CODES),
      reason: z.string(),
      investmentGoods: z.boolean(),
      premisesRental: z.boolean(),
      operation: z.enum([...RECEIVED_OPERATIONS, '']),
      lines: z.array(
        z.object({
          description: z.string(),
          code: z.string(),
          categoryId: z.string().nullable(),
          unit: z.string(),
          quantity: z.string(),
          price: z.string(),
          discount: z.string(),
          tax: z.string(),
          service: z.boolean(),
          sourceId: z.string().nullable(),
          sourceLabel: z.string().nullable(),
        }),
      ),
    })
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      const report = (path: (string | number)[], message: string) => {
        const key = path.join('.');
        if (seen.has(key)) return;
        seen.add(key);
        ctx.addIssue({ code: 'custom', path, message });
      };
      // A number that does not parse is reported at its field and stands in as a neutral value, so
      // that every other problem of the invoice is reported at the same time, at its own line.
      const checkable = values.lines.map((line, i) => {
        const quantity = parseQuantity(line.quantity) !== null;
        const price = parseEuros(line.price) !== null;
        const discount = line.discount.trim() === '' || parsePercent(line.discount) !== null;
        if (!quantity) report(['lines', i, 'quantity'], domainMessage('numberInput', 'quantity'));
        if (!price) report(['lines', i, 'price'], domainMessage('numberInput', 'amount'));
        if (!discount) report(['lines', i, 'discount'], domainMessage('numberInput', 'percent'));
        return { ...line, quantity: quantity ? line.quantity : '1', price: price ? line.price : '0', discount: discount ? line.discount : '' };
      });
      // Saved or issued now: a sale's operation date may not pass today (the issue date it would take).
      const today = madridIsoDate(new Date());
      const content = toContent({ ...(values as InvoiceValues), lines: checkable }, context);
      for (const problem of validateInvoiceContent(content, today)) {
        report(formPathOf(problem), problemMessage(problem));
      }
      // The command's own schema, last: what it refuses and no problem above named (so its field has
      // no message yet) is refused here too, in Spanish, instead of by the command.
      const command = invoiceContentSchema.safeParse(content);
      if (!command.success) {
        for (const issue of command.error.issues) {
          const detail = detailOf(new z.ZodError([issue]), 'content');
          const typed = issue.path.reduce<unknown>((v, key) => (v as Record<PropertyKey, unknown> | undefined)?.[key], content);
          const unsafe = detail.endsWith(':unsafeText') && typeof typed === 'string' ? unsafeTextMessage(typed) : null;
          report(formPathOfDetail(detail), unsafe ?? SCHEMA_REFUSED);
        }
      }
    });
}

export function lineValuesOf(line: InvoiceLine): InvoiceLineValues {
  return {
    description: line.description,
    code: line.code,
    categoryId: line.categoryId,
    unit: line.unit,
    quantity: formatQuantity(line.quantity).replace(/\./g, ''),
    price: formatCentsPlain(line.unitPriceCents),
    discount: line.discountPct ? String(line.discountPct).replace('.', ',') : '',
    tax: taxChoiceOf(line.vatRate, line.exemption, line.tobacco === true),
    service: line.service === true,
    sourceId: line.sourceId,
    sourceLabel: line.sourceLabel,
  };
}

export function blankLine(vatRate = 21): InvoiceLineValues {
  return {
    description: '',
    code: '',
    categoryId: null,
    unit: 'ud',
    quantity: '1',
    price: '',
    discount: '',
    tax: String(vatRate),
    service: false,
    sourceId: null,
    sourceLabel: null,
  };
}

export function blankValues(): InvoiceValues {
  return {
    partyId: '',
    party: null,
    paymentTermsDays: 0,
    recargoEquivalencia: false,
    irpfRate: '0',
    operationDate: '',
    dueDate: '',
    vendorInvoiceNumber: '',
    vendorInvoiceDate: '',
    notes: '',
    mode: 'difference',
    code: 'R1',
    reason: '',
    investmentGoods: false,
    premisesRental: false,
    operation: '',
    lines: [],
  };
}

/**
 * A new rectificativa of `original`, by difference: its party and terms, its lines negated, no
 * reason yet. A vendor's credit note (a purchase's) starts without the vendor's number, date and
 * due date: they are the credit note's own, not the invoice's; and when goods of the invoice's
 * entradas were sent back to the vendor (`returnedSources`, the entradas with what each returned),
 * its lines are what went back at the invoiced prices (vendorCreditNoteLines), not the whole invoice.
 */
export function rectificationValuesOf(original: Pick<Invoice, keyof InvoiceContent>, returnedSources: readonly ReturnedSource[] = []): InvoiceValues {
  const purchase = original.kind === 'input';
  const returnedLines = purchase ? vendorCreditNoteLines(original.lines, returnedSources) : null;
  return {
    ...valuesOf(original),
    operationDate: '',
    notes: '',
    mode: 'difference',
    code: 'R1',
    reason: '',
    ...(purchase ? { vendorInvoiceNumber: '', vendorInvoiceDate: '', dueDate: '' } : {}),
    lines: (returnedLines ?? rectificationLines(original.lines, 'difference')).map(lineValuesOf),
  };
}

export function valuesOf(invoice: Pick<Invoice, keyof InvoiceContent>): InvoiceValues {
  return {
    partyId: invoice.partyId,
    party: invoice.party,
    paymentTermsDays: invoice.paymentTermsDays,
    recargoEquivalencia: invoice.recargoEquivalencia,
    irpfRate: String(invoice.irpfRate),
    operationDate: invoice.operationDate ?? '',
    dueDate: invoice.dueDate ?? '',
    vendorInvoiceNumber: invoice.vendorInvoiceNumber ?? '',
    vendorInvoiceDate: invoice.vendorInvoiceDate ?? '',
    notes: invoice.notes,
    mode: invoice.rectifies?.mode ?? 'difference',
    code: invoice.rectifies?.code ?? 'R1',
    reason: invoice.rectifies?.reason ?? '',
    investmentGoods: invoice.investmentGoods === true,
    premisesRental: invoice.premisesRental === true,
    operation: invoice.kind === 'input' ? (invoice.operation ?? '') : '',
    lines: invoice.lines.map(lineValuesOf),
  };
}

/**
 * The entrada/salida editor's form: typed text in, a validated DocDraft out.
 * One zod schema for the form (errors at each field, in Spanish) whose rules
 * match what firestore.rules accepts. Pure: tested beside it.
 */
import { z } from '../../shared/form/zod';
import { parseIsoDate } from '../../domain/dates';
import { computeTotals, lineBaseCents, type DocumentTotals } from '../../domain/documentTotals';
import { domainMessage } from '../../domain/messages';
import { formatCentsPlain, parseEuros, parsePercent } from '../../domain/money';
import { formatQuantity, parseQuantity } from '../../domain/quantity';
import { validateLine, LINE_ERROR_FIELD } from '../../domain/lineValidation';
import { isSafeText } from '../../domain/plainText';
import { refuseUnsafe } from '../../shared/form/safeText';
import { MAX_LINES, type DocDraft, type DocKind, type DocLine, type StockDocument } from '../../domain/stock/stockTypes';
import { docLineSchema } from '../../domain/stock/stockDocumentSchema';

export interface LineValues {
  categoryId: string;
  code: string;
  name: string;
  unit: string;
  vatRate: number;
  quantity: string;
  price: string;
  discount: string;
  /** Form-only (issue 31): the tarifa price a salida's line follows and where it came from; never saved (parseLine leaves them). */
  priceAuto?: string;
  priceNote?: string;
  /** Form-only (issue 31): a salida's or order's «Disponible» (cantidad − reservado) when the product was added; never saved. */
  availableNote?: string;
}

/** The draft's fields as the form holds them: the header as stored, each line as typed. */
export interface DocumentValues extends Omit<DocDraft, 'lines'> {
  lines: LineValues[];
}

export const FORM_TEXT = {
  date: 'Introduce una fecha válida.',
  party: { input: 'Elige un proveedor.', output: 'Elige un cliente.' } as Record<DocKind, string>,
  reference: 'La referencia admite como máximo 60 caracteres.',
  notes: 'Las notas admiten como máximo 2000 caracteres.',
  tooManyLines: `Un documento admite como máximo ${MAX_LINES} líneas.`,
  noLines: 'Añade al menos una línea.',
  // Copies of the chosen party and products (the rules bound them too): shown at a visible field.
  partyData: 'Los datos del proveedor o cliente elegido no son válidos: elígelo de nuevo.',
  lineProduct: 'Los datos del producto de esta línea no son válidos: quita la línea y añádelo de nuevo.',
};

/** Bounds of what the person types (firestore.rules, validStockDocument). */
export const DOCUMENT_LIMITS = { reference: 60, notes: 2000 } as const;

/** Bounds of the copies a document keeps of its party and products (firestore.rules, validStockDocument). */
const COPY_LIMITS = { id: 128, partyName: 200, partyNif: 20, code: 50, name: 200, unit: 20 } as const;

/** A line's typed numbers, or null where one is not a number. */
export function parseLine(line: LineValues): DocLine | null {
  const quantity = parseQuantity(line.quantity);
  const unitPriceCents = parseEuros(line.price);
  const discountPct = line.discount.trim() === '' ? 0 : parsePercent(line.discount);
  if (quantity === null || unitPriceCents === null || discountPct === null) return null;
  return {
    categoryId: line.categoryId,
    code: line.code,
    name: line.name,
    unit: line.unit,
    quantity,
    unitPriceCents,
    discountPct,
    vatRate: line.vatRate,
  };
}

/** The line's numbers, or null while they are not a valid line (its amount shows "—"). */
function validLine(line: LineValues): DocLine | null {
  const parsed = parseLine(line);
  return parsed && validateLine(parsed).length === 0 ? parsed : null;
}

/** The line's amount before VAT, or null while it is not valid. */
export function lineAmountCents(line: LineValues): number | null {
  const parsed = validLine(line);
  return parsed ? lineBaseCents(parsed) : null;
}

/** The editor's live totals: only the lines that are valid count, as their amounts show. */
export function draftTotals(lines: readonly LineValues[]): DocumentTotals {
  const counted = lines.map(validLine).filter((l): l is DocLine => l !== null);
  return computeTotals(counted, { recargoEquivalencia: false, irpfRate: 0 });
}

const FIELD_OF = { quantity: 'quantity', unitPriceCents: 'price', discountPct: 'discount' } as const;

function validCopy(line: LineValues): boolean {
  return (
    line.categoryId.length <= COPY_LIMITS.id &&
    line.code.length <= COPY_LIMITS.code &&
    line.name.length >= 1 &&
    line.name.length <= COPY_LIMITS.name &&
    // A salida's line names become an invoice's lines: a product stored before the check could hold a control.
    isSafeText(line.name) &&
    line.unit.length <= COPY_LIMITS.unit
  );
}

export function documentSchema(kind: DocKind) {
  return z
    .object({
      date: z.string().refine((v) => parseIsoDate(v) !== null, FORM_TEXT.date),
      partyId: z.string().min(1, FORM_TEXT.party[kind]).max(COPY_LIMITS.id, FORM_TEXT.partyData),
      partyName: z.string(),
      partyNif: z.string(),
      reference: z.string().trim().max(DOCUMENT_LIMITS.reference, FORM_TEXT.reference).superRefine(refuseUnsafe()),
      notes: z.string().trim().max(DOCUMENT_LIMITS.notes, FORM_TEXT.notes).superRefine(refuseUnsafe('multiline')),
      lines: z
        .array(
          z.object({
            categoryId: z.string().min(1),
            code: z.string(),
            name: z.string(),
            unit: z.string(),
            vatRate: z.number(),
            quantity: z.string(),
            price: z.string(),
            discount: z.string(),
          }),
        )
        .max(MAX_LINES, FORM_TEXT.tooManyLines),
    })
    .superRefine((values, ctx) => {
      if (
        values.partyId !== '' &&
        (values.partyName.length < 1 ||
          values.partyName.length > COPY_LIMITS.partyName ||
          values.partyNif.length > COPY_LIMITS.partyNif ||
          !isSafeText(values.partyName))
      ) {
        ctx.addIssue({ code: 'custom', path: ['partyId'], message: FORM_TEXT.partyData });
      }
      values.lines.forEach((line, i) => {
        if (!validCopy(line)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'quantity'], message: FORM_TEXT.lineProduct });
        const quantity = parseQuantity(line.quantity);
        const price = parseEuros(line.price);
        const discount = line.discount.trim() === '' ? 0 : parsePercent(line.discount);
        if (quantity === null) ctx.addIssue({ code: 'custom', path: ['lines', i, 'quantity'], message: domainMessage('numberInput', 'quantity') });
        if (price === null) ctx.addIssue({ code: 'custom', path: ['lines', i, 'price'], message: domainMessage('numberInput', 'amount') });
        if (discount === null) ctx.addIssue({ code: 'custom', path: ['lines', i, 'discount'], message: domainMessage('numberInput', 'percent') });
        const parsed = parseLine(line);
        if (!parsed) return;
        // The line as the confirming command will read it (its own schema): a product id it would
        // refuse means the product's copy is wrong.
        if (!docLineSchema.safeParse(parsed).success) {
          ctx.addIssue({ code: 'custom', path: ['lines', i, 'quantity'], message: FORM_TEXT.lineProduct });
          return;
        }
        const seen = new Set<string>();
        for (const code of validateLine(parsed)) {
          // A VAT rate comes with the product: an invalid one means the product's data is wrong.
          if (LINE_ERROR_FIELD[code] === 'vatRate' || LINE_ERROR_FIELD[code] === 'exemption') {
            ctx.addIssue({ code: 'custom', path: ['lines', i, 'quantity'], message: FORM_TEXT.lineProduct });
            continue;
          }
          const field = FIELD_OF[LINE_ERROR_FIELD[code] as keyof typeof FIELD_OF];
          if (!field || seen.has(field)) continue;
          seen.add(field);
          ctx.addIssue({ code: 'custom', path: ['lines', i, field], message: domainMessage('line', code) });
        }
      });
    });
}

/** The validated values as the draft to store. */
export function toDraft(values: DocumentValues): DocDraft {
  return {
    date: values.date,
    partyId: values.partyId,
    partyName: values.partyName,
    partyNif: values.partyNif,
    reference: values.reference.trim(),
    notes: values.notes.trim(),
    lines: values.lines.map((l) => parseLine(l)!),
  };
}

/**
 * Whether the form shows exactly what the stored borrador holds (then confirming needs no save
 * first): the same draft as both read, so a blank typed and trimmed away or a "1,0" for 1 is no
 * change, and a change someone else saved meanwhile is.
 */
export function sameDraft(values: DocumentValues, stored: StockDocument): boolean {
  return JSON.stringify(toDraft(values)) === JSON.stringify(toDraft(valuesOf(stored)));
}

export function lineValuesOf(line: DocLine): LineValues {
  return {
    categoryId: line.categoryId,
    code: line.code,
    name: line.name,
    unit: line.unit,
    vatRate: line.vatRate,
    quantity: formatQuantity(line.quantity),
    price: formatCentsPlain(line.unitPriceCents),
    discount: String(line.discountPct).replace('.', ','),
  };
}

export function valuesOf(document: StockDocument): DocumentValues {
  return {
    date: document.date,
    partyId: document.partyId,
    partyName: document.partyName,
    partyNif: document.partyNif,
    reference: document.reference,
    notes: document.notes,
    lines: document.lines.map(lineValuesOf),
  };
}

export function blankValues(today: string): DocumentValues {
  return { date: today, partyId: '', partyName: '', partyNif: '', reference: '', notes: '', lines: [] };
}

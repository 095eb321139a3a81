/**
 * The lines of a draft. InvoiceLinesTable: the editable lines (concept, quantity, unit price
 * before tax, discount, VAT or exemption, and the line's amount, live); each field has its label
 * (visually hidden in the table) and shows its error beside it. InvoiceLinesEditor: the table with
 * the ways to add lines: the party's salidas/entradas, a product, a free line.
 */
import { useMemo, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useWatch, type FieldArrayWithId, type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import { lineBaseCents } from '../domain/documentTotals';
import { validateLine } from '../domain/lineValidation';
import { formatEuros } from '../domain/money';
import { isTaxCause } from '../domain/tax';
import { SearchPicker } from '../stock/documents/SearchPicker';
import { lookupRepository, type ProductOption } from '../stock/lookupRepository';
import { blankLine, lineValuesOf, parseFormLine, TAX_CHOICES, TOBACCO_CHOICE, type InvoiceValues } from './invoiceForm';
import { linesFromSources, operationDateFromSources, type InvoiceKind } from '../domain/invoices/invoiceModel';
import { TableHead } from './InvoicePageParts';
import type { InvoiceSource } from './invoiceSourceRepository';
import { EXEMPTION_LABEL, LINES_TEXT as T } from './messages';
import { SourcePicker } from './SourcePicker';
import { TableScroll } from '../shared/TableScroll';
import { madridIsoDate } from '../domain/invoiceDates';
import { netPriceFields, priceNoteOf } from '../pricing/linePrice';
import { createPriceResolver, type PriceResolver } from '../pricing/priceResolver';
import { useLinePriceFollower } from '../pricing/useLinePriceFollower';

type InvoiceForm = UseFormReturn<InvoiceValues>;
type LineFieldArray = UseFieldArrayReturn<InvoiceValues, 'lines', 'key'>;
type CellName = 'description' | 'quantity' | 'price' | 'discount' | 'tax';

/** '21 %', '21 % · tabaco (R.E. 1,75 %)', '0 % (indica la causa)', 'Exenta art. 20 LIVA'… */
function taxChoiceLabel(choice: string): string {
  if (isTaxCause(choice)) return EXEMPTION_LABEL[choice];
  if (choice === TOBACCO_CHOICE) return T.tobaccoChoice;
  if (choice === '0') return T.zeroChoice;
  return T.rateChoice(choice);
}

const COLUMNS = [
  { label: T.concept, minWidth: '14rem' },
  { label: T.quantity, minWidth: '6rem' },
  { label: T.price, minWidth: '7rem' },
  { label: T.discount, minWidth: '5rem' },
  { label: T.vat, minWidth: '9rem' },
  { label: T.amount, end: true },
  { label: <span className="visually-hidden">{T.remove}</span> },
];

/** The typed numbers of a line, with the ids of their inputs. */
const NUMBER_CELLS = [
  ['quantity', T.quantity],
  ['price', T.priceField],
  ['discount', T.discountField],
] as const;

interface Cell {
  id: string;
  message: string | undefined;
}

/** The props of a line's input: its id, size and invalid state, tied to its error. */
const controlOf = (cell: Cell) => ({
  id: cell.id,
  size: 'sm' as const,
  isInvalid: !!cell.message,
  'aria-describedby': cell.message ? `${cell.id}-error` : undefined,
});

/** A line's field: its hidden label, its input and its error. */
function LineField({ cell, label, children }: { cell: Cell; label: string; children: ReactNode }) {
  return (
    <>
      <Form.Label htmlFor={cell.id} visuallyHidden>
        {label}
      </Form.Label>
      {children}
      {cell.message ? (
        <Form.Control.Feedback type="invalid" id={`${cell.id}-error`}>
          {cell.message}
        </Form.Control.Feedback>
      ) : null}
    </>
  );
}

function LineAmount({ form, index, allowNegative }: { form: InvoiceForm; index: number; allowNegative: boolean }) {
  const line = useWatch({ control: form.control, name: `lines.${index}` });
  const parsed = line ? parseFormLine(line) : null;
  const valid = parsed && validateLine(parsed, { allowNegative }).length === 0;
  return <>{valid ? formatEuros(lineBaseCents(parsed)) : '—'}</>;
}

/** Under a product line's price: where it came from (a tarifa…) or that it was typed; and it follows the quantity's break (issue 31). */
function LinePriceNote({ form, index, resolver }: { form: InvoiceForm; index: number; resolver: PriceResolver | null }) {
  const line = useWatch({ control: form.control, name: `lines.${index}` });
  useLinePriceFollower(resolver, line, (next) => {
    form.setValue(`lines.${index}.price`, next.price, { shouldDirty: true });
    form.setValue(`lines.${index}.priceAuto`, next.priceAuto);
    form.setValue(`lines.${index}.priceNote`, next.priceNote);
  });
  const note = line ? priceNoteOf(line) : null;
  return note ? (
    <small className="text-body-secondary d-block" data-testid="line-price-note">
      {note}
    </small>
  ) : null;
}

interface LineRowProps {
  form: InvoiceForm;
  field: FieldArrayWithId<InvoiceValues, 'lines', 'key'>;
  index: number;
  onRemove: (index: number) => void;
  allowNegative: boolean;
  resolver: PriceResolver | null;
}

function LineRow({ form, field, index: i, onRemove, allowNegative, resolver }: LineRowProps) {
  const { register, formState } = form;
  const errors = formState.errors.lines?.[i];
  const cell = (name: CellName): Cell => ({ id: `line-${i}-${name}`, message: errors?.[name]?.message });
  const n = i + 1;
  const description = cell('description');
  const tax = cell('tax');
  return (
    <tr data-testid="invoice-line">
      <td>
        <LineField cell={description} label={T.field(T.concept, n)}>
          <Form.Control {...controlOf(description)} {...register(`lines.${i}.description`)} />
        </LineField>
        {(field.sourceLabel || field.code) && (
          <small className="text-body-secondary d-block">
            {[field.code, field.sourceLabel, field.categoryId && field.service ? T.serviceProduct : ''].filter(Boolean).join(' · ')}
          </small>
        )}
        {/* A free-text line says whether it is a service (no recargo de equivalencia); a product line's nature is its product's. */}
        {field.categoryId === null && field.sourceId === null ? (
          <Form.Check id={`line-${i}-service`} className="small mt-1" label={T.serviceLine} {...register(`lines.${i}.service`)} />
        ) : null}
      </td>
      {NUMBER_CELLS.map(([name, label]) => {
        const c = cell(name);
        return (
          <td key={name}>
            <LineField cell={c} label={T.field(label, n)}>
              <Form.Control {...controlOf(c)} inputMode="decimal" className="text-end" autoComplete="off" {...register(`lines.${i}.${name}`)} />
            </LineField>
            {name === 'price' && <LinePriceNote form={form} index={i} resolver={resolver} />}
          </td>
        );
      })}
      <td>
        <LineField cell={tax} label={T.field(T.vat, n)}>
          <Form.Select {...controlOf(tax)} {...register(`lines.${i}.tax`)}>
            {TAX_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {taxChoiceLabel(choice)}
              </option>
            ))}
          </Form.Select>
        </LineField>
      </td>
      <td className="text-end text-nowrap pt-2" data-testid="line-amount">
        <LineAmount form={form} index={i} allowNegative={allowNegative} />
      </td>
      <td>
        <Button variant="outline-danger" size="sm" onClick={() => onRemove(i)} aria-label={T.removeLine(n)}>
          ×
        </Button>
      </td>
    </tr>
  );
}

interface Props {
  form: InvoiceForm;
  fields: FieldArrayWithId<InvoiceValues, 'lines', 'key'>[];
  onRemove: (index: number) => void;
  allowNegative: boolean;
  /** Prices product lines by the tarifas (a sale's editor); null: no tarifas (purchases). */
  resolver?: PriceResolver | null;
}

export function InvoiceLinesTable({ form, fields, onRemove, allowNegative, resolver = null }: Props) {
  const errors = form.formState.errors.lines;
  return (
    // position-relative keeps the visually hidden labels inside the scrolling box at 360 px.
    <TableScroll label={T.tableLabel} className="position-relative">
      <table className="table table-sm align-top invoice-lines" data-testid="invoice-lines">
        <TableHead columns={COLUMNS} />
        <tbody>
          {fields.map((field, i) => (
            <LineRow key={field.key} form={form} field={field} index={i} onRemove={onRemove} allowNegative={allowNegative} resolver={resolver} />
          ))}
        </tbody>
      </table>
      {[errors?.message, errors?.root?.message].map(
        (message, i) =>
          typeof message === 'string' && (
            <div key={i} className="text-danger small" role="alert">
              {message}
            </div>
          ),
      )}
    </TableScroll>
  );
}

interface EditorProps {
  form: InvoiceForm;
  lines: LineFieldArray;
  corpId: string;
  kind: InvoiceKind;
  allowNegative: boolean;
  /** Whether the party's salidas/entradas are offered (not on a rectificativa, whose lines come from the original). */
  withSources: boolean;
  defaultVatRate: number;
  /** Salidas to offer already ticked (a pedido's «Facturar albaranes»). */
  tickedSources?: readonly string[];
}

/** The lines and the ways to add them: the party's confirmed salidas/entradas, a product, a free line. */
export function InvoiceLinesEditor({ form, lines, corpId, kind, allowNegative, withSources, defaultVatRate, tickedSources = [] }: EditorProps) {
  const { getValues, setValue } = form;
  const [partyId, lineValues] = useWatch({ control: form.control, name: ['partyId', 'lines'] });
  const includedSources = [...new Set((lineValues ?? []).map((l) => l?.sourceId).filter((s): s is string => !!s))];

  const addSources = (sources: InvoiceSource[]) => {
    for (const line of linesFromSources(kind, sources)) lines.append(lineValuesOf(line), { shouldFocus: false });
    if (!getValues('operationDate')) {
      const date = operationDateFromSources(sources);
      if (date) setValue('operationDate', date);
    }
  };

  // A sale's product lines take THE resolved price (issue 31: the client's special price, its tarifa,
  // the default tarifa, else the product's), at the line's quantity, today in Madrid.
  const resolver = useMemo(() => (kind === 'output' ? createPriceResolver(corpId, partyId || null) : null), [kind, corpId, partyId]);

  const addProduct = async (product: ProductOption) => {
    const line = blankLine(product.vatRate);
    const priced = resolver ? netPriceFields(await resolver.price(product, 1, madridIsoDate(new Date()))) : { price: '' };
    lines.append(
      { ...line, description: product.name, code: product.code, categoryId: product.id, unit: product.unit, service: !product.stocked, ...priced },
      { shouldFocus: false },
    );
  };

  return (
    <>
      {withSources && partyId && (
        <SourcePicker corpId={corpId} kind={kind} partyId={partyId} included={includedSources} onAdd={addSources} initiallyTicked={tickedSources} />
      )}

      <h2 className="h5 mt-3">{T.title}</h2>
      <InvoiceLinesTable form={form} fields={lines.fields} onRemove={(i) => lines.remove(i)} allowNegative={allowNegative} resolver={resolver} />
      <Row className="g-2 align-items-end mb-3">
        <Col xs={12} md={6}>
          <SearchPicker<ProductOption>
            label={T.addProduct}
            placeholder={T.productSearch}
            search={(q) => lookupRepository.searchProducts(corpId, q)}
            optionKey={(p) => p.id}
            renderOption={(p) => `${p.code} · ${p.name}`}
            onPick={(p) => void addProduct(p)}
            testId="invoice-product-picker"
          />
        </Col>
        <Col xs="auto">
          <Button variant="outline-secondary" onClick={() => lines.append(blankLine(defaultVatRate))}>
            {T.addFreeLine}
          </Button>
        </Col>
      </Row>
    </>
  );
}

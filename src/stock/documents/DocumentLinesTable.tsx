/**
 * The lines of an entrada or salida, typed from the keyboard: pick a product (Enter), type the
 * quantity, Enter again goes back to the product box for the next line. Each line shows its
 * amount as soon as it is valid.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFieldArray, useWatch, type FieldErrors, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { formatEuros, formatPercent } from '../../domain/money';
import { formatQuantity, fromThousandths, toThousandths } from '../../domain/quantity';
import { TableScroll } from '../../shared/TableScroll';
import { lookupRepository, type ProductOption } from '../lookupRepository';
import { DOCUMENT_LINES_TEXT, KIND_LABEL } from '../messages';
import { stockRepository } from '../stockRepository';
import type { DocKind } from '../../domain/stock/stockTypes';
import { lineAmountCents, type DocumentValues, type LineValues } from './documentForm';
import { SearchPicker } from './SearchPicker';
import { madridIsoDate } from '../../domain/invoiceDates';
import { netPriceFields, priceNoteOf } from '../../pricing/linePrice';
import { createPriceResolver, type PriceResolver } from '../../pricing/priceResolver';
import { useLinePriceFollower } from '../../pricing/useLinePriceFollower';

type LineErrors = NonNullable<FieldErrors<DocumentValues>['lines']>[number];

export function DocumentLinesTable({
  kind,
  corpId,
  form,
  errors,
  editable,
  disabled,
  anyProduct = false,
}: {
  kind: DocKind;
  corpId: string;
  form: UseFormReturn<DocumentValues>;
  errors: FieldErrors<DocumentValues>;
  editable: boolean;
  disabled: boolean;
  /** Offer services too (a quote's lines: src/quotes); an entrada's or salida's move stock, so only stocked products. */
  anyProduct?: boolean;
}) {
  const { control, register, getValues, setValue } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' });
  const partyId = useWatch({ control, name: 'partyId' });
  // A salida's lines take THE resolved price (issue 31: the client's special price, its tarifa, the default tarifa, else the product's).
  const resolver = useMemo(() => (kind === 'output' ? createPriceResolver(corpId, partyId || null) : null), [kind, corpId, partyId]);
  const productInput = useRef<HTMLInputElement>(null);
  const quantityRefs = useRef(new Map<number, HTMLInputElement>());
  const [focusLine, setFocusLine] = useState<number | null>(null);

  useEffect(() => {
    if (focusLine === null) return;
    quantityRefs.current.get(focusLine)?.focus();
    setFocusLine(null);
  }, [focusLine, lines.fields.length]);

  const addProduct = async (product: ProductOption) => {
    let priceCents = product.salePriceCents;
    // Priced at 1 until the quantity is typed; the line follows its break while its price is the resolver's.
    const priced = resolver ? netPriceFields(await resolver.price(product, 1, madridIsoDate(new Date()))) : null;
    let availableNote: string | undefined;
    if (kind === 'input') {
      try {
        priceCents = (await stockRepository.get(corpId, product.id))?.lastPurchasePriceCents ?? 0;
      } catch {
        priceCents = 0;
      }
    } else {
      // What may leave: the units on hand no open order has reserved (issue 31, stockOutlook.ts).
      try {
        const level = await stockRepository.get(corpId, product.id);
        const available = fromThousandths(toThousandths(level?.quantity ?? 0) - toThousandths(level?.reserved ?? 0));
        availableNote = DOCUMENT_LINES_TEXT.available(formatQuantity(available), product.unit);
      } catch {
        availableNote = undefined;
      }
    }
    lines.append(
      {
        categoryId: product.id,
        code: product.code,
        name: product.name,
        unit: product.unit,
        vatRate: product.vatRate,
        quantity: '',
        price: (priceCents / 100).toFixed(2).replace('.', ','),
        discount: '0',
        ...priced,
        ...(availableNote ? { availableNote } : {}),
      },
      { shouldFocus: false },
    );
    setFocusLine(getValues('lines').length - 1);
  };

  /** Enter in a line's fields goes to the product box for the next line, never submits. */
  const toNextLine = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      productInput.current?.focus();
    }
  };

  const removeLine = (i: number) => {
    lines.remove(i);
    // The button goes with its line: keep the keyboard user in the line entry.
    productInput.current?.focus();
  };

  return (
    <>
      {/* The scrolling box stays outside the disabled fieldset so it can take the focus at 360 px; the lines inside are disabled with it. */}
      <TableScroll label={DOCUMENT_LINES_TEXT.tableLabel} className="position-relative">
        <fieldset disabled={disabled}>
          <table className="table table-sm align-middle" data-testid="document-lines">
            <LinesHead kind={kind} editable={editable} />
            <tbody>
              {lines.fields.length === 0 && (
                <tr>
                  <td colSpan={7} className="text-body-secondary">
                    {DOCUMENT_LINES_TEXT.none}
                  </td>
                </tr>
              )}
              {lines.fields.map((field, i) => (
                <LineRow
                  key={field.id}
                  kind={kind}
                  line={field}
                  values={watched?.[i]}
                  errors={errors.lines?.[i]}
                  fields={{
                    quantity: register(`lines.${i}.quantity`),
                    price: register(`lines.${i}.price`),
                    discount: register(`lines.${i}.discount`),
                  }}
                  idPrefix={`line-${i}`}
                  onKeyDown={toNextLine}
                  onQuantityInput={(el) => {
                    if (el) quantityRefs.current.set(i, el);
                    else quantityRefs.current.delete(i);
                  }}
                  onRemove={editable ? () => removeLine(i) : undefined}
                  resolver={editable ? resolver : null}
                  onResolved={(next) => {
                    setValue(`lines.${i}.price`, next.price, { shouldDirty: true });
                    setValue(`lines.${i}.priceAuto`, next.priceAuto);
                    setValue(`lines.${i}.priceNote`, next.priceNote);
                  }}
                />
              ))}
            </tbody>
          </table>
        </fieldset>
      </TableScroll>
      <fieldset disabled={disabled}>
        {editable && (
          <div className="mb-3" style={{ maxWidth: '36rem' }}>
            <SearchPicker<ProductOption>
              ref={productInput}
              label={DOCUMENT_LINES_TEXT.addProduct}
              placeholder={DOCUMENT_LINES_TEXT.productPlaceholder}
              search={(text) => lookupRepository.searchProducts(corpId, text, { stockedOnly: !anyProduct })}
              optionKey={(p) => p.id}
              renderOption={(p) => `${p.code} · ${p.name}${p.barcode ? ` · ${p.barcode}` : ''}`}
              onPick={(p) => void addProduct(p)}
              testId="product-picker"
              emptyText={DOCUMENT_LINES_TEXT.noProduct}
            />
            <div className="form-text">{DOCUMENT_LINES_TEXT.help}</div>
          </div>
        )}
      </fieldset>
    </>
  );
}

function LinesHead({ kind, editable }: { kind: DocKind; editable: boolean }) {
  return (
    <thead>
      <tr>
        <th scope="col">{DOCUMENT_LINES_TEXT.product}</th>
        <th scope="col" style={{ minWidth: '7rem' }}>
          {DOCUMENT_LINES_TEXT.quantity}
        </th>
        <th scope="col" style={{ minWidth: '7rem' }}>
          {DOCUMENT_LINES_TEXT.price(KIND_LABEL[kind].price)}
        </th>
        <th scope="col" style={{ minWidth: '5rem' }}>
          {DOCUMENT_LINES_TEXT.discount}
        </th>
        <th scope="col">{DOCUMENT_LINES_TEXT.vat}</th>
        <th scope="col" className="text-end">
          {DOCUMENT_LINES_TEXT.amount}
        </th>
        {editable && (
          <th scope="col">
            <span className="visually-hidden">{DOCUMENT_LINES_TEXT.actions}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

type TypedField = 'quantity' | 'price' | 'discount';

/** One line: its product, the three typed numbers, VAT, amount and (in a borrador) the button that removes it. */
function LineRow(props: {
  kind: DocKind;
  line: LineValues;
  values: LineValues | undefined;
  errors: LineErrors | undefined;
  fields: Record<TypedField, UseFormRegisterReturn>;
  idPrefix: string;
  onKeyDown: (e: KeyboardEvent) => void;
  onQuantityInput: (el: HTMLInputElement | null) => void;
  onRemove: (() => void) | undefined;
  resolver: PriceResolver | null;
  onResolved: (fields: ReturnType<typeof netPriceFields>) => void;
}) {
  const { line, values, errors, fields, idPrefix, onKeyDown, onRemove } = props;
  useLinePriceFollower(props.resolver, values, props.onResolved);
  const note = values ? priceNoteOf(values) : null;
  const amount = values ? lineAmountCents(values) : null;
  const cell = (field: TypedField, label: string) => ({
    label,
    registration: fields[field],
    error: errors?.[field]?.message,
    errorId: `${idPrefix}-${field}-error`,
    onKeyDown,
  });
  return (
    <tr data-testid="document-line">
      <td>
        <span className="fw-semibold">{line.code}</span> {line.name}
        {values?.availableNote && (
          <div className="small text-body-secondary" data-testid="line-available">
            {values.availableNote}
          </div>
        )}
      </td>
      <LineInputCell {...cell('quantity', DOCUMENT_LINES_TEXT.quantityOf(line.name))} unit={line.unit} onInput={props.onQuantityInput} />
      <LineInputCell {...cell('price', DOCUMENT_LINES_TEXT.priceOf(KIND_LABEL[props.kind].price, line.name))} note={note} />
      <LineInputCell {...cell('discount', DOCUMENT_LINES_TEXT.discountOf(line.name))} />
      <td>{formatPercent(line.vatRate)}</td>
      <td className="text-end" data-testid="line-amount">
        {amount === null ? '—' : formatEuros(amount)}
      </td>
      {onRemove && (
        <td>
          <Button size="sm" variant="outline-danger" aria-label={DOCUMENT_LINES_TEXT.remove(line.name)} onClick={onRemove}>
            ×
          </Button>
        </td>
      )}
    </tr>
  );
}

/** A typed number of a line, with its error under it; the quantity shows its unit beside it. */
function LineInputCell(props: {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  errorId: string;
  onKeyDown: (e: KeyboardEvent) => void;
  unit?: string;
  onInput?: (el: HTMLInputElement | null) => void;
  /** Under the price: where it came from (issue 31). */
  note?: string | null;
}) {
  const { label, error, errorId, unit, onInput, note } = props;
  const { ref, ...registered } = props.registration;
  const input = (
    <Form.Control
      size="sm"
      inputMode="decimal"
      aria-label={label}
      isInvalid={!!error}
      aria-describedby={errorId}
      onKeyDown={props.onKeyDown}
      ref={(el: HTMLInputElement | null) => {
        ref(el);
        onInput?.(el);
      }}
      {...registered}
    />
  );
  return (
    <td>
      {unit === undefined ? (
        input
      ) : (
        <div className="input-group input-group-sm">
          {input}
          <span className="input-group-text">{unit}</span>
        </div>
      )}
      <div className="invalid-feedback d-block" id={errorId}>
        {error}
      </div>
      {note && (
        <small className="text-body-secondary d-block" data-testid="line-price-note">
          {note}
        </small>
      )}
    </td>
  );
}

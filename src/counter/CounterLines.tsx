/**
 * The ticket's lines: quantity, price IVA included and discount % editable (es-ES, "1,5", "12,5"), the line's amount,
 * and a button to take the line off. Enter in a field goes back to the code field. On a phone the
 * fields narrow and the code hides (src/styles.css), so the lines fit 390 px.
 */
import type { KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatEuros, formatPercent } from '../domain/money';
import { TableScroll } from '../shared/TableScroll';
import { formatQuantity } from '../domain/quantity';
import { checkLine, lineShortage, type CartLine } from './counterModel';
import { COUNTER_TEXT as T, lineProblemMessage } from './messages';

interface CounterLinesProps {
  lines: CartLine[];
  /** Units in stock by product (as read when added; absent or null: unknown). */
  inStock: Readonly<Record<string, number | null>>;
  lineGross: number[];
  onEdit: (index: number, field: 'quantity' | 'price' | 'discount', value: string) => void;
  onRemove: (index: number) => void;
  onDone: () => void;
}

function LineField({
  id,
  label,
  value,
  problem,
  onChange,
  onDone,
}: {
  id: string;
  label: string;
  value: string;
  problem: Parameters<typeof lineProblemMessage>[0] | null;
  onChange: (value: string) => void;
  onDone: () => void;
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    onDone();
  };
  return (
    <>
      <Form.Control
        id={id}
        size="sm"
        inputMode="decimal"
        className="text-end counter-number-field"
        aria-label={label}
        value={value}
        isInvalid={!!problem}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {problem && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {lineProblemMessage(problem)}
        </Form.Control.Feedback>
      )}
    </>
  );
}

export function CounterLines({ lines, inStock, lineGross, onEdit, onRemove, onDone }: CounterLinesProps) {
  if (lines.length === 0) return <p className="text-body-secondary my-3">{T.none}</p>;
  return (
    <TableScroll label={T.linesLabel}>
      <table className="table table-sm align-middle" aria-label={T.linesLabel}>
        <thead>
          <tr>
            <th scope="col">{T.description}</th>
            <th scope="col" className="text-end">
              {T.quantity}
            </th>
            <th scope="col" className="text-end">
              {T.unitPrice}
            </th>
            <th scope="col" className="text-end">
              {T.discount}
            </th>
            <th scope="col" className="text-end">
              {T.amount}
            </th>
            <th scope="col">
              <span className="visually-hidden">{T.removeShort}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => {
            const check = checkLine(line);
            const short = lineShortage(line, inStock[line.productId]);
            return (
              <tr key={line.productId} data-testid="counter-line">
                <td>
                  <span className="text-body-secondary small me-2 d-none d-sm-inline">{line.code}</span>
                  {line.name}
                  {short !== null && (
                    <div className="small text-warning-emphasis" role="status" data-testid="counter-line-short">
                      {T.onlyLeft(formatQuantity(short), line.unit, line.name)}
                    </div>
                  )}
                </td>
                <td className="text-end">
                  <LineField
                    id={`counter-qty-${i}`}
                    label={T.quantityOf(line.name)}
                    value={line.quantity}
                    problem={check.ok ? null : check.quantity}
                    onChange={(v) => onEdit(i, 'quantity', v)}
                    onDone={onDone}
                  />
                </td>
                <td className="text-end">
                  <LineField
                    id={`counter-price-${i}`}
                    label={T.priceOf(line.name)}
                    value={line.price}
                    problem={check.ok ? null : check.price}
                    onChange={(v) => onEdit(i, 'price', v)}
                    onDone={onDone}
                  />
                  {/* Where the price came from (issue 31: a tarifa, the client's special price) while it is the counter's. */}
                  {check.ok && line.priceNote && check.priced.unitPriceCents === line.listPriceCents && (
                    <div className="small text-body-secondary" data-testid="counter-line-price-source">
                      {T.priceSource(line.priceNote)}
                    </div>
                  )}
                  {check.ok && line.listPriceCents !== undefined && check.priced.unitPriceCents !== line.listPriceCents && (
                    <div className="small text-body-secondary" data-testid="counter-line-price-changed">
                      {T.priceChanged}
                    </div>
                  )}
                </td>
                <td className="text-end">
                  <LineField
                    id={`counter-discount-${i}`}
                    label={T.discountOf(line.name)}
                    value={line.discount ?? ''}
                    problem={check.ok ? null : (check.discount ?? null)}
                    onChange={(v) => onEdit(i, 'discount', v)}
                    onDone={onDone}
                  />
                  {check.ok && (check.priced.discountPct ?? 0) > 0 && (
                    <div className="small text-body-secondary" data-testid="counter-line-discount">
                      {T.discountShown(formatPercent(check.priced.discountPct ?? 0))}
                    </div>
                  )}
                </td>
                <td className="text-end text-nowrap" data-testid="counter-line-amount">
                  {check.ok ? formatEuros(lineGross[i] ?? 0) : '—'}
                </td>
                <td className="text-end">
                  <Button variant="outline-danger" size="sm" aria-label={T.remove(line.name)} onClick={() => onRemove(i)}>
                    ×
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

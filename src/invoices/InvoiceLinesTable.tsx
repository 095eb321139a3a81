/**
 * The editable lines of a draft: concept, quantity, unit price before tax,
 * discount, VAT (or exemption) and the line's amount, live. Each field has its
 * label (visually hidden in the table) and shows its error beside it.
 */
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch, type FieldArrayWithId, type UseFormReturn } from 'react-hook-form';
import { lineBaseCents } from '../domain/documentTotals';
import { validateLine } from '../domain/lineValidation';
import { formatEuros } from '../domain/money';
import { isTaxCause } from '../domain/tax';
import { parseFormLine, TAX_CHOICES, TOBACCO_CHOICE, type InvoiceValues } from './invoiceForm';
import { EXEMPTION_LABEL } from './messages';
import { TableScroll } from '../shared/TableScroll';

/** '21 %', '21 % · tabaco (R.E. 1,75 %)', '0 % (indica la causa)', 'Exenta art. 20 LIVA'… */
function taxChoiceLabel(choice: string): string {
  if (isTaxCause(choice)) return EXEMPTION_LABEL[choice];
  if (choice === TOBACCO_CHOICE) return '21 % · tabaco (R.E. 1,75 %)';
  if (choice === '0') return '0 % (indica la causa)';
  return `${choice} %`;
}

interface Props {
  form: UseFormReturn<InvoiceValues>;
  fields: FieldArrayWithId<InvoiceValues, 'lines', 'key'>[];
  onRemove: (index: number) => void;
  allowNegative: boolean;
}

function LineAmount({ form, index, allowNegative }: { form: UseFormReturn<InvoiceValues>; index: number; allowNegative: boolean }) {
  const line = useWatch({ control: form.control, name: `lines.${index}` });
  const parsed = line ? parseFormLine(line) : null;
  const valid = parsed && validateLine(parsed, { allowNegative }).length === 0;
  return <>{valid ? formatEuros(lineBaseCents(parsed)) : '—'}</>;
}

export function InvoiceLinesTable({ form, fields, onRemove, allowNegative }: Props) {
  const { register, formState } = form;
  const errors = formState.errors.lines;
  const cell = (i: number, name: 'description' | 'quantity' | 'price' | 'discount' | 'tax') => {
    const message = errors?.[i]?.[name]?.message;
    return { id: `line-${i}-${name}`, message, invalid: !!message };
  };
  const feedback = (c: { id: string; message?: string }) =>
    c.message ? (
      <Form.Control.Feedback type="invalid" id={`${c.id}-error`}>
        {c.message}
      </Form.Control.Feedback>
    ) : null;

  return (
    // position-relative keeps the visually hidden labels inside the scrolling box at 360 px.
    <TableScroll label="Líneas de la factura" className="position-relative">
      <table className="table table-sm align-top invoice-lines" data-testid="invoice-lines">
        <thead>
          <tr>
            <th scope="col" style={{ minWidth: '14rem' }}>
              Concepto
            </th>
            <th scope="col" style={{ minWidth: '6rem' }}>
              Cantidad
            </th>
            <th scope="col" style={{ minWidth: '7rem' }}>
              Precio unit. (€)
            </th>
            <th scope="col" style={{ minWidth: '5rem' }}>
              Dto. %
            </th>
            <th scope="col" style={{ minWidth: '9rem' }}>
              IVA
            </th>
            <th scope="col" className="text-end">
              Importe
            </th>
            <th scope="col">
              <span className="visually-hidden">Quitar</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, i) => {
            const [description, quantity, price, discount, tax] = (['description', 'quantity', 'price', 'discount', 'tax'] as const).map((n) =>
              cell(i, n),
            );
            return (
              <tr key={field.key} data-testid="invoice-line">
                <td>
                  <Form.Label htmlFor={description!.id} visuallyHidden>
                    Concepto de la línea {i + 1}
                  </Form.Label>
                  <Form.Control
                    id={description!.id}
                    size="sm"
                    {...register(`lines.${i}.description`)}
                    isInvalid={description!.invalid}
                    aria-describedby={description!.message ? `${description!.id}-error` : undefined}
                  />
                  {feedback(description!)}
                  {(field.sourceLabel || field.code) && (
                    <small className="text-body-secondary d-block">{[field.code, field.sourceLabel].filter(Boolean).join(' · ')}</small>
                  )}
                </td>
                {(
                  [
                    [quantity!, 'quantity', 'Cantidad', 'decimal'],
                    [price!, 'price', 'Precio unitario sin IVA, en euros,', 'decimal'],
                    [discount!, 'discount', 'Descuento en %', 'decimal'],
                  ] as const
                ).map(([c, name, label, mode]) => (
                  <td key={name}>
                    <Form.Label htmlFor={c.id} visuallyHidden>
                      {label} de la línea {i + 1}
                    </Form.Label>
                    <Form.Control
                      id={c.id}
                      size="sm"
                      inputMode={mode}
                      className="text-end"
                      autoComplete="off"
                      {...register(`lines.${i}.${name}`)}
                      isInvalid={c.invalid}
                      aria-describedby={c.message ? `${c.id}-error` : undefined}
                    />
                    {feedback(c)}
                  </td>
                ))}
                <td>
                  <Form.Label htmlFor={tax!.id} visuallyHidden>
                    IVA de la línea {i + 1}
                  </Form.Label>
                  <Form.Select
                    id={tax!.id}
                    size="sm"
                    {...register(`lines.${i}.tax`)}
                    isInvalid={tax!.invalid}
                    aria-describedby={tax!.message ? `${tax!.id}-error` : undefined}
                  >
                    {TAX_CHOICES.map((choice) => (
                      <option key={choice} value={choice}>
                        {taxChoiceLabel(choice)}
                      </option>
                    ))}
                  </Form.Select>
                  {feedback(tax!)}
                </td>
                <td className="text-end text-nowrap pt-2" data-testid="line-amount">
                  <LineAmount form={form} index={i} allowNegative={allowNegative} />
                </td>
                <td>
                  <Button variant="outline-danger" size="sm" onClick={() => onRemove(i)} aria-label={`Quitar la línea ${i + 1}`}>
                    ×
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {typeof errors?.message === 'string' && (
        <div className="text-danger small" role="alert">
          {errors.message}
        </div>
      )}
      {typeof errors?.root?.message === 'string' && (
        <div className="text-danger small" role="alert">
          {errors.root.message}
        </div>
      )}
    </TableScroll>
  );
}

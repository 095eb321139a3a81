/**
 * The returns desk's one line picker, for the three returns (from a sale, from a salida, to a
 * vendor): each line with what it carried, what came back already and what remains, a quantity to
 * return (es-ES, 0 by default) and the reason. Every problem shows at its field before anything
 * is sent (returnForm.ts); a valid form hands the command's request to `onSubmit`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { formatQuantity } from '../domain/quantity';
import { TextAreaField } from '../shared/form/fields';
import { TableScroll } from '../shared/TableScroll';
import { MAX_REASON_LENGTH } from '../domain/rectification';
import { RETURN_FORM_TEXT as T } from './messages';
import { blankReturnValues, checkReturnValues, returnFormSchema, type ReturnableLine, type ReturnFormValues, type ReturnRequest } from './returnForm';

interface Props {
  lines: ReturnableLine[];
  /** The heading of the carried quantity: "Vendido", "Entregado", "Recibido". */
  soldLabel: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (request: ReturnRequest) => void;
  /** Shown under the table (what moves stock and what does not). */
  note?: ReactNode;
}

const withUnit = (quantity: number, unit: string) => `${formatQuantity(quantity)} ${unit}`.trim();

export function ReturnLinesForm({ lines, soldLabel, submitLabel, busy, onSubmit, note }: Props) {
  const { register, handleSubmit, formState } = useForm<ReturnFormValues>({
    resolver: zodResolver(returnFormSchema(lines)),
    defaultValues: blankReturnValues(lines),
  });
  const { errors } = formState;
  const nothing = errors.lines?.root?.message ?? errors.lines?.message;
  const submit = handleSubmit((values) => {
    // The schema ran the same check: here it only builds the request.
    const checked = checkReturnValues(values, lines);
    if (checked.ok) onSubmit(checked.request);
  });

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <TableScroll label={T.tableLabel}>
        <table className="table table-sm align-middle" data-testid="return-lines" aria-describedby={nothing ? 'return-lines-error' : undefined}>
          <thead>
            <tr>
              <th scope="col">{T.concept}</th>
              <th scope="col" className="text-end">
                {soldLabel}
              </th>
              <th scope="col" className="text-end">
                {T.returned}
              </th>
              <th scope="col" className="text-end">
                {T.remaining}
              </th>
              <th scope="col" className="text-end" style={{ minWidth: '9rem' }}>
                {T.toReturn}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => {
              const error = errors.lines?.[i]?.quantity?.message;
              return (
                <tr key={line.lineIndex} data-testid="return-line">
                  <td>
                    {line.description}
                    {(line.code || !line.movesStock) && (
                      <small className="d-block text-body-secondary">{[line.code, !line.movesStock && T.noStock].filter(Boolean).join(' · ')}</small>
                    )}
                  </td>
                  <td className="text-end text-nowrap">{withUnit(line.sold, line.unit)}</td>
                  <td className="text-end text-nowrap">{withUnit(line.returned, line.unit)}</td>
                  <td className="text-end text-nowrap">{withUnit(line.remaining, line.unit)}</td>
                  <td className="text-end">
                    {line.remaining <= 0 ? (
                      '—'
                    ) : (
                      <>
                        <Form.Control
                          className="text-end ms-auto"
                          style={{ maxWidth: '9rem' }}
                          inputMode="decimal"
                          aria-label={T.quantityOf(line.description)}
                          isInvalid={!!error}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `return-quantity-${i}-error` : undefined}
                          {...register(`lines.${i}.quantity`)}
                        />
                        <Form.Control.Feedback type="invalid" id={`return-quantity-${i}-error`}>
                          {error}
                        </Form.Control.Feedback>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {nothing && (
        <div className="invalid-feedback d-block mb-2" id="return-lines-error" data-testid="return-lines-error">
          {nothing}
        </div>
      )}
      {lines.every((l) => l.remaining <= 0) && <p className="text-body-secondary">{T.nothingLeft}</p>}
      {note && <p className="small text-body-secondary">{note}</p>}
      <TextAreaField
        id="return-reason"
        label={T.reason}
        help={T.reasonHelp}
        rows={2}
        registration={register('reason')}
        error={errors.reason?.message}
        maxChars={MAX_REASON_LENGTH}
      />
      <Button type="submit" variant="primary" disabled={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}

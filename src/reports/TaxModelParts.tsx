/**
 * Parts of the 303 (complete), 349 and 390 screens: a table of boxes, the field
 * for an amount pending from earlier periods, and the complete 303 of a quarter.
 */
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { formatCentsPlain, formatEuros, parseEuros } from '../domain/money';
import { model303Boxes, type Model303Sums } from '../domain/taxModels/model303';
import type { TaxQuarter } from '../domain/taxModels/types';
import { boxLabel } from './messages';
import { CsvButton, FigureHeader } from './ReportParts';
import { Model303FileButton } from './accountingFiles';
import { model303Csv } from './taxModelCsv';
import { BOXES_303, M303_TEXT } from './taxModelMessages';

/** The boxes a result has, in the form's order; the cell's test id names the box. */
export function BoxTable({
  id,
  caption,
  boxes,
  table,
  percentBoxes = [],
}: {
  id: string;
  caption: string;
  boxes: Record<string, number>;
  table: [string, string][];
  percentBoxes?: string[];
}) {
  const rows = table.filter(([box]) => box in boxes);
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
      <table className="table table-sm align-middle" data-testid={id}>
        <caption className="caption-top fw-semibold text-body">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{M303_TEXT.box}</th>
            <th scope="col">{M303_TEXT.concept}</th>
            <FigureHeader>{M303_TEXT.amount}</FigureHeader>
          </tr>
        </thead>
        <tbody>
          {rows.map(([box, label]) => (
            <tr key={box}>
              <td>
                <span className="badge text-bg-light border">{boxLabel(box)}</span>
              </td>
              <th scope="row" className="fw-normal">
                {label}
              </th>
              <td className="text-end text-nowrap" data-testid={`${id}-box-${box}`}>
                {percentBoxes.includes(box) ? `${formatCentsPlain(boxes[box])} %` : formatEuros(boxes[box])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An amount in euros, zero or more, typed by hand: its cents, or null with the field saying why. */
export function usePendingField(id: string, label: string, help: string) {
  const [text, setText] = useState('0,00');
  const cents = parseEuros(text);
  const invalid = cents === null || cents < 0;
  const field = (
    <Form.Group controlId={id} className="mb-2" style={{ maxWidth: '28rem' }}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        inputMode="decimal"
        value={text}
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error ${id}-help` : `${id}-help`}
        onChange={(e) => setText(e.target.value)}
      />
      <Form.Control.Feedback id={`${id}-error`} type="invalid">
        {M303_TEXT.pendingInvalid}
      </Form.Control.Feedback>
      <Form.Text id={`${id}-help`}>{help}</Form.Text>
    </Form.Group>
  );
  return { field, cents: invalid ? null : cents, set: (c: number) => setText(formatCentsPlain(c)) };
}

const RATE_BOXES = ['02', '05', '08', '151', '154', '157', '166', '169', '17', '20', '23', '65'];

/**
 * The complete 303 of a quarter: the sums folded with the report, settled with the amount
 * pending from earlier periods the user enters or confirms ([110]); `suggestedPending` is what
 * the year's earlier quarters computed in Almacena leave pending (null in Q1).
 */
export function Model303Section({
  sums,
  year,
  quarter,
  suggestedPending,
}: {
  sums: Model303Sums;
  year: number;
  quarter: TaxQuarter;
  suggestedPending: number | null;
}) {
  const pending = usePendingField('m303-pending', M303_TEXT.pending, M303_TEXT.pendingHelp);
  const [refund, setRefund] = useState(true);
  let r: ReturnType<typeof model303Boxes> | null = null;
  let problem: string | null = null;
  try {
    r = pending.cents === null ? null : model303Boxes(sums, year, quarter, { pendingCompensationCents: pending.cents, q4Refund: refund });
  } catch (e) {
    // A period before the 2023 design, or a rate the period's design has no line for.
    problem = M303_TEXT.noDesign(e instanceof Error ? e.message : String(e));
  }
  return (
    <section aria-labelledby="m303-heading" className="mt-4">
      <h2 id="m303-heading" className="h5">
        {M303_TEXT.heading}
      </h2>
      {pending.field}
      {suggestedPending !== null && (
        <p className="small">
          {M303_TEXT.suggestion(formatEuros(suggestedPending))}{' '}
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => pending.set(suggestedPending)}>
            {M303_TEXT.useSuggestion}
          </button>
        </p>
      )}
      {quarter === 4 && (
        <Form.Check id="m303-refund" className="mb-2" label={M303_TEXT.refund} checked={refund} onChange={(e) => setRefund(e.target.checked)} />
      )}
      {problem && (
        <p className="text-danger" role="alert">
          {problem}
        </p>
      )}
      {r && (
        <>
          <p className="mb-2">
            <strong data-testid="m303-result">
              {M303_TEXT.resultType[r.resultType]}: {formatEuros(r.resultCents)}
            </strong>{' '}
            <span className="small text-body-secondary">{M303_TEXT.design(r.design)}</span>{' '}
            <CsvButton fileBase={`${M303_TEXT.file}-${year}-${quarter}T`} table={() => model303Csv(r)} label={M303_TEXT.exportCsv} />{' '}
            <Model303FileButton result={r} />
          </p>
          <BoxTable id="m303" caption={M303_TEXT.heading} boxes={r.boxes} table={BOXES_303} percentBoxes={RATE_BOXES} />
          <p className="small text-body-secondary">{M303_TEXT.note}</p>
        </>
      )}
    </section>
  );
}

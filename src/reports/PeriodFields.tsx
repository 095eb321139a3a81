/**
 * The parameters of the reports: a date range, a quarter and year, or a year; Spanish messages at
 * the field. The hooks keep a parameter with its check: `check()` gives the value, or null while
 * the field says what is wrong; `onChange` forgets a result generated with the old value.
 */
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { QUARTER_LABEL, RANGE_PROBLEMS, REPORT_TEXT } from './messages';
import { QUARTERS, validateRange, validateYear, type DateRange, type Quarter, type RangeProblem } from './reportModel';

export function useRangeField(initial: () => DateRange, onChange: () => void) {
  const [range, setRange] = useState(initial);
  const [errors, setErrors] = useState<ReturnType<typeof validateRange>>({});
  const field = (
    <RangeFields
      from={range.from}
      to={range.to}
      errors={errors}
      onChange={(change) => {
        setRange((r) => ({ ...r, ...change }));
        setErrors({});
        onChange();
      }}
    />
  );
  const check = (): DateRange | null => {
    const problems = validateRange(range.from, range.to);
    setErrors(problems);
    return Object.keys(problems).length > 0 ? null : { ...range };
  };
  return { field, check };
}

export function useYearField(initial: () => number, onChange: () => void) {
  const [year, setYear] = useState(() => String(initial()));
  const [invalid, setInvalid] = useState(false);
  const field = (
    <YearField
      year={year}
      invalid={invalid}
      onChange={(text) => {
        setYear(text);
        setInvalid(false);
        onChange();
      }}
    />
  );
  const check = (): number | null => {
    const valid = validateYear(year);
    setInvalid(valid === null);
    return valid;
  };
  return { field, check };
}

export function RangeFields({
  from,
  to,
  errors,
  onChange,
}: {
  from: string;
  to: string;
  errors: Partial<Record<'from' | 'to', RangeProblem>>;
  onChange: (change: { from?: string; to?: string }) => void;
}) {
  return (
    <>
      <Col xs={6} sm={4} lg={3}>
        <Form.Group controlId="report-from">
          <Form.Label>{REPORT_TEXT.from}</Form.Label>
          <Form.Control type="date" value={from} isInvalid={!!errors.from} onChange={(e) => onChange({ from: e.target.value })} />
          <Form.Control.Feedback type="invalid">{errors.from && RANGE_PROBLEMS[errors.from]}</Form.Control.Feedback>
        </Form.Group>
      </Col>
      <Col xs={6} sm={4} lg={3}>
        <Form.Group controlId="report-to">
          <Form.Label>{REPORT_TEXT.to}</Form.Label>
          <Form.Control type="date" value={to} isInvalid={!!errors.to} onChange={(e) => onChange({ to: e.target.value })} />
          <Form.Control.Feedback type="invalid">{errors.to && RANGE_PROBLEMS[errors.to]}</Form.Control.Feedback>
        </Form.Group>
      </Col>
    </>
  );
}

export function YearField({ year, invalid, onChange }: { year: string; invalid: boolean; onChange: (year: string) => void }) {
  return (
    <Col xs={6} sm={4} lg={2}>
      <Form.Group controlId="report-year">
        <Form.Label>{REPORT_TEXT.year}</Form.Label>
        <Form.Control inputMode="numeric" maxLength={4} value={year} isInvalid={invalid} onChange={(e) => onChange(e.target.value)} />
        <Form.Control.Feedback type="invalid">{REPORT_TEXT.yearInvalid}</Form.Control.Feedback>
      </Form.Group>
    </Col>
  );
}

export function QuarterField({ quarter, onChange }: { quarter: Quarter; onChange: (q: Quarter) => void }) {
  return (
    <Col xs={12} sm={6} lg={4}>
      <Form.Group controlId="report-quarter">
        <Form.Label>{REPORT_TEXT.quarter}</Form.Label>
        <Form.Select value={quarter} onChange={(e) => onChange(Number(e.target.value) as Quarter)}>
          {QUARTERS.map((q) => (
            <option key={q} value={q}>
              {QUARTER_LABEL[q]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </Col>
  );
}

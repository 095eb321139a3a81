/**
 * The arqueo: one row per euro denomination (notes, then coins), its count typed, its amount and
 * the total added up live against the expected cash; closing sends the counts (closeTill), which
 * freezes the session as its Z report.
 */
import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatEuros } from '../domain/money';
import { isSafeText } from '../domain/plainText';
import { DENOMINATIONS, expectedCash, parseCount, type TillSession } from '../domain/till/tillModel';
import { denominationLabel, TILL_TEXT as T, tillFailureMessage } from './messages';
import { tillCommands, tillRepository } from './tillRepository';

export function ArqueoForm({
  corpId,
  session,
  onCancel,
  onClosed,
}: {
  corpId: string;
  session: TillSession;
  onCancel: () => void;
  onClosed: (closed: TillSession) => void;
}) {
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);
  const counts = Object.fromEntries(DENOMINATIONS.map((d) => [String(d), parseCount(typed[String(d)] ?? '')]));
  const allValid = Object.values(counts).every((n) => n !== null);
  const total = DENOMINATIONS.reduce((sum, d) => sum + (counts[String(d)] ?? 0) * d, 0);
  const expected = expectedCash(session.floatCents, session.totals);
  const noteOk = note.length <= 500 && isSafeText(note, 'multiline');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!allValid || !noteOk || sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await tillCommands.close(corpId, session.id, counts as Record<string, number>, note.trim());
      const closed = await tillRepository.session(corpId, session.id);
      if (closed) onClosed(closed);
    } catch (err) {
      setError(tillFailureMessage(err));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={(e) => void submit(e)} aria-label={T.arqueo} noValidate data-testid="arqueo">
      <fieldset disabled={busy}>
        <legend className="fs-6 fw-semibold">{T.arqueo}</legend>
        <Table size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">{T.denomination}</th>
              <th scope="col">{T.count}</th>
              <th scope="col" className="text-end">
                {T.subtotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {DENOMINATIONS.map((d) => {
              const key = String(d);
              const n = counts[key];
              const label = denominationLabel(d);
              return (
                <tr key={key}>
                  <th scope="row" className="fw-normal">
                    {label}
                  </th>
                  <td>
                    <Form.Control
                      size="sm"
                      inputMode="numeric"
                      aria-label={T.countOf(label)}
                      value={typed[key] ?? ''}
                      onChange={(e) => setTyped((t) => ({ ...t, [key]: e.target.value }))}
                      isInvalid={n === null}
                      aria-describedby={n === null ? `count-error-${key}` : undefined}
                      style={{ maxWidth: '7rem' }}
                    />
                    {n === null && (
                      <Form.Control.Feedback type="invalid" id={`count-error-${key}`}>
                        {T.countInvalid}
                      </Form.Control.Feedback>
                    )}
                  </td>
                  <td className="text-end text-nowrap">{n ? formatEuros(n * d) : ''}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="fw-bold">
              <th scope="row">{T.counted}</th>
              <td />
              <td className="text-end text-nowrap" data-testid="arqueo-total">
                {formatEuros(total)}
              </td>
            </tr>
            <tr>
              <th scope="row">{T.expected}</th>
              <td />
              <td className="text-end text-nowrap">{formatEuros(expected)}</td>
            </tr>
            <tr className="fw-bold">
              <th scope="row">{T.difference}</th>
              <td />
              <td className={`text-end text-nowrap ${total - expected === 0 ? '' : 'text-danger'}`} data-testid="arqueo-difference">
                {formatEuros(total - expected)}
              </td>
            </tr>
          </tfoot>
        </Table>
        <Form.Group controlId="arqueo-note" className="mb-3">
          <Form.Label>{T.note}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            isInvalid={!noteOk}
            aria-describedby={!noteOk ? 'arqueo-note-error' : undefined}
          />
          <Form.Control.Feedback type="invalid" id="arqueo-note-error">
            {T.noteInvalid}
          </Form.Control.Feedback>
        </Form.Group>
        <div className="d-flex gap-2">
          <Button type="submit" variant="danger" disabled={!allValid || !noteOk}>
            {busy ? T.closing : T.close}
          </Button>
          <Button variant="outline-secondary" onClick={onCancel}>
            {T.cancel}
          </Button>
        </div>
      </fieldset>
      {error && (
        <Alert variant="danger" className="mt-2 mb-0">
          {error}
        </Alert>
      )}
    </Form>
  );
}

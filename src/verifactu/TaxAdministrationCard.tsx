/**
 * Which tax administration the company answers to (admin, on the company screen). Under a foral
 * one VERI*FACTU does not apply: the card says so plainly, since from then on issuing makes no
 * record. The postal code only suggests the answer (volume of operations also decides it).
 */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { Notice } from '../shared/feedback/flash';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import Form from 'react-bootstrap/Form';
import {
  parseTaxAdministrationInput,
  suggestedTaxAdministration,
  TAX_ADMINISTRATION_LABELS,
  TAX_ADMINISTRATIONS,
  verifactuExemptionText,
  type TaxAdministration,
} from '../domain/verifactu/scope';
import { commandErrorMessage, madridDateTime } from './messages';
import { taxAdministrationRepository, type TaxAdministrationState } from './taxAdministrationRepository';

export const TAX_ADMINISTRATION_TEXT = {
  title: 'Administración tributaria',
  intro: 'VERI*FACTU se aplica a quienes tributan ante la Agencia Tributaria (territorio común).',
  field: 'La empresa tributa ante',
  reason: 'Motivo del cambio',
  reasonHelp: 'Queda registrado con la fecha y quién lo hizo.',
  reasonError: 'Indica el motivo (de 3 a 200 caracteres, sin caracteres invisibles).',
  save: 'Guardar',
  saving: 'Guardando…',
  saved: 'Administración tributaria guardada.',
  loadFailed: 'No se ha podido leer la administración tributaria de la empresa.',
  applies: 'VERI*FACTU se aplica: cada factura emitida genera su registro y se envía a la AEAT.',
  suggestion: (cp: string, label: string) =>
    `Por el código postal ${cp}, la empresa podría tributar ante la ${label}. Compruébalo con tu asesor: también depende del volumen de operaciones.`,
  lastChange: (label: string, when: string, reason: string) => `Último cambio: a ${label}, el ${when} («${reason}»).`,
};
const T = TAX_ADMINISTRATION_TEXT;

export function TaxAdministrationCard({ corpId, nif, postalCode }: { corpId: string; nif: string; postalCode: string }) {
  const [state, setState] = useState<TaxAdministrationState | 'error' | null>(null);
  const [choice, setChoice] = useState<TaxAdministration>('aeat');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [result, setResult] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    taxAdministrationRepository.get(corpId, nif).then(
      (s) => {
        if (!live) return;
        setState(s);
        setChoice(s.administration);
      },
      (e: unknown) => {
        console.error('taxAdministration', e);
        if (live) setState('error');
      },
    );
    return () => {
      live = false;
    };
  }, [corpId, nif]);

  if (state === null) return null;
  if (state === 'error') return <Alert variant="warning">{T.loadFailed}</Alert>;

  const suggested = suggestedTaxAdministration(postalCode);
  const exemption = verifactuExemptionText(state.administration);
  const last = state.changes[0];

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = parseTaxAdministrationInput({ administration: choice, reason });
    if (!input.ok) {
      setReasonError(T.reasonError);
      return;
    }
    setReasonError(null);
    setBusy(true);
    try {
      await taxAdministrationRepository.set(corpId, input.value.administration, input.value.reason);
      setState(await taxAdministrationRepository.get(corpId, nif));
      setReason('');
      setResult({ variant: 'success', text: T.saved });
    } catch (e) {
      setResult({ variant: 'danger', text: commandErrorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="tax-administration-title" className="border rounded p-3 mb-3" data-testid="tax-administration">
      <h3 id="tax-administration-title" className="h5">
        {T.title}
      </h3>
      <p className="mb-2">{T.intro}</p>
      {exemption ? (
        <Alert variant="warning" className="py-2" data-testid="verifactu-exempt">
          {exemption}
        </Alert>
      ) : (
        <p className="mb-2">{T.applies}</p>
      )}
      {suggested !== state.administration && (
        <p className="small text-body-secondary">{T.suggestion(postalCode, TAX_ADMINISTRATION_LABELS[suggested])}</p>
      )}
      {last && <p className="small text-body-secondary">{T.lastChange(TAX_ADMINISTRATION_LABELS[last.to], madridDateTime(last.at), last.reason)}</p>}
      <Form noValidate onSubmit={save}>
        <Form.Group className="mb-2" controlId="tax-administration">
          <Form.Label>{T.field}</Form.Label>
          <Form.Select value={choice} onChange={(e) => setChoice(e.target.value as TaxAdministration)}>
            {TAX_ADMINISTRATIONS.map((a) => (
              <option key={a} value={a}>
                {TAX_ADMINISTRATION_LABELS[a]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {choice !== state.administration && (
          <Form.Group className="mb-2" controlId="tax-administration-reason">
            <Form.Label>{T.reason}</Form.Label>
            <Form.Control
              value={reason}
              maxLength={200}
              isInvalid={reasonError !== null}
              aria-describedby="tax-administration-reason-help"
              onChange={(e) => setReason(e.target.value)}
            />
            <Form.Text id="tax-administration-reason-help">{T.reasonHelp}</Form.Text>
            <Form.Control.Feedback type="invalid">{reasonError}</Form.Control.Feedback>
          </Form.Group>
        )}
        <NoticeAlert notice={result} testId="tax-administration-notice" />
        <Button type="submit" disabled={busy || choice === state.administration}>
          {busy ? T.saving : T.save}
        </Button>
      </Form>
    </section>
  );
}

/**
 * The confirmed, not yet invoiced salidas (or entradas) of the invoice's party:
 * tick some and add their lines to the invoice, each line naming its albarán.
 */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatEuros } from '../domain/money';
import type { InvoiceKind } from '../domain/invoices/invoiceModel';
import { invoiceSourceRepository, type InvoiceSource } from './invoiceSourceRepository';
import { isoToSpanish, KIND_TEXT } from './messages';

interface Props {
  corpId: string;
  kind: InvoiceKind;
  partyId: string;
  /** Sources already on the invoice: not offered again. */
  included: string[];
  onAdd: (sources: InvoiceSource[]) => void;
  /** Ids ticked when the party's list arrives (those among what it offers). */
  initiallyTicked?: readonly string[];
}

export function SourcePicker({ corpId, kind, partyId, included, onAdd, initiallyTicked = [] }: Props) {
  const [sources, setSources] = useState<InvoiceSource[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [ticked, setTicked] = useState<string[]>([]);
  const text = KIND_TEXT[kind];
  // As a string, so a new array with the same ids does not load the list again.
  const tickKey = initiallyTicked.join(',');

  useEffect(() => {
    let live = true;
    setSources(null);
    setTicked([]);
    invoiceSourceRepository.uninvoiced(corpId, kind, partyId).then(
      (found) => {
        if (!live) return;
        setSources(found);
        const wanted = tickKey.split(',');
        setTicked(found.filter((s) => wanted.includes(s.id)).map((s) => s.id));
      },
      (e: unknown) => {
        console.error(e);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [corpId, kind, partyId, tickKey]);

  if (failed) return <Alert variant="warning">No se han podido cargar las {text.sources.toLowerCase()} pendientes de facturar.</Alert>;
  if (sources === null) return <p className="text-body-secondary small">Buscando {text.sources.toLowerCase()} pendientes de facturar…</p>;
  const offered = sources.filter((s) => !included.includes(s.id));
  if (offered.length === 0) {
    return (
      <p className="text-body-secondary small" data-testid="source-picker-empty">
        No hay {text.sources.toLowerCase()} confirmadas pendientes de facturar para este {text.party.toLowerCase()}.
      </p>
    );
  }
  return (
    <fieldset className="border rounded p-2 mb-3" data-testid="source-picker">
      <legend className="fs-6 fw-semibold px-1 mb-1 float-none w-auto">{text.sources} confirmadas sin facturar</legend>
      {offered.map((s) => (
        <Form.Check
          key={s.id}
          id={`source-${s.id}`}
          type="checkbox"
          checked={ticked.includes(s.id)}
          onChange={(e) => setTicked((t) => (e.target.checked ? [...t, s.id] : t.filter((x) => x !== s.id)))}
          label={`${s.number} · ${isoToSpanish(s.date)}${s.reference ? ` · Albarán ${s.reference}` : ''} · ${s.lines.length} líneas · ${formatEuros(s.totalCents)}`}
        />
      ))}
      <Button
        className="mt-2"
        size="sm"
        variant="outline-primary"
        disabled={ticked.length === 0}
        onClick={() => {
          // In the order they happened: date, then creation (ids are <uid><ms>).
          const chosen = offered.filter((s) => ticked.includes(s.id));
          onAdd(chosen.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id)));
          setTicked([]);
        }}
      >
        Añadir las líneas de las {text.sources.toLowerCase()} marcadas
      </Button>
    </fieldset>
  );
}

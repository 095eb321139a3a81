/**
 * The optional client of a factura simplificada cualificada (RD 1619/2012 art. 7.2): picked with
 * the invoice editor's search, then read once; one without NIF or address cannot be chosen.
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { checkRecipient } from '../domain/simplifiedInvoice';
import type { PartyFacts } from '../invoices/partyFacts';
import { SearchPicker } from '../stock/documents/SearchPicker';
import type { PartyOption } from '../stock/lookupRepository';
import { counterRepository } from './counterRepository';
import { clientMissingMessage, COUNTER_TEXT as T } from './messages';

interface CounterClientProps {
  corpId: string;
  client: PartyFacts | null;
  onChange: (client: PartyFacts | null) => void;
  disabled: boolean;
}

export function CounterClient({ corpId, client, onChange, disabled }: CounterClientProps) {
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (option: PartyOption) => {
    setProblem(null);
    let facts: PartyFacts | null;
    try {
      facts = await counterRepository.client(corpId, option.id);
    } catch (e) {
      console.error('Mostrador: no se ha podido leer el cliente', e);
      setProblem(T.clientFailed);
      return;
    }
    if (!facts) {
      setProblem(T.clientMissing);
      return;
    }
    const { nif, name, address } = facts.snapshot;
    const missing = checkRecipient({ taxId: nif, name, address }).missing[0];
    if (missing) setProblem(clientMissingMessage(missing));
    else onChange(facts);
  };

  if (client) {
    const s = client.snapshot;
    return (
      <div className="border rounded p-2 small" data-testid="counter-client">
        <div className="text-body-secondary">{T.clientChosen}</div>
        <div className="fw-semibold">{s.name}</div>
        <div>{[s.nif, [s.address, s.postalCode, s.city].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}</div>
        <Button variant="link" size="sm" className="p-0" onClick={() => onChange(null)} disabled={disabled}>
          {T.clientRemove}
        </Button>
      </div>
    );
  }
  return (
    <>
      <SearchPicker<PartyOption>
        label={T.client}
        placeholder={T.clientPlaceholder}
        search={(q) => counterRepository.searchClients(corpId, q)}
        optionKey={(p) => p.id}
        renderOption={(p) => `${p.name}${p.nif ? ` · ${p.nif}` : ''}`}
        onPick={(p) => void pick(p)}
        disabled={disabled}
        isInvalid={!!problem}
        errorId={problem ? 'counter-client-error' : undefined}
        testId="counter-client-picker"
      />
      {problem && (
        <div id="counter-client-error" className="invalid-feedback d-block" role="alert" data-testid="counter-client-error">
          {problem}
        </div>
      )}
    </>
  );
}

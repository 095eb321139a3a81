/**
 * «Varios vencimientos…» (issue 30): one bank movement that pays several instalments of one client
 * or vendor (a transfer for three invoices). The person chooses whose (prefilled with the party of
 * the best suggestion) and ticks the dues in the shared due picker; reconcileBankMovement records
 * one cobro or pago of the movement's amount over them, oldest first, the rest on account.
 */
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { BankMovementRow } from '../domain/bank/bankCommands';
import { formatEuros } from '../domain/money';
import { MAX_ALLOCATIONS } from '../domain/payments/payments';
import { dueRepository } from '../payments/dueRepository';
import { PickDuesDialog } from '../payments/PickDuesDialog';
import { SearchPicker } from '../stock/documents/SearchPicker';
import { lookupRepository, type PartyOption } from '../stock/lookupRepository';
import { dueKindOf } from './bankMatching';
import { BANK_TEXT, bankErrorMessage } from './messages';

interface Props {
  corpId: string;
  movement: BankMovementRow;
  /** The party of the best suggestion, to start with. */
  party: { id: string; name: string } | null;
  onCancel: () => void;
  /** Reconciles the movement with the dues (oldest first); a rejection is said in the dialog. */
  onReconcile: (dueIds: string[]) => Promise<void>;
}

export function ReconcileDuesDialog({ corpId, movement, party: initial, onCancel, onReconcile }: Props) {
  const kind = dueKindOf(movement.amountCents);
  const paymentKind = kind === 'output' ? 'cobro' : 'pago';
  const [party, setParty] = useState<{ id: string; name: string } | null>(initial);
  const loadDues = useCallback(() => dueRepository.openOfParty(corpId, kind, party!.id, MAX_ALLOCATIONS), [corpId, kind, party]);
  const amount = formatEuros(Math.abs(movement.amountCents));
  return (
    <PickDuesDialog
      titleId="reconcile-dues-title"
      title={BANK_TEXT.severalTitle(amount)}
      intro={
        <>
          <p className="small">{BANK_TEXT.severalIntro(paymentKind)}</p>
          <div className="mb-3">
            {party ? (
              <>
                <span className="form-label d-block">{BANK_TEXT.severalParty(paymentKind)}</span>
                <Button variant="outline-secondary" size="sm" onClick={() => setParty(null)}>
                  {BANK_TEXT.severalChangeParty(party.name)}
                </Button>
              </>
            ) : (
              <SearchPicker<PartyOption>
                label={BANK_TEXT.severalParty(paymentKind)}
                placeholder={BANK_TEXT.severalPartySearch}
                search={(text) => lookupRepository.searchParties(corpId, kind, text)}
                optionKey={(p) => p.id}
                renderOption={(p) => `${p.name}${p.nif ? ` · ${p.nif}` : ''}`}
                onPick={(p) => setParty({ id: p.id, name: p.name })}
                testId="reconcile-dues-party"
              />
            )}
          </div>
        </>
      }
      // A movement's money pays instalments (a cobro's or a pago's open amounts are above zero).
      signedCents={Math.abs(movement.amountCents)}
      loadDues={party ? loadDues : null}
      actionLabel={BANK_TEXT.reconcile}
      testId="reconcile-dues"
      onCancel={onCancel}
      failureText={bankErrorMessage}
      onSubmit={(allocations) => onReconcile(allocations.map((a) => a.dueId))}
    />
  );
}

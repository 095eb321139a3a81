/**
 * On a client's page (issue 31): the client's tarifa and special prices. Admins change them, staff
 * see them. Kept out of the client's own document (clientPrices/{clientId}), because a client's
 * prices are an admin's decision while any staff member edits the client (docs/DECISIONS.md "Tarifas").
 * Reads: the client's tarifa (one get), the tarifas for the select (≤ 100), one page of its prices.
 */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useCompanyActor } from '../auth/session';
import { roleAtLeast } from '../domain/roles';
import { dataErrorMessage } from '../shared/feedback/dataErrors';
import { PRICING_TEXT as T } from './messages';
import { PriceEntriesEditor } from './PriceEntriesEditor';
import { pricingRepository, type StoredPriceList } from './pricingRepository';

export function ClientPricingSection({ clientId }: { clientId: string }) {
  const { corpId, role } = useCompanyActor();
  const canEdit = roleAtLeast(role, 'admin');
  const [lists, setLists] = useState<StoredPriceList[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([pricingRepository.allLists(corpId), pricingRepository.clientListId(corpId, clientId)]).then(
      ([all, id]) => {
        if (!live) return;
        setLists(all);
        setChosen(id ?? '');
      },
      (e: unknown) => {
        console.error('Tarifas: no se ha podido leer la tarifa del cliente', e);
        if (live) setNotice({ variant: 'danger', text: T.loadError });
      },
    );
    return () => {
      live = false;
    };
  }, [corpId, clientId]);

  const save = async () => {
    setNotice(null);
    try {
      await pricingRepository.saveClientListId(corpId, clientId, chosen || null);
      setNotice({ variant: 'success', text: T.clientListSaved });
    } catch (e) {
      console.error('Tarifas: no se ha podido guardar la tarifa del cliente', e);
      setNotice({ variant: 'danger', text: dataErrorMessage(e) });
    }
  };

  return (
    <section aria-labelledby="client-pricing-title" className="mt-4" data-testid="client-pricing">
      <h2 id="client-pricing-title" className="h4">
        {T.clientTitle}
      </h2>
      {!canEdit && <p className="text-body-secondary">{T.clientReadOnly}</p>}
      {lists && (
        <Form
          className="mb-3"
          style={{ maxWidth: '36rem' }}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Form.Group controlId="client-price-list">
            <Form.Label>{T.clientList}</Form.Label>
            <div className="d-flex gap-2">
              <Form.Select value={chosen} disabled={!canEdit} onChange={(e) => setChosen(e.target.value)}>
                <option value="">{T.clientListNone}</option>
                {lists.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </Form.Select>
              {canEdit && (
                <Button type="submit" variant="outline-primary">
                  {T.save}
                </Button>
              )}
            </div>
          </Form.Group>
        </Form>
      )}
      {notice && (
        <Alert variant={notice.variant} data-testid="client-pricing-notice">
          {notice.text}
        </Alert>
      )}
      <h3 className="h5">{T.clientSpecialTitle}</h3>
      <p className="text-body-secondary">{T.clientSpecialIntro}</p>
      <PriceEntriesEditor
        corpId={corpId}
        owner={{ kind: 'client', id: clientId }}
        canEdit={canEdit}
        emptyText={T.clientSpecialEmpty}
        label={T.clientSpecialTitle}
      />
    </section>
  );
}

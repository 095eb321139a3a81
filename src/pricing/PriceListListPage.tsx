/** #/price-lists (Tarifas, issue 31): the company's tarifas, and its default one; admins edit, staff read. */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useCompanyActor } from '../auth/session';
import { roleAtLeast } from '../domain/roles';
import { formatDate, parseIsoDate } from '../domain/dates';
import type { PriceList } from '../domain/pricing/priceList';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { dataErrorMessage } from '../shared/feedback/dataErrors';
import { FlashNotice, ListHeading, PagedTable } from '../shared/list/ListParts';
import { KIND_LABELS, PRICING_TEXT as T } from './messages';
import { pricingRepository, type StoredPriceList } from './pricingRepository';

export const priceListPath = (id?: string) => `/price-lists/details${id ? `?listId=${encodeURIComponent(id)}` : ''}`;

const dateText = (iso: string) => {
  const d = parseIsoDate(iso);
  return d ? formatDate(d) : iso;
};

/** «Siempre», «desde el 01/06/2026», «desde el 01/06/2026 hasta el 30/06/2026». */
export function validityText(list: Pick<PriceList, 'validFrom' | 'validTo'>): string {
  if (!list.validFrom && !list.validTo) return T.always;
  return [list.validFrom ? T.from(dateText(list.validFrom)) : '', list.validTo ? T.to(dateText(list.validTo)) : ''].filter(Boolean).join(' ');
}

/** The default tarifa: a select and «Guardar» for admins, its name for staff (settings/pricing: one get, and ≤ 100 tarifas). */
function DefaultList({ corpId, canEdit, onChange }: { corpId: string; canEdit: boolean; onChange: (id: string | null) => void }) {
  const [lists, setLists] = useState<StoredPriceList[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([pricingRepository.allLists(corpId), pricingRepository.defaultListId(corpId)]).then(
      ([all, id]) => {
        if (!live) return;
        setLists(all);
        setChosen(id ?? '');
        onChange(id);
      },
      (e: unknown) => {
        console.error('Tarifas: no se ha podido leer la tarifa por defecto', e);
        if (live) setNotice({ variant: 'danger', text: T.loadError });
      },
    );
    return () => {
      live = false;
    };
  }, [corpId]); // eslint-disable-line react-hooks/exhaustive-deps -- onChange only reports
  const save = async () => {
    try {
      await pricingRepository.saveDefaultListId(corpId, chosen || null);
      onChange(chosen || null);
      setNotice({ variant: 'success', text: T.defaultSaved });
    } catch (e) {
      console.error('Tarifas: no se ha podido guardar la tarifa por defecto', e);
      setNotice({ variant: 'danger', text: dataErrorMessage(e) });
    }
  };
  if (!lists) return notice ? <Alert variant={notice.variant}>{notice.text}</Alert> : null;
  return (
    <Form
      className="mb-3"
      style={{ maxWidth: '36rem' }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Form.Group controlId="default-price-list">
        <Form.Label>{T.defaultLabel}</Form.Label>
        <div className="d-flex gap-2">
          <Form.Select value={chosen} disabled={!canEdit} onChange={(e) => setChosen(e.target.value)} aria-describedby="default-price-list-help">
            <option value="">{T.defaultNone}</option>
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
        <Form.Text id="default-price-list-help">{T.defaultHelp}</Form.Text>
      </Form.Group>
      {notice && (
        <Alert variant={notice.variant} className="mt-2 mb-0" data-testid="default-notice">
          {notice.text}
        </Alert>
      )}
    </Form>
  );
}

export default function PriceListListPage() {
  const { corpId, role } = useCompanyActor();
  const canEdit = roleAtLeast(role, 'admin');
  const navigate = useAppNavigate();
  const [defaultId, setDefaultId] = useState<string | null>(null);
  return (
    <section aria-labelledby="price-list-title">
      <ListHeading id="price-list-title" title={T.title}>
        {canEdit && <Button onClick={() => navigate(priceListPath())}>{T.newButton}</Button>}
      </ListHeading>
      <p className="text-body-secondary">{T.intro}</p>
      {!canEdit && <p className="text-body-secondary">{T.readOnly}</p>}
      <FlashNotice testId="list-notice" />
      <DefaultList corpId={corpId} canEdit={canEdit} onChange={setDefaultId} />
      <PagedTable<StoredPriceList>
        query={() => pricingRepository.listsQuery(corpId)}
        testId="price-list-table"
        label={T.listLabel}
        noun="tarifas"
        errorText={T.listError}
        emptyText={T.empty}
        header={
          <>
            <th scope="col">{T.name}</th>
            <th scope="col">{T.kind}</th>
            <th scope="col">{T.prices}</th>
            <th scope="col">{T.validity}</th>
          </>
        }
        row={(l: StoredPriceList) => (
          <tr key={l.id}>
            <td>
              <AppLink to={priceListPath(l.id)}>{l.name}</AppLink>
              {l.id === defaultId && (
                <Badge bg="secondary" className="ms-2">
                  {T.defaultBadge}
                </Badge>
              )}
            </td>
            <td>{KIND_LABELS[l.kind]}</td>
            <td>{l.vatIncluded ? T.vatIncludedYes : T.vatIncludedNo}</td>
            <td>{validityText(l)}</td>
          </tr>
        )}
      />
    </section>
  );
}

/**
 * #/price-lists/details?listId= (no id: a new tarifa). The header (name, use, net or IVA included,
 * dates) and, once saved, its prices per product with quantity breaks (PriceEntriesEditor).
 * Admins edit; staff see it read-only. Reads: the header (one get), then one page of its prices.
 */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { useCompanyActor } from '../auth/session';
import { roleAtLeast } from '../domain/roles';
import { PRICE_LIST_KINDS } from '../domain/pricing/priceList';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { Loading } from '../shared/Loading';
import { PageHeading } from '../shared/PageHeading';
import { dataErrorMessage } from '../shared/feedback/dataErrors';
import { flashState, useFlash } from '../shared/feedback/flash';
import { KIND_LABELS, PRICING_TEXT as T } from './messages';
import { blankPriceListDraft, NAME_MAX, parsePriceListDraft, priceListDraftOf, type DraftErrors, type PriceListDraft } from './priceListForm';
import { PriceEntriesEditor } from './PriceEntriesEditor';
import { priceListPath } from './PriceListListPage';
import { pricingRepository, type StoredPriceList } from './pricingRepository';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; list: StoredPriceList | null };

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

export default function PriceListDetailPage() {
  const { corpId, uid, role } = useCompanyActor();
  const canEdit = roleAtLeast(role, 'admin');
  const [params] = useSearchParams();
  const id = params.get('listId') ?? '';
  const navigate = useAppNavigate();
  const flash = useFlash();
  const [loaded, setLoaded] = useState<Loaded>(id ? { state: 'loading' } : { state: 'ready', list: null });
  const [draft, setDraft] = useState<PriceListDraft>(blankPriceListDraft);
  const [errors, setErrors] = useState<DraftErrors<keyof PriceListDraft>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!id) {
      setLoaded({ state: 'ready', list: null });
      setDraft(blankPriceListDraft());
      return undefined;
    }
    let live = true;
    setLoaded({ state: 'loading' });
    pricingRepository.list(corpId, id).then(
      (list) => {
        if (!live) return;
        setLoaded(list ? { state: 'ready', list } : { state: 'missing' });
        if (list) setDraft(priceListDraftOf(list));
      },
      (e: unknown) => {
        console.error('Tarifas: no se ha podido leer la tarifa', e);
        if (live) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [corpId, id]);

  const set = <K extends keyof PriceListDraft>(field: K, value: PriceListDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const save = async () => {
    setFailure(null);
    const parsed = parsePriceListDraft(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setBusy(true);
    try {
      const saved = await pricingRepository.saveList(corpId, uid, id || null, parsed.value);
      navigate(priceListPath(saved), { state: flashState(T.saved) });
      if (id) setLoaded({ state: 'ready', list: { ...parsed.value, id, updatedAt: null } });
    } catch (e) {
      console.error('Tarifas: no se ha podido guardar la tarifa', e);
      setFailure(dataErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setFailure(null);
    try {
      await pricingRepository.deleteList(corpId, id);
      navigate('/price-lists', { state: flashState(T.deleted) });
    } catch (e) {
      console.error('Tarifas: no se ha podido borrar la tarifa', e);
      setFailure(dataErrorMessage(e));
    }
  };

  const title = id ? (loaded.state === 'ready' && loaded.list ? `${T.detailTitle} ${loaded.list.name}` : T.detailTitle) : T.newTitle;
  const invalid = (field: keyof PriceListDraft) => ({
    isInvalid: !!errors[field],
    'aria-describedby': errors[field] ? `list-${field}-error` : undefined,
  });

  return (
    <section aria-labelledby="price-list-detail-title">
      <PageHeading id="price-list-detail-title" title={title}>
        <AppLink to="/price-lists">{T.back}</AppLink>
      </PageHeading>
      {flash && (
        <Alert variant={flash.variant} data-testid="record-notice">
          {flash.text}
        </Alert>
      )}
      {loaded.state === 'loading' && <Loading />}
      {loaded.state === 'missing' && <Alert variant="warning">{T.notFound}</Alert>}
      {loaded.state === 'failed' && <Alert variant="danger">{T.loadError}</Alert>}
      {loaded.state === 'ready' && (
        <>
          {!canEdit && <p className="text-body-secondary">{T.readOnly}</p>}
          <Form
            noValidate
            style={{ maxWidth: '40rem' }}
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <fieldset disabled={!canEdit || busy}>
              <Field id="list-name" label={T.name} error={errors.name}>
                <Form.Control value={draft.name} maxLength={NAME_MAX + 20} onChange={(e) => set('name', e.target.value)} {...invalid('name')} />
              </Field>
              <Field id="list-kind" label={T.kind}>
                <Form.Select value={draft.kind} onChange={(e) => set('kind', e.target.value)}>
                  {PRICE_LIST_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {KIND_LABELS[k]}
                    </option>
                  ))}
                </Form.Select>
              </Field>
              <Form.Group className="mb-3">
                <Form.Check
                  type="switch"
                  id="list-vatIncluded"
                  label={T.vatIncluded}
                  checked={draft.vatIncluded}
                  onChange={(e) => set('vatIncluded', e.target.checked)}
                />
              </Form.Group>
              <div className="d-flex flex-wrap gap-3">
                <Field id="list-validFrom" label={T.validFrom} error={errors.validFrom}>
                  <Form.Control type="date" value={draft.validFrom} onChange={(e) => set('validFrom', e.target.value)} {...invalid('validFrom')} />
                </Field>
                <Field id="list-validTo" label={T.validTo} error={errors.validTo}>
                  <Form.Control type="date" value={draft.validTo} onChange={(e) => set('validTo', e.target.value)} {...invalid('validTo')} />
                </Field>
              </div>
              {canEdit && (
                <div className="d-flex flex-wrap gap-2 mb-3">
                  <Button type="submit">{busy ? T.saving : T.save}</Button>
                  {id && !confirming && (
                    <Button variant="outline-danger" onClick={() => setConfirming(true)}>
                      {T.delete}
                    </Button>
                  )}
                </div>
              )}
            </fieldset>
          </Form>
          {confirming && (
            <Alert variant="warning">
              <p>{T.deleteConfirm}</p>
              <div className="d-flex gap-2">
                <Button variant="danger" onClick={() => void remove()}>
                  {T.delete}
                </Button>
                <Button variant="outline-secondary" onClick={() => setConfirming(false)}>
                  {T.cancel}
                </Button>
              </div>
            </Alert>
          )}
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          {id && loaded.list && (
            <>
              <h2 className="h5 mt-4">{T.pricesTitle}</h2>
              <p className="text-body-secondary">{loaded.list.vatIncluded ? T.pricesIntroGross : T.pricesIntroNet}</p>
              <PriceEntriesEditor corpId={corpId} owner={{ kind: 'list', id }} canEdit={canEdit} emptyText={T.pricesEmpty} label={T.pricesLabel} />
            </>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The prices of a tarifa or a client's special prices: a paged list (by product code) and, for
 * admins, the form of one product's price with its quantity breaks (up to 5: «desde 1 ud 10,00 €,
 * desde 12 ud 9,20 €»). Bad input is said at the field and nothing is saved.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatEuros, formatQuantity } from '../domain/money';
import { MAX_BREAKS, type PriceEntry } from '../domain/pricing/priceList';
import { PagedTable } from '../shared/list/ListParts';
import { SearchPicker } from '../stock/documents/SearchPicker';
import { lookupRepository, type ProductOption } from '../stock/lookupRepository';
import { dataErrorMessage } from '../shared/feedback/dataErrors';
import { blankBreak, breakDraftsOf, parseBreaks, type BreakDraft, type BreakErrors } from './priceListForm';
import { PRICING_ERRORS, PRICING_TEXT as T } from './messages';
import { pricingRepository, type EntryOwner } from './pricingRepository';

/** «desde 1: 10,00 € · desde 12: 9,20 €» */
export function breaksText(entry: PriceEntry): string {
  return entry.breaks.map((b) => T.breakText(formatQuantity(b.from), formatEuros(b.priceCents))).join(' · ');
}

interface Editing {
  product: { id: string; code: string; name: string };
  rows: BreakDraft[];
  errors: BreakErrors;
  general: string | null;
}

function BreaksForm({
  editing,
  onChange,
  onSave,
  onCancel,
  busy,
}: {
  editing: Editing;
  onChange: (e: Editing) => void;
  onSave: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const set = (i: number, field: keyof BreakDraft, value: string) =>
    onChange({
      ...editing,
      rows: editing.rows.map((r, j) => (j === i ? { ...r, [field]: value } : r)),
      errors: editing.errors.map((e, j) => (j === i ? { ...e, [field]: undefined } : e)),
    });
  return (
    <Form
      noValidate
      className="border rounded p-3 mb-3"
      data-testid="price-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <p className="fw-semibold mb-2">
        {editing.product.code} · {editing.product.name}
      </p>
      {editing.rows.map((row, i) => {
        const n = i + 1;
        const err = editing.errors[i] ?? {};
        return (
          <div className="d-flex flex-wrap gap-2 align-items-start mb-2" key={i} data-testid="price-break">
            {(['from', 'price'] as const).map((field) => {
              const id = `break-${i}-${field}`;
              const message = err[field];
              return (
                <Form.Group key={field} controlId={id} style={{ maxWidth: '12rem' }}>
                  <Form.Label className="small mb-0">{field === 'from' ? T.breakFrom(n) : T.breakPrice(n)}</Form.Label>
                  <Form.Control
                    size="sm"
                    inputMode="decimal"
                    autoComplete="off"
                    value={row[field]}
                    isInvalid={!!message}
                    aria-describedby={message ? `${id}-error` : undefined}
                    onChange={(e) => set(i, field, e.target.value)}
                  />
                  {message && (
                    <Form.Control.Feedback type="invalid" id={`${id}-error`}>
                      {message}
                    </Form.Control.Feedback>
                  )}
                </Form.Group>
              );
            })}
            {editing.rows.length > 1 && (
              <Button
                variant="outline-danger"
                size="sm"
                className="mt-4"
                aria-label={T.removeBreak(n)}
                onClick={() =>
                  onChange({ ...editing, rows: editing.rows.filter((_, j) => j !== i), errors: editing.errors.filter((_, j) => j !== i) })
                }
              >
                ×
              </Button>
            )}
          </div>
        );
      })}
      {editing.general && (
        <div className="text-danger small mb-2" role="alert">
          {editing.general}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        {editing.rows.length < MAX_BREAKS && (
          <Button variant="outline-secondary" size="sm" onClick={() => onChange({ ...editing, rows: [...editing.rows, blankBreak('')] })}>
            {T.addBreak}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? T.saving : T.savePrice}
        </Button>
        <Button variant="link" size="sm" onClick={onCancel}>
          {T.cancel}
        </Button>
      </div>
    </Form>
  );
}

export function PriceEntriesEditor({
  corpId,
  owner,
  canEdit,
  emptyText,
  label,
}: {
  corpId: string;
  owner: EntryOwner;
  canEdit: boolean;
  emptyText: string;
  label: string;
}) {
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);

  const start = (product: { id: string; code: string; name: string }, entry: PriceEntry | null) => {
    setNotice(null);
    const rows = entry ? breakDraftsOf(entry.breaks) : [blankBreak()];
    setEditing({ product, rows, errors: rows.map(() => ({})), general: null });
  };

  /** A product already priced here opens with its breaks (one get). */
  const pick = async (p: ProductOption) => {
    try {
      start(p, await pricingRepository.entry(corpId, owner, p.id));
    } catch (e) {
      console.error('Tarifas: no se ha podido leer el precio', e);
      setNotice({ variant: 'danger', text: dataErrorMessage(e) });
    }
  };

  const save = async () => {
    if (!editing) return;
    const parsed = parseBreaks(editing.rows);
    if (!parsed.ok) {
      setEditing({ ...editing, errors: editing.rows.map((_, i) => parsed.errors[i] ?? {}), general: parsed.general ?? null });
      return;
    }
    setBusy(true);
    try {
      const { product } = editing;
      await pricingRepository.saveEntry(corpId, owner, { categoryId: product.id, code: product.code, name: product.name, breaks: parsed.breaks });
      setEditing(null);
      setNotice({ variant: 'success', text: T.priceSaved(product.code) });
      setVersion((v) => v + 1);
    } catch (e) {
      console.error('Tarifas: no se ha podido guardar el precio', e);
      setNotice({ variant: 'danger', text: dataErrorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (entry: PriceEntry) => {
    setNotice(null);
    try {
      await pricingRepository.deleteEntry(corpId, owner, entry.categoryId);
      setNotice({ variant: 'success', text: T.priceRemoved(entry.code) });
      setVersion((v) => v + 1);
    } catch (e) {
      console.error('Tarifas: no se ha podido quitar el precio', e);
      setNotice({ variant: 'danger', text: dataErrorMessage(e) });
    }
  };

  return (
    <>
      {notice && (
        <Alert variant={notice.variant} data-testid="price-notice">
          {notice.text}
        </Alert>
      )}
      {canEdit && !editing && (
        <div className="mb-3" style={{ maxWidth: '36rem' }}>
          <SearchPicker<ProductOption>
            label={T.addPrice}
            placeholder={T.productSearch}
            search={(q) => lookupRepository.searchProducts(corpId, q)}
            optionKey={(p) => p.id}
            renderOption={(p) => `${p.code} · ${p.name}`}
            onPick={(p) => void pick(p)}
            testId="price-product-picker"
            emptyText={PRICING_ERRORS.productRequired}
          />
        </div>
      )}
      {canEdit && editing && (
        <BreaksForm editing={editing} onChange={setEditing} onSave={() => void save()} onCancel={() => setEditing(null)} busy={busy} />
      )}
      <PagedTable<PriceEntry>
        key={`${owner.kind}/${owner.id}/${version}`}
        query={() => pricingRepository.entriesQuery(corpId, owner)}
        testId="price-table"
        label={label}
        noun="precios"
        errorText={T.listError}
        emptyText={emptyText}
        header={
          <>
            <th scope="col">{T.product}</th>
            <th scope="col">{T.breaks}</th>
            {canEdit && (
              <th scope="col">
                <span className="visually-hidden">Acciones</span>
              </th>
            )}
          </>
        }
        row={(e: PriceEntry) => (
          <tr key={e.categoryId}>
            <td>
              {e.code} · {e.name}
            </td>
            <td>{breaksText(e)}</td>
            {canEdit && (
              <td className="text-nowrap text-end">
                <Button
                  variant="outline-secondary"
                  size="sm"
                  className="me-2"
                  aria-label={T.edit(e.code)}
                  onClick={() => start({ id: e.categoryId, code: e.code, name: e.name }, e)}
                >
                  Cambiar
                </Button>
                <Button variant="outline-danger" size="sm" aria-label={T.removePrice(e.code)} onClick={() => void remove(e)}>
                  Quitar
                </Button>
              </td>
            )}
          </tr>
        )}
      />
    </>
  );
}

/**
 * Quick keys (issue 29): up to 12 buttons of frequent items, chosen by an admin
 * (corporations/{corpId}/settings/counter), each adding one unit like a scan. Nothing is shown
 * when none are chosen (an admin sees how to add them). Plain buttons, so Tab reaches them.
 * Reads: one get of the settings and one `in` query of the products, once per page.
 */
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { formatEuros } from '../domain/money';
import { counterUnitPriceCents } from '../domain/counter/counterPrice';
import { SearchPicker } from '../stock/documents/SearchPicker';
import type { CounterProduct } from './counterModel';
import { counterRepository } from './counterRepository';
import { COUNTER_TEXT as T } from './messages';
import { addQuickKey, MAX_QUICK_KEYS, removeQuickKey } from './quickKeys';

interface QuickKeysProps {
  corpId: string;
  canEdit: boolean;
  disabled: boolean;
  onPick: (product: CounterProduct) => void;
}

export function QuickKeys({ corpId, canEdit, disabled, onPick }: QuickKeysProps) {
  const [products, setProducts] = useState<CounterProduct[] | null>(null);
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // A test double of the repository may leave the quick keys out: then there are none.
    if (!counterRepository.quickKeys) {
      setProducts([]);
      return;
    }
    counterRepository
      .quickKeys(corpId)
      .then((ids) => counterRepository.productsByIds(corpId, ids))
      .then(
        (found) => live && setProducts(found),
        (e: unknown) => {
          console.error('Mostrador: no se han podido leer las teclas rápidas', e);
          if (live) {
            setProducts([]);
            setProblem(T.quickKeysLoadFailed);
          }
        },
      );
    return () => {
      live = false;
    };
  }, [corpId]);

  if (products === null) return null;
  const shown = products.filter((p) => p.active);
  if (shown.length === 0 && !canEdit) return null;

  const save = async (next: CounterProduct[]) => {
    const before = products;
    setProducts(next);
    setProblem(null);
    try {
      await counterRepository.saveQuickKeys(
        corpId,
        next.map((p) => p.id),
      );
    } catch (e) {
      console.error('Mostrador: no se han podido guardar las teclas rápidas', e);
      setProducts(before);
      setProblem(T.quickKeysSaveFailed);
    }
  };

  const add = (product: CounterProduct) => {
    const ids = addQuickKey(
      products.map((p) => p.id),
      product.id,
    );
    if (ids.length === products.length) {
      if (products.length >= MAX_QUICK_KEYS) setProblem(T.quickKeysFull(MAX_QUICK_KEYS));
      return;
    }
    void save([...products, product]);
  };

  const remove = (product: CounterProduct) => {
    const ids = removeQuickKey(
      products.map((p) => p.id),
      product.id,
    );
    void save(products.filter((p) => ids.includes(p.id)));
  };

  return (
    <section className="mb-3" aria-labelledby="counter-quick-keys-title" data-testid="counter-quick-keys">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 id="counter-quick-keys-title" className="h6 mb-0">
          {T.quickKeys}
        </h2>
        {canEdit && (
          <Button variant="link" size="sm" className="p-0" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
            {editing ? T.quickKeysDone : T.quickKeysEdit}
          </Button>
        )}
      </div>
      {shown.length === 0 && !editing && <p className="small text-body-secondary mb-0">{T.quickKeysEmptyAdmin}</p>}
      <div className="d-grid gap-2" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' }}>
        {(editing ? products : shown).map((p) =>
          editing ? (
            <div key={p.id} className="d-flex align-items-center border rounded px-2 py-1 small">
              <span className="flex-grow-1 text-truncate">{p.name}</span>
              <Button variant="outline-danger" size="sm" aria-label={T.quickKeysRemove(p.name)} onClick={() => remove(p)}>
                ×
              </Button>
            </div>
          ) : (
            <Button
              key={p.id}
              variant="outline-primary"
              className="text-start"
              disabled={disabled}
              onClick={() => onPick(p)}
              data-testid="counter-quick-key"
            >
              <span className="d-block text-truncate fw-semibold">{p.name}</span>
              <span className="d-block small">{formatEuros(counterUnitPriceCents(p))}</span>
            </Button>
          ),
        )}
      </div>
      {editing && products.length < MAX_QUICK_KEYS && (
        <div className="mt-2">
          <SearchPicker<CounterProduct>
            label={T.quickKeysAdd}
            placeholder={T.searchPlaceholder}
            search={(q) => counterRepository.searchProducts(corpId, q)}
            optionKey={(p) => p.id}
            renderOption={(p) => `${p.code} · ${p.name}`}
            onPick={add}
            disabled={disabled}
            testId="counter-quick-key-search"
          />
        </div>
      )}
      {problem && (
        <p className="small text-danger mt-1 mb-0" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}

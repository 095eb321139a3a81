/**
 * #/inputs/details?inputId= and #/outputs/details?outputId=: one entrada or
 * salida. A borrador is edited here (header, lines typed from the keyboard,
 * live totals) and saved, deleted or confirmed; a confirmed one can only be
 * annulled, with a reason. Stock changes only through the stock writer.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSignedInSession } from '../../auth/session';
import { toIsoDate } from '../../domain/dates';
import { formatEuros, formatPercent } from '../../domain/money';
import { AppLink, useAppNavigate } from '../../shared/AppLink';
import { Loading } from '../../shared/Loading';
import { stockWriter } from '../appStockWriter';
import { lookupRepository, type PartyOption, type ProductOption } from '../lookupRepository';
import { KIND_LABEL, LOAD_FAILED, SAVE_FAILED, DELETE_FAILED, SALIDA_COST_TEXT, STATE_LABEL, stockErrorMessage } from '../messages';
import { stockRepository } from '../stockRepository';
import { StockError } from '../stockErrors';
import type { DocKind, StockDocument } from '../stockTypes';
import { AnnulDialog } from './AnnulDialog';
import { blankValues, DOCUMENT_LIMITS, documentSchema, draftTotals, lineAmountCents, toDraft, valuesOf, type DocumentValues } from './documentForm';
import { SearchPicker } from './SearchPicker';
import { stockDocumentRepository } from './stockDocumentRepository';
import { TableScroll } from '../../shared/TableScroll';
import { TextAreaField, TextField } from '../../shared/form/fields';
import { useUnsavedChangesWarning } from '../../shared/useUnsavedChangesWarning';

type Message = { variant: 'success' | 'danger'; text: string };

const ID_PARAM: Record<DocKind, string> = { input: 'inputId', output: 'outputId' };
const LIST_PATH: Record<DocKind, string> = { input: '/inputs', output: '/outputs' };

export function DocumentDetailPage({ kind }: { kind: DocKind }) {
  const [params] = useSearchParams();
  const id = params.get(ID_PARAM[kind]);
  const { corp } = useSignedInSession();
  const repository = useMemo(() => stockDocumentRepository(kind), [kind]);
  const [document, setDocument] = useState<StockDocument | null | undefined>(id ? undefined : null);
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    if (!id || !corp) {
      setDocument(null);
      return undefined;
    }
    setDocument(undefined);
    return repository.watch(corp.id, id, setDocument, (e) => {
      console.error(e);
      setLoadError(true);
    });
  }, [id, corp, repository]);

  const labels = KIND_LABEL[kind];
  if (loadError) return <Alert variant="danger">{LOAD_FAILED}</Alert>;
  if (document === undefined) return <Loading />;
  if (id && document === null) {
    return (
      <section>
        <h1 className="h3">{labels.one}</h1>
        <Alert variant="warning">Este documento no existe o se ha eliminado.</Alert>
        <AppLink to={LIST_PATH[kind]}>Volver a {labels.many.toLowerCase()}</AppLink>
      </section>
    );
  }
  return <DocumentEditor key={document?.id ?? 'new'} kind={kind} document={document} />;
}

function DocumentEditor({ kind, document }: { kind: DocKind; document: StockDocument | null }) {
  const { corp, authUser } = useSignedInSession();
  const corpId = corp!.id;
  const navigate = useAppNavigate();
  const repository = useMemo(() => stockDocumentRepository(kind), [kind]);
  const labels = KIND_LABEL[kind];
  const editable = document === null || document.state === 'borrador';
  const [busy, setBusy] = useState(false);
  const carried = (useLocation().state as { message?: Message } | null)?.message ?? null;
  const [message, setMessage] = useState<Message | null>(carried);
  const [annulOpen, setAnnulOpen] = useState(false);
  const productInput = useRef<HTMLInputElement>(null);
  const quantityRefs = useRef(new Map<number, HTMLInputElement>());
  const [focusLine, setFocusLine] = useState<number | null>(null);

  const form = useForm<DocumentValues>({
    resolver: zodResolver(documentSchema(kind)),
    defaultValues: document ? valuesOf(document) : blankValues(toIsoDate(new Date())),
  });
  const { register, control, handleSubmit, setValue, formState, getValues, reset } = form;
  const { errors } = formState;
  useUnsavedChangesWarning(editable && formState.isDirty && !busy);
  const lines = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' });
  const partyName = useWatch({ control, name: 'partyName' });

  useEffect(() => {
    if (focusLine === null) return;
    quantityRefs.current.get(focusLine)?.focus();
    setFocusLine(null);
  }, [focusLine, lines.fields.length]);

  const totals = draftTotals(watched ?? []);

  const addProduct = async (product: ProductOption) => {
    let priceCents = product.salePriceCents;
    if (kind === 'input') {
      try {
        priceCents = (await stockRepository.get(corpId, product.id))?.lastPurchasePriceCents ?? 0;
      } catch {
        priceCents = 0;
      }
    }
    lines.append(
      {
        categoryId: product.id,
        code: product.code,
        name: product.name,
        unit: product.unit,
        vatRate: product.vatRate,
        quantity: '',
        price: (priceCents / 100).toFixed(2).replace('.', ','),
        discount: '0',
      },
      { shouldFocus: false },
    );
    setFocusLine(getValues('lines').length - 1);
  };

  const pickParty = (party: PartyOption) => {
    setValue('partyId', party.id, { shouldValidate: formState.isSubmitted, shouldDirty: true });
    setValue('partyName', party.name);
    setValue('partyNif', party.nif);
  };

  /** Enter in a line's fields goes to the product box for the next line, never submits. */
  const toNextLine = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      productInput.current?.focus();
    }
  };

  /** A message here, or on the saved document's own page when this was a new one. */
  const show = (savedId: string, m: Message) => {
    if (document) setMessage(m);
    else navigate(`${LIST_PATH[kind]}/details?${new URLSearchParams({ [ID_PARAM[kind]]: savedId })}`, { state: { message: m } });
  };

  const save = async (values: DocumentValues): Promise<string | null> => {
    try {
      const savedId = await repository.saveDraft(corpId, authUser.uid, document?.id ?? null, toDraft(values));
      reset(values);
      return savedId;
    } catch (e) {
      console.error(e);
      setMessage({ variant: 'danger', text: SAVE_FAILED });
      return null;
    }
  };

  const onSave = handleSubmit(async (values) => {
    setBusy(true);
    setMessage(null);
    const savedId = await save(values);
    setBusy(false);
    if (!savedId) return;
    show(savedId, { variant: 'success', text: 'Borrador guardado.' });
  });

  const onConfirm = handleSubmit(async (values) => {
    setMessage(null);
    if (values.lines.length === 0) {
      setMessage({ variant: 'danger', text: 'Añade al menos una línea antes de confirmar.' });
      return;
    }
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setMessage({ variant: 'danger', text: stockErrorMessage(new StockError('offline')) });
      return;
    }
    setBusy(true);
    const savedId = await save(values);
    if (!savedId) {
      setBusy(false);
      return;
    }
    try {
      await stockWriter.apply(corpId, kind, 'confirm', savedId, authUser.uid);
      show(savedId, { variant: 'success', text: `${labels.one} confirmada: el stock está actualizado.` });
    } catch (e) {
      show(savedId, { variant: 'danger', text: stockErrorMessage(e instanceof StockError ? e : new StockError('failed')) });
    } finally {
      setBusy(false);
    }
  });

  const onDelete = async () => {
    if (!document || !window.confirm('¿Eliminar este borrador? No se puede deshacer.')) return;
    setBusy(true);
    try {
      await repository.deleteDraft(corpId, document.id);
      navigate(LIST_PATH[kind]);
    } catch (e) {
      console.error(e);
      setMessage({ variant: 'danger', text: DELETE_FAILED });
      setBusy(false);
    }
  };

  const onAnnul = async (reason: string): Promise<string | null> => {
    if (!document) return null;
    try {
      await stockWriter.apply(corpId, kind, 'annul', document.id, authUser.uid, reason);
      setAnnulOpen(false);
      setMessage({ variant: 'success', text: `${labels.one} anulada: el stock ha vuelto a su nivel anterior.` });
      return null;
    } catch (e) {
      return stockErrorMessage(e instanceof StockError ? e : new StockError('failed'));
    }
  };

  const title = document ? `${labels.one} ${document.number}` : `Nueva ${labels.one.toLowerCase()}`;
  const lineError = (i: number, field: 'quantity' | 'price' | 'discount') => errors.lines?.[i]?.[field]?.message;

  return (
    <section aria-labelledby="document-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="document-title" className="h3 mb-0 me-auto">
          {title}
        </h1>
        {document && (
          <Badge
            bg={document.state === 'confirmada' ? 'success' : document.state === 'anulada' ? 'secondary' : 'warning'}
            text={document.state === 'borrador' ? 'dark' : undefined}
            data-testid="document-state"
          >
            {STATE_LABEL[document.state]}
          </Badge>
        )}
        {document?.invoiced && <Badge bg="info">Facturada</Badge>}
      </div>
      <p className="d-flex flex-wrap gap-3">
        <AppLink to={LIST_PATH[kind]}>‹ {labels.many}</AppLink>
        <AppLink to="/stock">Ver stock</AppLink>
      </p>
      {message && (
        <Alert variant={message.variant} role={message.variant === 'danger' ? 'alert' : 'status'} data-testid="document-message">
          {message.text}
        </Alert>
      )}
      {document?.state === 'anulada' && (
        <Alert variant="secondary" data-testid="annul-info">
          Anulada el {document.annulledAt?.toLocaleString('es-ES') ?? '—'}. Motivo: {document.annulReason}
        </Alert>
      )}

      <Form noValidate onSubmit={onSave}>
        <fieldset disabled={!editable || busy}>
          <Row className="g-3 mb-3">
            <Col xs={12} sm={4} md={3}>
              <Form.Group controlId="doc-date">
                <Form.Label>Fecha</Form.Label>
                <Form.Control type="date" isInvalid={!!errors.date} aria-describedby="doc-date-error" {...register('date')} />
                <Form.Control.Feedback type="invalid" id="doc-date-error">
                  {errors.date?.message}
                </Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col xs={12} sm={8} md={5}>
              {editable ? (
                <SearchPicker<PartyOption>
                  label={labels.party}
                  placeholder="Busca por nombre o NIF"
                  search={(text) => lookupRepository.searchParties(corpId, kind, text)}
                  optionKey={(p) => p.id}
                  renderOption={(p) => (p.nif ? `${p.name} · ${p.nif}` : p.name)}
                  onPick={pickParty}
                  isInvalid={!!errors.partyId}
                  errorId="doc-party-error"
                  testId="party-picker"
                  emptyText={kind === 'input' ? 'Ningún proveedor coincide.' : 'Ningún cliente coincide.'}
                />
              ) : (
                <Form.Label>{labels.party}</Form.Label>
              )}
              <div className="form-text" data-testid="party-chosen">
                {partyName ? `${partyName}${getValues('partyNif') ? ` · ${getValues('partyNif')}` : ''}` : 'Sin elegir'}
              </div>
              <div className="invalid-feedback d-block" id="doc-party-error">
                {errors.partyId?.message}
              </div>
            </Col>
            <Col xs={12} md={4}>
              <TextField
                id="doc-reference"
                label="Referencia (albarán)"
                registration={register('reference')}
                error={errors.reference?.message}
                maxChars={DOCUMENT_LIMITS.reference}
                className=""
              />
            </Col>
            <Col xs={12}>
              <TextAreaField
                id="doc-notes"
                label="Notas"
                rows={2}
                registration={register('notes')}
                error={errors.notes?.message}
                maxChars={DOCUMENT_LIMITS.notes}
                className=""
              />
            </Col>
          </Row>

          <h2 className="h5">Líneas</h2>
        </fieldset>
        {/* The scrolling box stays outside the disabled fieldset so it can take the focus at 360 px; the lines inside are disabled with it. */}
        <TableScroll label="Líneas del documento" className="position-relative">
          <fieldset disabled={!editable || busy}>
            <table className="table table-sm align-middle" data-testid="document-lines">
              <thead>
                <tr>
                  <th scope="col">Producto</th>
                  <th scope="col" style={{ minWidth: '7rem' }}>
                    Cantidad
                  </th>
                  <th scope="col" style={{ minWidth: '7rem' }}>
                    {labels.price} (€)
                  </th>
                  <th scope="col" style={{ minWidth: '5rem' }}>
                    Dto. %
                  </th>
                  <th scope="col">IVA</th>
                  <th scope="col" className="text-end">
                    Importe
                  </th>
                  {editable && (
                    <th scope="col">
                      <span className="visually-hidden">Acciones</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {lines.fields.length === 0 && (
                  <tr>
                    <td colSpan={7} className="text-body-secondary">
                      Sin líneas todavía.
                    </td>
                  </tr>
                )}
                {lines.fields.map((field, i) => {
                  const amount = watched?.[i] ? lineAmountCents(watched[i]!) : null;
                  const { ref: quantityRef, ...quantityField } = register(`lines.${i}.quantity`);
                  return (
                    <tr key={field.id} data-testid="document-line">
                      <td>
                        <span className="fw-semibold">{field.code}</span> {field.name}
                      </td>
                      <td>
                        <div className="input-group input-group-sm">
                          <Form.Control
                            size="sm"
                            inputMode="decimal"
                            aria-label={`Cantidad de ${field.name}`}
                            isInvalid={!!lineError(i, 'quantity')}
                            aria-describedby={`line-${i}-quantity-error`}
                            onKeyDown={toNextLine}
                            ref={(el: HTMLInputElement | null) => {
                              quantityRef(el);
                              if (el) quantityRefs.current.set(i, el);
                              else quantityRefs.current.delete(i);
                            }}
                            {...quantityField}
                          />
                          <span className="input-group-text">{field.unit}</span>
                        </div>
                        <div className="invalid-feedback d-block" id={`line-${i}-quantity-error`}>
                          {lineError(i, 'quantity')}
                        </div>
                      </td>
                      <td>
                        <Form.Control
                          size="sm"
                          inputMode="decimal"
                          aria-label={`${labels.price} de ${field.name}`}
                          isInvalid={!!lineError(i, 'price')}
                          aria-describedby={`line-${i}-price-error`}
                          onKeyDown={toNextLine}
                          {...register(`lines.${i}.price`)}
                        />
                        <div className="invalid-feedback d-block" id={`line-${i}-price-error`}>
                          {lineError(i, 'price')}
                        </div>
                      </td>
                      <td>
                        <Form.Control
                          size="sm"
                          inputMode="decimal"
                          aria-label={`Descuento de ${field.name}`}
                          isInvalid={!!lineError(i, 'discount')}
                          aria-describedby={`line-${i}-discount-error`}
                          onKeyDown={toNextLine}
                          {...register(`lines.${i}.discount`)}
                        />
                        <div className="invalid-feedback d-block" id={`line-${i}-discount-error`}>
                          {lineError(i, 'discount')}
                        </div>
                      </td>
                      <td>{formatPercent(field.vatRate)}</td>
                      <td className="text-end" data-testid="line-amount">
                        {amount === null ? '—' : formatEuros(amount)}
                      </td>
                      {editable && (
                        <td>
                          <Button
                            size="sm"
                            variant="outline-danger"
                            aria-label={`Quitar la línea de ${field.name}`}
                            onClick={() => {
                              lines.remove(i);
                              // The button goes with its line: keep the keyboard user in the line entry.
                              productInput.current?.focus();
                            }}
                          >
                            ×
                          </Button>
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </fieldset>
        </TableScroll>
        <fieldset disabled={!editable || busy}>
          {editable && (
            <div className="mb-3" style={{ maxWidth: '36rem' }}>
              <SearchPicker<ProductOption>
                ref={productInput}
                label="Añadir producto"
                placeholder="Código, código de barras o nombre, y Enter"
                search={(text) => lookupRepository.searchProducts(corpId, text)}
                optionKey={(p) => p.id}
                renderOption={(p) => `${p.code} · ${p.name}${p.barcode ? ` · ${p.barcode}` : ''}`}
                onPick={(p) => void addProduct(p)}
                testId="product-picker"
                emptyText="Ningún producto activo coincide."
              />
              <div className="form-text">Elige con Enter, escribe la cantidad y pulsa Enter para la siguiente línea.</div>
            </div>
          )}
        </fieldset>

        <dl className="row justify-content-end text-end mb-3" data-testid="document-totals">
          <dt className="col-7 col-md-3">Base imponible</dt>
          <dd className="col-5 col-md-2" data-testid="total-base">
            {formatEuros(totals.baseCents)}
          </dd>
          {totals.breakdown.map((b) => (
            <div key={b.vatRate} className="row justify-content-end m-0 p-0">
              <dt className="col-7 col-md-3">
                IVA {formatPercent(b.vatRate)} sobre {formatEuros(b.baseCents)}
              </dt>
              <dd className="col-5 col-md-2">{formatEuros(b.vatCents)}</dd>
            </div>
          ))}
          <dt className="col-7 col-md-3">Total</dt>
          <dd className="col-5 col-md-2 fw-bold" data-testid="total-total">
            {formatEuros(totals.totalCents)}
          </dd>
          {document?.costCents != null && (
            <>
              <dt className="col-7 col-md-3">{SALIDA_COST_TEXT.costOfGoods}</dt>
              <dd className="col-5 col-md-2" data-testid="total-cost-of-goods">
                {formatEuros(document.costCents)}
              </dd>
              <dt className="col-7 col-md-3">{SALIDA_COST_TEXT.margin}</dt>
              <dd className="col-5 col-md-2" data-testid="total-margin">
                {formatEuros(totals.baseCents - document.costCents)}
              </dd>
            </>
          )}
        </dl>

        <div className="d-flex flex-wrap gap-2">
          {editable && (
            <>
              <Button type="submit" variant="outline-primary" disabled={busy}>
                Guardar borrador
              </Button>
              <Button variant="primary" disabled={busy} onClick={() => void onConfirm()}>
                Confirmar
              </Button>
              {document && (
                <Button variant="outline-danger" disabled={busy} onClick={() => void onDelete()}>
                  Eliminar
                </Button>
              )}
            </>
          )}
          {document?.state === 'confirmada' && !document.invoiced && (
            <Button variant="outline-danger" onClick={() => setAnnulOpen(true)}>
              Anular
            </Button>
          )}
        </div>
      </Form>
      {document && <AnnulDialog show={annulOpen} onHide={() => setAnnulOpen(false)} onAnnul={onAnnul} what={labels.one.toLowerCase()} />}
    </section>
  );
}
